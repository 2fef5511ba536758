//! The order a function's blocks are lowered in: those reachable from the
//! entry, in reverse post-order (so every block comes after its dominators,
//! as SPIR-V 2.16.1 requires), and where each one is in it.

use crate::llvm::{BasicBlock, Value};
use crate::local_hash::{SpacedBuild, SpacedHashMap};
use std::collections::hash_map::Entry;

/// The reachable blocks in lowering order, and each one's place in it.
pub struct BlockOrder {
    pub blocks: Vec<BasicBlock>,
    pub positions: BlockPositions,
}

/// Where each reachable block is in the lowering order. (Kept as the
/// depth-first search's post-order numbers, so the search's own map serves:
/// a million-block function builds one map, not two.)
#[derive(Default)]
pub struct BlockPositions {
    post_order: SpacedHashMap<BasicBlock, u32>,
    count: usize,
}

impl BlockPositions {
    /// The index of `block` in the lowering order; None if unreachable.
    pub fn get(&self, block: BasicBlock) -> Option<usize> {
        self.post_order.get(&block).map(|&n| self.count - 1 - n as usize)
    }
}

/// The blocks reachable from `entry`, in reverse post-order.
pub fn reverse_post_order(entry: BasicBlock) -> BlockOrder {
    const OPEN: u32 = u32::MAX;
    // Hashed by the blocks' spacing (`SpacedBuild`): a large function's search
    // meets its blocks in about their layout order.
    let layout = std::iter::successors(Some(entry), |b| b.next_block()).map(|b| b.raw() as usize);
    let mut post_order = SpacedHashMap::with_hasher(SpacedBuild::for_addresses(layout));
    let mut blocks = Vec::new();
    // Iterative depth-first search: (block, its terminator, successors, next one).
    let visit = |block: BasicBlock| {
        let terminator = block.terminator();
        (block, terminator, terminator.map_or(0, Value::num_successors), 0)
    };
    post_order.insert(entry, OPEN);
    let mut stack = vec![visit(entry)];
    while let Some((block, terminator, count, next)) = stack.last_mut() {
        match terminator {
            Some(t) if *next < *count => {
                let successor = t.successor(*next);
                *next += 1;
                if let Entry::Vacant(e) = post_order.entry(successor) {
                    e.insert(OPEN);
                    stack.push(visit(successor));
                }
            }
            _ => {
                let block = *block;
                post_order.insert(block, blocks.len() as u32);
                blocks.push(block);
                stack.pop();
            }
        }
    }
    blocks.reverse();
    let count = blocks.len();
    BlockOrder { blocks, positions: BlockPositions { post_order, count } }
}
