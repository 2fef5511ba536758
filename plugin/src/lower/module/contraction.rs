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

use crate::llvm::{FastMathFlags, Module, Opcode, Value};
use spirv_writer::{FastIndexMap, FastIndexSet};

/// What one function does itself: its float multiplies and adds, and whom it calls.
#[derive(Clone, Default)]
struct Summary {
    multiplies: bool,
    adds: bool,
    /// A multiply or an add without `contract` (or a constrained one: strict).
    strict: bool,
    callees: Vec<Value>,
    calls_through_pointer: bool,
}

/// Per-module answers, with each function summarized once however many
/// kernels reach it.
pub struct Contraction {
    module: Module,
    summaries: FastIndexMap<Value, Summary>,
}

impl Contraction {
    pub fn new(module: Module) -> Self {
        Contraction { module, summaries: FastIndexMap::default() }
    }

    /// Whether `kernel` must declare ContractionOff.
    pub fn forbidden_in(&mut self, kernel: Value) -> bool {
        let mut reached: FastIndexSet<Value> = FastIndexSet::from_iter([kernel]);
        let (mut multiplies, mut adds, mut strict) = (false, false, false);
        let mut next = 0;
        while let Some(&f) = reached.get_index(next) {
            next += 1;
            let summary = self.summary(f);
            multiplies |= summary.multiplies;
            adds |= summary.adds;
            strict |= summary.strict;
            reached.extend(summary.callees);
            if summary.calls_through_pointer {
                // Any function whose address the module takes may run: all of them.
                reached.extend(self.module.functions().into_iter().filter(|g| !g.is_declaration()));
            }
        }
        multiplies && adds && strict
    }

    fn summary(&mut self, f: Value) -> Summary {
        self.summaries.entry(f).or_insert_with(|| summarize(f)).clone()
    }
}

fn summarize(f: Value) -> Summary {
    let mut s = Summary::default();
    for i in f.basic_blocks().into_iter().flat_map(|b| b.instruction_iter()) {
        match i.opcode() {
            Some(Opcode::FMul) => s.note(true, !i.fast_math_flags().contains(FastMathFlags::CONTRACT)),
            Some(Opcode::FAdd | Opcode::FSub) => {
                s.note(false, !i.fast_math_flags().contains(FastMathFlags::CONTRACT))
            }
            Some(Opcode::Call) => s.note_call(i),
            _ => {}
        }
    }
    s
}

impl Summary {
    fn note(&mut self, multiply: bool, strict: bool) {
        if multiply {
            self.multiplies = true;
        } else {
            self.adds = true;
        }
        self.strict |= strict;
    }

    fn note_call(&mut self, i: Value) {
        let Some(call) = i.as_call() else { return };
        let callee = call.called_operand();
        if !callee.is_function() {
            if callee.inline_asm().is_none() {
                self.calls_through_pointer = true;
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
