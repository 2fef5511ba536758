//! Element access into cooperative matrices: `__spirv_AccessChain(m, index)`,
//! as DPC++'s joint_matrix element access writes it. SPV_KHR_cooperative_matrix
//! allows OpAccessChain into a pointer to a cooperative matrix, its one index
//! selecting a component of the invocation's share; the result points to the
//! component type. The base comes as
//! - a pointer to the matrix: an alloca of it, or a pointer whose pointee is
//!   the matrix or a struct holding it as its first member (SYCL's
//!   joint_matrix, an element of an array of them): the chain starts there,
//!   through member 0 of the wrappers;
//! - the matrix value itself: OpAccessChain needs a pointer, so the value is
//!   stored to a Function variable first (a store through the result changes
//!   that copy, as no store can change an SSA value).

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Id, TypeKey};

/// The target types lowered to OpTypeCooperativeMatrixKHR.
const MATRIX_TYPES: &[&str] = &["spirv.CooperativeMatrixKHR", "spirv.JointMatrixINTEL"];

/// How deep wrapper structs around a matrix are looked through.
const MAX_WRAPPERS: usize = 4;

pub(super) fn is_matrix_type(t: Type) -> bool {
    t.kind() == TypeKind::TargetExt && MATRIX_TYPES.contains(&t.target_ext_name().as_str())
}

/// The matrix type `pointer` points to, when it is (under address-space and
/// pointer casts) an alloca of one.
fn matrix_behind(pointer: Value) -> Option<Type> {
    let allocated = pointer.strip_pointer_casts().as_alloca()?.allocated_type();
    is_matrix_type(allocated).then_some(allocated)
}

/// Where an element access chain starts.
pub(super) struct ChainBase {
    /// The base pointer.
    pub pointer: Id,
    pub storage: StorageClass,
    /// How many member-0 steps lead from the base to the matrix.
    pub wrappers: usize,
    /// The matrix's component type.
    pub component: Id,
}

/// `__spirv_AccessChain(matrix or pointer to one, index)`; `None` for
/// other access chains (the generic friendly lowering).
pub(crate) fn lower_matrix_access_chain(
    f: &mut FunctionLowering<'_>,
    i: Call,
    opcode: &str,
) -> Option<LowerResult<()>> {
    if opcode != "AccessChain" && opcode != "InBoundsAccessChain" {
        return None;
    }
    let &[base, index] = &i.call_args()[..] else { return None };
    let chain_base = if is_matrix_type(base.ty()) {
        spilled_matrix(f, base)
    } else if let Some(matrix) = matrix_behind(base) {
        matrix_pointer(f, base, matrix)
    } else {
        wrapped_matrix_pointer(f, base)?
    };
    let in_bounds = opcode == "InBoundsAccessChain";
    Some(chain_base.and_then(|b| matrix_access_chain(f, i, b, index, in_bounds)))
}

fn matrix_component(f: &mut FunctionLowering<'_>, matrix: Id) -> LowerResult<Id> {
    match f.module().type_key(matrix) {
        Some(TypeKey::CooperativeMatrix { component, .. }) => Ok(component),
        _ => Err(LowerError::Internal("a cooperative matrix type that is not one")),
    }
}

/// The matrix value stored to a new Function variable.
pub(super) fn spilled_matrix(f: &mut FunctionLowering<'_>, value: Value) -> LowerResult<ChainBase> {
    let matrix = f.module().lower_type(value.ty())?;
    let component = matrix_component(f, matrix)?;
    let value = f.operand(value)?;
    let pointer_type = f.module().m.type_pointer(StorageClass::Function, matrix);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, pointer_type);
    f.emitter().store(variable, value, Access::PLAIN);
    Ok(ChainBase { pointer: variable, storage: StorageClass::Function, wrappers: 0, component })
}

/// A pointer into an alloca of `matrix`, as a pointer to it.
fn matrix_pointer(f: &mut FunctionLowering<'_>, base: Value, matrix: Type) -> LowerResult<ChainBase> {
    let matrix_id = f.module().lower_type(matrix)?;
    let component = matrix_component(f, matrix_id)?;
    let pointer = f.pointer_operand(base, matrix)?;
    let storage = f.module().storage_class(base.ty().address_space())?;
    Ok(ChainBase { pointer, storage, wrappers: 0, component })
}

/// A pointer whose pointee is a matrix or structs wrapping one first;
/// `None` when it is not.
fn wrapped_matrix_pointer(f: &mut FunctionLowering<'_>, base: Value) -> Option<LowerResult<ChainBase>> {
    if !base.ty().is_pointer() {
        return None;
    }
    let pointer_type = f.module().value_type(base).ok()?;
    let Some(TypeKey::Pointer { storage, pointee }) = f.module().type_key(pointer_type) else { return None };
    let mut current = pointee;
    for wrappers in 0..=MAX_WRAPPERS {
        match f.module().type_key(current) {
            Some(TypeKey::CooperativeMatrix { component, .. }) => {
                let pointer = f.operand(base);
                return Some(pointer.map(|pointer| ChainBase { pointer, storage, wrappers, component }));
            }
            Some(TypeKey::Struct { members, .. }) if !members.is_empty() => current = members[0],
            _ => return None,
        }
    }
    None
}

fn matrix_access_chain(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: ChainBase,
    index: Value,
    in_bounds: bool,
) -> LowerResult<()> {
    let element_pointer = f.module().m.type_pointer(base.storage, base.component);
    let mut indexes = vec![f.module().m.constant_u32(0); base.wrappers];
    indexes.push(f.operand(index)?);
    let result_type = f.module().value_type(*i)?;
    let id = f.result_id(*i);
    if result_type == element_pointer {
        f.emitter_as(id).access_chain(result_type, in_bounds, base.pointer, &indexes);
    } else {
        let chain = f.emitter().access_chain(element_pointer, in_bounds, base.pointer, &indexes);
        fit_element_pointer(f, i, id, chain, (base.storage, base.component), result_type)?;
    }
    f.name_result(*i, id);
    Ok(())
}

/// The element pointer `chain` as the call's result type: to Generic
/// when the call returns a generic pointer, then bitcast when its uses
/// read the element as another type of its width.
fn fit_element_pointer(
    f: &mut FunctionLowering<'_>,
    i: Call,
    id: Id,
    mut chain: Id,
    (storage, component): (StorageClass, Id),
    result_type: Id,
) -> LowerResult<()> {
    let Some(TypeKey::Pointer { storage: wanted, .. }) = f.module().type_key(result_type) else {
        return Err(LowerError::Internal("an access chain whose result is no pointer"));
    };
    if wanted != storage {
        if wanted != StorageClass::Generic {
            return Err(LowerError::operand(
                i.called_operand().name(),
                "its result",
                format!("a pointer in the matrix's storage class {storage:?} or Generic"),
            ));
        }
        let generic = f.module().m.type_pointer(StorageClass::Generic, component);
        if generic == result_type {
            f.emitter_as(id).unary(Op::PtrCastToGeneric, result_type, chain);
            return Ok(());
        }
        chain = f.emitter().unary(Op::PtrCastToGeneric, generic, chain);
    }
    f.emitter_as(id).bitcast(result_type, chain);
    Ok(())
}
