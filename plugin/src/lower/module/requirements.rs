//! Which extensions the target allows, the error when a construct needs one
//! it does not, and the versions that make an extension's construct core.

use crate::diagnostics::LowerError;
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::Operand;

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

    /// An execution mode or decoration that is core from a SPIR-V version and
    /// otherwise comes with an extension (float controls, NoSignedWrap,
    /// UserSemantic): where the extension is not allowed but the version is,
    /// the module declares the version (as the reference translator does), and
    /// the extension requirement is then waived. Otherwise the writer reports
    /// the extension as missing.
    pub fn require_core_version(&mut self, operand: &Operand) {
        let Some(version) = spirv_writer::requirements::enumerant_min_version(operand) else { return };
        let mut extensions = operand.required_extensions();
        for capability in operand.required_capabilities() {
            extensions.extend(Operand::Capability(capability).required_extensions());
        }
        if !extensions.is_empty()
            && !extensions.iter().any(|e| self.allows_extension(e))
            && self.target.max_version >= version
        {
            self.m.requirements.require_version(version, &format!("{operand}"), || format!("{operand}"));
        }
    }
}

/// NonSemantic sets need SPV_KHR_non_semantic_info, or SPIR-V 1.6 where it is
/// core: the extension when allowed (it keeps the version low), else 1.6
/// when allowed, else the extension (which the requirement check reports).
pub(crate) fn require_non_semantic(ml: &mut ModuleLowering, why: impl Fn() -> String) {
    let extension = "SPV_KHR_non_semantic_info";
    let version = spirv_writer::Version::V1_6;
    if !ml.target.extensions.allows(extension) && ml.target.allows_version(version) {
        ml.m.requirements.require_version(version, extension, why);
    } else {
        ml.m.requirements.require_extension(extension, why);
    }
}
