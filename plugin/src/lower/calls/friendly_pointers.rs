//! Pointer operands of SPIR-V friendly calls fitted to what the instructions
//! require. With opaque pointers the pointee the plugin infers for a pointer
//! argument may differ from the type the instruction reads through it.
//!
//! - `__spirv_Load(ptr)` / `__spirv_Store(ptr, value)`: "Pointer must point to
//!   Result Type" / "to the type of Object" (SPIR-V specification, OpLoad,
//!   OpStore), so the pointer is bitcast to point to the loaded or stored type.
//! - SYCL's headers declare `__spirv_GenericCastToPtr_To{Global|Local|Private}(ptr, int)`
//!   with the target storage class as a second argument, as they do for the
//!   Explicit form; OpGenericCastToPtr takes the pointer alone (the result type
//!   names the storage class), so that argument is dropped when it is a constant.
//! - Storage-class casts (`__spirv_GenericCastToPtr_ToGlobal`,
//!   `__spirv_GenericCastToPtrExplicit_ToLocal`, `__spirv_PtrCastToGeneric`)
//!   change the storage class only: "Result Type and Pointer must
//!   point to the same type" (SPIR-V specification, OpGenericCastToPtr,
//!   OpGenericCastToPtrExplicit, OpPtrCastToGeneric), so the argument is bitcast
//!   (in its own storage class) to the pointee inferred for the result first.
//!   A cast whose argument is already in the result's address space (DPC++'s
//!   `__spirv_PtrCastToGeneric` of a generic pointer) is the identity: the
//!   instructions take no pointer of their result's storage class.
//! - `__spirv_CooperativeMatrix{Load,Store}KHR`: the stride counts elements of
//!   the pointee, and DPC++ counts it in matrix components (its `T *Ptr` is
//!   the component type, or a class of its size such as sycl::bfloat16), so
//!   the pointer points to the component type (a scalar, as SPIR-V requires).

use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::cooperative_matrix;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

/// The casts between a named storage class and Generic.
fn is_storage_cast(op: Op) -> bool {
    matches!(op, Op::GenericCastToPtr | Op::GenericCastToPtrExplicit | Op::PtrCastToGeneric)
}

/// Drops the constant storage-class argument of `GenericCastToPtr(ptr, int)`
/// (the form SYCL's headers declare), which the instruction does not take.
pub(crate) fn drop_storage_class_argument(op: Op, args: &mut Vec<Value>) {
    let constant_int = |v: &Value| v.ty().is_integer() && v.const_int_zext().is_some();
    if op == Op::GenericCastToPtr && args.len() == 2 && constant_int(&args[1]) {
        args.truncate(1);
    }
}

/// A storage-class cast whose pointer is already in the result's address
/// space: the result is that pointer (fitted to the result's pointee).
pub(crate) fn lower_identity_storage_cast(
    f: &mut FunctionLowering<'_>,
    op: Op,
    i: Call,
    args: &[Value],
) -> Option<LowerResult<()>> {
    let &pointer = args.first()?;
    let same_space = pointer.ty().is_pointer()
        && i.ty().is_pointer()
        && pointer.ty().address_space() == i.ty().address_space();
    if !is_storage_cast(op) || !same_space {
        return None;
    }
    Some(f.module().value_type(*i).and_then(|result_type| {
        let id = f.pointer_operand_as(pointer, result_type)?;
        f.alias(*i, id);
        Ok(())
    }))
}

/// Makes the pointer operand (`operands[0]`, `args[0]`'s id) of a load,
/// a store, a cooperative matrix load or store or a storage-class cast
/// point to the type the instruction reads, writes or keeps.
pub(crate) fn fit_pointer_operand(
    f: &mut FunctionLowering<'_>,
    op: Op,
    i: Call,
    args: &[Value],
    operands: &mut [Operand],
) -> LowerResult<()> {
    let Some(&pointer) = args.first().filter(|p| p.ty().is_pointer()) else {
        return Ok(());
    };
    let pointee = match op {
        Op::Load if i.ty().kind() != crate::llvm::TypeKind::Void => i.ty(),
        Op::Store if args.len() >= 2 => args[1].ty(),
        _ if is_storage_cast(op) && i.ty().is_pointer() => f.module().pointees.pointee_of(*i),
        Op::CooperativeMatrixLoadKHR | Op::CooperativeMatrixStoreKHR => {
            let matrix = if op == Op::CooperativeMatrixLoadKHR { Some(*i) } else { args.get(1).copied() };
            if let (Some(matrix), Some(first)) = (matrix, operands.first_mut()) {
                if let Some(id) = cooperative_matrix::matrix_memory_pointer(f, pointer, matrix)? {
                    *first = Operand::IdRef(id);
                }
            }
            return Ok(());
        }
        _ => return Ok(()),
    };
    if let Some(first) = operands.first_mut() {
        *first = Operand::IdRef(f.pointer_operand(pointer, pointee)?);
    }
    Ok(())
}
