//! Helpers shared by the intrinsic topic files and the table: the call's
//! value operands, integer types and widths, and the lowering of a row that
//! names an OpenCL.std instruction (`IntrinsicRule::Std`).

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::llvm::ValueKind as VK;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::Id;

/// An intrinsic whose value operands map 1:1 to an OpenCL.std instruction.
pub(super) fn lower_opencl_std(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let args = value_args(f, i)?;
    let id = f.ext_inst(name, ty, &args)?;
    f.set_result(i, id);
    Ok(())
}

/// The call's arguments that are values (metadata arguments, as in the
/// constrained intrinsics, are left out), as ids.
pub(super) fn value_args(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<Vec<Id>> {
    let mut ids = Vec::new();
    for arg in i.call_args() {
        if arg.kind() != VK::MetadataAsValue {
            ids.push(f.operand(arg)?);
        }
    }
    Ok(ids)
}

/// An integer type of `width` bits with the shape of `ty`.
pub(super) fn int_like(f: &mut FunctionLowering<'_>, ty: Id, width: u32) -> Id {
    let int = f.module().m.type_int(width);
    f.same_shape(ty, int)
}

/// The integer width of `v` (scalar or vector) if SPIR-V has it: 8, 16, 32, 64.
pub(super) fn spirv_int_width(v: Value, what: &str) -> LowerResult<u32> {
    let scalar = v.ty().scalar();
    let width = if scalar.is_integer() { scalar.int_width() } else { 0 };
    match width {
        8 | 16 | 32 | 64 => Ok(width),
        0 => Err(LowerError::unsupported(format!("{what} on type {}", v.ty().print()))),
        _ => Err(LowerError::unsupported_because(
            format!("{what} on i{width}"),
            "only 8, 16, 32 and 64-bit integers",
        )),
    }
}

/// A value of `width` bits with every bit set.
pub(super) fn all_ones(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}
