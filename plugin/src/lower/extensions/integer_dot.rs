//! SPV_KHR_integer_dot_product (core in SPIR-V 1.6): cl_khr_integer_dot_product's
//! `dot`/`dot_acc_sat` on (u)char4 and their `_4x8packed_*` forms as
//! OpSDot/OpUDot/OpSUDot (and the AccSat forms), when the user allows the
//! extension or SPIR-V 1.6 explicitly; otherwise `opencl::dot` computes the
//! products in 32-bit lanes.

use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op, PackedVectorFormat};
use spirv_writer::{Id, Operand};

/// Whether integer dot products are native instructions in this module.
pub(crate) fn native_integer_dot(f: &mut FunctionLowering<'_>) -> bool {
    f.module().use_optional_feature(crate::target::optional::OptionalFeature::IntegerDotProduct)
}

/// `a . b` (+ `acc`, saturating) with signedness `signs`; `packed` when
/// the operands are 32-bit integers holding four bytes.
pub(crate) fn emit_integer_dot(
    f: &mut FunctionLowering<'_>,
    result_type: Id,
    operands: [Id; 2],
    signs: (bool, bool),
    packed: bool,
    acc: Option<Id>,
) -> LowerResult<Id> {
    let ([a, b], op) = match signs {
        (true, true) => (operands, if acc.is_some() { Op::SDotAccSat } else { Op::SDot }),
        (false, false) => (operands, if acc.is_some() { Op::UDotAccSat } else { Op::UDot }),
        (true, false) => (operands, if acc.is_some() { Op::SUDotAccSat } else { Op::SUDot }),
        // SUDot takes the signed operand first; the product commutes.
        (false, true) => {
            ([operands[1], operands[0]], if acc.is_some() { Op::SUDotAccSat } else { Op::SUDot })
        }
    };
    let input =
        if packed { Capability::DotProductInput4x8BitPacked } else { Capability::DotProductInput4x8Bit };
    f.module().m.requirements.require_capability(input, || "integer dot product".into());
    let mut all = vec![Operand::IdRef(a), Operand::IdRef(b)];
    all.extend(acc.map(Operand::IdRef));
    if packed {
        all.push(Operand::PackedVectorFormat(PackedVectorFormat::PackedVectorFormat4x8Bit));
    }
    Ok(f.emit(op, Some(result_type), all))
}
