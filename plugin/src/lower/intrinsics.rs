//! LLVM intrinsics (`llvm.*` calls).
//!
//! Each intrinsic maps to a core instruction, an OpenCL.std extended
//! instruction, or a short sequence of them. An intrinsic with no lowering is
//! an error naming it.

use super::function::FunctionLowering;
use super::LowerResult;
use crate::llvm::Value;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

/// Intrinsics that have no effect on the SPIR-V (hints and markers).
const DROPPED: &[&str] = &[
    "llvm.lifetime.start",
    "llvm.lifetime.end",
    "llvm.dbg.declare",
    "llvm.dbg.value",
    "llvm.dbg.assign",
    "llvm.dbg.label",
    "llvm.experimental.noalias.scope.decl",
    "llvm.donothing",
    "llvm.assume",
];

/// The intrinsic's base name: `llvm.memcpy.p0.p1.i64` -> `memcpy`,
/// `llvm.fmuladd.v4f32` -> `fmuladd`, `llvm.vector.reduce.add.v4i32` ->
/// `vector.reduce.add`. Type suffixes are the trailing parts that start with a
/// type letter followed by a digit (p0, i64, f32, v4f32, nxv2i32).
pub fn base_name(name: &str) -> &str {
    let rest = name.strip_prefix("llvm.").unwrap_or(name);
    let mut end = rest.len();
    for part in rest.rsplit('.') {
        let is_type = {
            let b = part.as_bytes();
            !b.is_empty()
                && matches!(b[0], b'i' | b'f' | b'p' | b'v')
                && b.get(1).is_some_and(|c| c.is_ascii_digit())
                || part.starts_with("nxv")
                || part == "f16"
                || part == "bf16"
        };
        if !is_type || end <= part.len() {
            break;
        }
        end -= part.len() + 1;
    }
    &rest[..end]
}

impl FunctionLowering<'_> {
    pub fn lower_intrinsic(&mut self, i: Value, name: &str) -> LowerResult<()> {
        if DROPPED.iter().any(|d| name.starts_with(d)) {
            return Ok(());
        }
        match base_name(name) {
            "memcpy" | "memcpy.inline" => self.lower_memcpy(i),
            "fmuladd" | "fma" => self.lower_ext_inst(i, "fma"),
            _ => Err(format!("intrinsic {name} is not supported")),
        }
    }

    /// An intrinsic whose operands map 1:1 to an OpenCL.std instruction.
    fn lower_ext_inst(&mut self, i: Value, ext_name: &str) -> LowerResult<()> {
        let result_type = self.ml.value_type(i)?;
        let mut operands = Vec::new();
        for arg in i.call_args() {
            operands.push(self.operand(arg)?);
        }
        let id = self.ext_inst(ext_name, result_type, &operands)?;
        self.alias(i, id);
        self.name_result(i, id);
        Ok(())
    }

    /// memcpy(dst, src, len, volatile) -> OpCopyMemorySized.
    fn lower_memcpy(&mut self, i: Value) -> LowerResult<()> {
        let args = i.call_args();
        let dst = self.operand(args[0])?;
        let src = self.operand(args[1])?;
        let len = self.operand(args[2])?;
        let mut operands = vec![Operand::IdRef(dst), Operand::IdRef(src), Operand::IdRef(len)];
        if args[3].const_int_zext() == Some(1) {
            operands.push(Operand::MemoryAccess(spirv_writer::spirv::MemoryAccess::VOLATILE));
        }
        self.emit_void(Op::CopyMemorySized, operands);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn base_names() {
        assert_eq!(base_name("llvm.memcpy.p0.p1.i64"), "memcpy");
        assert_eq!(base_name("llvm.memcpy.inline.p0.p0.i32"), "memcpy.inline");
        assert_eq!(base_name("llvm.fmuladd.v4f32"), "fmuladd");
        assert_eq!(base_name("llvm.vector.reduce.add.v4i32"), "vector.reduce.add");
        assert_eq!(base_name("llvm.umax.i32"), "umax");
        assert_eq!(base_name("llvm.lifetime.start.p0"), "lifetime.start");
        assert_eq!(base_name("llvm.sadd.with.overflow.i32"), "sadd.with.overflow");
        assert_eq!(base_name("llvm.experimental.constrained.fadd.f32"), "experimental.constrained.fadd");
        assert_eq!(base_name("llvm.fptosi.sat.i32.f32"), "fptosi.sat");
    }
}
