//! Constant keys: the identity of a SPIR-V constant for interning.
//!
//! Two `ConstantKey`s are equal iff they denote the same constant of the same
//! type, so they share one id. Scalars are keyed by their bit pattern (so
//! `-0.0` and `0.0` stay distinct, and NaN payloads are preserved). A scalar
//! key names its type by value (`ScalarType`), not by id: the width the
//! literal is encoded with is the type's own, so the two cannot disagree.

use crate::types::TypeKey;
use crate::Id;
use rspirv::spirv::{Op, SamplerAddressingMode, SamplerFilterMode};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ConstantKey {
    Bool {
        ty: Id,
        value: bool,
    },
    /// An integer or float scalar: the low `ty.width()` bits of `bits`
    /// (`Module::constant` drops the bits above, so equal values share an id).
    Scalar {
        ty: ScalarType,
        bits: u64,
    },
    Composite {
        ty: Id,
        parts: Vec<Id>,
    },
    /// OpConstantNull: only for composites, pointers and opaque types (the
    /// reference reader aborts on a scalar OpConstantNull).
    Null {
        ty: Id,
    },
    /// OpUndef at module scope.
    Undef {
        ty: Id,
    },
    Sampler {
        ty: Id,
        addressing: SamplerAddressingMode,
        normalized: bool,
        filter: SamplerFilterMode,
    },
    /// OpSpecConstantOp: a constant expression evaluated by the consumer.
    SpecOp {
        ty: Id,
        opcode: Op,
        operands: Vec<SpecOperand>,
    },
    /// OpConstantFunctionPointerINTEL (SPV_INTEL_function_pointers): the
    /// address of function `function` (which may be defined later).
    FunctionPointer {
        ty: Id,
        function: Id,
    },
}

/// An operand of OpSpecConstantOp.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecOperand {
    Id(Id),
    Literal(u32),
}

/// The type of a scalar constant, by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    Int {
        width: u32,
    },
    Float {
        width: u32,
    },
    /// OpTypeFloat 16 BFloat16KHR.
    BFloat16,
}

impl ScalarType {
    pub fn width(self) -> u32 {
        match self {
            ScalarType::Int { width } | ScalarType::Float { width } => width,
            ScalarType::BFloat16 => 16,
        }
    }

    /// The scalar type a type key denotes, if it is one.
    pub fn of(key: &TypeKey) -> Option<ScalarType> {
        match *key {
            TypeKey::Int { width } => Some(ScalarType::Int { width }),
            TypeKey::Float { width } => Some(ScalarType::Float { width }),
            TypeKey::BFloat16 => Some(ScalarType::BFloat16),
            _ => None,
        }
    }

    pub fn type_key(self) -> TypeKey {
        match self {
            ScalarType::Int { width } => TypeKey::Int { width },
            ScalarType::Float { width } => TypeKey::Float { width },
            ScalarType::BFloat16 => TypeKey::BFloat16,
        }
    }

    /// `bits` without what lies above the type's width.
    pub fn truncate(self, bits: u64) -> u64 {
        match self.width() {
            w if w >= 64 => bits,
            w => bits & ((1u64 << w) - 1),
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
