//! SPV_EXT_float8: the 8-bit float types `OpTypeFloat 8 Float8E4M3EXT` and
//! `OpTypeFloat 8 Float8E5M2EXT`. LLVM has no 8-bit float type, so the IR
//! carries FP8 values as their bits in `i8` and converts them with the
//! builtins the translators spell
//!
//! - `__builtin_spirv_Convert{E4M3|E5M2}To{FP16|BF16}EXT(i8)`: the bits
//!   bitcast to the FP8 type, then OpFConvert to half or bfloat;
//! - `__builtin_spirv_Convert{FP16|BF16}To{E4M3|E5M2}EXT` (and `_sat`):
//!   OpFConvert to the FP8 type, then a bitcast to the bits;
//! - `__builtin_spirv_ClampConvert{FP16|BF16}To{E4M3|E5M2}INTEL`, and the
//!   `_sat` forms: the same conversion decorated
//!   SaturatedToLargestFloat8NormalConversionEXT (out-of-range values become
//!   the largest finite FP8 value of their sign).
//!
//! Scalars and vectors alike; whole cooperative matrices in `float8_matrix.rs`.
//! SPIR-V allows no arithmetic on FP8 values: the conversions are all there is. The bfloat forms also need SPV_KHR_bfloat16.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Type, TypeKind};
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::float8_conversions::{float8_conversion, Float8Conversion, Wide};
use crate::lower::extensions::float8_matrix;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::TypeKey;

const EXT: &str = "SPV_EXT_float8";
const BFLOAT16: &str = "SPV_KHR_bfloat16";

/// Whether `ty` (a scalar or vector type) has `kind` components.
fn has_components(ty: Type, kind: TypeKind) -> bool {
    ty.scalar().kind() == kind
}

fn is_bits(ty: Type) -> bool {
    ty.scalar().is_integer() && ty.scalar().int_width() == 8
}

fn lanes(ty: Type) -> Option<u32> {
    ty.is_vector().then(|| ty.vector_len())
}

/// The FP8 conversion builtins; `None` if `source_name` is none of them.
pub(crate) fn lower_float8_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let conversion = float8_conversion(source_name)?;
    Some(lower_float8_conversion(f, i, source_name, conversion))
}

fn lower_float8_conversion(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    conversion: Float8Conversion,
) -> LowerResult<()> {
    let [arg] = i.call_args()[..] else {
        return Err(LowerError::argument_count(source_name, "one argument", i.call_args().len()));
    };
    let what = format!("'{source_name}'");
    f.module().needs_extension(EXT, &what)?;
    let (wide_kind, wide_name) = match conversion.wide {
        Wide::Half => (TypeKind::Half, "half"),
        Wide::BFloat => {
            f.module().needs_extension(BFLOAT16, &what)?;
            (TypeKind::BFloat, "bfloat")
        }
    };
    if [arg.ty(), i.ty()].iter().any(|t| t.kind() == TypeKind::TargetExt) {
        return float8_matrix::lower_float8_matrix_conversion(f, i, source_name, conversion, arg);
    }
    let (bits, wide) = if conversion.to_float8 { (i.ty(), arg.ty()) } else { (arg.ty(), i.ty()) };
    if !is_bits(bits) || !has_components(wide, wide_kind) || lanes(bits) != lanes(wide) {
        return Err(LowerError::operand(
            source_name,
            "its argument and result",
            format!("{wide_name} and i8 (FP8 bits) values of the same vector length"),
        ));
    }
    let value = f.operand(arg)?;
    let result_type = f.module().value_type(*i)?;
    let scalar = f.module().m.intern_type(TypeKey::Float8 { encoding: conversion.encoding });
    let float8 = match lanes(bits) {
        Some(n) => f.module().m.type_vector(scalar, n),
        None => scalar,
    };
    // The bfloat side converts in SPV_KHR_bfloat16's type, whatever bfloat's
    // encoding elsewhere (the INTEL conversion encoding keeps bfloat values as
    // 16-bit integers, which OpFConvert does not take).
    let wide_type = f.module().lower_type(wide)?;
    let convert_type = match (conversion.wide, lanes(wide)) {
        (Wide::BFloat, Some(n)) => {
            let scalar = f.module().m.intern_type(TypeKey::BFloat16);
            f.module().m.type_vector(scalar, n)
        }
        (Wide::BFloat, None) => f.module().m.intern_type(TypeKey::BFloat16),
        (Wide::Half, _) => wide_type,
    };
    let id = if conversion.to_float8 {
        let value = if convert_type == wide_type { value } else { f.emitter().bitcast(convert_type, value) };
        let converted = f.emitter().unary(Op::FConvert, float8, value);
        if conversion.saturate {
            f.module().m.decorate(converted, Decoration::SaturatedToLargestFloat8NormalConversionEXT, vec![]);
        }
        f.emitter().bitcast(result_type, converted)
    } else {
        let float8_value = f.emitter().bitcast(float8, value);
        let converted = f.emitter().unary(Op::FConvert, convert_type, float8_value);
        if convert_type == result_type {
            converted
        } else {
            f.emitter().bitcast(result_type, converted)
        }
    };
    f.alias(*i, id);
    Ok(())
}
