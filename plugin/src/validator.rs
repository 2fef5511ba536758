//! The in-process validator: SPIRV-Tools (2025.x, compiled from the sources
//! the `spirv-tools` crate vendors) checks every module before it is written,
//! except modules using an extension that no SPIRV-Tools release validates.

use spirv_tools::val::{self, Validator, ValidatorLimits, ValidatorOptions};
use spirv_tools::TargetEnv;

/// The most parameters an OpFunctionType can list: its word count is 16 bits
/// and three words are the opcode, the result id and the return type.
pub const MAX_FUNCTION_PARAMETERS: u32 = 0xFFFF - 3;

/// An extension whose modules the in-process SPIRV-Tools cannot validate.
pub struct Unvalidatable {
    pub extension: &'static str,
    pub why: &'static str,
    /// The first SPIRV-Tools release that validates its modules (the test
    /// suites validate them with it), or None: no release does.
    pub validated_since: Option<&'static str>,
}

/// Extensions whose modules are written without in-process validation,
/// although correct by the extension's specification, and why. Nothing else
/// is exempt.
pub const UNVALIDATABLE_EXTENSIONS: &[Unvalidatable] = &[
    Unvalidatable {
        extension: "SPV_INTEL_inline_assembly",
        why: "the extension puts OpAsmTargetINTEL and OpAsmINTEL at module scope; SPIRV-Tools 2025.3 \
              (the version the spirv-tools crate vendors) rejects them there (\"must appear in a block\")",
        validated_since: Some("2025.5"),
    },
    Unvalidatable {
        extension: "SPV_KHR_fma",
        why: "SPIRV-Tools 2025.3 (the version the spirv-tools crate vendors) does not know the FMAKHR \
              capability (\"Invalid capability operand: 6030\")",
        validated_since: Some("2025.5"),
    },
];

/// Whether the in-process SPIRV-Tools can validate a module declaring `extensions`.
pub fn validatable<'a>(mut extensions: impl Iterator<Item = &'a str>) -> bool {
    !extensions.any(|e| UNVALIDATABLE_EXTENSIONS.iter().any(|u| u.extension == e))
}

/// Runs SPIRV-Tools' validator on `words`, a SPIR-V 1.`minor` module, in the
/// universal environment of that version; the validator's message if the
/// module is invalid. The universal limits are SPIR-V's minimums (section 2.17)
/// except the function parameter count: OpenCL bounds a kernel's parameters
/// by their size in bytes (CL_DEVICE_MAX_PARAMETER_SIZE), not by a count, so
/// only the encoding bounds it.
pub fn validate(words: &[u32], minor: u8) -> Result<(), String> {
    let env = match minor {
        0 => TargetEnv::Universal_1_0,
        1 => TargetEnv::Universal_1_1,
        2 => TargetEnv::Universal_1_2,
        3 => TargetEnv::Universal_1_3,
        4 => TargetEnv::Universal_1_4,
        5 => TargetEnv::Universal_1_5,
        _ => TargetEnv::Universal_1_6,
    };
    let validator = val::create(Some(env));
    let run = |words: &[u32]| {
        let options = ValidatorOptions {
            max_limits: vec![(ValidatorLimits::FunctionArgs, MAX_FUNCTION_PARAMETERS)],
            ..ValidatorOptions::default()
        };
        validator.validate(words, Some(options)).map_err(|error| match error.diagnostic {
            Some(d) if d.notes.is_empty() => d.message,
            Some(d) => format!("{}: {}", d.message, d.notes.trim()),
            None => format!("SPIRV-Tools returned {:?}", error.inner),
        })
    };
    // The module itself only when it is invalid: its message names ids by
    // their OpNames, as SPIRV-Tools always does.
    run(&unique_names(words)).or_else(|quick| run(words).and(Err(quick)))
}

/// `words` with every OpName's string made `n<id>`, unique. Before it
/// validates, SPIRV-Tools names every id for its messages
/// (FriendlyNameMapper), and it makes a repeated name unique by trying
/// `name_0`, `name_1`, ... in turn until one is free: quadratic in how often
/// one name repeats, and a module repeats its parameter and block names once
/// per function (1,000 functions with a parameter `x`: 0.2 s of validation,
/// 4,000: 0.8 s). A name's text never decides validity; its target is still
/// checked, as the OpName stays.
fn unique_names(words: &[u32]) -> Vec<u32> {
    const OP_NAME: u32 = 5;
    const HEADER_WORDS: usize = 5;
    let mut out = Vec::with_capacity(words.len());
    out.extend_from_slice(&words[..HEADER_WORDS.min(words.len())]);
    let mut at = out.len();
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            // Malformed: left to the validator to say so.
            out.extend_from_slice(&words[at..]);
            break;
        }
        if words[at] & 0xFFFF == OP_NAME && count >= 2 {
            let target = words[at + 1];
            let mut text = format!("n{target}").into_bytes();
            text.resize(text.len() / 4 * 4 + 4, 0); // nul-terminated, whole words
            out.push((((2 + text.len() / 4) as u32) << 16) | OP_NAME);
            out.push(target);
            out.extend(text.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
        } else {
            out.extend_from_slice(&words[at..at + count]);
        }
        at += count;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal OpenCL kernel module: header, Addresses/Kernel, memory model,
    /// one empty kernel.
    fn kernel_module(capabilities: &[u32]) -> Vec<u32> {
        let mut words = vec![0x0723_0203, 0x0001_0000, 0, 6, 0];
        for c in capabilities {
            words.extend([(2 << 16) | 17, *c]);
        }
        words.extend([(3 << 16) | 14, 2, 2]); // OpMemoryModel Physical64 OpenCL
        words.extend([(4 << 16) | 15, 6, 3, 0x006b]); // OpEntryPoint Kernel %3 "k"
        words.extend([(2 << 16) | 19, 1]); // %1 = OpTypeVoid
        words.extend([(3 << 16) | 33, 2, 1]); // %2 = OpTypeFunction %1
        words.extend([(5 << 16) | 54, 1, 3, 0, 2]); // %3 = OpFunction %1 None %2
        words.extend([(2 << 16) | 248, 4, (1 << 16) | 253, (1 << 16) | 56]);
        words
    }

    #[test]
    fn accepts_a_valid_kernel_and_quotes_the_validator_on_an_invalid_one() {
        assert_eq!(validate(&kernel_module(&[4, 6]), 0), Ok(())); // Addresses, Kernel
        let error = validate(&kernel_module(&[4]), 0).expect_err("Kernel capability missing");
        assert!(error.contains("Kernel"), "{error}");
    }

    #[test]
    fn names_ids_uniquely_for_the_quick_check() {
        let mut words = kernel_module(&[4, 6]);
        let first = words.len();
        words.extend([(3 << 16) | 5, 3, 0x006b]); // OpName %3 "k"
        words.extend([(4 << 16) | 5, 3, 0x6c6c_6568, 0x006f]); // OpName %3 "hello"
        let renamed = unique_names(&words);
        assert_eq!(renamed[..first], words[..first]);
        let n3 = u32::from_le_bytes(*b"n3\0\0");
        assert_eq!(renamed[first..], [(3 << 16) | 5, 3, n3, (3 << 16) | 5, 3, n3]);
    }

    #[test]
    fn exempts_only_the_listed_extensions() {
        assert!(validatable(["SPV_KHR_bfloat16", "SPV_INTEL_cache_controls"].into_iter()));
        assert!(!validatable(["SPV_KHR_bfloat16", "SPV_INTEL_inline_assembly"].into_iter()));
    }
}
