//! Type keys: the identity of a SPIR-V type for interning.
//!
//! Two `TypeKey`s are equal iff SPIR-V requires them to share one id
//! (SPIR-V 2.8 "Types": non-aggregate types must be declared once). Structs are
//! the exception SPIR-V allows: two structs with the same members may be
//! distinct types, so a struct key carries its identity (an LLVM named struct
//! stays distinct from another with the same body).

use crate::Id;
use rspirv::spirv::{AccessQualifier, Dim, ImageFormat, StorageClass};

/// Which struct a struct key denotes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructIdentity {
    /// A literal (unnamed) struct: identified by its members alone.
    Literal,
    /// A named struct: distinct from every other name, even with the same body.
    Named(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKey {
    Void,
    Bool,
    /// OpTypeInt with signedness 0, as the OpenCL environment requires.
    Int {
        width: u32,
    },
    Float {
        width: u32,
    },
    /// OpTypeFloat 16 BFloat16KHR (SPV_KHR_bfloat16).
    BFloat16,
    /// OpTypeFloat 8 with an FP8 encoding, Float8E4M3EXT or Float8E5M2EXT
    /// (SPV_EXT_float8).
    Float8 {
        encoding: rspirv::spirv::FPEncoding,
    },
    /// OpTypeCooperativeMatrixKHR (SPV_KHR_cooperative_matrix); scope, rows,
    /// columns and use are ids of 32-bit integer constants.
    CooperativeMatrix {
        component: Id,
        scope: Id,
        rows: Id,
        columns: Id,
        usage: Id,
    },
    /// A type instruction without operands other than its result
    /// (OpTypeAvcImePayloadINTEL, OpTypeRayQueryKHR...), by opcode.
    Operandless {
        op: rspirv::spirv::Op,
    },
    Vector {
        component: Id,
        count: u32,
    },
    /// `length` is the id of an integer constant.
    Array {
        element: Id,
        length: Id,
    },
    RuntimeArray {
        element: Id,
    },
    Struct {
        members: Vec<Id>,
        identity: StructIdentity,
    },
    Pointer {
        storage: StorageClass,
        pointee: Id,
    },
    Function {
        result: Id,
        params: Vec<Id>,
    },
    Image {
        sampled_type: Id,
        dim: Dim,
        depth: u32,
        arrayed: u32,
        multisampled: u32,
        sampled: u32,
        format: ImageFormat,
        access: Option<AccessQualifier>,
    },
    Sampler,
    SampledImage {
        image: Id,
    },
    Event,
    DeviceEvent,
    ReserveId,
    Queue,
    Pipe {
        access: AccessQualifier,
    },
    PipeStorage,
}
