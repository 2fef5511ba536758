//! Which extensions the target allows, and the error when a construct needs
//! one it does not.

use crate::diagnostics::LowerError;
use crate::lower::{LowerResult, ModuleLowering};

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
