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

use super::super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::{self, Call, Opcode, Value, ValueKind};
use crate::lower::body::control;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::shapes::SwitchDefault;
use crate::lower::Signature;
use indexmap::IndexMap;
use spirv_writer::constants::SpecOperand;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// The reference translator's CodeSectionINTEL address space
/// (SPIRAS_CodeSectionINTEL), where some front ends put functions
/// (`define ... addrspace(9)`) when the address-space map names no other.
pub const CODE_SECTION_ADDRESS_SPACE: u32 = 9;

/// How deep constant users (constant expressions, aggregates) are followed
/// to find whether a function's address reaches a use (deeper: assumed to),
/// and aliases and casts to find the function a callee names.
const MAX_CONSTANT_DEPTH: u32 = 16;

/// Every function whose address is used as a value, in module order, with
/// its index (from 1). Block invoke functions are not: their addresses stay
/// null (module::constants), as only enqueue_kernel, which names the
/// function, calls them.
pub fn address_taken(module: llvm::Module) -> IndexMap<Value, u64> {
    module
        .functions()
        .into_iter()
        .filter(|f| !f.name().contains("_block_invoke") && used_as_value(*f, 0))
        .zip(1..)
        .collect()
}

/// Whether `v` is used other than as the callee of a call, or by the
/// `llvm.*` globals (`llvm.used`, annotations, constructors), which are not lowered.
fn used_as_value(v: Value, depth: u32) -> bool {
    v.users().into_iter().any(|u| {
        if let Some(call) = u.as_call() {
            return call.called_operand() != v || call.call_args().contains(&v);
        }
        match u.kind() {
            ValueKind::GlobalVariable => !u.name().starts_with("llvm."),
            ValueKind::Instruction | ValueKind::GlobalAlias => true,
            // A constant expression or aggregate: used if it is (a dead
            // constant LLVM keeps around has no users).
            _ if u.is_constant() => depth >= MAX_CONSTANT_DEPTH || used_as_value(u, depth + 1),
            _ => true,
        }
    })
}

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

impl ModuleLowering {
    /// Whether function addresses are written as indices.
    pub fn uses_function_indices(&self) -> bool {
        self.function_pointer_form == crate::options::FunctionPointers::Indices
    }

    /// The index of function `f`, if its address is used as a value.
    pub fn function_index(&self, f: Value) -> Option<u64> {
        self.function_indices.get(&f).copied()
    }

    /// The index of `f` as a size_t constant.
    fn function_index_constant(&mut self, f: Value) -> LowerResult<Id> {
        let index = self.function_index(f).ok_or_else(|| {
            LowerError::unsupported(format!("the address of function '{}' used here", f.name()))
        })?;
        let size = self.size_type();
        self.m.scalar_constant(size, index).ok_or(LowerError::Internal("a size_t constant"))
    }

    /// The address of `f` at module scope (a global initializer):
    /// OpSpecConstantOp ConvertUToPtr of its index.
    pub fn function_index_address(&mut self, f: Value) -> LowerResult<Id> {
        let index = self.function_index_constant(f)?;
        let ty = self.value_type(f)?;
        Ok(self.spec_op(ty, Op::ConvertUToPtr, vec![SpecOperand::Id(index)]))
    }
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
    let incoming = fl.close_switch(switch);
    if let Some(ty) = result_type {
        let id = fl.result_id(*i);
        if incoming.is_empty() {
            fl.emitter_as(id).op_ids(Op::Undef, ty, &[]);
        } else {
            fl.emitter_as(id).phi(ty, &incoming);
        }
        fl.name_result(*i, id);
    }
    Ok(())
}

/// The defined address-taken functions a call of `i`'s function type
/// may reach (same LLVM function type, so the same SPIR-V types up to
/// pointees, which the calls cast), with their indices.
fn dispatch_candidates(fl: &FunctionLowering<'_>, i: Call) -> Vec<(u64, Signature)> {
    let function_type = i.called_function_type();
    fl.module_ref()
        .function_indices
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
