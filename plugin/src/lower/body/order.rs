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

/// Where each reachable block is in the lowering order: the depth-first
/// search's own map (a million-block function builds one map, not two), which
/// numbers the blocks as the search finds them, and their post-order numbers
/// by that number (set when a block is finished: no second lookup).
#[derive(Default)]
pub struct BlockPositions {
    found: SpacedHashMap<BasicBlock, u32>,
    post_order: Vec<u32>,
}

impl BlockPositions {
    /// The index of `block` in the lowering order; None if unreachable.
    pub fn get(&self, block: BasicBlock) -> Option<usize> {
        let found = *self.found.get(&block)?;
        Some(self.post_order.len() - 1 - self.post_order[found as usize] as usize)
    }
}

/// The blocks reachable from `entry`, in reverse post-order.
pub fn reverse_post_order(entry: BasicBlock) -> BlockOrder {
    // Hashed by the blocks' spacing (`SpacedBuild`): a large function's search
    // meets its blocks in about their layout order.
    let layout = std::iter::successors(Some(entry), |b| b.next_block()).map(|b| b.raw() as usize);
    let mut found = SpacedHashMap::with_hasher(SpacedBuild::for_addresses(layout));
    let mut post_order = Vec::new();
    let mut blocks = Vec::new();
    // Iterative depth-first search: (block, its found number, its terminator, successors, next one).
    let visit = |block: BasicBlock, post_order: &mut Vec<u32>| {
        let number = post_order.len() as u32;
        post_order.push(u32::MAX); // (set when the block is finished)
        let terminator = block.terminator();
        (block, number, terminator, terminator.map_or(0, Value::num_successors), 0)
    };
    found.insert(entry, 0);
    let mut stack = vec![visit(entry, &mut post_order)];
    while let Some((block, number, terminator, count, next)) = stack.last_mut() {
        match terminator {
            Some(t) if *next < *count => {
                let successor = t.successor(*next);
                *next += 1;
                if let Entry::Vacant(e) = found.entry(successor) {
                    e.insert(post_order.len() as u32);
                    stack.push(visit(successor, &mut post_order));
                }
            }
            _ => {
                post_order[*number as usize] = blocks.len() as u32;
                blocks.push(*block);
                stack.pop();
            }
        }
    }
    blocks.reverse();
    BlockOrder { blocks, positions: BlockPositions { found, post_order } }
}
