//! SPV_KHR_cooperative_matrix rules beyond the grammar (the extension's
//! validation rules, which SPIRV-Tools checks):
//! - a bfloat component is the SPV_KHR_bfloat16 type and needs the
//!   BFloat16CooperativeMatrixKHR capability (an i16 carrier would multiply
//!   integers);
//! - Workgroup scope needs the work-group size of the kernels (LocalSize);
//! - the components a bfloat matrix is built from (OpCompositeConstruct)
//!   are BFloat16KHR values, even where scalar bfloat is carried in i16;
//! - element access (`__spirv_AccessChain`) is in `matrix_access.rs`.

use crate::llvm::{Call, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::legal_floats::bfloat_bits;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand, TypeKey};

/// The first operand (by position among the call's arguments) from which
/// an instruction's operands are components of its cooperative matrix
/// result.
fn first_component_operand(op: Op) -> Option<usize> {
    match op {
        Op::CompositeConstruct => Some(0),
        Op::MatrixTimesScalar => Some(1),
        _ => None,
    }
}

/// Components of a bfloat matrix result given as a bfloat carried in
/// i16 (SPV_INTEL_bfloat16_conversion) or as its bits in an i16: the
/// BFloat16KHR value of those bits, which the matrix's component is.
pub(crate) fn fit_matrix_components(
    f: &mut FunctionLowering<'_>,
    op: Op,
    i: Call,
    args: &[Value],
    operands: &mut [Operand],
) -> LowerResult<()> {
    let Some(first) = first_component_operand(op) else { return Ok(()) };
    if i.ty().kind() != TypeKind::TargetExt {
        return Ok(());
    }
    let result = f.module().value_type(*i)?;
    let Some(TypeKey::CooperativeMatrix { component, .. }) = f.module().type_key(result) else {
        return Ok(());
    };
    if f.module().type_key(component) != Some(TypeKey::BFloat16) {
        return Ok(());
    }
    for (arg, operand) in args.iter().zip(operands.iter_mut()).skip(first) {
        let Operand::IdRef(id) = *operand else { continue };
        let actual = f.module().value_type(*arg)?;
        if actual != component && f.module().type_key(actual) == Some(TypeKey::Int { width: 16 }) {
            *operand = Operand::IdRef(bfloat_of_bits(f, *arg, id, component));
        }
    }
    Ok(())
}

/// `pointer` as a pointer to the component type of `matrix` (a value of
/// a cooperative matrix type), for its load or store; `None` when
/// `matrix` is of no such type.
pub(crate) fn matrix_memory_pointer(
    f: &mut FunctionLowering<'_>,
    pointer: Value,
    matrix: Value,
) -> LowerResult<Option<Id>> {
    if matrix.ty().kind() != TypeKind::TargetExt {
        return Ok(None);
    }
    let matrix_type = f.module().value_type(matrix)?;
    let Some(TypeKey::CooperativeMatrix { component, .. }) = f.module().type_key(matrix_type) else {
        return Ok(None);
    };
    let storage = f.module().storage_class(pointer.ty().address_space())?;
    let wanted = f.module().m.type_pointer(storage, component);
    f.pointer_operand_as(pointer, wanted).map(Some)
}

/// The BFloat16KHR value whose bits `arg` (lowered to `id`, an i16) holds.
fn bfloat_of_bits(f: &mut FunctionLowering<'_>, arg: Value, id: Id, bfloat: Id) -> Id {
    let bits = match arg.ty().kind() {
        TypeKind::BFloat => arg.const_float().map(bfloat_bits),
        _ => arg.const_int_zext(),
    };
    match bits.and_then(|bits| f.module().m.scalar_constant(bfloat, bits)) {
        Some(constant) => constant,
        None => f.emitter().bitcast(bfloat, id),
    }
}
