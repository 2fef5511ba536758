//! Control flow and calls: ret, br, switch, unreachable, phi, call.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::{branch, branch_conditional, ret, switch, unreachable};
use crate::lower::calls::opencl::samplers;
use crate::lower::LowerResult;
use spirv_writer::{Instruction, Operand};

/// The most (literal, label) pairs an OpSwitch may have (SPIR-V 2.17, universal limits).
const MAX_SWITCH_CASES: usize = 16383;

pub(crate) fn lower_terminator(
    lowering: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
) -> LowerResult<Instruction> {
    let label = |fl: &FunctionLowering<'_>, n: u32| {
        fl.label(i.successor(n)).ok_or(LowerError::Internal("branch to a block without a label"))
    };
    Ok(match opcode {
        Opcode::Ret if i.num_operands() == 0 => ret(None),
        Opcode::Ret => {
            let value = i.operand(0);
            let return_type = lowering.module_ref().signatures[&lowering.function].return_type;
            let id = if value.ty().is_pointer() {
                lowering.pointer_operand_as(value, return_type)?
            } else {
                lowering.operand(value)?
            };
            ret(Some(id))
        }
        Opcode::Br if i.is_conditional() => {
            let condition = lowering.operand(i.condition())?;
            let (t, f) = (label(lowering, 0)?, label(lowering, 1)?);
            if t == f {
                branch(t)
            } else {
                branch_conditional(condition, t, f)
            }
        }
        Opcode::Br => branch(label(lowering, 0)?),
        Opcode::Switch => lower_switch(lowering, i)?,
        Opcode::Unreachable => unreachable(),
        _ => unreachable!("lower_terminator is only called for terminators"),
    })
}

/// switch: condition, default, then (value, destination) per case; case
/// `n` goes to successor `n + 1`.
fn lower_switch(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Instruction> {
    let selector = i.operand(0);
    // Narrow integers switch on their carrier (their values are kept zero-extended).
    let width = crate::lower::module::legal_ints::carrier_width(selector.ty().int_width()).unwrap_or(0);
    if !matches!(width, 8 | 16 | 32 | 64) {
        return Err(LowerError::unsupported(format!("switch on {}", selector.ty().print())));
    }
    let cases = i.num_successors().saturating_sub(1) as usize;
    if cases > MAX_SWITCH_CASES {
        return Err(LowerError::SpirvLimit {
            what: format!("a switch with {cases} cases"),
            most: MAX_SWITCH_CASES.to_string(),
        });
    }
    let llvm_switch = i.as_switch().ok_or(LowerError::Internal("lowering a switch that is not one"))?;
    let selector = f.operand(selector)?;
    let default = f.label(i.successor(0)).ok_or(LowerError::Internal("switch to a block without a label"))?;
    let mut targets = Vec::new();
    for n in 1..i.num_successors() {
        let value = llvm_switch
            .switch_case_value(n - 1)
            .and_then(|v| v.const_int_zext())
            .ok_or_else(|| LowerError::not_constant("a switch case value"))?;
        let target =
            f.label(i.successor(n)).ok_or(LowerError::Internal("switch to a block without a label"))?;
        let literal =
            if width == 64 { Operand::LiteralBit64(value) } else { Operand::LiteralBit32(value as u32) };
        targets.push((literal, target));
    }
    Ok(switch(selector, default, targets))
}

pub(crate) fn lower_phi(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let result_type = f.module().value_type(i)?;
    let edges = i.as_phi().ok_or(LowerError::Internal("lowering a phi that is not one"))?.incoming();
    let mut incoming = Vec::with_capacity(edges.len());
    let mut seen = Vec::with_capacity(edges.len());
    for (value, block) in edges {
        // Edges from dropped (unreachable) blocks, and repeated edges, go.
        if !f.is_reachable(block) || seen.contains(&block) {
            continue;
        }
        seen.push(block);
        let id = f.operand_on_edge(value, result_type, block)?;
        let label = f.label(block).ok_or(LowerError::Internal("phi from a block without a label"))?;
        incoming.push((id, label));
    }
    let id = f.result_id(i);
    f.add_llvm_phi(id);
    f.emitter_as(id).phi(result_type, &incoming);
    f.name_result(i, id);
    Ok(())
}

/// OpFunctionCall to a defined or imported function.
pub(crate) fn lower_function_call(
    f: &mut FunctionLowering<'_>,
    i: crate::llvm::Call,
    callee: Value,
) -> LowerResult<()> {
    let signature = f
        .module()
        .signatures
        .get(&callee)
        .cloned()
        .ok_or_else(|| LowerError::UndeclaredFunction { use_: "call to", function: callee.name() })?;
    let mut arguments = Vec::new();
    for (arg, param_type) in i.call_args().into_iter().zip(signature.param_types.iter()) {
        let id = if arg.ty().is_pointer() {
            f.pointer_operand_as(arg, *param_type)?
        } else if matches!(f.module().type_key(*param_type), Some(spirv_writer::TypeKey::Sampler)) {
            samplers::sampler_operand(f, arg)? // a SPIR 1.2 `i32` sampler
        } else {
            f.operand(arg)?
        };
        arguments.push(id);
    }
    let id = f.result_id(*i);
    // The call's value has the callee's return type (and so its pointee).
    f.emitter_as(id).function_call(signature.return_type, signature.id, &arguments);
    f.name_result(*i, id);
    Ok(())
}
