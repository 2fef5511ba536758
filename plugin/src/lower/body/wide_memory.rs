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
use crate::llvm::{Opcode, Type, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::wide_ints::{NO_EXTENSION, WIDE};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::{ConstantKey, Id};

/// Whether `ty` is an integer held only in memory (wider than 64 bits, not i128).
pub fn is_memory_only(ty: Type) -> bool {
    ty.is_integer() && ty.int_width() > 64 && ty.int_width() != WIDE
}

/// The (width in bits, count) of the integers that hold memory-only `ty`:
/// its ABI alignment's width (a byte when that does not divide its size).
pub fn memory_words(llvm: crate::llvm::Module, ty: Type) -> (u32, u64) {
    let bytes = llvm.alloc_size(ty);
    let align = u64::from(llvm.abi_alignment(ty));
    let word = [8, 4, 2].into_iter().find(|&w| w <= align && bytes.is_multiple_of(w)).unwrap_or(1);
    (word as u32 * 8, bytes / word)
}

/// `count` little-endian pieces of `bits` bits of integer constant `v`.
fn constant_pieces(v: Value, bits: u32, count: u64) -> Vec<u64> {
    (0..count)
        .map(|k| {
            let bit = k * u64::from(bits);
            let word = u32::try_from(bit / 64).ok().and_then(|n| v.const_int_word(n)).unwrap_or(0);
            let shifted = word >> (bit % 64);
            if bits == 64 {
                shifted
            } else {
                shifted & ((1u64 << bits) - 1)
            }
        })
        .collect()
}

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
        format!("'{}' on {} values", super::operations::opcode_name(opcode), wide.print()),
        format!(
            "integers wider than 64 bits other than i128 are kept only in memory (globals, allocas, stores of constants); {NO_EXTENSION}"
        ),
    ))
}

impl ModuleLowering {
    /// The memory type of memory-only integer `ty` (`memory_words`).
    pub fn wide_memory_type(&mut self, ty: Type) -> Id {
        let (bits, count) = memory_words(self.llvm, ty);
        let word = self.m.type_int(bits);
        self.m.type_array(word, count)
    }

    /// Constant `v` of a memory-only integer type, as its memory words.
    pub fn wide_memory_constant(&mut self, v: Value) -> LowerResult<Id> {
        let (bits, count) = memory_words(self.llvm, v.ty());
        let ty = self.wide_memory_type(v.ty());
        let word = self.m.type_int(bits);
        let parts = constant_pieces(v, bits, count)
            .into_iter()
            .map(|p| self.m.scalar_constant(word, p))
            .collect::<Option<Vec<_>>>()
            .ok_or(LowerError::Internal("a wide integer word that is no scalar"))?;
        Ok(self.m.constant(ConstantKey::Composite { ty, parts }))
    }
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
