//! Cluster sizes that are not constants in the IR but can take only a few
//! constant values. SPIR-V wants ClusterSize (clustered reductions, clustered
//! rotate) from a constant instruction; clang -O2 merges
//! `switch (n) { case 2: sub_group_clustered_reduce_add(x, 2); ... }` into one
//! call passing `n`, reached only through the switch's cases, and other code
//! gives a phi or select of constants. The operand is traced to its set of
//! constants, and the call becomes one instruction per constant, chosen by an
//! OpSwitch on the original value.

use super::call::BuiltinCall;
use crate::diagnostics::LowerError;
use crate::llvm::{BasicBlock, Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::shapes::SwitchDefault;
use crate::lower::LowerResult;
use spirv_writer::{Id, Operand};
use std::collections::BTreeSet;

/// How many phis, selects and unconditional branches the tracing follows.
const MAX_STEPS: usize = 64;

/// The constants `v`, used in `block`, can hold there: itself if constant;
/// the union over a phi's incomings (each in its incoming block) and a
/// select's two values; else the case values of a switch on `v` whose case
/// edges alone reach `block` (directly, or through blocks that only branch
/// on). `None` when the set is not finite and constant.
pub fn possible_constants(v: Value, block: BasicBlock) -> Option<BTreeSet<u64>> {
    let mut out = BTreeSet::new();
    let mut steps = 0;
    collect(v, block, &mut out, &mut steps)?;
    Some(out)
}

fn collect(v: Value, block: BasicBlock, out: &mut BTreeSet<u64>, steps: &mut usize) -> Option<()> {
    *steps += 1;
    if *steps > MAX_STEPS {
        return None;
    }
    if let Some(c) = v.const_int_zext() {
        out.insert(c);
        return Some(());
    }
    if let Some(phi) = v.as_phi() {
        for (incoming, from) in phi.incoming() {
            collect(incoming, from, out, steps)?;
        }
        return Some(());
    }
    if v.opcode() == Some(Opcode::Select) {
        collect(v.operand(1), v.parent_block(), out, steps)?;
        return collect(v.operand(2), v.parent_block(), out, steps);
    }
    out.extend(switch_cases(v, block, steps)?);
    Some(())
}

/// The case values of the switch on `v` that alone leads to `block`.
fn switch_cases(v: Value, mut block: BasicBlock, steps: &mut usize) -> Option<Vec<u64>> {
    let blocks = block.parent().basic_blocks();
    while *steps <= MAX_STEPS {
        *steps += 1;
        let mut predecessors = blocks.iter().filter(|b| b.successors().contains(&block));
        let from = *predecessors.next()?;
        if predecessors.any(|&b| b != from) {
            return None;
        }
        let terminator = from.terminator()?;
        if let Some(switch) = terminator.as_switch() {
            // the default edge would let any other value through
            if terminator.operand(0) != v || terminator.successor(0) == block {
                return None;
            }
            let cases = (1..terminator.num_successors()).filter(|&n| terminator.successor(n) == block);
            return cases.map(|n| switch.switch_case_value(n - 1).and_then(|c| c.const_int_zext())).collect();
        }
        if terminator.opcode() != Some(Opcode::Br) || terminator.num_successors() != 1 {
            return None;
        }
        block = from;
    }
    None
}

/// The result of `emit` given the cluster size operand `c.args[arg]` as a
/// constant: once when it is one; else once per constant it can hold
/// (`possible_constants`), in the blocks of an OpSwitch on it, merged by
/// an OpPhi of `result_type`. Each constant must be a power of two.
pub(crate) fn with_cluster_size(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    arg: usize,
    result_type: Id,
    mut emit: impl FnMut(&mut FunctionLowering<'_>, Id) -> Id,
) -> LowerResult<Id> {
    let size = c.arg(arg)?;
    let what = || format!("the cluster size of '{}'", c.name);
    if size.is_constant() {
        let id = f.operand(size)?;
        return Ok(emit(f, id));
    }
    let sizes = match possible_constants(size, c.i.parent_block()) {
        Some(sizes) if !sizes.is_empty() && size.ty().int_width() == 32 => sizes,
        _ => {
            return Err(LowerError::not_constant(format!(
            "{} (or a phi or select of constants, or the value of a switch whose cases alone reach the call)",
            what()
        )))
        }
    };
    if let Some(bad) = sizes.iter().find(|s| !s.is_power_of_two()) {
        return Err(LowerError::malformed(format!("{}: {bad} is not a power of two", what())));
    }
    let selector = f.operand(size)?;
    let sizes: Vec<u32> = sizes.into_iter().map(|s| s as u32).collect();
    // the last size is the default: the value is one of them
    let literals = sizes.iter().map(|&s| Operand::LiteralBit32(s)).collect();
    let mut switch = f.open_switch(selector, literals, SwitchDefault::LastCase);
    for s in sizes {
        let constant = f.module().m.constant_u32(s);
        let id = emit(f, constant);
        f.next_case(&mut switch, Some(id));
    }
    let id = f.module().m.alloc_id();
    Ok(f.close_switch_phi(switch, result_type, id))
}
