//! Hash maps for keys that come in runs: LLVM values and blocks (allocated one
//! after another) and SPIR-V ids (numbered one after another).
//!
//! A mixing hash (FxHash) scatters consecutive keys over the whole table, so
//! in a function of a million instructions every lookup misses the cache.
//! `LocalHasher` keeps a key's low bits as the bucket index, so neighbouring
//! keys land in neighbouring buckets, and mixes the top bits, which the table
//! compares first (hashbrown's control byte), so neighbours still tell apart.
//! Iteration order: an index map keeps insertion order whatever the hash; the
//! plain map is for maps never iterated.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub type LocalHashMap<K, V> = HashMap<K, V, BuildHasherDefault<LocalHasher>>;
pub type LocalIndexMap<K, V> = indexmap::IndexMap<K, V, BuildHasherDefault<LocalHasher>>;
pub type LocalIndexSet<K> = indexmap::IndexSet<K, BuildHasherDefault<LocalHasher>>;

#[derive(Default)]
pub struct LocalHasher(u64);

impl LocalHasher {
    /// Adds a key word whose low bits change fastest. Its bits above the
    /// sixth are folded into the low ones: keys a power of two apart (objects
    /// of one size) would otherwise start their probes in few buckets.
    fn add(&mut self, word: u64) {
        const LOW: u64 = (1 << 57) - 1;
        let mixed = (word ^ self.0.rotate_left(5)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let local = word ^ (word >> 6);
        self.0 = (local.wrapping_add(self.0) & LOW) | (mixed & !LOW);
    }
}

impl Hasher for LocalHasher {
    fn write(&mut self, bytes: &[u8]) {
        bytes.chunks(8).for_each(|chunk| {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        });
    }

    fn write_u32(&mut self, id: u32) {
        self.add(u64::from(id));
    }

    fn write_u64(&mut self, word: u64) {
        self.add(word);
    }

    /// Addresses: LLVM's objects are at least 16 bytes apart.
    fn write_usize(&mut self, address: usize) {
        self.add(address as u64 >> 4);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map whose keys are addresses known up front, hashed by their address
/// over their typical spacing (`SpacedBuild::for_addresses`): consecutive
/// keys then fall about one bucket apart, several to a cache line, where
/// `LocalHasher`'s 16-byte unit spreads keys hundreds of bytes apart over a
/// line each.
pub type SpacedHashMap<K, V> = HashMap<K, V, SpacedBuild>;

/// How many gaps between neighbouring keys `SpacedBuild` samples.
const SAMPLE_GAPS: usize = 1024;

#[derive(Clone, Copy, Default)]
pub struct SpacedBuild {
    /// log2 of the keys' typical spacing in bytes (at least 4).
    shift: u32,
}

impl SpacedBuild {
    /// For keys at `addresses` (in their usual order of lookup): the median
    /// distance between neighbours of the first thousand, robust to the odd
    /// far one.
    pub fn for_addresses(addresses: impl Iterator<Item = usize>) -> Self {
        // (On the stack: every function asks, and most are small.)
        let mut gaps = [0usize; SAMPLE_GAPS];
        let mut count = 0;
        let mut last = None;
        for address in addresses.take(SAMPLE_GAPS + 1) {
            if let Some(last) = last.replace(address) {
                gaps[count] = address.abs_diff(last).max(1);
                count += 1;
            }
        }
        let gaps = &mut gaps[..count];
        gaps.sort_unstable();
        let median = gaps.get(gaps.len() / 2).copied().unwrap_or(16);
        SpacedBuild { shift: median.ilog2().clamp(4, 20) }
    }

    /// As `for_addresses`, for keys less evenly spaced than their sample
    /// (a function's instructions, of many sizes): consecutive keys about
    /// four buckets apart, so that a run of keys closer than the typical
    /// spacing does not fill a stretch of the table. Never finer than
    /// `LocalHasher`'s 16-byte unit.
    pub fn for_uneven_addresses(addresses: impl Iterator<Item = usize>) -> Self {
        let dense = Self::for_addresses(addresses);
        SpacedBuild { shift: dense.shift.saturating_sub(2).max(4) }
    }
}

impl std::hash::BuildHasher for SpacedBuild {
    type Hasher = SpacedHasher;

    fn build_hasher(&self) -> SpacedHasher {
        SpacedHasher { inner: LocalHasher::default(), shift: self.shift }
    }
}

pub struct SpacedHasher {
    inner: LocalHasher,
    shift: u32,
}

impl Hasher for SpacedHasher {
    fn write(&mut self, bytes: &[u8]) {
        self.inner.write(bytes);
    }

    fn write_usize(&mut self, address: usize) {
        self.inner.add(address as u64 >> self.shift);
    }

    fn finish(&self) -> u64 {
        self.inner.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn neighbours_stay_neighbours_and_tell_apart() {
        let build = BuildHasherDefault::<LocalHasher>::default();
        let (a, b) = (build.hash_one(0x5555_0000_1000usize), build.hash_one(0x5555_0000_1040usize));
        assert_eq!((b & 0xFFFF).abs_diff(a & 0xFFFF), 4, "neighbours in neighbouring buckets");
        assert_ne!(a >> 57, b >> 57, "control bytes differ");
        assert_eq!(build.hash_one(7u32) & 0xFF, 7);
    }

    #[test]
    fn power_of_two_strides_spread() {
        // Objects of 1 KiB: without folding, every key would start in a bucket that is a multiple of 64.
        let build = BuildHasherDefault::<LocalHasher>::default();
        let starts: std::collections::HashSet<u64> =
            (0..64usize).map(|k| build.hash_one(0x7000_0000 + 1024 * k) & 63).collect();
        assert!(starts.len() > 32, "{} distinct starts", starts.len());
    }

    #[test]
    fn spaced_keys_share_buckets_lines() {
        // Keys 608 bytes apart with a far one among them: about one bucket apart.
        let addresses: Vec<usize> =
            (0..1000).map(|k| 0x5000_0000 + 608 * k).chain([0x7fff_0000_0000]).collect();
        let build = SpacedBuild::for_addresses(addresses.iter().copied());
        assert_eq!(build.shift, 9);
        let (a, b) = (build.hash_one(addresses[10]), build.hash_one(addresses[11]));
        assert!((b & 0xFFFF).abs_diff(a & 0xFFFF) <= 2);
        assert_ne!(a >> 57, b >> 57, "control bytes differ");
    }

    #[test]
    fn uneven_keys_get_room_but_no_finer_unit_than_sixteen_bytes() {
        // Instructions about 200 bytes apart: about four buckets apart.
        let instructions = (0..1000usize).map(|k| 0x5000_0000 + 200 * k + 8 * (k % 3));
        let build = SpacedBuild::for_uneven_addresses(instructions);
        assert_eq!(build.shift, 5);
        let (a, b) = (build.hash_one(0x5000_0000usize), build.hash_one(0x5000_0000usize + 200));
        assert!((4..=8).contains(&(b & 0xFFFF).abs_diff(a & 0xFFFF)));
        // Keys 32 bytes apart: the 16-byte unit, not a finer one.
        assert_eq!(SpacedBuild::for_uneven_addresses((0..100usize).map(|k| 32 * k)).shift, 4);
    }

    #[test]
    fn the_sample_is_the_first_gaps_only() {
        let mut read = 0;
        let build = SpacedBuild::for_addresses((0..5000usize).inspect(|_| read += 1).map(|k| 64 * k));
        assert_eq!((build.shift, read), (6, SAMPLE_GAPS + 1));
        // No gap (no key or one): the 16-byte unit.
        assert_eq!(SpacedBuild::for_addresses(std::iter::empty()).shift, 4);
        assert_eq!(SpacedBuild::for_addresses(std::iter::once(0x1000)).shift, 4);
    }
}
