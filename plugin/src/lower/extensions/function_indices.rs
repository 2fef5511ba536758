//! Function addresses as small integers: the default, portable lowering of
//! function pointers (`function-pointers=indices`).
//!
//! SPV_INTEL_function_pointers' own form cannot be validated (SPIRV-Tools up
//! to 2025.5 rejects OpConstantFunctionPointerINTEL's forward reference and
//! pointers to OpTypeFunction) and PoCL and rusticl do not implement it. In
//! a closed world it is not needed: every function whose address is used as
//! a value gets an index (1, 2, ... in module order; null stays 0), its
//! address is that index converted to a pointer (OpConvertUToPtr), and a call
//! through a pointer switches over the indices of the functions of the
//! call's type, calling each directly. ptrtoint, inttoptr, comparisons,
//! tables in memory and constant expressions then need nothing special. A
//! host passing a function pointer to a kernel passes the function's index.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Opcode, Value, ValueKind};
use crate::lower::body::control;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::shapes::SwitchDefault;
use crate::lower::module::function_addresses::MAX_CONSTANT_DEPTH;
use crate::lower::LowerResult;
use crate::lower::Signature;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// The function `callee` names through aliases and pointer casts, if any.
fn named_function(callee: Value) -> Option<Value> {
    let mut v = callee;
    for _ in 0..MAX_CONSTANT_DEPTH {
        match v.kind() {
            ValueKind::Function => return Some(v),
            ValueKind::GlobalAlias => v = v.aliasee()?,
            ValueKind::ConstantExpr
                if matches!(v.const_opcode(), Some(Opcode::BitCast | Opcode::AddrSpaceCast)) =>
            {
                v = v.operand(0)
            }
            _ => return None,
        }
    }
    None
}

/// The address of `f` in a function: OpConvertUToPtr of its index.
pub(crate) fn function_address(fl: &mut FunctionLowering<'_>, f: Value) -> LowerResult<Id> {
    let index = fl.module().function_index_constant(f)?;
    let ty = fl.module().value_type(f)?;
    Ok(fl.emitter().unary(Op::ConvertUToPtr, ty, index))
}

/// A call through a function pointer: OpSwitch on the pointer's integer
/// value over the indices of the address-taken functions of the call's
/// type, each case an OpFunctionCall, the results merged by an OpPhi.
/// Any other value is undefined behaviour in LLVM IR: the default case
/// is OpUnreachable.
pub(crate) fn lower_dispatch_call(fl: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let function_type = i.called_function_type();
    if function_type.is_vararg() {
        return Err(LowerError::no_equivalent("an indirect call of a variadic function type"));
    }
    if let Some(f) = named_function(i.called_operand()) {
        // A function seen through an alias or a pointer cast: called
        // directly, if the call's type is its own.
        if f.global_value_type() != function_type {
            return Err(LowerError::unsupported(format!(
                "a call of function '{}' as {} (its type is {})",
                f.name(),
                function_type.print(),
                f.global_value_type().print()
            )));
        }
        if !f.is_declaration() {
            return control::lower_function_call(fl, i, f);
        }
    }
    let candidates = dispatch_candidates(fl, i);
    let callee = fl.operand(i.called_operand())?;
    let size = fl.module().size_type();
    let selector = fl.emitter().unary(Op::ConvertPtrToU, size, callee);
    let returns = function_type.function_return().kind() != crate::llvm::TypeKind::Void;
    let result_type = if returns { Some(fl.module().value_type(*i)?) } else { None };
    let wide = fl.module().pointer_bits == 64;
    let literals = candidates
        .iter()
        .map(
            |&(index, _)| {
                if wide {
                    Operand::LiteralBit64(index)
                } else {
                    Operand::LiteralBit32(index as u32)
                }
            },
        )
        .collect();
    let mut switch = fl.open_switch(selector, literals, SwitchDefault::Unreachable);
    for (_, signature) in &candidates {
        let result = dispatch_case(fl, i, signature, result_type)?;
        fl.next_case(&mut switch, result);
    }
    match result_type {
        Some(ty) => {
            let id = fl.result_id(*i);
            fl.close_switch_phi(switch, ty, id);
            fl.name_result(*i, id);
        }
        None => {
            fl.close_switch(switch);
        }
    }
    Ok(())
}

/// The defined address-taken functions a call of `i`'s function type
/// may reach (same LLVM function type, so the same SPIR-V types up to
/// pointees, which the calls cast), with their indices.
fn dispatch_candidates(fl: &FunctionLowering<'_>, i: Call) -> Vec<(u64, Signature)> {
    let function_type = i.called_function_type();
    fl.module_ref()
        .function_indices()
        .iter()
        .filter(|(f, _)| !f.is_declaration() && f.global_value_type() == function_type)
        .filter_map(|(f, &index)| fl.module_ref().signatures.get(f).map(|s| (index, s.clone())))
        .collect()
}

/// One case of a dispatch: the direct call, its result as the call's type.
fn dispatch_case(
    f: &mut FunctionLowering<'_>,
    i: Call,
    signature: &Signature,
    result_type: Option<Id>,
) -> LowerResult<Option<Id>> {
    let mut arguments = Vec::new();
    for (arg, param_type) in i.call_args().into_iter().zip(signature.param_types.iter()) {
        let id =
            if arg.ty().is_pointer() { f.pointer_operand_as(arg, *param_type)? } else { f.operand(arg)? };
        arguments.push(id);
    }
    let result = f.emitter().function_call(signature.return_type, signature.id, &arguments);
    Ok(match result_type {
        Some(ty) if ty != signature.return_type => Some(f.cast_pointer(result, signature.return_type, ty)),
        Some(_) => Some(result),
        None => None,
    })
}
