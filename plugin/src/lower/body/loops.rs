//! Loop controls: `llvm.loop` metadata and `!spirv.loop.*` on a latch branch
//! become an OpLoopMerge in the loop header ("SPIR-V Representation in LLVM IR", loop controls).
//!
//! Only natural loops with a single exit block get one: the exit is the merge
//! block, the latch the continue target, as SPIR-V's structured rules need.
//! Other loops keep their control flow and drop the hint (hints do not change
//! what the program computes).

use crate::llvm::{BasicBlock, Metadata, Opcode};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::metadata_kinds::SPIRV_LOOP_CONTROLS;
use crate::lower::LowerResult;
use crate::target::optional::OptionalFeature;
use indexmap::{IndexMap, IndexSet};
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{LoopControl, Op};
use spirv_writer::{Instruction, Operand, Version};

/// A loop control with its literal parameters, in LoopControl bit order.
struct Controls {
    mask: LoopControl,
    params: Vec<(LoopControl, u32)>,
}

impl Default for Controls {
    fn default() -> Self {
        Controls { mask: LoopControl::NONE, params: Vec::new() }
    }
}

impl Controls {
    /// The SPIR-V version a control exists from (the grammar's version field,
    /// which rspirv lacks).
    fn min_version(control: LoopControl) -> Version {
        if control.intersects(LoopControl::DEPENDENCY_INFINITE | LoopControl::DEPENDENCY_LENGTH) {
            Version::V1_1
        } else if control.intersects(LoopControl::UNROLL | LoopControl::DONT_UNROLL) {
            Version::V1_0
        } else {
            Version::V1_4
        }
    }

    fn set(&mut self, control: LoopControl, param: Option<u32>) {
        self.mask |= control;
        if let Some(p) = param {
            self.params.retain(|(c, _)| *c != control);
            self.params.push((control, p));
        }
    }

    fn operands(mut self) -> Vec<Operand> {
        self.params.sort_by_key(|(c, _)| c.bits());
        let mut out = vec![Operand::LoopControl(self.mask)];
        out.extend(self.params.into_iter().map(|(_, p)| Operand::LiteralBit32(p)));
        out
    }
}

/// The loop controls a latch branch's metadata asks for.
fn loop_controls(f: &mut FunctionLowering<'_>, branch: crate::llvm::Value) -> Option<Controls> {
    let mut controls = Controls::default();
    let mut found = false;
    let llvm_loop = f.module().kinds.llvm_loop;
    if let Some(node) = llvm_loop.and_then(|kind| branch.instruction_metadata(kind)) {
        found = true;
        for entry in node.operands().into_iter().flatten().map(Metadata::from_value) {
            let Some(name) = entry.string_operand(0) else { continue };
            let count = entry.int_operand(1).map(|v| v as u32);
            match name.as_str() {
                "llvm.loop.unroll.disable" => controls.set(LoopControl::DONT_UNROLL, None),
                "llvm.loop.unroll.enable" | "llvm.loop.unroll.full" => {
                    controls.set(LoopControl::UNROLL, None)
                }
                "llvm.loop.unroll.count" => match count {
                    // PartialCount is SPIR-V 1.4; without it, a plain unroll hint.
                    Some(n) if f.module().use_optional_feature(OptionalFeature::LoopPartialCount) => {
                        controls.set(LoopControl::PARTIAL_COUNT, Some(n))
                    }
                    _ => controls.set(LoopControl::UNROLL, None),
                },
                "llvm.loop.ivdep.enable" | "llvm.loop.parallel_accesses" => {
                    set_if_allowed(f, &mut controls, LoopControl::DEPENDENCY_INFINITE, None)
                }
                "llvm.loop.ivdep.safelen" => match count {
                    Some(n) => set_if_allowed(f, &mut controls, LoopControl::DEPENDENCY_LENGTH, Some(n)),
                    None => set_if_allowed(f, &mut controls, LoopControl::DEPENDENCY_INFINITE, None),
                },
                // DPC++'s FPGA loop attributes ([[intel::initiation_interval]], ...):
                // SPV_INTEL_fpga_loop_controls where allowed, dropped otherwise.
                "llvm.loop.ii.count" => {
                    set_fpga(f, &mut controls, LoopControl::INITIATION_INTERVAL_ALTERA, count)
                }
                "llvm.loop.max_concurrency.count" => {
                    set_fpga(f, &mut controls, LoopControl::MAX_CONCURRENCY_ALTERA, count)
                }
                "llvm.loop.intel.pipelining.enable" => {
                    set_fpga(f, &mut controls, LoopControl::PIPELINE_ENABLE_ALTERA, count)
                }
                "llvm.loop.coalesce.enable" => {
                    set_fpga(f, &mut controls, LoopControl::LOOP_COALESCE_ALTERA, Some(0))
                }
                "llvm.loop.coalesce.count" => {
                    set_fpga(f, &mut controls, LoopControl::LOOP_COALESCE_ALTERA, count)
                }
                "llvm.loop.max_interleaving.count" => {
                    set_fpga(f, &mut controls, LoopControl::MAX_INTERLEAVING_ALTERA, count)
                }
                "llvm.loop.intel.speculated.iterations.count" => {
                    set_fpga(f, &mut controls, LoopControl::SPECULATED_ITERATIONS_ALTERA, count)
                }
                "llvm.loop.intel.max_reinvocation_delay.count" => {
                    set_fpga(f, &mut controls, LoopControl::MAX_REINVOCATION_DELAY_ALTERA, count)
                }
                "llvm.loop.fusion.disable"
                    if f.module().use_optional_feature(OptionalFeature::FpgaLoopControls) =>
                {
                    controls.set(LoopControl::NO_FUSION_ALTERA, None)
                }
                _ => {} // mustprogress, vectorize.*, distribute: no SPIR-V control.
            }
        }
    }
    let kinds = f.module().kinds.spirv_loop_controls;
    for (kind, (_, control)) in kinds.into_iter().zip(SPIRV_LOOP_CONTROLS.iter()) {
        if let Some(node) = kind.and_then(|kind| branch.instruction_metadata(kind)) {
            found = true;
            let param = node.int_operand(0).map(|v| v as u32);
            let takes_param = *control == LoopControl::DEPENDENCY_LENGTH;
            set_if_allowed(
                f,
                &mut controls,
                *control,
                if takes_param { Some(param.unwrap_or(0)) } else { None },
            );
        }
    }
    found.then_some(controls)
}

/// Sets an FPGA loop control with its parameter (one literal) where
/// SPV_INTEL_fpga_loop_controls is allowed; a malformed entry is dropped
/// like any hint.
fn set_fpga(f: &mut FunctionLowering<'_>, controls: &mut Controls, control: LoopControl, param: Option<u32>) {
    if param.is_some() && f.module().use_optional_feature(OptionalFeature::FpgaLoopControls) {
        controls.set(control, param);
    }
}

/// Sets a control if the version it needs is allowed (as an optional
/// feature: an explicit version cap); otherwise the hint is dropped.
fn set_if_allowed(
    f: &mut FunctionLowering<'_>,
    controls: &mut Controls,
    control: LoopControl,
    param: Option<u32>,
) {
    let version = Controls::min_version(control);
    if version == Version::V1_0 || f.module().use_optional_feature(OptionalFeature::LoopControl(version)) {
        controls.set(control, param);
    }
}

/// Finds the loops whose latch carries loop metadata and returns the
/// OpLoopMerge each header needs, keyed by header block. `candidates` are
/// the blocks of `order` ended by a branch with loop metadata
/// (`MetadataKinds::is_loop_latch_branch`, asked as the order was searched),
/// in any order.
pub(crate) fn plan_loop_merges(
    f: &mut FunctionLowering<'_>,
    order: &[BasicBlock],
    mut candidates: Vec<BasicBlock>,
) -> LowerResult<IndexMap<BasicBlock, Instruction>> {
    // Only latches with loop metadata need the block maps (most functions have none).
    if candidates.is_empty() {
        return Ok(IndexMap::new());
    }
    let position: spirv_writer::FastIndexMap<BasicBlock, usize> =
        order.iter().enumerate().map(|(n, b)| (*b, n)).collect();
    // In lowering order, as each latch's controls are settled.
    candidates.sort_by_key(|b| position.get(b).copied());
    let mut latches = Vec::new();
    for latch in candidates {
        let Some(branch) = latch.terminator() else { continue };
        latches.extend(loop_controls(f, branch).map(|controls| (latch, controls)));
    }
    let mut predecessors: spirv_writer::FastIndexMap<BasicBlock, Vec<BasicBlock>> = Default::default();
    for &b in order {
        for s in b.successors() {
            predecessors.entry(s).or_default().push(b);
        }
    }
    let mut merges = IndexMap::new();
    let mut used_merge_blocks = IndexSet::new();
    for (latch, controls) in latches {
        // The back edge goes to a block earlier in reverse post-order: the header.
        let Some(header) =
            latch.successors().into_iter().find(|s| position.get(s).is_some_and(|p| *p <= position[&latch]))
        else {
            continue;
        };
        // Natural loop: the header plus everything that reaches the latch without passing it.
        let mut body: IndexSet<BasicBlock> = [header, latch].into_iter().collect();
        let mut work = vec![latch];
        while let Some(b) = work.pop() {
            if b == header {
                continue;
            }
            for p in predecessors.get(&b).into_iter().flatten() {
                if body.insert(*p) {
                    work.push(*p);
                }
            }
        }
        let exits: IndexSet<BasicBlock> = body
            .iter()
            .flat_map(|b| b.successors())
            .filter(|s| !body.contains(s) && position.contains_key(s))
            .collect();
        let header_branches = header.terminator().is_some_and(|t| t.opcode() == Some(Opcode::Br));
        if exits.len() != 1 || !header_branches || merges.contains_key(&header) {
            continue;
        }
        let Some(&exit) = exits.iter().next() else { continue };
        if !used_merge_blocks.insert(exit) {
            continue;
        }
        let (Some(merge_label), Some(continue_label)) = (f.label(exit), f.label(latch)) else {
            continue;
        };
        let mut operands = vec![Operand::IdRef(merge_label), Operand::IdRef(continue_label)];
        operands.extend(controls.operands());
        merges.insert(header, inst(Op::LoopMerge, None, None, operands));
    }
    Ok(merges)
}
