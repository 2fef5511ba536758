//! Floating-point contraction: which kernels get ExecutionMode ContractionOff.
//!
//! In LLVM IR a multiply and an add may be fused into one rounding only where
//! both carry the `contract` fast-math flag (clang writes them under
//! `-ffp-contract=fast`); `llvm.fmuladd` says "fused or not" itself (clang's
//! `-ffp-contract=on`, OpenCL C's default) and is lowered to an explicit `fma`.
//! A SPIR-V consumer, though, may contract any OpFMul feeding an OpFAdd unless
//! the entry point declares ContractionOff (SPIR-V 3.6, Execution Mode). So a
//! kernel gets ContractionOff when the code it can run (its body and every
//! function it calls, directly or through a pointer) both multiplies and adds
//! floats and one of those operations lacks `contract`: with nothing to fuse,
//! or with every operation allowing it, the mode would say nothing. The
//! module's `!opencl.enable.FP_CONTRACT` is not read: the flags say the same
//! per instruction.

use crate::llvm::{FastMathFlags, Opcode, Value};
use crate::local_hash::LocalHashMap;
use spirv_writer::FastIndexMap;

/// What one function does itself: its float multiplies and adds, and whom it
/// calls (noted by the driver as it lowers each instruction: the blocks it
/// lowers are those that can run).
#[derive(Clone, Default)]
pub struct Summary {
    own: Reach,
    callees: Vec<Value>,
}

/// Float operations in some set of functions (one function's own, or all it can reach).
#[derive(Clone, Copy, Default)]
struct Reach {
    multiplies: bool,
    adds: bool,
    /// A multiply or an add without `contract` (or a constrained one: strict).
    strict: bool,
    calls_through_pointer: bool,
}

impl std::ops::BitOrAssign for Reach {
    fn bitor_assign(&mut self, other: Reach) {
        self.multiplies |= other.multiplies;
        self.adds |= other.adds;
        self.strict |= other.strict;
        self.calls_through_pointer |= other.calls_through_pointer;
    }
}

/// Per-module answers, with each function summarized once however many
/// kernels reach it, and what each function reaches computed once too:
/// walking every kernel's call graph afresh cost kernels x functions when
/// many kernels share helpers (the call graph's strongly connected
/// components, in Tarjan's order, give each function's reach from its
/// callees' without a walk per kernel).
///
/// The tables are hashed by address (`LocalHashMap`): kernels are asked
/// about in module order, so their entries are read one after another.
pub struct Contraction {
    /// Every lowered function's summary.
    summaries: LocalHashMap<Value, Summary>,
    /// What each function can run (itself and its callees, transitively).
    reach: LocalHashMap<Value, Reach>,
    /// Every defined function's own operations: what a call through a pointer may run.
    everything: Option<Reach>,
}

impl Contraction {
    pub fn new(summaries: LocalHashMap<Value, Summary>) -> Self {
        Contraction { summaries, reach: LocalHashMap::default(), everything: None }
    }

    /// Whether `kernel` must declare ContractionOff.
    pub fn forbidden_in(&mut self, kernel: Value) -> bool {
        let mut reach = self.reach_of(kernel);
        if reach.calls_through_pointer {
            // Any function whose address the module takes may run: all of them.
            reach |= self.everything();
        }
        reach.multiplies && reach.adds && reach.strict
    }

    fn everything(&mut self) -> Reach {
        if let Some(all) = self.everything {
            return all;
        }
        let mut all = Reach::default();
        for summary in self.summaries.values() {
            all |= summary.own;
        }
        self.everything = Some(all);
        all
    }

    /// What `root` can run, by Tarjan's algorithm (iterative) over the
    /// functions not yet in `self.reach`: a component's reach is its members'
    /// own operations and its callees' reach, which are complete by the time
    /// the component is.
    fn reach_of(&mut self, root: Value) -> Reach {
        if let Some(&reach) = self.reach.get(&root) {
            return reach;
        }
        // Visited functions in visiting order (the index) with their low link.
        let mut visited: FastIndexMap<Value, usize> = FastIndexMap::from_iter([(root, 0)]);
        let mut stack = vec![root];
        // The walk: a function and how many of its callees it has looked at.
        let mut frames = vec![(root, 0)];
        while let Some(&(f, next)) = frames.last() {
            if let Some(g) = self.callee(f, next) {
                frames.last_mut().expect("a frame").1 += 1;
                if self.reach.contains_key(&g) {
                    continue; // in a finished component
                }
                match visited.get_index_of(&g) {
                    // Visited, unfinished: on the stack, in f's component.
                    Some(index) => visited[&f] = visited[&f].min(index),
                    None => {
                        visited.insert(g, visited.len());
                        stack.push(g);
                        frames.push((g, 0));
                    }
                }
                continue;
            }
            frames.pop();
            let low = visited[&f];
            if let Some(&(parent, _)) = frames.last() {
                visited[&parent] = visited[&parent].min(low);
            }
            if low != visited.get_index_of(&f).expect("visited") {
                continue;
            }
            // f roots a component: the stack down to f.
            let members = stack.split_off(stack.iter().rposition(|&g| g == f).expect("on the stack"));
            let mut reach = Reach::default();
            for summary in members.iter().filter_map(|g| self.summaries.get(g)) {
                reach |= summary.own;
                for callee in &summary.callees {
                    // Members are not in `self.reach` yet; other callees are finished.
                    if let Some(&r) = self.reach.get(callee) {
                        reach |= r;
                    }
                }
            }
            for g in members {
                self.reach.insert(g, reach);
            }
        }
        self.reach[&root]
    }

    /// `f`'s callee number `n` (every lowered function has a summary).
    fn callee(&self, f: Value, n: usize) -> Option<Value> {
        self.summaries.get(&f)?.callees.get(n).copied()
    }
}

impl Summary {
    /// Notes instruction `i` (of opcode `opcode`) of the function.
    pub fn add(&mut self, i: Value, opcode: Opcode) {
        match opcode {
            Opcode::FMul => self.note(true, !i.fast_math_flags().contains(FastMathFlags::CONTRACT)),
            Opcode::FAdd | Opcode::FSub => {
                self.note(false, !i.fast_math_flags().contains(FastMathFlags::CONTRACT))
            }
            Opcode::Call => self.note_call(i),
            _ => {}
        }
    }

    fn note(&mut self, multiply: bool, strict: bool) {
        if multiply {
            self.own.multiplies = true;
        } else {
            self.own.adds = true;
        }
        self.own.strict |= strict;
    }

    fn note_call(&mut self, i: Value) {
        let Some(call) = i.as_call() else { return };
        let callee = call.called_operand();
        if !callee.is_function() {
            if callee.inline_asm().is_none() {
                self.own.calls_through_pointer = true;
            }
            return;
        }
        match callee.name().strip_prefix("llvm.experimental.constrained.") {
            Some(op) if op.starts_with("fmul.") => self.note(true, true),
            Some(op) if op.starts_with("fadd.") || op.starts_with("fsub.") => self.note(false, true),
            _ if !callee.is_declaration() => self.callees.push(callee),
            _ => {}
        }
    }
}
