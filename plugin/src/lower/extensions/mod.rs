//! SPIR-V extensions that express what core SPIR-V cannot (or only through a
//! legalization): each file owns one extension family and is used when the
//! target allows the extension (`ext=`, `env=`). When it does not, the caller
//! falls back to the core lowering, or the construct is an error naming the
//! extension that would express it (`needs_extension`).

mod bfloat;
mod clock;
mod cooperative_matrix;
mod expect_assume;
mod fp_builtins;
mod function_pointers;
mod inline_asm;
mod integer_dot;
pub(crate) mod masked_gather;
mod split_barrier;
mod target_types;
mod vla;

pub use bfloat::bfloat_bits;
pub use inline_asm::InlineAsmTable;
pub use target_types::{JOINT_MATRIX_WHY, TOKEN_WHY};

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
}

impl FunctionLowering<'_> {
    /// Calls to OpenCL C builtins that extensions provide (bfloat16
    /// conversions, kernel clocks, split barriers); `None` if `source_name`
    /// is none of them.
    pub fn lower_extension_builtin(&mut self, i: Call, source_name: &str) -> Option<LowerResult<()>> {
        if let Some(result) = self.lower_bfloat_builtin(i, source_name) {
            return Some(result);
        }
        if let Some(result) = self.lower_clock_builtin(i, source_name) {
            return Some(result);
        }
        self.lower_split_barrier_builtin(i, source_name)
    }
}
