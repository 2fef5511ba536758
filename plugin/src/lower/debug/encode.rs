//! Operand encoding: the OpenCL.DebugInfo.100 set takes most numbers as
//! literals, the NonSemantic.Shader.DebugInfo sets take every number as the
//! id of a 32-bit OpConstant (NonSemantic.Shader.DebugInfo.100, "Operands").

use crate::lower::module::debug_state::DebugInfo;
use spirv_writer::{Id, Module, Operand};

// Instruction numbers, shared by both sets (NonSemantic adds 101 and up).
pub const DEBUG_INFO_NONE: u32 = 0;
pub const COMPILATION_UNIT: u32 = 1;
pub const TYPE_BASIC: u32 = 2;
pub const TYPE_POINTER: u32 = 3;
pub const TYPE_QUALIFIER: u32 = 4;
pub const TYPE_ARRAY: u32 = 5;
pub const TYPE_VECTOR: u32 = 6;
pub const TYPEDEF: u32 = 7;
pub const TYPE_FUNCTION: u32 = 8;
pub const TYPE_ENUM: u32 = 9;
pub const TYPE_COMPOSITE: u32 = 10;
pub const TYPE_MEMBER: u32 = 11;
pub const TYPE_INHERITANCE: u32 = 12;
pub const TYPE_TEMPLATE: u32 = 14;
pub const TYPE_TEMPLATE_PARAMETER: u32 = 15;
pub const GLOBAL_VARIABLE: u32 = 18;
pub const FUNCTION_DECLARATION: u32 = 19;
pub const FUNCTION: u32 = 20;
pub const LEXICAL_BLOCK: u32 = 21;
pub const SCOPE: u32 = 23;
pub const NO_SCOPE: u32 = 24;
pub const INLINED_AT: u32 = 25;
pub const LOCAL_VARIABLE: u32 = 26;
pub const DECLARE: u32 = 28;
pub const VALUE: u32 = 29;
pub const OPERATION: u32 = 30;
pub const EXPRESSION: u32 = 31;
pub const IMPORTED_ENTITY: u32 = 34;
pub const SOURCE: u32 = 35;
pub const FUNCTION_DEFINITION: u32 = 101;
pub const SOURCE_CONTINUED: u32 = 102;
pub const LINE: u32 = 103;
pub const NO_LINE: u32 = 104;

/// One operand of a debug instruction.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    Id(Id),
    /// A literal in OpenCL.DebugInfo.100, a constant's id in NonSemantic.
    Lit(u32),
    /// A 32-bit constant's id in both (sizes, offsets, counts, values).
    Const(u32),
}

impl DebugInfo {
    pub(super) fn encode(&mut self, m: &mut Module, opcode: u32, args: Vec<Arg>) -> Vec<Operand> {
        let mut operands = vec![Operand::IdRef(self.set), Operand::LiteralExtInstInteger(opcode)];
        for arg in args {
            operands.push(match arg {
                Arg::Id(id) => Operand::IdRef(id),
                Arg::Lit(value) if !self.non_semantic() => Operand::LiteralBit32(value),
                Arg::Lit(value) | Arg::Const(value) => Operand::IdRef(m.constant_u32(value)),
            });
        }
        operands
    }

    /// An OpString.
    pub(super) fn string(&mut self, m: &mut Module, text: &str) -> Arg {
        Arg::Id(m.string(text))
    }
}

/// Clamps a 64-bit size or offset to the 32-bit constants the sets use.
pub fn clamp(value: u64) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}
