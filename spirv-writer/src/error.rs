//! Errors the writer reports. Each names the feature and why it was needed,
//! so the plugin can show the user which IR construct caused it.

use crate::requirements::Version;
use thiserror::Error;

#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum WriterError {
    #[error("{feature} requires SPIR-V {needed}, but the target allows at most {allowed} (needed by {why})")]
    VersionTooLow { feature: String, needed: Version, allowed: Version, why: String },
    #[error("extension {extension} is not allowed by the target (needed by {why})")]
    ExtensionNotAllowed { extension: String, why: String },
    #[error("capability {capability} is not allowed by the target (needed by {why})")]
    CapabilityNotAllowed { capability: String, why: String },
    #[error("block %{label} ends with {opcode:?}, which is not a block terminator")]
    NotATerminator { label: u32, opcode: rspirv::spirv::Op },
    #[error(
        "the module's finishing rewrites its code, which was encoded: call Module::keep_instructions first"
    )]
    CodeNotKept,
    #[error("type id %{0} was reserved for a struct but never defined")]
    UndefinedStruct(u32),
    #[error("an Op{opcode:?} would need {words} words, more than the 65535 a SPIR-V instruction can have (its word count is 16 bits)")]
    InstructionTooLong { opcode: rspirv::spirv::Op, words: usize },
    #[error(
        "struct type %{id} is nested {depth} deep; SPIR-V allows at most 255 (universal limits, SPIR-V 2.17)"
    )]
    StructTooDeep { id: u32, depth: u32 },
    #[error("the constant address into {base} (a getelementptr constant expression) has no untyped form (SPV_KHR_untyped_pointers): SPIRV-Tools takes no untyped access chain in OpSpecConstantOp; translate without +SPV_KHR_untyped_pointers")]
    UntypedConstantAccessChain { base: String },
}
