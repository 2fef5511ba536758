//! OpenCL.std prefetch takes a CrossWorkgroup pointer (SPIRV-Tools checks it),
//! but front ends hand it generic ones too: SYCL casts the global address that
//! `__spirv_GenericCastToPtrExplicit_ToGlobal` gave it back to generic before
//! `__spirv_ocl_prefetch`. Such a pointer is cast back with OpGenericCastToPtr
//! (null when it does not point to global memory, where a hint does nothing);
//! a pointer into other memory has nothing to prefetch, so the hint is dropped.

use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Id, Operand, TypeKey};

/// The CrossWorkgroup pointer prefetch takes for `pointer` of SPIR-V type
/// `ty`; None when it points to memory prefetch does not apply to.
pub(crate) fn prefetch_pointer(f: &mut FunctionLowering<'_>, pointer: Id, ty: Id) -> Option<Id> {
    let Some(TypeKey::Pointer { storage, pointee }) = f.module_ref().type_key(ty) else {
        return Some(pointer);
    };
    match storage {
        StorageClass::CrossWorkgroup => Some(pointer),
        StorageClass::Generic => {
            let global = f.module().m.type_pointer(StorageClass::CrossWorkgroup, pointee);
            Some(f.emitter().unary(Op::GenericCastToPtr, global, pointer))
        }
        _ => None,
    }
}

/// `__spirv_ocl_prefetch`'s pointer operand made a global one; false when
/// the call is dropped (it points to neither global nor generic memory).
pub(super) fn fit_prefetch_pointer(
    f: &mut FunctionLowering<'_>,
    i: Call,
    operands: &mut [Operand],
) -> LowerResult<bool> {
    let Some(&pointer) = i.call_args().first().filter(|p| p.ty().is_pointer()) else {
        return Ok(true);
    };
    let (Some(Operand::IdRef(id)), ty) = (operands.first(), f.module().value_type(pointer)?) else {
        return Ok(true);
    };
    match prefetch_pointer(f, *id, ty) {
        Some(global) => {
            operands[0] = Operand::IdRef(global);
            Ok(true)
        }
        None => Ok(false),
    }
}
