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
    /// The `optnone` attribute -> FunctionControl OptNoneINTEL.
    OptNone,
    /// SYCL/FPGA kernel metadata (`max_work_group_size`, `max_global_work_dim`,
    /// `no_global_work_offset`, `num_simd_work_items`,
    /// `scheduler_target_fmax_mhz`) -> execution modes.
    KernelAttributes,
    /// `contract`/`reassoc` fast-math flags -> FPFastMathMode
    /// AllowContractFastINTEL/AllowReassocINTEL.
    FastMathContractReassoc,
    /// `llvm.arithmetic.fence` -> OpArithmeticFenceEXT (without it the
    /// value is used as it is, which LLVM allows when nothing reassociates).
    ArithmeticFence,
    /// `!kernel_arg_runtime_aligned` -> FuncParamAttr RuntimeAlignedINTEL.
    RuntimeAligned,
    /// `!kernel_arg_buffer_location` -> BufferLocationINTEL.
    BufferLocation,
    /// DPC++'s FPGA loop metadata (`llvm.loop.ii.count`, ...) -> LoopControl
    /// InitiationIntervalINTEL, ...
    FpgaLoopControls,
    /// The SignExtend/ZeroExtend image operands (`__spirv_ImageRead` with
    /// 0x1000/0x2000): without them an OpenCL image read takes the sign of
    /// its channel type from the image format, as before SPIR-V 1.4.
    ImageOperandExtend,
    /// `__spirv_PtrEqual`/`PtrNotEqual`/`PtrDiff` -> OpPtrEqual, ... (without
    /// them, the same computed on the addresses).
    PointerComparison,
}

impl OptionalFeature {
    /// The version from which the feature is core, if ever.
    pub fn core_since(self) -> Option<Version> {
        match self {
            OptionalFeature::NoIntegerWrap
            | OptionalFeature::UserSemantic
            | OptionalFeature::LoopPartialCount
            | OptionalFeature::ImageOperandExtend
            | OptionalFeature::PointerComparison => Some(Version::V1_4),
            OptionalFeature::LinkOnceOdr => None,
            OptionalFeature::LoopControl(version) => Some(version),
            OptionalFeature::IntegerDotProduct => Some(Version::V1_6),
            OptionalFeature::OptNone
            | OptionalFeature::KernelAttributes
            | OptionalFeature::FastMathContractReassoc
            | OptionalFeature::ArithmeticFence
            | OptionalFeature::RuntimeAligned
            | OptionalFeature::BufferLocation
            | OptionalFeature::FpgaLoopControls => None,
        }
    }

    /// The extensions that provide the feature (any one suffices), in order
    /// of preference.
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            OptionalFeature::NoIntegerWrap => &["SPV_KHR_no_integer_wrap_decoration"],
            OptionalFeature::LinkOnceOdr => &["SPV_KHR_linkonce_odr"],
            OptionalFeature::UserSemantic => &["SPV_GOOGLE_hlsl_functionality1"],
            OptionalFeature::IntegerDotProduct => &["SPV_KHR_integer_dot_product"],
            OptionalFeature::LoopPartialCount
            | OptionalFeature::LoopControl(_)
            | OptionalFeature::ImageOperandExtend
            | OptionalFeature::PointerComparison => &[],
            OptionalFeature::OptNone => &["SPV_INTEL_optnone", "SPV_EXT_optnone"],
            OptionalFeature::KernelAttributes => &["SPV_INTEL_kernel_attributes"],
            OptionalFeature::FastMathContractReassoc => &["SPV_INTEL_fp_fast_math_mode"],
            // SPIRV-Tools accepts the capability only with the EXT name; the
            // reference translator's SPV_INTEL_arithmetic_fence (same opcode)
            // fails validation, so that name keeps the core lowering.
            OptionalFeature::ArithmeticFence => &["SPV_EXT_arithmetic_fence"],
            OptionalFeature::RuntimeAligned => &["SPV_INTEL_runtime_aligned", "SPV_ALTERA_runtime_aligned"],
            OptionalFeature::BufferLocation => {
                &["SPV_INTEL_fpga_buffer_location", "SPV_ALTERA_fpga_buffer_location"]
            }
            OptionalFeature::FpgaLoopControls => {
                &["SPV_INTEL_fpga_loop_controls", "SPV_ALTERA_fpga_loop_controls"]
            }
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
            OptionalFeature::OptNone => "optnone (FunctionControl OptNoneINTEL)",
            OptionalFeature::KernelAttributes => "kernel attributes (MaxWorkgroupSizeINTEL, ...)",
            OptionalFeature::FastMathContractReassoc => {
                "contract/reassoc flags (FPFastMathMode AllowContractFastINTEL/AllowReassocINTEL)"
            }
            OptionalFeature::ArithmeticFence => "llvm.arithmetic.fence (OpArithmeticFenceEXT)",
            OptionalFeature::RuntimeAligned => "kernel_arg_runtime_aligned (RuntimeAlignedINTEL)",
            OptionalFeature::BufferLocation => "kernel_arg_buffer_location (BufferLocationINTEL)",
            OptionalFeature::FpgaLoopControls => "FPGA loop controls (InitiationIntervalINTEL, ...)",
            OptionalFeature::ImageOperandExtend => "SignExtend/ZeroExtend image operands",
            OptionalFeature::PointerComparison => "pointer comparison (OpPtrEqual, OpPtrNotEqual, OpPtrDiff)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::OptionalFeature::*;

    #[test]
    fn every_feature_has_a_version_or_an_extension() {
        let all = [
            NoIntegerWrap,
            LinkOnceOdr,
            UserSemantic,
            LoopPartialCount,
            LoopControl(spirv_writer::Version::V1_4),
            IntegerDotProduct,
            OptNone,
            KernelAttributes,
            FastMathContractReassoc,
            ArithmeticFence,
            RuntimeAligned,
            BufferLocation,
            FpgaLoopControls,
            ImageOperandExtend,
        ];
        for f in all {
            assert!(f.core_since().is_some() || !f.extensions().is_empty(), "{f:?}");
            for e in f.extensions() {
                assert!(spirv_writer::grammar::known_extensions().contains(e), "{f:?}: {e}");
            }
        }
    }
}
