//! What a module needs from its consumer: capabilities, extensions and the
//! minimum SPIR-V version.
//!
//! Requirements are recorded where a feature is used, each with the reason
//! (the construct that needed it) so that a target that forbids it can be
//! reported precisely. Capability dependencies ("implicitly declares") and the
//! extensions a capability or instruction needs come from rspirv's grammar.

use crate::error::WriterError;
use crate::target::TargetEnv;
use indexmap::IndexMap;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::Capability;
use std::fmt;

/// A SPIR-V version, ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version {
    pub major: u8,
    pub minor: u8,
}

impl Version {
    pub const V1_0: Version = Version { major: 1, minor: 0 };
    pub const V1_1: Version = Version { major: 1, minor: 1 };
    pub const V1_2: Version = Version { major: 1, minor: 2 };
    pub const V1_3: Version = Version { major: 1, minor: 3 };
    pub const V1_4: Version = Version { major: 1, minor: 4 };
    pub const V1_5: Version = Version { major: 1, minor: 5 };
    pub const V1_6: Version = Version { major: 1, minor: 6 };

    /// The header word (SPIR-V 2.3: 0 | major | minor | 0).
    pub fn word(self) -> u32 {
        (u32::from(self.major) << 16) | (u32::from(self.minor) << 8)
    }

    /// Parses `1.4` style text; only the versions SPIR-V has.
    pub fn parse(text: &str) -> Option<Version> {
        let (major, minor) = text.trim().split_once('.')?;
        let v = Version { major: major.parse().ok()?, minor: minor.parse().ok()? };
        (Version::V1_0..=Version::V1_6).contains(&v).then_some(v)
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

/// Recorded requirements, each with the first reason it was needed.
#[derive(Clone, Debug)]
pub struct Requirements {
    capabilities: IndexMap<Capability, String>,
    extensions: IndexMap<String, String>,
    /// Groups of extensions of which one is needed (the grammar lists
    /// alternatives, e.g. the INTEL and ALTERA names of one extension);
    /// resolved against the target by `resolve_alternatives`.
    alternatives: Vec<(Vec<&'static str>, String)>,
    version: Version,
    version_feature: String,
    version_reason: String,
}

impl Default for Requirements {
    fn default() -> Self {
        Requirements {
            capabilities: IndexMap::new(),
            extensions: IndexMap::new(),
            alternatives: Vec::new(),
            version: Version::V1_0,
            version_feature: String::new(),
            version_reason: String::new(),
        }
    }
}

impl Requirements {
    /// Records that `capability` is needed; `why` is only evaluated the first time.
    pub fn require_capability(&mut self, capability: Capability, why: impl FnOnce() -> String) {
        if !self.capabilities.contains_key(&capability) {
            let reason = why();
            if let Some(version) = capability_min_version(capability) {
                self.require_version(version, &format!("capability {capability:?}"), || reason.clone());
            }
            // A capability may itself need an extension (e.g. SubgroupShuffleINTEL).
            // Groups is core SPIR-V 1.0, though the grammar names SPV_AMD_shader_ballot for it.
            let extensions = if capability == Capability::Groups {
                Vec::new()
            } else {
                Operand::Capability(capability).required_extensions()
            };
            self.require_one_extension(extensions, || format!("capability {capability:?} ({reason})"));
            self.capabilities.insert(capability, reason);
        }
    }

    /// Records that one of `alternatives` (a grammar list) is needed.
    fn require_one_extension(&mut self, alternatives: Vec<&'static str>, why: impl FnOnce() -> String) {
        match alternatives.len() {
            0 => {}
            1 => self.require_extension(alternatives[0], why),
            _ if alternatives.iter().any(|e| self.has_extension(e)) => {}
            _ => {
                if !self.alternatives.iter().any(|(group, _)| *group == alternatives) {
                    self.alternatives.push((alternatives, why()));
                }
            }
        }
    }

    /// Picks, for each group of alternative extensions, one the target allows
    /// (or names them all, which `check` then reports).
    pub fn resolve_alternatives(&mut self, target: &TargetEnv) {
        for (group, why) in std::mem::take(&mut self.alternatives) {
            if group.iter().any(|e| self.has_extension(e)) {
                continue;
            }
            // The INTEL names of the FPGA extensions the grammar now lists
            // first as ALTERA are the ones consumers and the reference
            // reader know: prefer them when both are allowed.
            let allowed = |e: &&&str| target.extensions.allows(e);
            match group
                .iter()
                .filter(|e| !e.starts_with("SPV_ALTERA_"))
                .find(allowed)
                .or_else(|| group.iter().find(allowed))
            {
                Some(chosen) => self.require_extension(chosen, || why),
                // None allowed: `check` reports all of them.
                None => self.require_extension(&group.join(" or "), || why),
            }
        }
    }

    pub fn require_extension(&mut self, extension: &str, why: impl FnOnce() -> String) {
        if !self.extensions.contains_key(extension) {
            self.extensions.insert(extension.to_string(), why());
        }
    }

    /// Records that the module needs at least `version` for `feature`.
    pub fn require_version(&mut self, version: Version, feature: &str, why: impl FnOnce() -> String) {
        if version > self.version {
            self.version = version;
            self.version_feature = feature.to_string();
            self.version_reason = why();
        }
    }

    pub fn has_capability(&self, capability: Capability) -> bool {
        self.capabilities.contains_key(&capability)
    }

    /// Replaces a required capability by a weaker one that suffices (Float16
    /// by Float16Buffer when half values are only pointed to).
    pub fn replace_capability(&mut self, from: Capability, to: Capability) {
        if let Some(reason) = self.capabilities.shift_remove(&from) {
            self.require_capability(to, || reason);
        }
    }

    pub fn has_extension(&self, extension: &str) -> bool {
        self.extensions.contains_key(extension)
    }

    pub fn version(&self) -> Version {
        self.version
    }

    /// Records what the grammar says `inst` needs: its opcode's capabilities
    /// and extensions, and those of its enumerant operands. A grammar list of
    /// capabilities is a set of alternatives; the first is taken unless one of
    /// them is already required.
    pub fn infer_from_instruction(&mut self, inst: &Instruction) {
        let class = inst.class;
        self.require_one_of(class.capabilities, || format!("instruction Op{}", class.opname));
        // An instruction core since a version needs none of the extensions that
        // provided it before (OpDecorateId: SPV_GOOGLE_hlsl_functionality1).
        match opcode_min_version(class.opcode) {
            Some(version) => self.require_version(version, &format!("Op{}", class.opname), || {
                format!("instruction Op{}", class.opname)
            }),
            None => self.require_one_extension(class.extensions.to_vec(), || {
                format!("instruction Op{}", class.opname)
            }),
        }
        for operand in &inst.operands {
            if !operand_may_need_capability(operand) {
                continue;
            }
            let capabilities = operand.required_capabilities();
            self.require_one_of(&capabilities, || format!("operand {operand} of Op{}", class.opname));
            if let Some(version) = enumerant_min_version(operand).filter(|_| !needs_extension(operand)) {
                self.require_version(version, &format!("{operand}"), || {
                    format!("operand {operand} of Op{}", class.opname)
                });
            }
            // An enumerant enabled by a held core capability needs none of its
            // extensions (BuiltIn SubgroupEqMask with GroupNonUniformBallot
            // needs no SPV_KHR_shader_ballot).
            let by_core_capability = capabilities
                .iter()
                .any(|c| self.has_capability(*c) && Operand::Capability(*c).required_extensions().is_empty());
            if !by_core_capability {
                self.require_one_extension(operand.required_extensions(), || {
                    format!("operand {operand} of Op{}", class.opname)
                });
            }
        }
    }

    fn require_one_of(&mut self, alternatives: &[Capability], why: impl FnOnce() -> String) {
        if alternatives.is_empty() || alternatives.iter().any(|c| self.has_capability(*c)) {
            return;
        }
        // Prefer a core capability to one that needs an extension (GroupNonUniformBallot
        // over SubgroupBallotKHR for the SubgroupEqMask builtin).
        let core =
            alternatives.iter().copied().find(|c| Operand::Capability(*c).required_extensions().is_empty());
        self.require_capability(core.unwrap_or(alternatives[0]), why);
    }

    /// Drops extensions that are core in the module's version (the grammar
    /// lists e.g. SPV_KHR_no_integer_wrap_decoration for NoSignedWrap even
    /// at SPIR-V 1.4, where it is core).
    pub fn waive_core_extensions(&mut self) {
        let version = self.version;
        self.extensions.retain(|e, _| extension_core_version(e).is_none_or(|core| version < core));
    }

    /// Every capability that a required one implicitly declares, transitively.
    fn implied_capabilities(&self) -> Vec<Capability> {
        let mut implied: Vec<Capability> = Vec::new();
        let mut work: Vec<Capability> = self.capabilities.keys().copied().collect();
        while let Some(capability) = work.pop() {
            for dependency in Operand::Capability(capability).required_capabilities() {
                if !implied.contains(&dependency) {
                    implied.push(dependency);
                    work.push(dependency);
                }
            }
        }
        implied
    }

    /// The capabilities to declare: every required one that no other required
    /// one implicitly declares, in first-use order. `Kernel` is always declared
    /// when required or implied: the translator and LLVM's backend always
    /// declare it and consumers (PoCL) refuse modules without it.
    pub fn minimal_capabilities(&self) -> Vec<Capability> {
        let implied = self.implied_capabilities();
        let mut declared: Vec<Capability> = self
            .capabilities
            .keys()
            .copied()
            .filter(|c| *c == Capability::Kernel || !implied.contains(c))
            .collect();
        if implied.contains(&Capability::Kernel) && !declared.contains(&Capability::Kernel) {
            declared.insert(0, Capability::Kernel);
        }
        declared
    }

    /// The required capabilities and their reasons, in first-use order.
    pub fn capabilities(&self) -> impl Iterator<Item = (Capability, &str)> {
        self.capabilities.iter().map(|(c, why)| (*c, why.as_str()))
    }

    /// The required extensions and their reasons, in first-use order.
    pub fn extensions(&self) -> impl Iterator<Item = (&str, &str)> {
        self.extensions.iter().map(|(e, why)| (e.as_str(), why.as_str()))
    }

    /// Checks the requirements against what `target` allows; every violation
    /// is reported, not just the first.
    pub fn check(&self, target: &TargetEnv) -> Result<(), Vec<WriterError>> {
        let mut errors = Vec::new();
        if self.version > target.max_version {
            errors.push(WriterError::VersionTooLow {
                feature: self.version_feature.clone(),
                needed: self.version,
                allowed: target.max_version,
                why: self.version_reason.clone(),
            });
        }
        for (extension, why) in &self.extensions {
            if !target.extensions.allows(extension) {
                errors.push(WriterError::ExtensionNotAllowed {
                    extension: extension.clone(),
                    why: why.clone(),
                });
            }
        }
        let all = self.capabilities.keys().copied().chain(self.implied_capabilities());
        for capability in all {
            if !target.allows_capability(capability) {
                let why = self
                    .capabilities
                    .get(&capability)
                    .cloned()
                    .unwrap_or_else(|| "an implied capability".into());
                errors.push(WriterError::CapabilityNotAllowed { capability: format!("{capability:?}"), why });
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

/// The first SPIR-V version that has a capability, for the capabilities an
/// OpenCL or Level Zero module may use (the grammar's `version` field, which
/// rspirv does not carry). Unlisted capabilities exist since 1.0 or come
/// with an extension.
pub fn capability_min_version(capability: Capability) -> Option<Version> {
    use Capability as C;
    Some(match capability {
        C::SubgroupDispatch | C::NamedBarrier | C::PipeStorage => Version::V1_1,
        C::GroupNonUniform
        | C::GroupNonUniformVote
        | C::GroupNonUniformArithmetic
        | C::GroupNonUniformBallot
        | C::GroupNonUniformShuffle
        | C::GroupNonUniformShuffleRelative
        | C::GroupNonUniformClustered
        | C::GroupNonUniformQuad => Version::V1_3,
        C::UniformDecoration => Version::V1_6,
        _ => return None,
    })
}

/// The SPIR-V version an extension was folded into (the unified
/// specification's list of incorporated extensions).
pub fn extension_core_version(extension: &str) -> Option<Version> {
    Some(match extension {
        "SPV_KHR_shader_draw_parameters"
        | "SPV_KHR_16bit_storage"
        | "SPV_KHR_device_group"
        | "SPV_KHR_multiview"
        | "SPV_KHR_storage_buffer_storage_class"
        | "SPV_KHR_variable_pointers" => Version::V1_3,
        "SPV_KHR_no_integer_wrap_decoration"
        | "SPV_KHR_float_controls"
        | "SPV_KHR_spirv_1_4"
        | "SPV_GOOGLE_decorate_string"
        | "SPV_GOOGLE_hlsl_functionality1" => Version::V1_4,
        "SPV_KHR_8bit_storage"
        | "SPV_KHR_vulkan_memory_model"
        | "SPV_KHR_physical_storage_buffer"
        | "SPV_EXT_descriptor_indexing"
        | "SPV_EXT_physical_storage_buffer"
        | "SPV_EXT_shader_viewport_index_layer" => Version::V1_5,
        "SPV_KHR_integer_dot_product"
        | "SPV_KHR_terminate_invocation"
        | "SPV_KHR_non_semantic_info"
        | "SPV_EXT_demote_to_helper_invocation" => Version::V1_6,
        _ => return None,
    })
}

/// The first SPIR-V version that has an instruction, for the instructions a
/// Kernel module may use that are newer than 1.0 and that the lowering does
/// not already ask for (the grammar's `version` field, which rspirv does not carry).
/// Whether inferring from `inst` can require anything: its opcode needs a
/// capability, extension or version, or an operand is an enumerant.
pub(crate) fn might_need_something(inst: &Instruction) -> bool {
    let class = inst.class;
    !class.capabilities.is_empty()
        || !class.extensions.is_empty()
        || opcode_min_version(class.opcode).is_some()
        || inst.operands.iter().any(operand_may_need_capability)
}

fn opcode_min_version(op: rspirv::spirv::Op) -> Option<Version> {
    use rspirv::spirv::Op;
    match op {
        Op::ExecutionModeId | Op::DecorateId => Some(Version::V1_2),
        _ => None,
    }
}

/// The first SPIR-V version that has an execution mode or decoration newer
/// than 1.0 (the grammar's `version` field, which rspirv does not carry).
/// Those an extension also provides (float controls, NoSignedWrap,
/// UserSemantic) are decided by the lowering, which knows whether the
/// extension is allowed.
pub fn enumerant_min_version(operand: &Operand) -> Option<Version> {
    use rspirv::spirv::{Decoration as D, ExecutionMode as M};
    Some(match operand {
        Operand::ExecutionMode(
            M::Initializer | M::Finalizer | M::SubgroupSize | M::SubgroupsPerWorkgroup,
        ) => Version::V1_1,
        Operand::ExecutionMode(M::SubgroupsPerWorkgroupId | M::LocalSizeId | M::LocalSizeHintId) => {
            Version::V1_2
        }
        Operand::ExecutionMode(
            M::DenormPreserve
            | M::DenormFlushToZero
            | M::SignedZeroInfNanPreserve
            | M::RoundingModeRTE
            | M::RoundingModeRTZ,
        ) => Version::V1_4,
        Operand::Decoration(D::MaxByteOffset) => Version::V1_1,
        Operand::Decoration(D::AlignmentId | D::MaxByteOffsetId) => Version::V1_2,
        Operand::Decoration(D::NoSignedWrap | D::NoUnsignedWrap | D::CounterBuffer | D::UserSemantic) => {
            Version::V1_4
        }
        _ => return None,
    })
}

/// Whether an enumerant (or one of its capabilities) lists extensions.
pub fn needs_extension(operand: &Operand) -> bool {
    !operand.required_extensions().is_empty()
        || operand
            .required_capabilities()
            .iter()
            .any(|c| !Operand::Capability(*c).required_extensions().is_empty())
}

/// Only enumerant and bitmask operands carry capability requirements; skipping
/// ids and literals keeps inference cheap on large modules.
pub(crate) fn operand_may_need_capability(operand: &Operand) -> bool {
    !matches!(
        operand,
        Operand::IdRef(_)
            | Operand::IdScope(_)
            | Operand::IdMemorySemantics(_)
            | Operand::LiteralBit32(_)
            | Operand::LiteralBit64(_)
            | Operand::LiteralString(_)
            | Operand::LiteralExtInstInteger(_)
            | Operand::LiteralSpecConstantOpInteger(_)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implied_capabilities_are_not_declared() {
        let mut r = Requirements::default();
        r.require_capability(Capability::Kernel, || "entry".into());
        r.require_capability(Capability::Vector16, || "vec16".into());
        r.require_capability(Capability::Int64Atomics, || "atomic".into());
        r.require_capability(Capability::Int64, || "long".into());
        // Vector16 implies Kernel (declared anyway); Int64Atomics implies Int64.
        assert_eq!(
            r.minimal_capabilities(),
            vec![Capability::Kernel, Capability::Vector16, Capability::Int64Atomics]
        );
    }

    #[test]
    fn kernel_is_declared_even_when_only_implied() {
        let mut r = Requirements::default();
        r.require_capability(Capability::ImageBasic, || "image".into());
        assert_eq!(r.minimal_capabilities(), vec![Capability::Kernel, Capability::ImageBasic]);
    }

    #[test]
    fn version_keeps_highest_and_its_reason() {
        let mut r = Requirements::default();
        r.require_version(Version::V1_4, "NoSignedWrap", || "add nsw".into());
        r.require_version(Version::V1_1, "other", || "x".into());
        assert_eq!(r.version(), Version::V1_4);
        let err = r.check(&TargetEnv::universal(Version::V1_2)).unwrap_err();
        assert!(err[0].to_string().contains("NoSignedWrap requires SPIR-V 1.4"), "{}", err[0]);
    }

    #[test]
    fn capability_brings_its_extension() {
        let mut r = Requirements::default();
        r.require_capability(Capability::SubgroupShuffleINTEL, || "shuffle".into());
        assert!(r.has_extension("SPV_INTEL_subgroups"));
    }

    #[test]
    fn grammar_inference_from_operands() {
        use rspirv::spirv::{Op, StorageClass};
        let mut r = Requirements::default();
        let inst = crate::grammar::inst(
            Op::TypePointer,
            None,
            Some(1),
            vec![Operand::StorageClass(StorageClass::Generic), Operand::IdRef(2)],
        );
        r.infer_from_instruction(&inst);
        assert!(r.has_capability(Capability::GenericPointer));
    }

    #[test]
    fn denied_capabilities_are_errors() {
        let mut r = Requirements::default();
        r.require_capability(Capability::GenericPointer, || "addrspace(4) pointer".into());
        let mut target = TargetEnv::universal(Version::V1_0);
        target.denied_capabilities.insert(Capability::GenericPointer);
        let err = r.check(&target).unwrap_err();
        assert!(
            err[0].to_string().contains(
                "capability GenericPointer is not allowed by the target (needed by addrspace(4) pointer)"
            ),
            "{}",
            err[0]
        );
    }

    #[test]
    fn capabilities_raise_the_version() {
        let mut r = Requirements::default();
        r.require_capability(Capability::SubgroupDispatch, || "subgroup size".into());
        assert_eq!(r.version(), Version::V1_1);
    }

    #[test]
    fn version_parse() {
        assert_eq!(Version::parse("1.4"), Some(Version::V1_4));
        assert_eq!(Version::parse("1.7"), None);
        assert_eq!(Version::parse("x"), None);
        assert_eq!(Version::V1_3.word(), 0x0001_0300);
    }
}
