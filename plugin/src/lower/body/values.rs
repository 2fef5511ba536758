//! The value map of one function: which SPIR-V id each LLVM value (argument,
//! instruction, per-function copy of a global) denotes, and which
//! instructions are pointers into builtin globals.

use crate::llvm::Value;
use crate::local_hash::{SpacedBuild, SpacedHashMap};
use rustc_hash::FxHashSet;
use spirv_writer::Id;

pub struct ValueMap {
    // Never iterated: a plain hash map is enough.
    ids: SpacedHashMap<Value, Id>,
    /// Instructions that are pointers into builtin globals (casts and GEPs of
    /// them): found one step at a time, as definitions come before uses.
    builtin_pointers: FxHashSet<Value>,
}

impl ValueMap {
    /// A map with room for `values` ids, hashed by `build`: the spacing of
    /// the function's first instructions (`SpacedBuild::for_uneven_addresses`).
    /// Ids are given in about their layout order, so they fill the table a
    /// few to a cache line, where a 16-byte unit puts each on its own line.
    pub fn with_capacity(values: usize, build: SpacedBuild) -> Self {
        let ids = SpacedHashMap::with_capacity_and_hasher(values, build);
        ValueMap { ids, builtin_pointers: FxHashSet::default() }
    }

    /// The id given to `v`, if any.
    pub fn get(&self, v: Value) -> Option<Id> {
        self.ids.get(&v).copied()
    }

    /// Makes `v` denote `id` (replacing an earlier id).
    pub fn insert(&mut self, v: Value, id: Id) {
        self.ids.insert(v, id);
    }

    /// Forgets the id of `v`, returning it.
    pub fn forget(&mut self, v: Value) -> Option<Id> {
        self.ids.remove(&v)
    }

    pub fn is_builtin_pointer(&self, v: Value) -> bool {
        self.builtin_pointers.contains(&v)
    }

    pub fn add_builtin_pointer(&mut self, v: Value) {
        self.builtin_pointers.insert(v);
    }
}
