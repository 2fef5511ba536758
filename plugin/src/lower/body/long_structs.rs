//! Structs with more members than SPIR-V allows (16383: universal limits,
//! SPIR-V 2.17), in memory. SPV_INTEL_long_composites would continue such a
//! struct with OpTypeStructContinuedINTEL, but SPIRV-Tools 2025.5 rejects its
//! member types, so it is not emitted. Memory of such a struct (allocas,
//! globals, the pointee of byval/byref/sret parameters, a member of another
//! aggregate) is instead an array of its alignment unit covering its alloc
//! size (an integer of 1 to 8 bytes, or a vector of i64 for 16 to 128 bytes):
//! the same size and alignment, so LLVM's layout is kept; a getelementptr
//! into it is byte arithmetic (`memory::lower_gep_bytes`), and loads and
//! stores of its members go through the pointers that makes. A value of such
//! a struct (a load or store of the whole struct, extractvalue/insertvalue,
//! a by-value parameter or result, a constant with members) would need the
//! struct type itself and is refused by name; `zeroinitializer` and `undef`
//! are the null and undefined array.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::module::legal_structs::refuse_value;

/// The error for instruction `i` (`opcode`) when a value it makes or uses is
/// or holds a long struct (pointers to one are fine).
pub fn refuse_in_instruction(i: Value, opcode: Opcode) -> Option<LowerError> {
    let name = || format!("'{}'", super::emit::opcode_name(opcode));
    std::iter::once(i.ty()).chain(i.operand_iter().map(|o| o.ty())).find_map(|t| refuse_value(t, name))
}
