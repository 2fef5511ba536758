//! LLVM intrinsics (`llvm.*` calls).
//!
//! Each intrinsic maps to a core instruction, an OpenCL.std extended
//! instruction (SPIR-V OpenCL Extended Instruction Set), or a short sequence
//! of them; a few need control flow of their own (byte loops, masked lanes).
//! Each topic file declares one table of rows (`table.rs`): the base names
//! it claims, the signature shape checked where LLVM does not, whether i1
//! and narrow forms go to `narrow.rs`, the route (an extension first, the
//! common checks, or straight to the lowering) and the lowering. An
//! intrinsic no row claims is an error naming it.
//!
//! Integer intrinsics take SPIR-V's widths (8, 16, 32, 64) in `integer.rs`
//! and `overflow.rs`; on i1 and the narrow widths LLVM's optimizer makes
//! they compute in the normalized carriers of `narrow_ints` (`narrow.rs`;
//! min/max/abs in `integer.rs`).

mod annotations;
mod constrained;
mod directed;
#[cfg(test)]
mod doc_tests;
mod fixed_point;
mod float;
pub(crate) mod imports;
mod integer;
mod memory;
mod misc;
mod narrow;
mod overflow;
mod pieces;
mod runtime;
mod shared;
mod signatures;
mod table;
#[cfg(test)]
mod table_tests;
mod vector;

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::Operand;
use table::{Intrinsic, IntrinsicRule, Route};

use crate::lower::extensions::bfloat;

/// Every topic file's table. No two rows claim one base name, so the order
/// does not matter.
const TABLES: &[&[Intrinsic]] = &[
    memory::TABLE,
    misc::TABLE,
    float::TABLE,
    integer::TABLE,
    overflow::TABLE,
    fixed_point::TABLE,
    vector::TABLE,
    constrained::TABLE,
    runtime::TABLE,
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

/// Whether a row lowers intrinsic `name` where the target allows `extensions`.
pub fn lowers(name: &str, extensions: &spirv_writer::ExtensionPolicy) -> bool {
    table::find(TABLES, base_name(name)).is_some_and(|row| row.needs.is_none_or(|e| extensions.allows(e)))
}

/// Lowers call `i` of intrinsic `name` by the row claiming its base name.
pub(crate) fn lower_intrinsic(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let base = base_name(name);
    let Some(row) = table::find(TABLES, base) else {
        return Err(LowerError::unsupported_because(
            format!("intrinsic {name}"),
            "allow-unknown-intrinsics would keep it as a call to an imported function",
        ));
    };
    if let Some(extension) = row.needs {
        let what = format!("intrinsic {name} (unless allow-unknown-intrinsics keeps it imported)");
        f.module().needs_extension(extension, &what)?;
    }
    if let Route::First(hook) = row.route {
        if let Some(result) = hook(f, i, base) {
            return result;
        }
    }
    if matches!(row.lowering, IntrinsicRule::Dropped) {
        return Ok(());
    }
    let bfloat_fused = match base {
        "fmuladd" => bfloat::bfloat_mul_add(f, i),
        "fma" => bfloat::bfloat_fma(f, i),
        _ => None,
    };
    if let Some(result) = bfloat_fused {
        return result;
    }
    if let IntrinsicRule::Std(instruction) = row.lowering {
        if let Some(result) = lower_exact_on_bfloat(f, i, base, instruction) {
            return result;
        }
    }
    if !matches!(row.route, Route::Direct) {
        check_operands(i, row, name)?;
        if let Some(result) = pieces::lower_intrinsic_by_pieces(f, i, name, base) {
            return result; // element-wise on a long vector: piece by piece
        }
    }
    if row.narrow && narrow::is_narrow_call(i) {
        return narrow::lower_narrow(f, i, base);
    }
    table::lower_row(f, row, i, base)
}

/// Intrinsics whose result on bfloat operands is one of them, or one with
/// its sign changed: computed in float, the result rounds back exactly.
const EXACT_ON_BFLOAT: &[&str] = &["fabs", "copysign", "minnum", "maxnum"];

/// An `EXACT_ON_BFLOAT` intrinsic on bfloat values: OpenCL.std
/// `instruction` on the values widened to float (`bfloat_ext_inst`).
/// `None` for other intrinsics or values.
fn lower_exact_on_bfloat(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
    instruction: &str,
) -> Option<LowerResult<()>> {
    let bfloat = |t: crate::llvm::Type| t.scalar().kind() == crate::llvm::TypeKind::BFloat;
    if !EXACT_ON_BFLOAT.contains(&base) || !(bfloat(i.ty()) || i.call_args().iter().any(|a| bfloat(a.ty()))) {
        return None;
    }
    let number = spirv_writer::grammar::opencl_std_opcode(instruction)?;
    let set = f.module().m.ext_inst_import("OpenCL.std");
    let head = [Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
    let mut operands = Vec::new();
    for arg in i.call_args() {
        match f.operand(arg) {
            Ok(id) => operands.push(Operand::IdRef(id)),
            Err(e) => return Some(Err(e)),
        }
    }
    bfloat::bfloat_ext_inst(f, i, &head, &operands)
}

/// The common checks of `Route::Checked`: the signature where LLVM has not
/// checked it, no integers wider than 64 bits, no bfloat.
fn check_operands(i: Call, row: &Intrinsic, name: &str) -> LowerResult<()> {
    signatures::check_unverified(i, row.signature, name)?;
    if crate::lower::body::wide_ints::involves_wide(*i) {
        return Err(LowerError::unsupported_because(
            format!("intrinsic '{name}' on integers wider than 64 bits"),
            crate::lower::body::wide_ints::NO_EXTENSION,
        ));
    }
    let bfloat = |t: crate::llvm::Type| t.scalar().kind() == crate::llvm::TypeKind::BFloat;
    if bfloat(i.ty()) || i.call_args().iter().any(|a| bfloat(a.ty())) {
        return Err(LowerError::unsupported_because(
            format!("intrinsic '{name}' on bfloat values"),
            "convert to float first",
        ));
    }
    Ok(())
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
        assert_eq!(base_name("llvm.masked.load.v4f32.p1"), "masked.load");
        assert_eq!(base_name("llvm.is.fpclass.v2f64"), "is.fpclass");
        assert_eq!(base_name("llvm.powi.f16.i32"), "powi");
        assert_eq!(base_name("llvm.vector.extract.v2i32.v8i32"), "vector.extract");
        assert_eq!(base_name("llvm.stacksave"), "stacksave");
        assert_eq!(base_name("llvm.ptr.annotation.p0.p1"), "ptr.annotation");
    }
}
