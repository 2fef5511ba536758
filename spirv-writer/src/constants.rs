//! Constant keys: the identity of a SPIR-V constant for interning.
//!
//! Two `ConstantKey`s are equal iff they denote the same constant of the same
//! type, so they share one id. Scalars are keyed by their bit pattern (so
//! `-0.0` and `0.0` stay distinct, and NaN payloads are preserved).

use crate::Id;
use rspirv::spirv::{Op, SamplerAddressingMode, SamplerFilterMode};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstantKey {
    Bool { ty: Id, value: bool },
    /// An integer or float scalar: the low `width` bits of `bits` (zero-extended).
    Scalar { ty: Id, width: u32, bits: u64 },
    Composite { ty: Id, parts: Vec<Id> },
    /// OpConstantNull: only for composites, pointers and opaque types (the
    /// reference reader aborts on a scalar OpConstantNull).
    Null { ty: Id },
    /// OpUndef at module scope.
    Undef { ty: Id },
    Sampler { ty: Id, addressing: SamplerAddressingMode, normalized: bool, filter: SamplerFilterMode },
    /// OpSpecConstantOp: a constant expression evaluated by the consumer.
    SpecOp { ty: Id, opcode: Op, operands: Vec<SpecOperand> },
    /// OpConstantFunctionPointerINTEL (SPV_INTEL_function_pointers): the
    /// address of function `function` (which may be defined later).
    FunctionPointer { ty: Id, function: Id },
}

/// An operand of OpSpecConstantOp.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecOperand {
    Id(Id),
    Literal(u32),
}

impl ConstantKey {
    pub fn ty(&self) -> Id {
        match self {
            ConstantKey::Bool { ty, .. }
            | ConstantKey::Scalar { ty, .. }
            | ConstantKey::Composite { ty, .. }
            | ConstantKey::Null { ty }
            | ConstantKey::Undef { ty }
            | ConstantKey::Sampler { ty, .. }
            | ConstantKey::SpecOp { ty, .. }
            | ConstantKey::FunctionPointer { ty, .. } => *ty,
        }
    }
}

/// The literal words of a scalar of `width` bits (SPIR-V 2.2.1: values wider
/// than 32 bits take two words, low-order word first).
pub fn scalar_words(width: u32, bits: u64) -> Vec<u32> {
    if width > 32 {
        vec![bits as u32, (bits >> 32) as u32]
    } else {
        let mask = if width == 32 { u32::MAX } else { (1u32 << width) - 1 };
        vec![(bits as u32) & mask]
    }
}
