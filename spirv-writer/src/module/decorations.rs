//! The module's decorations: each once, in the order first added, where
//! `replace` drops a target's decorations of one kind and appends the new
//! one. Replacing used to filter the whole list (and rebuild its hash
//! table) per call, so a module whose input decorates every global
//! explicitly (`!spirv.Decorations`, annotations) cost globals x
//! decorations; here each replacement leaves a hole, found through an index
//! by (target, member, kind).

use super::DecorationKey;
use crate::Id;
use rspirv::spirv::Decoration;
use rustc_hash::FxHashMap;

#[derive(Debug, Default)]
pub(super) struct Decorations {
    /// In the order added; `None` where a decoration was replaced.
    order: Vec<Option<DecorationKey>>,
    /// Each present decoration's place in `order`.
    position: FxHashMap<DecorationKey, usize>,
    /// The places of each (target, member, kind)'s present decorations.
    by_kind: FxHashMap<(Id, Option<u32>, Decoration), Vec<usize>>,
}

impl Decorations {
    /// Adds `key` unless it is present (the same decoration twice is one).
    pub(super) fn insert(&mut self, key: DecorationKey) {
        if self.position.contains_key(&key) {
            return;
        }
        let place = self.order.len();
        self.by_kind.entry((key.target, key.member, key.decoration)).or_default().push(place);
        self.position.insert(key.clone(), place);
        self.order.push(Some(key));
    }

    /// Drops every decoration of `key`'s target, member and kind, then adds `key` (last).
    pub(super) fn replace(&mut self, key: DecorationKey) {
        for place in self.by_kind.remove(&(key.target, key.member, key.decoration)).unwrap_or_default() {
            if let Some(old) = self.order[place].take() {
                self.position.remove(&old);
            }
        }
        self.insert(key);
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = &DecorationKey> {
        self.order.iter().flatten()
    }
}
