//! Explicit conversions `convert_<type><n>[_sat][_rte|_rtz|_rtp|_rtn]`
//! (OpenCL C 6.4.3) -> OpConvert*/OpSConvert/OpUConvert/OpFConvert/
//! OpSatConvert*, with the SaturatedConversion and FPRoundingMode
//! decorations (SPIR-V 3.20) where the name asks for them.
//!
//! The destination type comes from the name, the source type from the
//! mangled parameter (its signedness decides sign or zero extension).
//! Saturating integer conversions between signedness are OpSatConvertSToU /
//! OpSatConvertUToS; within one signedness a narrowing conversion carries
//! SaturatedConversion. Conversions that change nothing (same width and no
//! saturation that could clamp) are the operand itself. `as_<type>` needs
//! nothing here: clang emits it as a bitcast.

use super::call::BuiltinCall;
use super::table::{prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, FPRoundingMode, Op};
use spirv_writer::{Id, Operand};

/// A parsed conversion name.
#[derive(Debug, PartialEq, Eq)]
pub struct Conversion {
    /// Destination scalar type name (`uchar`, `float`).
    pub to: String,
    pub saturate: bool,
    pub rounding: Option<FPRoundingMode>,
}

/// Parses `convert_<type><n>[_sat][_<rounding>]`.
pub fn parse_conversion(name: &str) -> Option<Conversion> {
    let rest = name.strip_prefix("convert_")?;
    let mut parts = rest.split('_');
    let ty = parts.next()?;
    let (mut saturate, mut rounding) = (false, None);
    for part in parts {
        match part {
            "sat" if !saturate && rounding.is_none() => saturate = true,
            "rte" | "rtz" | "rtp" | "rtn" if rounding.is_none() => {
                rounding = Some(match part {
                    "rte" => FPRoundingMode::RTE,
                    "rtz" => FPRoundingMode::RTZ,
                    "rtp" => FPRoundingMode::RTP,
                    _ => FPRoundingMode::RTN,
                })
            }
            _ => return None,
        }
    }
    let scalar = ty.trim_end_matches(|c: char| c.is_ascii_digit());
    const TYPES: &[&str] =
        &["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "half", "float", "double"];
    if !TYPES.contains(&scalar) {
        return None;
    }
    Some(Conversion { to: scalar.to_string(), saturate, rounding })
}

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[prefixed("convert_", BuiltinRule::Named(lower_ocl_conversion))];

fn lower_ocl_conversion(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let conversion = parse_conversion(&c.name).ok_or_else(|| c.unknown())?;
    lower_conversion(f, c, &conversion)
}

fn lower_conversion(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    conversion: &Conversion,
) -> LowerResult<()> {
    let source = c.param(0)?.scalar().ok_or_else(|| {
        LowerError::operand(c.symbol.as_str(), "the argument", "a number or a vector of numbers")
    })?;
    let x = c.arg(0)?;
    let result_type = f.module().value_type(*c.i)?;
    let value = f.operand(x)?;
    let to_float = matches!(conversion.to.as_str(), "half" | "float" | "double");
    let to_signed = matches!(conversion.to.as_str(), "char" | "short" | "int" | "long");
    let from_bits = source.bits();
    let to_bits = c.i.ty().scalar().int_width().max(c.i.ty().scalar().float_width());
    let (op, saturate, rounding) = match (source.is_float(), to_float) {
        (false, false) => {
            let signedness_changes = source.is_signed() != to_signed;
            if conversion.saturate && signedness_changes {
                let op = if source.is_signed() { Op::SatConvertSToU } else { Op::SatConvertUToS };
                (op, false, None)
            } else if from_bits == to_bits {
                f.alias(*c.i, value);
                return Ok(());
            } else {
                let op = if source.is_signed() { Op::SConvert } else { Op::UConvert };
                (op, conversion.saturate && to_bits < from_bits, None)
            }
        }
        (false, true) => {
            (if source.is_signed() { Op::ConvertSToF } else { Op::ConvertUToF }, false, conversion.rounding)
        }
        (true, false) => {
            let op = if to_signed { Op::ConvertFToS } else { Op::ConvertFToU };
            (op, conversion.saturate, conversion.rounding)
        }
        (true, true) => {
            if from_bits == to_bits {
                f.alias(*c.i, value);
                return Ok(());
            }
            (Op::FConvert, false, conversion.rounding)
        }
    };
    let id = f.emitter().unary(op, result_type, value);
    decorate_conversion(f, id, saturate, rounding);
    f.set_result(c.i, id);
    Ok(())
}

fn decorate_conversion(
    f: &mut FunctionLowering<'_>,
    id: Id,
    saturate: bool,
    rounding: Option<FPRoundingMode>,
) {
    if saturate {
        f.module().m.decorate(id, Decoration::SaturatedConversion, vec![]);
    }
    if let Some(mode) = rounding {
        f.module().m.decorate(id, Decoration::FPRoundingMode, vec![Operand::FPRoundingMode(mode)]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            parse_conversion("convert_int4"),
            Some(Conversion { to: "int".into(), saturate: false, rounding: None })
        );
        assert_eq!(
            parse_conversion("convert_uchar16_sat_rte"),
            Some(Conversion { to: "uchar".into(), saturate: true, rounding: Some(FPRoundingMode::RTE) })
        );
        assert_eq!(
            parse_conversion("convert_float_rtz"),
            Some(Conversion { to: "float".into(), saturate: false, rounding: Some(FPRoundingMode::RTZ) })
        );
        assert_eq!(parse_conversion("convert_int_rte_sat"), None);
        assert_eq!(parse_conversion("convert_bool"), None);
        assert_eq!(parse_conversion("convert_int_sat_sat"), None);
        assert_eq!(parse_conversion("converter"), None);
    }
}
