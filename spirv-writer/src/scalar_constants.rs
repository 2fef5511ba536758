//! The ids of a module's integer and float constants, by type and bits.
//!
//! A module with large constant arrays interns millions of scalars, nearly
//! all distinct, one after another. A general index map keeps each as a
//! bucket of its table, an index slot and an entry (about 80 bytes, three
//! places in memory); this table keeps the key and the id together in one
//! 16-byte slot, so an interning touches one place; `prefetch` lets a
//! caller that knows the next keys start those misses early, and an
//! insertion starts the one of the key code that counts would intern next.

use crate::constants::ScalarType;
use crate::Id;

/// Open addressing with linear probing; an id of 0 (never a SPIR-V id)
/// marks an empty slot.
#[derive(Debug, Default)]
pub struct ScalarConstants {
    slots: Vec<Slot>,
    len: usize,
    /// The key inserted last, to guess the next one (`insert`).
    last: Option<(u32, u64)>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    bits: u64,
    ty: u32,
    id: Id,
}

/// At most three slots in four are used: short probes, a quarter of the
/// table spare.
fn fits(len: usize, slots: usize) -> bool {
    len * 4 <= slots * 3
}

/// A type as one word for the slot: kind in the high bits, width low.
fn type_code(ty: ScalarType) -> u32 {
    match ty {
        ScalarType::Int { width } => width,
        ScalarType::Float { width } => 1 << 16 | width,
        ScalarType::BFloat16 => 2 << 16 | 16,
    }
}

/// The constant code that counts or steps (a million blocks adding 0, 1,
/// 2, ...; offsets 0, 4, 8, ...) interns next: as far past `bits` as `bits`
/// is past the `last` one, when that was of the same type.
fn next_in_step(last: Option<(u32, u64)>, ty: u32, bits: u64) -> Option<u64> {
    let (last_ty, last_bits) = last?;
    (last_ty == ty).then(|| bits.wrapping_add(bits.wrapping_sub(last_bits)))
}

impl ScalarConstants {
    /// The id of `bits` (already truncated to the type's width) of type `ty`.
    pub fn get(&self, ty: ScalarType, bits: u64) -> Option<Id> {
        let ty = type_code(ty);
        let mask = self.slots.len().checked_sub(1)?;
        let mut at = self.home(ty, bits);
        loop {
            let slot = self.slots[at];
            if slot.id == 0 {
                return None;
            }
            if slot.bits == bits && slot.ty == ty {
                return Some(slot.id);
            }
            at = (at + 1) & mask;
        }
    }

    /// Gives `bits` of type `ty` (absent) the id `id`.
    pub fn insert(&mut self, ty: ScalarType, bits: u64, id: Id) {
        debug_assert!(id != 0 && self.get(ty, bits).is_none());
        self.reserve(1);
        let ty = type_code(ty);
        self.place(Slot { bits, ty, id });
        self.len += 1;
        // Its slot is loaded while the code in between is lowered: in a large
        // function, one cache miss fewer per new constant.
        if let Some(next) = next_in_step(self.last.replace((ty, bits)), ty, bits) {
            self.prefetch_slot(ty, next);
        }
    }

    /// Makes room for `additional` more constants without growing.
    pub fn reserve(&mut self, additional: usize) {
        let needed = self.len.saturating_add(additional);
        if fits(needed, self.slots.len()) {
            return;
        }
        let mut size = self.slots.len().max(16);
        while !fits(needed, size) {
            size *= 2;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::default(); size]);
        for slot in old.into_iter().filter(|s| s.id != 0) {
            self.place(slot);
        }
    }

    /// Asks the processor to load the slot `bits` of type `ty` starts its
    /// probe at, for a lookup a few keys later (a hint: nothing is read).
    pub fn prefetch(&self, ty: ScalarType, bits: u64) {
        if !self.slots.is_empty() {
            self.prefetch_slot(type_code(ty), bits);
        }
    }

    fn prefetch_slot(&self, ty: u32, bits: u64) {
        let slot = &self.slots[self.home(ty, bits)];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch is only a hint; it reads nothing and cannot
        // fault (and `slot` is in the table anyway).
        unsafe {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            _mm_prefetch::<_MM_HINT_T0>((slot as *const Slot).cast());
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = slot;
    }

    fn place(&mut self, slot: Slot) {
        let mask = self.slots.len() - 1;
        let mut at = self.home(slot.ty, slot.bits);
        while self.slots[at].id != 0 {
            at = (at + 1) & mask;
        }
        self.slots[at] = slot;
    }

    /// The slot a key's probe starts at: a multiplicative hash's top bits.
    fn home(&self, ty: u32, bits: u64) -> usize {
        let mixed = (bits ^ u64::from(ty).rotate_left(40)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let shift = 64 - self.slots.len().trailing_zeros();
        (mixed >> shift) as usize & (self.slots.len() - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_different_types_stay_apart() {
        let mut table = ScalarConstants::default();
        assert_eq!(table.get(ScalarType::Int { width: 32 }, 1), None);
        table.insert(ScalarType::Int { width: 32 }, 1, 10);
        table.insert(ScalarType::Float { width: 32 }, 1, 11);
        table.insert(ScalarType::Int { width: 16 }, 1, 12);
        table.insert(ScalarType::BFloat16, 1, 13);
        table.insert(ScalarType::Float { width: 16 }, 1, 14);
        assert_eq!(table.get(ScalarType::Int { width: 32 }, 1), Some(10));
        assert_eq!(table.get(ScalarType::Float { width: 32 }, 1), Some(11));
        assert_eq!(table.get(ScalarType::Int { width: 16 }, 1), Some(12));
        assert_eq!(table.get(ScalarType::BFloat16, 1), Some(13));
        assert_eq!(table.get(ScalarType::Float { width: 16 }, 1), Some(14));
        assert_eq!(table.get(ScalarType::Int { width: 64 }, 1), None);
    }

    #[test]
    fn grows_and_keeps_every_key() {
        let mut table = ScalarConstants::default();
        let ty = ScalarType::Int { width: 64 };
        // Keys that share low bits and high bits (a zero among them).
        let keys: Vec<u64> = (0..5000u64).map(|k| k << 40 | k).chain([u64::MAX, 1 << 63]).collect();
        for (n, &k) in keys.iter().enumerate() {
            table.insert(ty, k, n as Id + 1);
        }
        for (n, &k) in keys.iter().enumerate() {
            assert_eq!(table.get(ty, k), Some(n as Id + 1));
            table.prefetch(ty, k);
        }
        assert_eq!(table.get(ty, 1 << 40), None);
        assert!(fits(table.len, table.slots.len()));
    }

    #[test]
    fn the_next_key_is_guessed_a_step_further() {
        let int = type_code(ScalarType::Int { width: 32 });
        let float = type_code(ScalarType::Float { width: 32 });
        assert_eq!(next_in_step(Some((int, 6)), int, 7), Some(8));
        assert_eq!(next_in_step(Some((int, 0)), int, 4), Some(8));
        assert_eq!(next_in_step(Some((int, 9)), int, 5), Some(1), "counting down");
        assert_eq!(next_in_step(Some((int, 1)), int, 0), Some(u64::MAX), "wraps");
        assert_eq!(next_in_step(Some((float, 6)), int, 7), None, "another type says nothing");
        assert_eq!(next_in_step(None, int, 7), None);
        // Inserting keeps the last key, across types too.
        let mut table = ScalarConstants::default();
        table.insert(ScalarType::Int { width: 32 }, 3, 1);
        table.insert(ScalarType::Float { width: 32 }, 3, 2);
        assert_eq!(table.last, Some((float, 3)));
    }

    #[test]
    fn reserve_makes_room_once() {
        let mut table = ScalarConstants::default();
        table.reserve(1000);
        let size = table.slots.len();
        for k in 0..1000 {
            table.insert(ScalarType::Float { width: 32 }, k, k as Id + 1);
        }
        assert_eq!(table.slots.len(), size, "no growth after reserving");
    }
}
