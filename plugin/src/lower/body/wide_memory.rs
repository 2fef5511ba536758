//! Integers wider than 64 bits other than i128 (`i65`, `i96`, `i256`, ...)
//! in memory. SPIR-V has no such type (SPV_INTEL_arbitrary_precision_integers'
//! `OpTypeInt 96` fails SPIRV-Tools 2025.5 even with its capability), and no
//! register form of them is lowered, but memory holding them is: it is an
//! array of integers of the type's ABI alignment covering its alloc size (an
//! i96 under the SPIR data layouts is `[2 x i64]`: 16 bytes aligned to 8, as
//! LLVM lays it out), so globals, allocas, arrays and struct members of them
//! keep LLVM's layout; a constant of the type (an initializer) is its
//! little-endian words, zero past its width; a store of a constant writes its
//! store size only (12 bytes of an i96), as bytes, like LLVM. Every other use
//! of such a value is refused by name.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::wide_ints::NO_EXTENSION;
use crate::lower::module::legal_ints::constant_pieces;
pub use crate::lower::module::legal_ints::is_memory_only;
use crate::lower::LowerResult;
use spirv_writer::ConstantKey;

/// The error for instruction `i` (`opcode`) on a memory-only integer, if it
/// has one as an operand or result and is not an alloca or store.
pub fn refuse_memory_only(i: Value, opcode: Opcode) -> Option<LowerError> {
    let wide = std::iter::once(i.ty())
        .chain(i.operand_iter().map(|o| o.ty()))
        .find(|t| is_memory_only(t.scalar()))?;
    if matches!(opcode, Opcode::Alloca | Opcode::Store) && !wide.is_vector() {
        return None;
    }
    Some(LowerError::unsupported_because(
        format!("'{}' on {} values", super::emit::opcode_name(opcode), wide.print()),
        format!(
            "integers wider than 64 bits other than i128 are kept only in memory (globals, allocas, stores of constants); {NO_EXTENSION}"
        ),
    ))
}

/// `store iN C, ptr p` of a memory-only integer: the constant's store
/// size in bytes, through `p` cast to a pointer to that many bytes.
pub(crate) fn store_wide_constant(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let value = i.operand(0);
    if value.const_int_word(0).is_none() {
        return Err(LowerError::unsupported_because(
            format!("storing {} (not a constant)", value.print()),
            format!("integers wider than 64 bits other than i128 are kept only in memory; {NO_EXTENSION}"),
        ));
    }
    let bytes = f.module().llvm.store_size(value.ty());
    let byte = f.module().m.type_int(8);
    let array = f.module().m.type_array(byte, bytes);
    let parts = constant_pieces(value, 8, bytes)
        .into_iter()
        .map(|p| f.module().m.scalar_constant(byte, p))
        .collect::<Option<Vec<_>>>()
        .ok_or(LowerError::Internal("a byte that is no scalar"))?;
    let stored = f.module().m.constant(ConstantKey::Composite { ty: array, parts });
    let target = i.operand(1);
    let pointer = f.pointer_operand(target, value.ty())?;
    let actual = f.module().pointer_type(target.ty().address_space(), value.ty())?;
    let class = f.module().storage_class(target.ty().address_space())?;
    let wanted = f.module().m.type_pointer(class, array);
    let pointer = f.cast_pointer(pointer, actual, wanted);
    let access = crate::lower::body::instructions::Access::new(i.alignment(), i.is_volatile());
    f.emitter().store(pointer, stored, access);
    Ok(())
}
