//! Which functions are kernels: the spir_kernel calling convention, and the
//! bodies clang 21+ moves kernels into.

use crate::llvm::Value;

/// CallingConv::SPIR_KERNEL.
pub const SPIR_KERNEL_CC: u32 = 76;

/// A kernel: a spir_kernel function (calling convention `cc`) with a body.
pub fn is_kernel_convention(cc: u32, is_declaration: bool) -> bool {
    cc == SPIR_KERNEL_CC && !is_declaration
}

/// clang 21+ puts each OpenCL kernel's body into an always-inline function
/// `__clang_ocl_kern_imp_<kernel>` that the kernel (and any kernel calling
/// that kernel) calls. It is module-internal: dropped when nothing calls it
/// (after inlining), kept without linkage otherwise.
pub fn is_clang_kernel_body(f: Value) -> bool {
    is_clang_kernel_body_name(&f.name())
}

/// `is_clang_kernel_body` of a function named `name`.
pub fn is_clang_kernel_body_name(name: &str) -> bool {
    name.starts_with("__clang_ocl_kern_imp_")
}
