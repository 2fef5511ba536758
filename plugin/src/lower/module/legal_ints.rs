//! Type-level decisions for integers SPIR-V lacks, made from the LLVM type
//! alone (the module's type and constant lowering and the body's
//! legalizations read them): i1 in memory (`body::bools`), the carriers of
//! narrow integers (`body::narrow_ints`), i128 as two halves
//! (`body::wide_ints`), and other integers over 64 bits, held in memory only
//! (`body::wide_memory`).

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::{ConstantKey, Id};

/// Whether `ty` is i1 or a vector of i1.
pub fn is_bool_type(ty: Type) -> bool {
    ty.scalar().is_integer() && ty.scalar().int_width() == 1
}

/// The integer type that holds a value of type `ty` in memory, if `ty` is
/// i1 (i8) or a vector of i1 (its bits, rounded up to whole bytes).
pub fn memory_type(module: crate::llvm::Module, ty: Type) -> Option<Type> {
    memory_type_checked(ty).map(|bits| module.int_type(bits))
}

/// The width of `memory_type`'s integer (i1 vectors of up to 64 lanes).
pub fn memory_type_checked(ty: Type) -> Option<u32> {
    if !is_bool_type(ty) {
        return None;
    }
    let bits = if ty.is_vector() { ty.vector_len().div_ceil(8) * 8 } else { 8 };
    (bits <= 64).then_some(bits)
}

/// The SPIR-V carrier width of an LLVM integer width (None: it has none).
pub fn carrier_width(width: u32) -> Option<u32> {
    match width {
        1 | 8 | 16 | 32 | 64 => Some(width),
        2..=7 => Some(8),
        9..=15 => Some(16),
        17..=31 => Some(32),
        33..=63 => Some(64),
        _ => None,
    }
}

/// `(width, carrier)` if `ty` (scalar or vector) is an integer of a width
/// SPIR-V lacks.
pub fn narrow(ty: Type) -> Option<(u32, u32)> {
    let scalar = ty.scalar();
    if !scalar.is_integer() {
        return None;
    }
    let width = scalar.int_width();
    let carrier = carrier_width(width)?;
    (carrier != width).then_some((width, carrier))
}

/// The integer width carried as two 64-bit halves.
pub const WIDE: u32 = 128;

/// Why a width above 64 is refused (the extension that would express it).
pub const NO_EXTENSION: &str = "integers wider than 64 bits need SPV_INTEL_arbitrary_precision_integers, which no SPIRV-Tools release validates";

/// The error for an integer width with no SPIR-V type and no lowering.
pub fn width_unsupported(width: u32) -> LowerError {
    LowerError::no_equivalent_because(
        format!("integer type i{width}"),
        format!("integers up to 64 bits and i128 are supported; {NO_EXTENSION}"),
    )
}

/// Whether `ty` (a scalar, or a vector's element) is an integer wider than 64 bits.
pub fn is_wide(ty: Type) -> bool {
    // (One kind query for the common types: this runs on every instruction's types.)
    match ty.kind() {
        TypeKind::Integer => ty.int_width() > 64,
        TypeKind::Vector => {
            let element = ty.element();
            element.is_integer() && element.int_width() > 64
        }
        _ => false,
    }
}

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
pub(crate) fn constant_pieces(v: Value, bits: u32, count: u64) -> Vec<u64> {
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

#[cfg(test)]
mod tests {
    use super::carrier_width;

    #[test]
    fn carriers() {
        assert_eq!(carrier_width(33), Some(64));
        assert_eq!(carrier_width(3), Some(8));
        assert_eq!(carrier_width(24), Some(32));
        assert_eq!(carrier_width(32), Some(32));
        assert_eq!(carrier_width(65), None);
        assert_eq!(carrier_width(128), None);
    }
}
