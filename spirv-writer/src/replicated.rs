//! Replicated composites (SPV_EXT_replicated_composites), for consumers that
//! ask for them: a vector or array constant, or a composite constructed in a
//! function body, whose constituents are all one value is written with that
//! value once (OpConstantCompositeReplicateEXT, OpCompositeConstructReplicateEXT),
//! which keeps splats of long vectors and large filled arrays small. A
//! rewrite of the finished module, before its requirements are inferred (the
//! grammar then names the capability and the extension).

use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::Op;
use std::collections::HashSet;

/// Rewrites every replicable composite of `module`.
pub fn replicate_composites(module: &mut dr::Module) {
    // (Vectors and arrays: constituents of one type by definition.)
    let replicable: HashSet<u32> = module
        .types_global_values
        .iter()
        .filter(|i| matches!(i.class.opcode, Op::TypeVector | Op::TypeArray))
        .filter_map(|i| i.result_id)
        .collect();
    for i in &mut module.types_global_values {
        replicate(i, Op::ConstantComposite, Op::ConstantCompositeReplicateEXT, &replicable);
    }
    for block in module.functions.iter_mut().flat_map(|f| f.blocks.iter_mut()) {
        for i in &mut block.instructions {
            replicate(i, Op::CompositeConstruct, Op::CompositeConstructReplicateEXT, &replicable);
        }
    }
}

/// `i` (an `from` instruction) as `to`, when its type is replicable and its
/// two or more constituents are one id.
fn replicate(i: &mut Instruction, from: Op, to: Op, replicable: &HashSet<u32>) {
    if i.class.opcode != from || !i.result_type.is_some_and(|t| replicable.contains(&t)) {
        return;
    }
    let Some((Operand::IdRef(first), rest)) = i.operands.split_first() else { return };
    if rest.is_empty() || rest.iter().any(|o| *o != Operand::IdRef(*first)) {
        return;
    }
    let value = *first;
    *i = dr::Instruction::new(to, i.result_type, i.result_id, vec![Operand::IdRef(value)]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn composite(op: Op, ty: u32, parts: &[u32]) -> Instruction {
        Instruction::new(op, Some(ty), Some(99), parts.iter().map(|&p| Operand::IdRef(p)).collect())
    }

    #[test]
    fn one_value_in_every_constituent_is_replicated() {
        let types = HashSet::from([10]);
        let mut splat = composite(Op::ConstantComposite, 10, &[5, 5, 5, 5]);
        replicate(&mut splat, Op::ConstantComposite, Op::ConstantCompositeReplicateEXT, &types);
        assert_eq!(splat.class.opcode, Op::ConstantCompositeReplicateEXT);
        assert_eq!(splat.operands, vec![Operand::IdRef(5)]);
    }

    #[test]
    fn mixed_single_or_unreplicable_composites_are_kept() {
        let types = HashSet::from([10]);
        for (ty, parts) in [(10, vec![5, 6, 5]), (10, vec![5]), (11, vec![5, 5])] {
            let mut i = composite(Op::CompositeConstruct, ty, &parts);
            replicate(&mut i, Op::CompositeConstruct, Op::CompositeConstructReplicateEXT, &types);
            assert_eq!(i.class.opcode, Op::CompositeConstruct, "{ty} {parts:?}");
        }
    }
}
