//! Storage-class casts written as SPIR-V friendly calls
//! (`__spirv_GenericCastToPtr_ToGlobal`, `__spirv_GenericCastToPtrExplicit_ToLocal`,
//! `__spirv_PtrCastToGeneric`), fitted to what the instructions require.
//!
//! - SYCL's headers declare `__spirv_GenericCastToPtr_To{Global|Local|Private}(ptr, int)`
//!   with the target storage class as a second argument, as they do for the
//!   Explicit form; OpGenericCastToPtr takes the pointer alone (the result type
//!   names the storage class), so that argument is dropped when it is a constant.
//! - These casts change the storage class only: "Result Type and Pointer must
//!   point to the same type" (SPIR-V specification, OpGenericCastToPtr,
//!   OpGenericCastToPtrExplicit, OpPtrCastToGeneric). With opaque pointers the
//!   pointee inferred for the argument may differ from the one inferred for the
//!   result, so the argument is bitcast (in its own storage class) to the
//!   result's pointee first.

use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
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

impl FunctionLowering<'_> {
    /// Makes the pointer operand of a storage-class cast point to the same
    /// type as the call's result (`operands[0]` is `args[0]`'s id).
    pub(crate) fn fit_storage_cast_operand(
        &mut self,
        op: Op,
        i: Call,
        args: &[Value],
        operands: &mut [Operand],
    ) -> LowerResult<()> {
        let (Some(&pointer), true) = (args.first(), is_storage_cast(op)) else {
            return Ok(());
        };
        if !pointer.ty().is_pointer() || !i.ty().is_pointer() || operands.is_empty() {
            return Ok(());
        }
        let pointee = self.ml.pointees.pointee_of(*i);
        operands[0] = Operand::IdRef(self.pointer_operand(pointer, pointee)?);
        Ok(())
    }
}
