//! SPV_INTEL_function_pointers: function addresses as values
//! (OpConstantFunctionPointerINTEL), calls through them
//! (OpFunctionPointerCallINTEL), and pointers to functions, which live in the
//! CodeSectionINTEL storage class. Where such a pointer meets memory or an
//! i8 pointer of another storage class (a table of function pointers in a
//! global), it goes through an integer (OpConvertPtrToU/OpConvertUToPtr,
//! which Physical addressing allows): a bitcast cannot change storage class.
//! Used only on request (`function-pointers=intel`, with `validate=off`):
//! the default is `function_indices`, which every validator accepts.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::function_addresses::EXTENSION;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::TypeKey;

/// A call through a function pointer: OpFunctionPointerCallINTEL.
pub(crate) fn lower_indirect_call(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, "an indirect call (through a function pointer)")?;
    f.module().check_unvalidated("an indirect call")?;
    let callee = i.called_operand();
    let function_type = i.called_function_type();
    if function_type.is_vararg() {
        return Err(LowerError::no_equivalent("an indirect call of a variadic function type"));
    }
    let spirv_function_type = f.module().lower_type(function_type)?;
    let Some(TypeKey::Function { result, params }) = f.module().type_key(spirv_function_type) else {
        return Err(LowerError::Internal("a function type did not lower to OpTypeFunction"));
    };
    let wanted = f.module().m.type_pointer(StorageClass::CodeSectionINTEL, spirv_function_type);
    let pointer = f.operand(callee)?;
    let actual = f.module().value_type(callee)?;
    let pointer = if actual == wanted { pointer } else { f.cast_pointer(pointer, actual, wanted) };
    let mut operands = vec![pointer];
    for (arg, param_type) in i.call_args().into_iter().zip(params) {
        let id = if arg.ty().is_pointer() { f.pointer_operand_as(arg, param_type)? } else { f.operand(arg)? };
        operands.push(id);
    }
    let id = f.result_id(*i);
    f.emitter_as(id).op_ids(Op::FunctionPointerCallINTEL, result, &operands);
    f.name_result(*i, id);
    Ok(())
}
