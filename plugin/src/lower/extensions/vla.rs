//! SPV_INTEL_variable_length_array: `alloca T, %n` with a run-time count
//! becomes OpVariableLengthArrayINTEL, and `llvm.stacksave` /
//! `llvm.stackrestore` (which free such arrays at the end of a C scope)
//! become OpSaveMemoryINTEL / OpRestoreMemoryINTEL when the extension is
//! allowed. Without it a dynamic alloca is an error naming the extension,
//! and stacksave/stackrestore stay no-ops (every other variable lives for
//! the whole function).

use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

const EXTENSION: &str = "SPV_INTEL_variable_length_array";

/// `alloca T, %n` with a non-constant `%n`.
pub(crate) fn lower_dynamic_alloca(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, "an alloca with a run-time element count")?;
    let count = f.operand(i.operand(0))?;
    let result_type = f.module().value_type(i)?;
    let id = f.result_id(i);
    f.emitter_as(id).unary(Op::VariableLengthArrayINTEL, result_type, count);
    f.name_result(i, id);
    Ok(())
}

/// Whether stacksave/stackrestore are lowered (the extension is allowed).
pub(crate) fn saves_stack(f: &FunctionLowering<'_>) -> bool {
    f.module_ref().allows_extension(EXTENSION)
}

pub(crate) fn lower_stack_save(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let result_type = f.module().value_type(*i)?;
    let id = f.result_id(*i);
    f.emitter_as(id).op_ids(Op::SaveMemoryINTEL, result_type, &[]);
    Ok(())
}

pub(crate) fn lower_stack_restore(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let pointer = i.call_args()[0];
    let ty = f.module().value_type(pointer)?;
    let id = f.pointer_operand_as(pointer, ty)?;
    f.emitter().void_ids(Op::RestoreMemoryINTEL, &[id]);
    Ok(())
}
