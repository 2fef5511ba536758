//! The module's decorations: each once, in the order first added, where
//! `replace` drops a target's decorations of one kind and appends the new
//! one. Replacing used to filter the whole list (and rebuild its hash
//! table) per call, so a module whose input decorates every global
//! explicitly (`!spirv.Decorations`, annotations) cost globals x
//! decorations; here each replacement leaves a hole, found through an index
//! by (target, member, kind).
//!
//! A module may have a decoration per pointer parameter (hundreds of
//! thousands): their operands share one vector and the indexes hold places
//! in the list, not copies of the decorations, so no decoration is an
//! allocation of its own (as many small allocations, freed together, cost
//! the allocator more than making them). Both indexes hash the target id
//! into the bucket, so the decorations of neighbouring ids, added together,
//! share cache lines.

use super::DecorationKey;
use crate::Id;
use hashbrown::HashTable;
use rspirv::dr::Operand;
use rspirv::spirv::Decoration;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};

/// One decoration: its operands are `operands[start..start + len]` of the table.
#[derive(Clone, Copy, Debug)]
struct Entry {
    target: Id,
    member: Option<u32>,
    decoration: Decoration,
    start: u32,
    len: u32,
}

/// A decoration as `Decorations::iter` gives it.
pub(super) struct DecorationRef<'a> {
    pub target: Id,
    pub member: Option<u32>,
    pub decoration: Decoration,
    pub operands: &'a [Operand],
}

#[derive(Debug, Default)]
pub(super) struct Decorations {
    /// In the order added; `None` where a decoration was replaced.
    order: Vec<Option<Entry>>,
    /// Every decoration's operands, one after another (a replaced one's stay).
    operands: Vec<Operand>,
    /// Each present decoration's place in `order`, found by its content.
    present: HashTable<u32>,
    /// The last place of each (target, member, kind) that has one...
    last_of_kind: HashTable<u32>,
    /// ... and for each place, the place of the same (target, member, kind)
    /// added before it (`NONE`: none).
    previous_of_kind: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// The hash of a (target, member, kind): the target in the low bits (the
/// bucket), the rest mixed into the high ones (which the table compares first).
fn kind_hash(target: Id, member: Option<u32>, decoration: Decoration) -> u64 {
    let mut rest = FxHasher::default();
    (member, decoration).hash(&mut rest);
    u64::from(target) | (rest.finish() << 32)
}

/// The hash of a whole decoration, built as `kind_hash` is.
fn content_hash(target: Id, member: Option<u32>, decoration: Decoration, operands: &[Operand]) -> u64 {
    let mut rest = FxHasher::default();
    (member, decoration, operands).hash(&mut rest);
    u64::from(target) | (rest.finish() << 32)
}

impl Entry {
    fn operands<'a>(&self, all: &'a [Operand]) -> &'a [Operand] {
        &all[self.start as usize..(self.start + self.len) as usize]
    }

    fn is_kind(&self, target: Id, member: Option<u32>, decoration: Decoration) -> bool {
        (self.target, self.member, self.decoration) == (target, member, decoration)
    }

    fn content_hash(&self, all: &[Operand]) -> u64 {
        content_hash(self.target, self.member, self.decoration, self.operands(all))
    }

    fn kind_hash(&self) -> u64 {
        kind_hash(self.target, self.member, self.decoration)
    }
}

impl Decorations {
    /// Adds `key` unless it is present (the same decoration twice is one).
    pub(super) fn insert(&mut self, key: DecorationKey) {
        let Decorations { order, operands, present, last_of_kind, previous_of_kind } = self;
        let DecorationKey { target, member, decoration, operands: new } = key;
        let hash = content_hash(target, member, decoration, &new);
        let same = |&place: &u32| {
            order[place as usize].is_some_and(|e| {
                e.is_kind(target, member, decoration) && e.operands(operands) == new.as_slice()
            })
        };
        if present.find(hash, same).is_some() {
            return;
        }
        let place = order.len() as u32;
        let entry = Entry { target, member, decoration, start: operands.len() as u32, len: new.len() as u32 };
        operands.extend(new);
        order.push(Some(entry));
        // (Every place in the indexes is a present decoration's.)
        let place_hash = |&p: &u32| order[p as usize].map_or(0, |e| e.content_hash(operands));
        present.insert_unique(hash, place, place_hash);
        let of_kind = |&p: &u32| order[p as usize].is_some_and(|e| e.is_kind(target, member, decoration));
        match last_of_kind.find_entry(entry.kind_hash(), of_kind) {
            Ok(mut last) => previous_of_kind.push(std::mem::replace(last.get_mut(), place)),
            Err(_) => {
                previous_of_kind.push(NONE);
                let place_kind_hash = |&p: &u32| order[p as usize].map_or(0, |e| e.kind_hash());
                last_of_kind.insert_unique(entry.kind_hash(), place, place_kind_hash);
            }
        }
    }

    /// Drops every decoration of `key`'s target, member and kind, then adds `key` (last).
    pub(super) fn replace(&mut self, key: DecorationKey) {
        let (target, member, decoration) = (key.target, key.member, key.decoration);
        let Decorations { order, operands, present, last_of_kind, previous_of_kind } = self;
        let of_kind = |&p: &u32| order[p as usize].is_some_and(|e| e.is_kind(target, member, decoration));
        let mut place = match last_of_kind.find_entry(kind_hash(target, member, decoration), of_kind) {
            Ok(last) => last.remove().0,
            Err(_) => NONE,
        };
        while place != NONE {
            if let Some(old) = order[place as usize].take() {
                if let Ok(found) = present.find_entry(old.content_hash(operands), |&p| p == place) {
                    found.remove();
                }
            }
            place = previous_of_kind[place as usize];
        }
        self.insert(key);
    }

    pub(super) fn iter(&self) -> impl Iterator<Item = DecorationRef<'_>> {
        self.order.iter().flatten().map(|e| DecorationRef {
            target: e.target,
            member: e.member,
            decoration: e.decoration,
            operands: e.operands(&self.operands),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rspirv::spirv::FunctionParameterAttribute as A;

    fn key(target: Id, decoration: Decoration, operands: Vec<Operand>) -> DecorationKey {
        DecorationKey { target, member: None, decoration, operands }
    }

    fn listed(d: &Decorations) -> Vec<(Id, Decoration, Vec<Operand>)> {
        d.iter().map(|r| (r.target, r.decoration, r.operands.to_vec())).collect()
    }

    #[test]
    fn each_once_in_order_and_replacing_drops_the_kind() {
        let attr = |a| vec![Operand::FunctionParameterAttribute(a)];
        let mut d = Decorations::default();
        d.insert(key(5, Decoration::FuncParamAttr, attr(A::NoAlias)));
        d.insert(key(5, Decoration::FuncParamAttr, attr(A::NoCapture)));
        d.insert(key(6, Decoration::Restrict, vec![]));
        d.insert(key(5, Decoration::FuncParamAttr, attr(A::NoAlias)));
        assert_eq!(listed(&d).len(), 3, "the same decoration twice is one");
        d.replace(key(5, Decoration::FuncParamAttr, attr(A::NoWrite)));
        d.insert(key(5, Decoration::FuncParamAttr, attr(A::NoAlias)));
        d.replace(key(7, Decoration::Alignment, vec![Operand::LiteralBit32(4)]));
        assert_eq!(
            listed(&d),
            vec![
                (6, Decoration::Restrict, vec![]),
                (5, Decoration::FuncParamAttr, attr(A::NoWrite)),
                (5, Decoration::FuncParamAttr, attr(A::NoAlias)),
                (7, Decoration::Alignment, vec![Operand::LiteralBit32(4)]),
            ]
        );
        // Replacing again drops both of the kind, the one added after the last replacement too.
        d.replace(key(5, Decoration::FuncParamAttr, attr(A::Sext)));
        let fifth: Vec<_> = listed(&d).into_iter().filter(|(t, _, _)| *t == 5).collect();
        assert_eq!(fifth, vec![(5, Decoration::FuncParamAttr, attr(A::Sext))]);
    }

    #[test]
    fn many_decorations_stay_findable_as_the_tables_grow() {
        let mut d = Decorations::default();
        for round in 0..2 {
            for id in 0..10_000 {
                d.insert(key(id, Decoration::Alignment, vec![Operand::LiteralBit32(id % 7)]));
            }
            assert_eq!(d.iter().count(), 10_000, "round {round}");
        }
        d.replace(key(1234, Decoration::Alignment, vec![Operand::LiteralBit32(64)]));
        assert_eq!(d.iter().count(), 10_000);
        let last = d.iter().last().map(|r| (r.target, r.operands.to_vec()));
        assert_eq!(last, Some((1234, vec![Operand::LiteralBit32(64)])));
    }
}
