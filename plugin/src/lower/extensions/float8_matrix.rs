//! SPV_EXT_float8 conversions of whole cooperative matrices: the FP8 builtins
//! of `float8.rs` applied to `target("spirv.CooperativeMatrixKHR", half or
//! bfloat, ...)` with the FP8 side an i8 matrix of the same Scope, Rows,
//! Columns and Use. The conversion itself is OpFConvert to or from the FP8
//! matrix type (capability Float8CooperativeMatrixEXT). SPV_KHR_cooperative_matrix
//! allows OpBitcast only between matrices of integer components, so the FP8
//! matrix and the i8 matrix are reinterpreted element by element: both are
//! Function variables, and a loop over OpCooperativeMatrixLengthKHR bitcasts
//! each component the invocation holds through access chains (which the
//! extension allows into cooperative matrices). A bfloat matrix carried as
//! i16 components is reinterpreted the same way.

use super::float8_conversions::{Float8Conversion, Wide};
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Decoration, Op, StorageClass};
use spirv_writer::{Id, TypeKey};

/// A cooperative matrix type, split into its component and the rest.
#[derive(Clone, Copy, PartialEq, Eq)]
struct MatrixShape {
    scope: Id,
    rows: Id,
    columns: Id,
    usage: Id,
}

/// `conversion` (named `source_name`) of the cooperative matrix `arg`.
pub(super) fn lower_float8_matrix_conversion(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    conversion: Float8Conversion,
    arg: Value,
) -> LowerResult<()> {
    let (bits, wide) = if conversion.to_float8 { (*i, arg) } else { (arg, *i) };
    let bits_type = f.module().value_type(bits)?;
    let wide_type = f.module().value_type(wide)?;
    let (bits_component, bits_shape) = matrix_parts(f, bits_type);
    let (wide_component, wide_shape) = matrix_parts(f, wide_type);
    let wide_ok = matches!(
        (conversion.wide, &wide_component),
        (Wide::Half, Some(TypeKey::Float { width: 16 }))
            | (Wide::BFloat, Some(TypeKey::BFloat16 | TypeKey::Int { width: 16 }))
    );
    let shape = match (&bits_component, bits_shape, wide_shape) {
        (Some(TypeKey::Int { width: 8 }), Some(a), Some(b)) if a == b && wide_ok => a,
        _ => {
            return Err(LowerError::operand(
                source_name,
                "its argument and result",
                format!(
                "cooperative matrices of {} and of i8 (FP8 bits) with the same Scope, Rows, Columns and Use",
                if conversion.wide == Wide::Half { "half" } else { "bfloat" }
            ),
            ))
        }
    };
    let what = format!("'{source_name}' on a cooperative matrix");
    f.module().m.requirements.require_capability(Capability::Float8CooperativeMatrixEXT, || what.clone());
    let scalar = f.module().m.intern_type(TypeKey::Float8 { encoding: conversion.encoding });
    let float8 = matrix_of(f, scalar, shape);
    // OpFConvert takes the bfloat matrix in SPV_KHR_bfloat16's type, not its i16 bits.
    let convert_type = match &wide_component {
        Some(TypeKey::Int { .. }) => {
            let bfloat = f.module().m.intern_type(TypeKey::BFloat16);
            matrix_of(f, bfloat, shape)
        }
        _ => wide_type,
    };
    let value = f.operand(arg)?;
    let id = if conversion.to_float8 {
        let value = reinterpret_matrix(f, value, wide_type, convert_type)?;
        let converted = f.emitter().unary(Op::FConvert, float8, value);
        if conversion.saturate {
            let saturated = Decoration::SaturatedToLargestFloat8NormalConversionEXT;
            f.module().m.decorate(converted, saturated, vec![]);
        }
        reinterpret_matrix(f, converted, float8, bits_type)?
    } else {
        let float8_value = reinterpret_matrix(f, value, bits_type, float8)?;
        let converted = f.emitter().unary(Op::FConvert, convert_type, float8_value);
        reinterpret_matrix(f, converted, convert_type, wide_type)?
    };
    f.alias(*i, id);
    Ok(())
}

/// The component and the shape of cooperative matrix type `ty`.
fn matrix_parts(f: &FunctionLowering<'_>, ty: Id) -> (Option<TypeKey>, Option<MatrixShape>) {
    match f.module_ref().type_key(ty) {
        Some(TypeKey::CooperativeMatrix { component, scope, rows, columns, usage }) => {
            (f.module_ref().type_key(component), Some(MatrixShape { scope, rows, columns, usage }))
        }
        _ => (None, None),
    }
}

fn matrix_of(f: &mut FunctionLowering<'_>, component: Id, s: MatrixShape) -> Id {
    let key = TypeKey::CooperativeMatrix {
        component,
        scope: s.scope,
        rows: s.rows,
        columns: s.columns,
        usage: s.usage,
    };
    f.module().m.intern_type(key)
}

/// `value`, a cooperative matrix of type `from`, as one of type `to` of
/// the same shape and component width: each component the invocation
/// holds bitcast through Function variables of both types, in a loop
/// over OpCooperativeMatrixLengthKHR (code after it continues in a new
/// block). `value` itself when the types agree.
fn reinterpret_matrix(f: &mut FunctionLowering<'_>, value: Id, from: Id, to: Id) -> LowerResult<Id> {
    if from == to {
        return Ok(value);
    }
    let (Some(from_component), Some(to_component)) = (component_of(f, from), component_of(f, to)) else {
        return Err(LowerError::Internal("a matrix reinterpretation of a type that is no matrix"));
    };
    let source = function_variable(f, from);
    f.emitter().store(source, value, Access::PLAIN);
    let destination = function_variable(f, to);
    let uint = f.module().m.type_int(32);
    let length = f.emitter().unary(Op::CooperativeMatrixLengthKHR, uint, from);
    let from_pointer = f.module().m.type_pointer(StorageClass::Function, from_component);
    let to_pointer = f.module().m.type_pointer(StorageClass::Function, to_component);
    f.counted_loop(length, uint, &mut |this, index| {
        let element = this.emitter().access_chain(from_pointer, false, source, &[index]);
        let element = this.emitter().load(from_component, element, Access::PLAIN);
        let element = this.emitter().bitcast(to_component, element);
        let target = this.emitter().access_chain(to_pointer, false, destination, &[index]);
        this.emitter().store(target, element, Access::PLAIN);
        Ok(())
    })?;
    Ok(f.emitter().load(to, destination, Access::PLAIN))
}

fn component_of(f: &FunctionLowering<'_>, matrix: Id) -> Option<Id> {
    match f.module_ref().type_key(matrix) {
        Some(TypeKey::CooperativeMatrix { component, .. }) => Some(component),
        _ => None,
    }
}

/// A new Function variable of type `ty`.
fn function_variable(f: &mut FunctionLowering<'_>, ty: Id) -> Id {
    let pointer_type = f.module().m.type_pointer(StorageClass::Function, ty);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, pointer_type);
    variable
}
