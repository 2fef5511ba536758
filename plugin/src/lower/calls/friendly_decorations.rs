//! `__spirv_Decoration{Name}(pointer, operands...)`: a pointer decorated
//! where it is used, the call form of a decoration. Triton's Intel back end
//! writes cache controls this way
//! (`__spirv_DecorationCacheControlLoadINTEL(ptr, i32 cache_level, i32 control)`),
//! as the reference translator reads them: the call's result is the pointer
//! (OpCopyObject) carrying the decoration, its operands the grammar's operands
//! of that decoration, given as integer constants.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use rspirv::grammar::OperandQuantifier;
use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::Operand;

/// Lowers a `__spirv_Decoration{Name}` call, or None if `source_name`
/// names no decoration of the grammar.
pub(crate) fn lower_friendly_decoration(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let decoration = source_name.strip_prefix("__spirv_Decoration")?.parse::<Decoration>().ok()?;
    Some(decorated_pointer(f, i, source_name, decoration))
}

fn decorated_pointer(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    decoration: Decoration,
) -> LowerResult<()> {
    let args = i.call_args();
    let expected = Operand::Decoration(decoration).additional_operands();
    let required = expected.iter().filter(|o| o.quantifier == OperandQuantifier::One).count();
    let fits = args.len() > required && (args.len() == required + 1 || expected.len() > required);
    let Some((&pointer, literals)) = args.split_first().filter(|_| fits) else {
        let wanted = format!("a pointer and {required} decoration operand(s)");
        return Err(LowerError::argument_count(source_name, wanted, args.len()));
    };
    if !pointer.ty().is_pointer() || pointer.ty().address_space() != i.ty().address_space() {
        let wanted = "a pointer in the address space of the call's result";
        return Err(LowerError::operand(source_name, "its first argument", wanted));
    }
    let mut operands = Vec::new();
    for (n, v) in literals.iter().enumerate() {
        let value = v
            .const_int_zext()
            .and_then(|c| u32::try_from(c).ok())
            .ok_or_else(|| LowerError::not_constant(format!("operand {} of '{source_name}'", n + 1)))?;
        operands.push(Operand::LiteralBit32(value));
    }
    let result_type = f.module().value_type(*i)?;
    let x = f.pointer_operand_as(pointer, result_type)?;
    let id = f.result_id(*i);
    f.emitter_as(id).unary(Op::CopyObject, result_type, x);
    f.module().m.decorate(id, decoration, operands);
    f.name_result(*i, id);
    Ok(())
}
