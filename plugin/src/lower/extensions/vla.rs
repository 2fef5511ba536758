//! SPV_INTEL_variable_length_array: `alloca T, %n` with a run-time count
//! becomes OpVariableLengthArrayINTEL, and `llvm.stacksave` /
//! `llvm.stackrestore` (which free such arrays at the end of a C scope)
//! become OpSaveMemoryINTEL / OpRestoreMemoryINTEL when the extension is
//! allowed. Without it a dynamic alloca is an error naming the extension,
//! and stacksave/stackrestore stay no-ops (every other variable lives for
//! the whole function).

use super::super::LowerResult;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use spirv_writer::spirv::Op;

const EXTENSION: &str = "SPV_INTEL_variable_length_array";

impl FunctionLowering<'_> {
    /// `alloca T, %n` with a non-constant `%n`.
    pub fn lower_dynamic_alloca(&mut self, i: Value) -> LowerResult<()> {
        self.ml.needs_extension(EXTENSION, "an alloca with a run-time element count")?;
        let count = self.operand(i.operand(0))?;
        let result_type = self.ml.value_type(i)?;
        let id = self.result_id(i);
        self.emitter_as(id).unary(Op::VariableLengthArrayINTEL, result_type, count);
        self.name_result(i, id);
        Ok(())
    }

    /// Whether stacksave/stackrestore are lowered (the extension is allowed).
    pub fn saves_stack(&self) -> bool {
        self.ml.allows_extension(EXTENSION)
    }

    pub fn lower_stack_save(&mut self, i: Call) -> LowerResult<()> {
        let result_type = self.ml.value_type(*i)?;
        let id = self.result_id(*i);
        self.emitter_as(id).op_ids(Op::SaveMemoryINTEL, result_type, &[]);
        Ok(())
    }

    pub fn lower_stack_restore(&mut self, i: Call) -> LowerResult<()> {
        let pointer = i.call_args()[0];
        let ty = self.ml.value_type(pointer)?;
        let id = self.pointer_operand_as(pointer, ty)?;
        self.emitter().void_ids(Op::RestoreMemoryINTEL, &[id]);
        Ok(())
    }
}
