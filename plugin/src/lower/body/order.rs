//! The order a function's blocks are lowered in: those reachable from the
//! entry, in reverse post-order (so every block comes after its dominators,
//! as SPIR-V 2.16.1 requires), and a number for each one.

use crate::llvm::{BasicBlock, Value};
use crate::local_hash::{SpacedBuild, SpacedHashMap};
use std::collections::hash_map::Entry;

/// The reachable blocks in lowering order, and the number the search
/// found each by.
pub struct BlockOrder {
    pub blocks: Vec<BasicBlock>,
    pub numbers: BlockNumbers,
}

/// The number of each reachable block, in the order the depth-first search
/// found them: its own map, so a million-block function builds one map, not
/// two; per-block facts (labels) are vectors by this number.
#[derive(Default)]
pub struct BlockNumbers {
    found: SpacedHashMap<BasicBlock, u32>,
    /// The number of each block of the lowering order, by its index there.
    of_order: Vec<u32>,
}

impl BlockNumbers {
    /// The number of `block`; None if unreachable.
    pub fn get(&self, block: BasicBlock) -> Option<usize> {
        self.found.get(&block).map(|&n| n as usize)
    }

    /// The number of block `index` of the lowering order.
    pub fn of_order(&self, index: usize) -> usize {
        self.of_order[index] as usize
    }

    /// How many blocks are reachable.
    pub fn count(&self) -> usize {
        self.of_order.len()
    }
}

/// The blocks reachable from `entry`, in reverse post-order. `visit` sees
/// each one with its terminator as the search first reads it (in a large
/// function, the one time it is in the cache).
pub fn reverse_post_order(entry: BasicBlock, mut visit: impl FnMut(BasicBlock, Value)) -> BlockOrder {
    // Hashed by the blocks' spacing (`SpacedBuild`): a large function's search
    // meets its blocks in about their layout order.
    let layout = std::iter::successors(Some(entry), |b| b.next_block()).map(|b| b.raw() as usize);
    let mut found = SpacedHashMap::with_hasher(SpacedBuild::for_addresses(layout));
    let mut blocks = Vec::new();
    let mut of_order = Vec::new();
    // Iterative depth-first search: (block, its number, its terminator, successors, next one).
    let mut frame = |block: BasicBlock, number: u32| {
        let terminator = block.terminator();
        if let Some(t) = terminator {
            visit(block, t);
        }
        (block, number, terminator, terminator.map_or(0, Value::num_successors), 0)
    };
    found.insert(entry, 0);
    let mut stack = vec![frame(entry, 0)];
    while let Some((block, number, terminator, count, next)) = stack.last_mut() {
        match terminator {
            Some(t) if *next < *count => {
                let successor = t.successor(*next);
                *next += 1;
                let number = found.len() as u32;
                if let Entry::Vacant(e) = found.entry(successor) {
                    e.insert(number);
                    stack.push(frame(successor, number));
                }
            }
            _ => {
                blocks.push(*block);
                of_order.push(*number);
                stack.pop();
            }
        }
    }
    blocks.reverse();
    of_order.reverse();
    BlockOrder { blocks, numbers: BlockNumbers { found, of_order } }
}
