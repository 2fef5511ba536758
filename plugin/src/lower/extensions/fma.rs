//! SPV_KHR_fma: OpFmaKHR, the fused multiply-add as a core-style
//! instruction (one rounding, as OpenCL.std `fma`). The translators use it
//! for `llvm.fma` and `fma` when the extension is enabled, which consumers
//! that take no OpenCL.std (Vulkan) or that prefer it (libclc's SPIR-V
//! builds) ask for. spirv-emit does the same when the user allows the
//! extension explicitly (`ext=+SPV_KHR_fma`, `+all`, env=universal): every
//! OpenCL.std `fma` it would write (`llvm.fma`, `llvm.fmuladd`, OpenCL C
//! `fma`, `__spirv_ocl_fma`) becomes OpFmaKHR. Otherwise OpenCL.std `fma`
//! stays, which every OpenCL runtime takes (Intel's CPU runtime does not
//! report SPV_KHR_fma). `__spirv_FmaKHR` calls map to the instruction through
//! the grammar, and need the extension allowed.

use crate::lower::body::function::FunctionLowering;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

const KHR: &str = "SPV_KHR_fma";

/// OpFmaKHR for OpenCL.std `name` applied to `operands`, when `name` is
/// `fma` and the user allowed SPV_KHR_fma; `None` otherwise.
pub(crate) fn fma_khr(
    f: &mut FunctionLowering<'_>,
    name: &str,
    result_type: Id,
    operands: &[Operand],
) -> Option<Id> {
    if name != "fma" || operands.len() != 3 || !f.module().explicitly_allows(KHR) {
        return None;
    }
    Some(f.emit(Op::FmaKHR, Some(result_type), operands.to_vec()))
}
