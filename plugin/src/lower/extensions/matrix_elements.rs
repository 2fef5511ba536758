//! `__spirv_VectorExtractDynamic(m, i)` and `__spirv_VectorInsertDynamic(m,
//! v, i)` on a cooperative matrix, as DPC++'s joint_matrix element access
//! wrote it before `__spirv_AccessChain` (wi_element's operators).
//! OpVectorExtractDynamic needs a vector, so the element is read (written)
//! through an OpAccessChain into the matrix stored to a Function variable,
//! and the matrix with the new element is loaded back. The element may come
//! wrapped in single-member structs (SYCL's half class around a half), by
//! value or through a pointer, and an extract may return it through an sret
//! argument: the component is taken out of the wrappers, and they are
//! rebuilt around it. A typed-pointer joint matrix (a pointer to an opaque
//! `%spirv.JointMatrixINTEL.*` struct, SPV_INTEL_joint_matrix before Use) is
//! refused: it has no KHR equivalent.

use super::matrix_access::is_matrix_type;
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::extensions::matrix_access;
use crate::lower::module::target_types::JOINT_MATRIX_WHY;
use crate::lower::LowerResult;
use spirv_writer::{Id, TypeKey};

/// How deep single-member structs around an element are looked through.
const MAX_WRAPPERS: usize = 4;

/// The error for a call on a typed-pointer joint matrix: a pointer to an
/// opaque `%spirv.JointMatrixINTEL.*` struct, whose type has no Use.
pub(super) fn typed_pointer_joint_matrix(source_name: &str) -> LowerError {
    LowerError::NotEmitted {
        what: format!(
            "'{source_name}' on a typed-pointer joint matrix (a pointer to an opaque \
             %spirv.JointMatrixINTEL.* struct, SPV_INTEL_joint_matrix without Use)"
        ),
        why: format!("SPV_KHR_cooperative_matrix has no matrix type without Use; {JOINT_MATRIX_WHY}"),
    }
}

/// The error for a dynamic element access whose matrix operand is a pointer:
/// OpVector*Dynamic needs a vector value.
fn pointer_matrix(source_name: &str, callee: &str) -> LowerError {
    if callee.contains("__spirv_JointMatrixINTEL") {
        return typed_pointer_joint_matrix(source_name);
    }
    LowerError::operand(source_name, "its vector operand", "a vector or a cooperative matrix, not a pointer")
}

/// A `__spirv_Vector{Extract,Insert}Dynamic` call on a cooperative
/// matrix (or on a pointer, an error); `None` for other calls.
pub(crate) fn lower_matrix_vector_element(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    opcode: &str,
) -> Option<LowerResult<()>> {
    let insert = match opcode {
        "VectorExtractDynamic" => false,
        "VectorInsertDynamic" => true,
        _ => return None,
    };
    let mut args = i.call_args();
    let has_sret =
        i.called_operand().param_type_attribute(0, crate::llvm::EnumAttribute::StructRet).is_some();
    let sret = (has_sret && !args.is_empty()).then(|| args.remove(0));
    let matrix = *args.first()?;
    if matrix.ty().is_pointer() {
        return Some(Err(pointer_matrix(source_name, &i.called_operand().name())));
    }
    if !is_matrix_type(matrix.ty()) {
        return None;
    }
    Some(match (insert, &args[..], sret) {
        (false, &[m, index], _) => extract_matrix_element(f, i, sret, m, index),
        (true, &[m, value, index], None) => insert_matrix_element(f, i, m, value, index),
        _ => Err(LowerError::argument_count(
            source_name,
            if insert { "3 operands (matrix, value, index)" } else { "2 operands (matrix, index)" },
            args.len(),
        )),
    })
}

/// A pointer to element `index` of a copy of `matrix` in a new Function
/// variable: (variable, element pointer, component type).
fn matrix_element(f: &mut FunctionLowering<'_>, matrix: Value, index: Value) -> LowerResult<(Id, Id, Id)> {
    let base = matrix_access::spilled_matrix(f, matrix)?;
    let element_pointer = f.module().m.type_pointer(base.storage, base.component);
    let index = f.operand(index)?;
    let pointer = f.emitter().access_chain(element_pointer, false, base.pointer, &[index]);
    Ok((base.pointer, pointer, base.component))
}

fn extract_matrix_element(
    f: &mut FunctionLowering<'_>,
    i: Call,
    sret: Option<Value>,
    matrix: Value,
    index: Value,
) -> LowerResult<()> {
    let (_, pointer, component) = matrix_element(f, matrix, index)?;
    let element = f.emitter().load(component, pointer, Access::PLAIN);
    let Some(sret) = sret else {
        let result_type = f.module().value_type(*i)?;
        let value = wrap_component(f, element, component, result_type, 0)?;
        f.set_result(i, value);
        return Ok(());
    };
    let sret_type = f.module().value_type(sret)?;
    let Some(TypeKey::Pointer { pointee, .. }) = f.module().type_key(sret_type) else {
        return Err(LowerError::operand("__spirv_VectorExtractDynamic", "its sret argument", "a pointer"));
    };
    let value = wrap_component(f, element, component, pointee, 0)?;
    let destination = f.operand(sret)?;
    f.emitter().store(destination, value, Access::PLAIN);
    Ok(())
}

fn insert_matrix_element(
    f: &mut FunctionLowering<'_>,
    i: Call,
    matrix: Value,
    value: Value,
    index: Value,
) -> LowerResult<()> {
    let (variable, pointer, component) = matrix_element(f, matrix, index)?;
    let element = element_operand(f, value, component)?;
    f.emitter().store(pointer, element, Access::PLAIN);
    let matrix_type = f.module().value_type(*i)?;
    let id = f.result_id(*i);
    f.emitter_as(id).load(matrix_type, variable, Access::PLAIN);
    f.name_result(*i, id);
    Ok(())
}

/// The component an insert writes: `value` itself, out of the
/// single-member structs around it, or loaded through a pointer to them.
fn element_operand(f: &mut FunctionLowering<'_>, value: Value, component: Id) -> LowerResult<Id> {
    let (mut id, mut ty) = if value.ty().is_pointer() {
        let pointer_type = f.module().value_type(value)?;
        let Some(TypeKey::Pointer { pointee, .. }) = f.module().type_key(pointer_type) else {
            return Err(LowerError::Internal("a pointer type that is not one"));
        };
        let pointer = f.operand(value)?;
        (f.emitter().load(pointee, pointer, Access::PLAIN), pointee)
    } else {
        (f.operand(value)?, f.module().value_type(value)?)
    };
    for _ in 0..=MAX_WRAPPERS {
        match f.module().type_key(ty) {
            _ if ty == component => return Ok(id),
            Some(TypeKey::Struct { members, .. }) if members.len() == 1 => {
                ty = members[0];
                id = f.emitter().composite_extract(ty, id, &[0]);
            }
            _ => return same_width_scalar(f, id, ty, component),
        }
    }
    Err(wrong_element())
}

/// `element` (of type `component`) as `wanted`: itself, inside
/// single-member structs, or bitcast to a scalar of its width.
fn wrap_component(
    f: &mut FunctionLowering<'_>,
    element: Id,
    component: Id,
    wanted: Id,
    depth: usize,
) -> LowerResult<Id> {
    if wanted == component {
        return Ok(element);
    }
    match f.module().type_key(wanted) {
        Some(TypeKey::Struct { members, .. }) if members.len() == 1 && depth < MAX_WRAPPERS => {
            let inner = wrap_component(f, element, component, members[0], depth + 1)?;
            Ok(f.emitter().composite_construct(wanted, &[inner]))
        }
        _ => same_width_scalar(f, element, component, wanted),
    }
}

/// A scalar of type `from` as type `to` of the same width (bfloat and
/// its i16 carrier, half and its bits).
fn same_width_scalar(f: &mut FunctionLowering<'_>, id: Id, from: Id, to: Id) -> LowerResult<Id> {
    let width = |key: Option<TypeKey>| match key {
        Some(TypeKey::Int { width } | TypeKey::Float { width }) => Some(width),
        Some(TypeKey::BFloat16) => Some(16),
        _ => None,
    };
    match (width(f.module().type_key(from)), width(f.module().type_key(to))) {
        (Some(a), Some(b)) if a == b => Ok(f.emitter().bitcast(to, id)),
        _ => Err(wrong_element()),
    }
}

fn wrong_element() -> LowerError {
    LowerError::operand(
        "__spirv_Vector{Extract,Insert}Dynamic",
        "the element",
        "the matrix's component type, a scalar of its width, or single-member structs around one",
    )
}
