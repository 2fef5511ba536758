//! SPIR-V extensions that express what core SPIR-V cannot (or only through a
//! legalization): each file owns one extension family and is used when the
//! target allows the extension (`ext=`, `env=`). When it does not, the caller
//! falls back to the core lowering, or the construct is an error naming the
//! extension that would express it (`needs_extension`).

pub(crate) mod bfloat;
pub(crate) mod bfloat_conversions;
mod bfloat_nan;
mod block_2d;
pub(crate) mod clock;
pub(crate) mod cooperative_matrix;
pub(crate) mod expect_assume;
mod float4;
mod float8;
mod float8_conversions;
mod float8_matrix;
pub(crate) mod fma;
pub(crate) mod fp_builtins;
pub(crate) mod function_indices;
pub(crate) mod function_pointers;
pub(crate) mod inline_asm;
pub(crate) mod integer_dot;
pub(crate) mod joint_matrix;
pub(crate) mod masked_gather;
pub(crate) mod matrix_access;
pub(crate) mod matrix_elements;
pub(crate) mod newer_headers;
pub(crate) mod replicated_composites;
mod split_barrier;
mod subgroup_mma;
mod vendor_builtins;
pub(crate) mod vla;

pub use crate::lower::module::target_types::{JOINT_MATRIX_WHY, TOKEN_WHY};
pub use bfloat::{check_bfloat_builtin, is_float_then_round};
pub use bfloat_nan::bfloat_nancode_nan;
pub use newer_headers::is_newer_friendly;
pub use subgroup_mma::NO_GRAMMAR_WHY;
pub use vendor_builtins::lowers_vendor_builtin;

use super::LowerResult;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;

/// Whether `source_name` (demangled) is an OpenCL C builtin an extension
/// here provides (so a declaration of it is no imported function).
pub fn is_extension_builtin(source_name: &str) -> bool {
    bfloat::is_bfloat_builtin(source_name).is_some()
        || clock::clock_scope(source_name).is_some()
        || split_barrier::split_barrier_op(source_name).is_some()
        || newer_headers::is_newer_builtin(source_name)
}

/// Whether the SPIR-V friendly call `source_name` (`__spirv_*`) is lowered
/// here rather than by the generic friendly path: instructions whose
/// operands need checks or typing the grammar does not give.
pub fn is_extension_friendly(source_name: &str) -> bool {
    source_name == subgroup_mma::FRIENDLY
        || block_2d::block_2d_friendly_op(source_name).is_some()
        || joint_matrix::is_joint_matrix_call(source_name)
}

/// Calls to OpenCL C builtins that extensions provide (bfloat16
/// conversions, kernel clocks, split barriers, sigmoid, FP8 conversions, Intel's vendor builtins)
/// and friendly calls of `is_extension_friendly`; `None` if
/// `source_name` is none of them.
pub(crate) fn lower_extension_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    if source_name == subgroup_mma::FRIENDLY {
        return Some(subgroup_mma::lower_subgroup_mma_friendly(f, i));
    }
    if let Some(op) = block_2d::block_2d_friendly_op(source_name) {
        return Some(block_2d::lower_block_2d_friendly(f, i, source_name, op));
    }
    if let Some(result) = vendor_builtins::lower_vendor_builtin(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = joint_matrix::lower_joint_matrix_call(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = bfloat::lower_bfloat_builtin(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = clock::lower_clock_builtin(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = split_barrier::lower_split_barrier_builtin(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = float4::lower_float4_builtin(f, i, source_name) {
        return Some(result);
    }
    if let Some(result) = float8::lower_float8_builtin(f, i, source_name) {
        return Some(result);
    }
    newer_headers::lower_newer_builtin(f, i, source_name)
}
