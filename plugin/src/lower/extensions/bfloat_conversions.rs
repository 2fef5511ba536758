//! Conversions between bfloat and float values, in the form the bfloat
//! mode takes (`legal_floats::Mode`): OpConvertBF16ToFINTEL /
//! OpConvertFToBF16INTEL with SPV_INTEL_bfloat16_conversion, OpFConvert
//! with SPV_KHR_bfloat16. Shared by the bfloat lowerings (`bfloat.rs`,
//! `bfloat_nan.rs`) and the narrow atomics (`body/atomics16.rs`).

use crate::llvm::Type;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::legal_floats::Mode;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// `ty` with float components (the same vector length).
pub(crate) fn float_shaped(f: &mut FunctionLowering<'_>, ty: Type) -> Id {
    let float = f.module().m.type_float(32);
    if ty.is_vector() {
        f.module().m.type_vector(float, ty.vector_len())
    } else {
        float
    }
}

/// bfloat value `id` (of LLVM type `ty`) as float.
pub(crate) fn bfloat_to_float(f: &mut FunctionLowering<'_>, id: Id, ty: Type) -> LowerResult<Id> {
    let float = float_shaped(f, ty);
    let op = if f.module().bfloat_mode()? == Mode::Khr { Op::FConvert } else { Op::ConvertBF16ToFINTEL };
    Ok(f.emitter().unary(op, float, id))
}

/// float value `id` rounded to bfloat of SPIR-V type `bfloat_type`.
pub(crate) fn float_to_bfloat(f: &mut FunctionLowering<'_>, id: Id, bfloat_type: Id) -> LowerResult<Id> {
    let op = if f.module().bfloat_mode()? == Mode::Khr { Op::FConvert } else { Op::ConvertFToBF16INTEL };
    Ok(f.emitter().unary(op, bfloat_type, id))
}
