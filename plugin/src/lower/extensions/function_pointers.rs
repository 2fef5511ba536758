//! SPV_INTEL_function_pointers: function addresses as values
//! (OpConstantFunctionPointerINTEL), calls through them
//! (OpFunctionPointerCallINTEL), and pointers to functions, which live in the
//! CodeSectionINTEL storage class. Where such a pointer meets memory or an
//! i8 pointer of another storage class (a table of function pointers in a
//! global), it goes through an integer (OpConvertPtrToU/OpConvertUToPtr,
//! which Physical addressing allows): a bitcast cannot change storage class.
//! Used only on request (`function-pointers=intel`, with `validate=off`):
//! the default is `function_indices`, which every validator accepts.

use super::super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use spirv_writer::constants::SpecOperand;
use spirv_writer::spirv::{Decoration, Op, StorageClass};
use spirv_writer::{ConstantKey, Id, TypeKey};

pub const EXTENSION: &str = "SPV_INTEL_function_pointers";

impl ModuleLowering {
    /// Whether function addresses are the extension's CodeSectionINTEL
    /// pointers: only on request (`function-pointers=intel`), as no
    /// SPIRV-Tools release validates them (function_indices is the default).
    pub fn function_pointers_allowed(&self) -> bool {
        !self.uses_function_indices() && self.allows_extension(EXTENSION)
    }

    /// The extension's form is written only where the module is not
    /// validated (`validate=off`): SPIRV-Tools rejects it.
    fn check_unvalidated(&self, what: &str) -> LowerResult<()> {
        if self.validate == crate::options::Validate::Off {
            return Ok(());
        }
        Err(LowerError::NotEmitted {
            what: format!("{what} in SPV_INTEL_function_pointers' form (function-pointers=intel)"),
            why: "no SPIRV-Tools release validates it (OpConstantFunctionPointerINTEL names a function defined \
                  later, SPIRV-Tools PR #6232); add validate=off to write the module unvalidated, or leave \
                  function-pointers= at its default, indices"
                .into(),
        })
    }

    /// OpConstantFunctionPointerINTEL for the address of `function`.
    pub fn function_pointer_constant(&mut self, function: Value) -> LowerResult<Id> {
        self.needs_extension(
            EXTENSION,
            &format!("the address of function '{}' used as a value", function.name()),
        )?;
        self.check_unvalidated(&format!("the address of function '{}'", function.name()))?;
        let signature = self.function_signature(function)?;
        let ty = self.m.type_pointer(StorageClass::CodeSectionINTEL, signature.function_type);
        Ok(self.m.constant(ConstantKey::FunctionPointer { ty, function: signature.id }))
    }

    /// The SPIR-V type of a function's address (a pointer to its OpTypeFunction).
    pub fn function_address_type(&mut self, function: Value) -> LowerResult<Id> {
        let signature = self.function_signature(function)?;
        Ok(self.m.type_pointer(StorageClass::CodeSectionINTEL, signature.function_type))
    }

    /// The signature of `function`, declaring it now if its address is
    /// needed before the functions are declared (in a global initializer).
    fn function_signature(&mut self, function: Value) -> LowerResult<crate::lower::Signature> {
        if !self.signatures.contains_key(&function) {
            self.declare_function(function)?;
        }
        self.signatures.get(&function).cloned().ok_or_else(|| LowerError::UndeclaredFunction {
            use_: "the address of function",
            function: function.name(),
        })
    }

    /// `referenced-indirectly` functions (SYCL's indirectly callable
    /// functions) get ReferencedIndirectlyINTEL in the extension's form
    /// (they are kept either way, as every defined function is).
    pub fn decorate_referenced_indirectly(&mut self, function: Value, id: Id) {
        if function.has_string_attribute(-1, "referenced-indirectly") && self.function_pointers_allowed() {
            self.m.decorate(id, Decoration::ReferencedIndirectlyINTEL, vec![]);
        }
    }

    /// Constant pointer `id` (of type `from`) as type `to` when the storage
    /// classes differ (a function address in a table of `ptr`): through an
    /// integer, as OpSpecConstantOp allows under the Kernel capability.
    pub fn constant_pointer_via_integer(&mut self, id: Id, to: Id) -> Id {
        let size = self.size_type();
        let int = self.m.constant(ConstantKey::SpecOp {
            ty: size,
            opcode: Op::ConvertPtrToU,
            operands: vec![SpecOperand::Id(id)],
        });
        self.m.constant(ConstantKey::SpecOp {
            ty: to,
            opcode: Op::ConvertUToPtr,
            operands: vec![SpecOperand::Id(int)],
        })
    }
}

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
