//! Call lowering: calls to builtins, recognized by name: LLVM intrinsics
//! (`intrinsics`), SPIR-V friendly `__spirv_*` calls (`friendly`), OpenCL C
//! builtins (`opencl`, after `mangling` demangles them); `builtins` dispatches.

pub(crate) mod builtins;
pub(crate) mod friendly;
pub(crate) mod intrinsics;
pub(crate) mod mangling;
pub(crate) mod opencl;
