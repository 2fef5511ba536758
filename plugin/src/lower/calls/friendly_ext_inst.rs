//! `__spirv_ocl_{Name}[__R{Type}]` calls of SPIR-V friendly IR: the OpenCL.std
//! extended instruction of that name, its operands matched by the grammar as
//! for the core instructions (`friendly.rs`).

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::friendly;
use crate::lower::calls::opencl::misc;
use crate::lower::extensions::bfloat;
use crate::lower::extensions::fma;
use crate::lower::LowerResult;
use rspirv::grammar::LogicalOperand;
use spirv_writer::{Id, Operand};

/// vload/vstore pointers point to the scalar they read or write.
fn coerce_vector_data_pointer(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
    operands: &mut [Operand],
) -> LowerResult<()> {
    let args = i.call_args();
    let (index, pointee) = match base {
        "vloadn" => (1, i.ty().scalar()),
        "vstoren" => (2, args[0].ty().scalar()),
        "vload_half" | "vload_halfn" | "vloada_halfn" => (
            1,
            f.module()
                .llvm
                .float_type(16)
                .ok_or(LowerError::Internal("the LLVM context has no half type"))?,
        ),
        b if b.starts_with("vstore_half") || b.starts_with("vstorea_half") => (
            2,
            f.module()
                .llvm
                .float_type(16)
                .ok_or(LowerError::Internal("the LLVM context has no half type"))?,
        ),
        // OpenCL.std: modf/fract/sincos write x's type, frexp/lgamma_r/remquo an int of x's shape.
        "modf" | "fract" | "sincos" if !args.is_empty() => (1, args[0].ty()),
        "frexp" | "lgamma_r" | "remquo" if !args.is_empty() => {
            let int = f.module().llvm.int_type(32);
            let x = args[0].ty();
            let shape = if x.is_vector() { f.module().llvm.vector_type(int, x.vector_len()) } else { int };
            (if base == "remquo" { 2 } else { 1 }, shape)
        }
        _ => return Ok(()),
    };
    if let Some(pointer) = args.get(index).filter(|p| p.ty().is_pointer()) {
        operands[index] = Operand::IdRef(f.pointer_operand(*pointer, pointee)?);
    }
    Ok(())
}

/// Like `friendly_operands`, but vloadn-style calls may leave out the
/// trailing literal `n` (their return type gives it).
fn friendly_operands_allowing_missing_n(
    f: &mut FunctionLowering<'_>,
    call_name: &str,
    base: &str,
    logical: &[&LogicalOperand],
    args: &[Value],
) -> LowerResult<Vec<Operand>> {
    let takes_n_from_type = matches!(base, "vloadn" | "vload_halfn" | "vloada_halfn");
    if takes_n_from_type && args.len() + 1 == logical.len() {
        return friendly::friendly_operands(f, call_name, &logical[..logical.len() - 1], args);
    }
    friendly::friendly_operands(f, call_name, logical, args)
}

/// `__spirv_ocl_{Name}[__R{Type}]` -> OpExtInst OpenCL.std.
pub(super) fn lower_friendly_ext_inst(
    f: &mut FunctionLowering<'_>,
    i: Call,
    call_name: &str,
    ext_name: &str,
) -> LowerResult<()> {
    // `vloadn__Rfloat4` (or `_Rfloat4`): the return type postfix.
    let base = ext_name.split("__R").next().unwrap_or(ext_name);
    let base = match base.rfind("_R") {
        Some(at) if spirv_writer::grammar::opencl_std_class(base).is_none() => &base[..at],
        _ => base,
    };
    let class = spirv_writer::grammar::opencl_std_class(base).ok_or_else(|| {
        LowerError::convention(format!("'{call_name}'"), format!("OpenCL.std has no instruction '{base}'"))
    })?;
    if base == "printf" {
        // One printf lowering (the format's storage class, its address), as for OpenCL C.
        let (symbol, args) = (call_name.to_string(), i.call_args());
        let name = "printf".to_string();
        return misc::lower_printf(
            f,
            &super::opencl::call::BuiltinCall { i, symbol, name, params: Vec::new(), args },
        );
    }
    let logical: Vec<&LogicalOperand> = class.operands.iter().collect();
    let mut operands = friendly_operands_allowing_missing_n(f, call_name, base, &logical, &i.call_args())?;
    coerce_vector_data_pointer(f, i, base, &mut operands)?;
    if base == "prefetch" && !super::prefetch::fit_prefetch_pointer(f, i, &mut operands)? {
        return Ok(());
    }
    if matches!(base, "vloadn" | "vload_halfn" | "vloada_halfn") && operands.len() + 1 == logical.len() {
        // The component count is the literal `n`, carried by the return type.
        operands.push(Operand::LiteralBit32(i.ty().vector_len().max(1)));
    }
    let result_type = f.module().value_type(*i)?;
    if let Some(id) = fma::fma_khr(f, base, result_type, &operands) {
        f.alias(*i, id);
        return Ok(());
    }
    let set = f.module().m.ext_inst_import("OpenCL.std");
    let number = spirv_writer::grammar::opencl_std_opcode(base)
        .ok_or(LowerError::Internal("an OpenCL.std instruction name the grammar lacks"))?;
    let head = [Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
    // vloadn/vstoren move bfloat values as they are (carrier or KHR type).
    let moves = matches!(base, "vloadn" | "vstoren");
    if let Some(done) = if moves { None } else { bfloat::bfloat_ext_inst(f, i, &head, &operands) } {
        return done;
    }
    let id: Id = f.result_id(*i);
    f.emitter_as(id).ext_inst(result_type, set, number, operands);
    f.name_result(*i, id);
    Ok(())
}
