//! One walk over every defined function's instructions before anything is
//! lowered, gathering what the module-wide analyses ask of them: the calls
//! (OpenCL object inference), the float multiplies and adds with their
//! callees (contraction), and how many values each function makes (its
//! value map's size).
//!
//! LLVM keeps a block's instructions in a linked list, so a walk over a large
//! function misses the cache on nearly every instruction: each analysis
//! walking on its own cost as much as the lowering's own walk.

use super::contraction::{Contraction, Summary};
use crate::llvm::{Call, Module, TypeKind, Value};
use spirv_writer::FastIndexMap;

/// What the walk found in one function.
struct FunctionScan {
    /// Instructions with a value (a result id), in every block.
    values: usize,
    /// Direct calls (the callee is a function), in order.
    calls: Vec<Call>,
}

/// What the walk found in the module's defined functions, in module order.
pub struct FunctionScans {
    functions: FastIndexMap<Value, FunctionScan>,
    /// Taken by `contraction()` (the kernels are lowered once).
    summaries: FastIndexMap<Value, Summary>,
}

impl FunctionScans {
    pub fn new(module: Module) -> Self {
        let mut functions = FastIndexMap::default();
        let mut summaries = FastIndexMap::default();
        for f in module.functions().into_iter().filter(|f| !f.is_declaration()) {
            let mut scan = FunctionScan { values: 0, calls: Vec::new() };
            let mut summary = Summary::default();
            for i in f.basic_blocks().into_iter().flat_map(|b| b.instruction_iter()) {
                let Some(opcode) = i.opcode() else { continue };
                if i.ty().kind() != TypeKind::Void {
                    scan.values += 1;
                }
                summary.add(i, opcode);
                if let Some(call) = i.as_call().filter(|c| c.called_operand().is_function()) {
                    scan.calls.push(call);
                }
            }
            functions.insert(f, scan);
            summaries.insert(f, summary);
        }
        FunctionScans { functions, summaries }
    }

    /// How many values `f` makes (its parameters not counted): at least
    /// what its reachable blocks make.
    pub fn value_count(&self, f: Value) -> usize {
        self.functions.get(&f).map_or(0, |s| s.values)
    }

    /// The defined functions' direct calls, function by function in module
    /// order; they are not kept.
    pub fn take_calls(&mut self) -> Vec<(Value, Vec<Call>)> {
        self.functions.iter_mut().map(|(&f, s)| (f, std::mem::take(&mut s.calls))).collect()
    }

    /// The contraction analysis over the functions' summaries (once: they move to it).
    pub fn contraction(&mut self) -> Contraction {
        Contraction::new(std::mem::take(&mut self.summaries))
    }
}
