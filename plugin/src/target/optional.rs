//! Optional features: ones the lowering may drop without changing the
//! meaning (wrap flags, linkage kinds, annotations, loop hints). Each is
//! core from a SPIR-V version, or available with an extension, or both; it
//! is used only when the user allowed it explicitly (a version cap, or the
//! extension), and its requirement is then recorded with its name.

use spirv_writer::Version;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionalFeature {
    /// nsw/nuw -> NoSignedWrap/NoUnsignedWrap.
    NoIntegerWrap,
    /// linkonce_odr -> LinkageType LinkOnceODR.
    LinkOnceOdr,
    /// A string annotation -> UserSemantic.
    UserSemantic,
    /// `llvm.loop.unroll.count` -> LoopControl PartialCount.
    LoopPartialCount,
    /// Another loop control that needs `version` (DependencyLength, ...).
    LoopControl(Version),
    /// OpenCL `dot`/`dot_acc_sat` on packed integers -> OpSDot and friends.
    IntegerDotProduct,
}

impl OptionalFeature {
    /// The version from which the feature is core, if ever.
    pub fn core_since(self) -> Option<Version> {
        match self {
            OptionalFeature::NoIntegerWrap | OptionalFeature::UserSemantic | OptionalFeature::LoopPartialCount => Some(Version::V1_4),
            OptionalFeature::LinkOnceOdr => None,
            OptionalFeature::LoopControl(version) => Some(version),
            OptionalFeature::IntegerDotProduct => Some(Version::V1_6),
        }
    }

    /// The extension that provides the feature, if any.
    pub fn extension(self) -> Option<&'static str> {
        match self {
            OptionalFeature::NoIntegerWrap => Some("SPV_KHR_no_integer_wrap_decoration"),
            OptionalFeature::LinkOnceOdr => Some("SPV_KHR_linkonce_odr"),
            OptionalFeature::UserSemantic => Some("SPV_GOOGLE_hlsl_functionality1"),
            OptionalFeature::IntegerDotProduct => Some("SPV_KHR_integer_dot_product"),
            OptionalFeature::LoopPartialCount | OptionalFeature::LoopControl(_) => None,
        }
    }

    /// How requirements and reports name it.
    pub fn name(self) -> &'static str {
        match self {
            OptionalFeature::NoIntegerWrap => "nsw/nuw flags (NoSignedWrap/NoUnsignedWrap)",
            OptionalFeature::LinkOnceOdr => "linkonce_odr linkage",
            OptionalFeature::UserSemantic => "annotation (UserSemantic)",
            OptionalFeature::LoopPartialCount => "loop unroll count (PartialCount)",
            OptionalFeature::LoopControl(_) => "loop control",
            OptionalFeature::IntegerDotProduct => "integer dot product (dot, dot_acc_sat)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OptionalFeature::*;

    #[test]
    fn every_feature_has_a_version_or_an_extension() {
        for f in [NoIntegerWrap, LinkOnceOdr, UserSemantic, LoopPartialCount, LoopControl(spirv_writer::Version::V1_4), IntegerDotProduct] {
            assert!(f.core_since().is_some() || f.extension().is_some(), "{f:?}");
            assert!(f.extension().map_or(true, |e| e.starts_with("SPV_")), "{f:?}");
        }
    }
}
