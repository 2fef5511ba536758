//! SPIR-V extensions that express what core SPIR-V cannot (or only through a
//! legalization): each file owns one extension family and is used when the
//! target allows the extension (`ext=`, `env=`). When it does not, the caller
//! falls back to the core lowering, or the construct is an error naming the
//! extension that would express it (`needs_extension`).

mod bfloat;
mod bfloat_nan;
mod block_2d;
mod clock;
mod cooperative_matrix;
mod expect_assume;
mod float4;
mod float8;
mod float8_matrix;
mod fma;
mod fp_builtins;
pub(crate) mod function_indices;
mod function_pointers;
mod inline_asm;
mod integer_dot;
mod joint_matrix;
pub(crate) mod masked_gather;
mod matrix_access;
mod matrix_elements;
mod newer_headers;
mod split_barrier;
mod subgroup_mma;
mod target_types;
mod vector_compute;
mod vendor_builtins;
mod vla;

pub use bfloat::{bfloat_bits, check_bfloat_builtin, is_float_then_round};
pub use inline_asm::InlineAsmTable;
pub use newer_headers::is_newer_friendly;
pub use subgroup_mma::NO_GRAMMAR_WHY;
pub use target_types::{khr_matrix_parameters, JOINT_MATRIX_WHY, TOKEN_WHY};
pub use vendor_builtins::lowers_vendor_builtin;

use super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;

impl ModuleLowering {
    /// Whether the target allows `extension`.
    pub fn allows_extension(&self, extension: &str) -> bool {
        self.target.extensions.allows(extension)
    }

    /// Whether the user allowed `extension` explicitly (`ext=+X`, `+all`, or
    /// env=universal), not only through an environment's defaults: for
    /// extensions that only add information.
    pub fn explicitly_allows(&self, extension: &str) -> bool {
        self.explicit_extensions.allows(extension) && self.allows_extension(extension)
    }

    /// Ok if the target allows `extension`; otherwise an error saying that
    /// `what` needs it and how to allow it.
    pub fn needs_extension(&self, extension: &str, what: &str) -> LowerResult<()> {
        if self.allows_extension(extension) {
            return Ok(());
        }
        Err(LowerError::needs_extension(what, extension))
    }
}

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

impl FunctionLowering<'_> {
    /// Calls to OpenCL C builtins that extensions provide (bfloat16
    /// conversions, kernel clocks, split barriers, sigmoid, FP8 conversions, Intel's vendor builtins)
    /// and friendly calls of `is_extension_friendly`; `None` if
    /// `source_name` is none of them.
    pub fn lower_extension_builtin(&mut self, i: Call, source_name: &str) -> Option<LowerResult<()>> {
        if source_name == subgroup_mma::FRIENDLY {
            return Some(self.lower_subgroup_mma_friendly(i));
        }
        if let Some(op) = block_2d::block_2d_friendly_op(source_name) {
            return Some(self.lower_block_2d_friendly(i, source_name, op));
        }
        if let Some(result) = self.lower_vendor_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_joint_matrix_call(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_bfloat_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_clock_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_split_barrier_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_float4_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_float8_builtin(i, source_name) {
            return Some(result);
        }
        self.lower_newer_builtin(i, source_name)
    }
}
