//! Target environments: what a consumer of the module accepts (highest
//! SPIR-V version, extensions, capabilities).

use crate::requirements::Version;
use indexmap::IndexSet;
use rspirv::spirv::Capability;

/// Which extensions the emitter may use, in the reference translator's
/// `--spirv-ext` spelling: a base (`+all` or `-all`) plus explicit changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtensionPolicy {
    pub allow_all: bool,
    pub allowed: IndexSet<String>,
    pub denied: IndexSet<String>,
}

impl ExtensionPolicy {
    pub fn none() -> Self {
        ExtensionPolicy { allow_all: false, allowed: IndexSet::new(), denied: IndexSet::new() }
    }

    pub fn all() -> Self {
        ExtensionPolicy { allow_all: true, ..Self::none() }
    }

    pub fn with(extensions: &[&str]) -> Self {
        let mut policy = Self::none();
        extensions.iter().for_each(|e| policy.allow(e));
        policy
    }

    pub fn allow(&mut self, extension: &str) {
        self.denied.shift_remove(extension);
        self.allowed.insert(extension.to_string());
    }

    pub fn deny(&mut self, extension: &str) {
        self.allowed.shift_remove(extension);
        self.denied.insert(extension.to_string());
    }

    pub fn allows(&self, extension: &str) -> bool {
        if self.denied.contains(extension) {
            return false;
        }
        self.allow_all || self.allowed.contains(extension)
    }
}

/// A consumer's limits.
#[derive(Clone, Debug)]
pub struct TargetEnv {
    pub name: String,
    pub max_version: Version,
    pub extensions: ExtensionPolicy,
    /// `None`: any capability not denied.
    pub allowed_capabilities: Option<IndexSet<Capability>>,
    pub denied_capabilities: IndexSet<Capability>,
    /// Pointers without pointee (SPV_KHR_untyped_pointers), for consumers
    /// that ask for them.
    pub untyped_pointers: bool,
    /// Composites of one repeated value written with it once
    /// (SPV_EXT_replicated_composites), for consumers that ask for them.
    pub replicated_composites: bool,
}

impl TargetEnv {
    /// No restriction beyond the version cap.
    pub fn universal(max_version: Version) -> Self {
        TargetEnv {
            name: "universal".into(),
            max_version,
            extensions: ExtensionPolicy::all(),
            allowed_capabilities: None,
            denied_capabilities: IndexSet::new(),
            untyped_pointers: false,
            replicated_composites: false,
        }
    }

    pub fn allows_capability(&self, capability: Capability) -> bool {
        !self.denied_capabilities.contains(&capability)
            && self.allowed_capabilities.as_ref().is_none_or(|set| set.contains(&capability))
    }

    pub fn allows_version(&self, version: Version) -> bool {
        version <= self.max_version
    }

    /// Whether finishing a module for this target rewrites its code
    /// (untyped pointers, replicated composites): the module must keep it as
    /// instructions (`Module::keep_instructions`).
    pub fn rewrites_code(&self) -> bool {
        self.untyped_pointers || self.replicated_composites
    }
}
