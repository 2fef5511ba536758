//! SPV_INTEL_inline_assembly: `call asm "text", "constraints"(args)` becomes
//! OpAsmCallINTEL of an OpAsmINTEL (the text, the constraints and the
//! function type of the call) for the module's OpAsmTargetINTEL (its target
//! triple), as the reference translator writes it; `asm sideeffect` adds the
//! SideEffectsINTEL decoration. The grammar records the AsmINTEL capability
//! and the extension. Without the extension, inline assembly is an error.

use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;

use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::{Id, Operand};

const EXTENSION: &str = "SPV_INTEL_inline_assembly";

pub(crate) fn lower_inline_asm(
    f: &mut FunctionLowering<'_>,
    i: crate::llvm::Call,
    (text, constraints, side_effects): (String, String, bool),
) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, "inline assembly (call asm)")?;
    let args = i.call_args();
    let mut params = Vec::with_capacity(args.len());
    let mut operands = Vec::with_capacity(args.len() + 1);
    for &arg in &args {
        params.push(f.module().value_type(arg)?);
        operands.push(f.operand(arg)?);
    }
    let result_type = f.module().lower_type(i.ty())?;
    let function_type = f.module().m.type_function(result_type, params);
    let asm = asm_instruction(f, text, constraints, function_type, side_effects, result_type);
    operands.insert(0, asm);
    let id = f.result_id(*i);
    f.emitter_as(id).op_ids(Op::AsmCallINTEL, result_type, &operands);
    f.name_result(*i, id);
    Ok(())
}

fn asm_instruction(
    f: &mut FunctionLowering<'_>,
    text: String,
    constraints: String,
    function_type: Id,
    side_effects: bool,
    result_type: Id,
) -> Id {
    let target = match f.module().inline_asm.target {
        Some(target) => target,
        None => {
            let id = f.module().m.alloc_id();
            let triple = f.module().llvm.target_triple();
            let instruction = spirv_writer::grammar::inst(
                Op::AsmTargetINTEL,
                None,
                Some(id),
                vec![Operand::LiteralString(triple)],
            );
            f.module().m.add_global(instruction);
            f.module().inline_asm.target = Some(id);
            id
        }
    };
    let key = (text, constraints, function_type, side_effects);
    if let Some(&id) = f.module().inline_asm.asms.get(&key) {
        return id;
    }
    let id = f.module().m.alloc_id();
    let operands = vec![
        Operand::IdRef(function_type),
        Operand::IdRef(target),
        Operand::LiteralString(key.0.clone()),
        Operand::LiteralString(key.1.clone()),
    ];
    f.module().m.add_global(spirv_writer::grammar::inst(Op::AsmINTEL, Some(result_type), Some(id), operands));
    if side_effects {
        f.module().m.decorate(id, Decoration::SideEffectsINTEL, vec![]);
    }
    f.module().inline_asm.asms.insert(key, id);
    id
}
