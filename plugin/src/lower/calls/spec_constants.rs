//! Specialization constants in SPIR-V friendly IR ("SPIR-V Representation in
//! LLVM IR"), as SYCL's compiler writes them:
//!
//! - `T __spirv_SpecConstant(i32 id, T default)` (mangled `_Z20__spirv_SpecConstantii`,
//!   `...if`, `...ib`, ...) is `OpSpecConstant` (`OpSpecConstantTrue` /
//!   `OpSpecConstantFalse` for bool) of the default, decorated `SpecId id`;
//! - `S __spirv_SpecConstantComposite(parts...)` is `OpSpecConstantComposite`
//!   of its parts (spec constants, other composites, or constants such as the
//!   `undef` SYCL writes for padding).
//!
//! They are module-scope constants: every call with one SpecId is the same
//! constant (SPIR-V allows one declaration per SpecId), and equal composites
//! are one id.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::{Id, Operand, TypeKey};

/// Whether `name` (a demangled source name) is a specialization constant call.
pub fn is_spec_constant_call(name: &str) -> bool {
    matches!(name, "__spirv_SpecConstant" | "__spirv_SpecConstantComposite")
}

/// Lowers `__spirv_SpecConstant` / `__spirv_SpecConstantComposite` calls.
pub(crate) fn lower_spec_constant_call(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let id = match name {
        "__spirv_SpecConstant" => spec_constant(f, i)?,
        _ => spec_constant_composite(f, i)?,
    };
    f.alias(*i, id);
    Ok(())
}

fn spec_constant(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<Id> {
    let args = i.call_args();
    let [spec_id, default] = args[..] else {
        return Err(LowerError::argument_count(
            "__spirv_SpecConstant",
            "2 (the SpecId and the default)",
            args.len(),
        ));
    };
    let spec_id = spec_id
        .const_int_zext()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| LowerError::not_constant("the SpecId of __spirv_SpecConstant"))?;
    let ty = f.module().value_type(*i)?;
    if let Some(&(id, existing)) = f.module().spec_constants.by_id.get(&spec_id) {
        if existing != ty {
            return Err(LowerError::malformed(format!(
                "SpecId {spec_id} is read as two different types ('{}')",
                i.ty().print()
            )));
        }
        return Ok(id);
    }
    let (op, literals) = spec_default(f, default, ty)?;
    let id = f.module().m.alloc_id();
    f.module().m.add_global(inst(op, Some(ty), Some(id), literals));
    f.module().m.decorate(id, Decoration::SpecId, vec![Operand::LiteralBit32(spec_id)]);
    f.module().spec_constants.by_id.insert(spec_id, (id, ty));
    Ok(id)
}

/// The instruction and literal words declaring a spec constant whose
/// default is `default` (SPIR-V 2.2.1 "Literal": low-order word first,
/// narrower types zero-extended, as their types are unsigned).
fn spec_default(f: &mut FunctionLowering<'_>, default: Value, ty: Id) -> LowerResult<(Op, Vec<Operand>)> {
    let not_constant = || LowerError::not_constant("the default value of __spirv_SpecConstant");
    let (bits, width) = match f.module().type_key(ty) {
        Some(TypeKey::Bool) => {
            let value = if default.is_undef() { 0 } else { default.const_int_zext().ok_or_else(not_constant)? };
            let op = if value != 0 { Op::SpecConstantTrue } else { Op::SpecConstantFalse };
            return Ok((op, Vec::new()));
        }
        Some(TypeKey::Int { width }) => {
            (if default.is_undef() { 0 } else { default.const_int_zext().ok_or_else(not_constant)? }, width)
        }
        Some(TypeKey::Float { width }) => {
            let value = if default.is_undef() { 0.0 } else { default.const_float().ok_or_else(not_constant)? };
            let bits = match width {
                16 => crate::lower::module::constants::f16_bits(value),
                32 => u64::from((value as f32).to_bits()),
                _ => value.to_bits(),
            };
            (bits, width)
        }
        _ => {
            return Err(LowerError::unsupported_because(
                format!("__spirv_SpecConstant of type '{}'", default.ty().print()),
                "a specialization constant is a bool, integer or float; composites are __spirv_SpecConstantComposite",
            ))
        }
    };
    let mut words = vec![Operand::LiteralBit32(bits as u32)];
    if width > 32 {
        words.push(Operand::LiteralBit32((bits >> 32) as u32));
    }
    Ok((Op::SpecConstant, words))
}

fn spec_constant_composite(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<Id> {
    let ty = f.module().value_type(*i)?;
    let mut parts = Vec::new();
    for arg in i.call_args() {
        let is_spec = arg
            .as_call()
            .filter(|c| c.called_operand().is_function())
            .is_some_and(|c| is_spec_constant_call(&f.module().calls.get(c.called_operand()).source_name));
        if !is_spec && !arg.is_constant() {
            return Err(LowerError::not_constant(format!(
                "'{}', a part of __spirv_SpecConstantComposite (parts are spec constants or constants)",
                arg.print().trim()
            )));
        }
        parts.push(if is_spec { f.operand(arg)? } else { f.module().constant(arg)? });
    }
    if let Some(&id) = f.module().spec_constants.composites.get(&(ty, parts.clone())) {
        return Ok(id);
    }
    let id = f.module().m.alloc_id();
    let operands = parts.iter().map(|&p| Operand::IdRef(p)).collect();
    f.module().m.add_global(inst(Op::SpecConstantComposite, Some(ty), Some(id), operands));
    f.module().spec_constants.composites.insert((ty, parts), id);
    Ok(id)
}
