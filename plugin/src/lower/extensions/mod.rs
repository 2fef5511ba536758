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

/// How an extension's calls are recognized, by demangled source name.
#[derive(Clone, Copy)]
enum Claim {
    /// Declared OpenCL C builtins the extension provides (so a declaration of
    /// one is no imported function).
    Builtins(fn(&str) -> bool),
    /// SPIR-V friendly calls (`__spirv_*`) lowered here rather than by the
    /// generic friendly path: their operands need checks or typing the
    /// grammar does not give.
    Friendly(fn(&str) -> bool),
    /// Intel's vendor builtins, claimed where the target allows their
    /// extension (the registry asks `lowers_vendor_builtin`).
    ByTarget,
}

/// A lowering of an extension's calls: `None` for a call that is not its.
type LowerCall = for<'a, 'm> fn(&'a mut FunctionLowering<'m>, Call, &str) -> Option<LowerResult<()>>;

/// One extension's calls: the names it claims and their lowering.
struct ExtensionCalls {
    claim: Claim,
    lower: LowerCall,
}

/// Every extension that lowers calls by name, tried in this order (the first
/// lowering that takes the call wins); the registry recognizes the same
/// rows' claims. A new extension builtin or friendly call adds a row here.
const EXTENSION_CALLS: &[ExtensionCalls] = &[
    ExtensionCalls {
        claim: Claim::Friendly(|n| n == subgroup_mma::FRIENDLY),
        lower: subgroup_mma::lower_friendly,
    },
    ExtensionCalls {
        claim: Claim::Friendly(|n| block_2d::block_2d_friendly_op(n).is_some()),
        lower: block_2d::lower_friendly,
    },
    ExtensionCalls { claim: Claim::ByTarget, lower: vendor_builtins::lower_vendor_builtin },
    ExtensionCalls {
        claim: Claim::Friendly(joint_matrix::is_joint_matrix_call),
        lower: joint_matrix::lower_joint_matrix_call,
    },
    ExtensionCalls {
        claim: Claim::Builtins(|n| bfloat::is_bfloat_builtin(n).is_some()),
        lower: bfloat::lower_bfloat_builtin,
    },
    ExtensionCalls {
        claim: Claim::Builtins(|n| clock::clock_scope(n).is_some()),
        lower: clock::lower_clock_builtin,
    },
    ExtensionCalls {
        claim: Claim::Builtins(|n| split_barrier::split_barrier_op(n).is_some()),
        lower: split_barrier::lower_split_barrier_builtin,
    },
    ExtensionCalls {
        claim: Claim::Builtins(|n| float4::float4_conversion(n).is_some()),
        lower: float4::lower_float4_builtin,
    },
    ExtensionCalls {
        claim: Claim::Builtins(|n| float8_conversions::float8_conversion(n).is_some()),
        lower: float8::lower_float8_builtin,
    },
    ExtensionCalls {
        claim: Claim::Builtins(newer_headers::is_newer_builtin),
        lower: newer_headers::lower_newer_builtin,
    },
];

/// Whether `source_name` (demangled) is an OpenCL C builtin an extension
/// here provides (so a declaration of it is no imported function).
pub fn is_extension_builtin(source_name: &str) -> bool {
    EXTENSION_CALLS.iter().any(|row| matches!(row.claim, Claim::Builtins(claims) if claims(source_name)))
}

/// Whether the SPIR-V friendly call `source_name` (`__spirv_*`) is lowered
/// here rather than by the generic friendly path.
pub fn is_extension_friendly(source_name: &str) -> bool {
    EXTENSION_CALLS.iter().any(|row| matches!(row.claim, Claim::Friendly(claims) if claims(source_name)))
}

/// Calls to OpenCL C builtins that extensions provide and friendly calls of
/// `is_extension_friendly`, by the first row whose lowering takes the call;
/// `None` if none does.
pub(crate) fn lower_extension_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    EXTENSION_CALLS.iter().find_map(|row| (row.lower)(f, i, source_name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_claim_their_names() {
        for builtin in [
            "intel_convert_bfloat16_as_ushort",
            "clock_read_device",
            "intel_work_group_barrier_arrive",
            "__builtin_spirv_ConvertFP16ToE2M1INTEL",
            "__builtin_spirv_ConvertFP16ToE4M3EXT",
            "intel_sigmoid",
        ] {
            assert!(is_extension_builtin(builtin), "{builtin}");
            assert!(!is_extension_friendly(builtin), "{builtin}");
        }
        assert!(is_extension_friendly(subgroup_mma::FRIENDLY));
        assert!(!is_extension_builtin("max") && !is_extension_friendly("__spirv_FAdd"));
    }

    #[test]
    fn fp4_and_fp8_conversions_are_newer_builtins() {
        // The registry's recognition does not depend on which of these rows claims first.
        for name in ["__builtin_spirv_ConvertFP16ToE2M1INTEL", "__builtin_spirv_ClampConvertFP16ToE5M2INTEL"]
        {
            assert!(newer_headers::is_newer_builtin(name), "{name}");
        }
    }
}
