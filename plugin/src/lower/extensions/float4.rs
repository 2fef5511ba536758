//! The 4-bit conversion builtins of SPV_EXT_ocp_microscaling_types and
//! SPV_INTEL_float4 (FP4 E2M1) and of SPV_INTEL_int4 (signed 4-bit
//! integers), `__builtin_spirv_Convert{From}To{To}{EXT|INTEL}`:
//!
//! - `E2M1To{FP16|BF16|E4M3|E5M2}`, `Int4To{FP16|BF16|E4M3|E5M2}`;
//! - `{FP16|BF16}To{E2M1|Int4}`.
//!
//! No released SPIRV-Tools knows those extensions' types, so the
//! conversions are computed with core integer and float instructions,
//! whatever extensions are allowed, with the same values: every E2M1 and
//! Int4 value is exact in the wider formats (the FP8 results are their bits
//! in `i8`); to E2M1, round to nearest even, saturating to ±6 (E2M1 has no
//! infinity; a NaN gives a zero of its sign); to Int4, toward zero,
//! saturating to -8..7.
//!
//! The 4-bit side is `i4` or `<N x i4>` (one value a lane), or packed, two
//! values a byte, in an `i8`/`i16`/`i32`/`i64` or a vector of `i8`: value
//! `k` in bits `4k..4k+3` (low nibble first), as an LLVM bitcast to
//! `<N x i4>` places them. Cooperative matrices: an error.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Type, TypeKind};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id};

/// The 4-bit format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Small {
    E2M1,
    Int4,
}

/// The other side of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Wide {
    Half,
    BFloat,
    /// An FP8 format's bits in `i8`: exponent bias and mantissa width.
    Float8 {
        bias: u32,
        mantissa: u32,
    },
}

/// One 4-bit conversion builtin, from its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Float4Conversion {
    small: Small,
    wide: Wide,
    /// To the 4-bit format (else from it).
    to_small: bool,
}

fn small_format(name: &str) -> Option<Small> {
    match name {
        "E2M1" => Some(Small::E2M1),
        "Int4" => Some(Small::Int4),
        _ => None,
    }
}

fn wide_format(name: &str) -> Option<Wide> {
    match name {
        "FP16" => Some(Wide::Half),
        "BF16" => Some(Wide::BFloat),
        "E4M3" => Some(Wide::Float8 { bias: 7, mantissa: 3 }),
        "E5M2" => Some(Wide::Float8 { bias: 15, mantissa: 2 }),
        _ => None,
    }
}

/// The conversion `source_name` (demangled) names, if it is one computed here.
pub fn float4_conversion(source_name: &str) -> Option<Float4Conversion> {
    let rest = source_name.strip_prefix("__builtin_spirv_Convert")?;
    let pair = rest.strip_suffix("EXT").or_else(|| rest.strip_suffix("INTEL"))?;
    let (from, to) = pair.split_once("To")?;
    if let (Some(small), Some(wide)) = (small_format(from), wide_format(to)) {
        return Some(Float4Conversion { small, wide, to_small: false });
    }
    let (wide, small) = (wide_format(from)?, small_format(to)?);
    // From FP8 would need FP8 decoding: left to the refusal.
    (!matches!(wide, Wide::Float8 { .. })).then_some(Float4Conversion { small, wide, to_small: true })
}

/// How many 4-bit values the LLVM type `ty` carries: `(count, packed)`.
fn small_count(ty: Type) -> Option<(u32, bool)> {
    let scalar = ty.scalar();
    if !scalar.is_integer() {
        return None;
    }
    let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
    match scalar.int_width() {
        4 => Some((lanes, false)),
        8 if ty.is_vector() => Some((2 * lanes, true)),
        8 | 16 | 32 | 64 if !ty.is_vector() => Some((scalar.int_width() / 4, true)),
        _ => None,
    }
}

/// The 4-bit conversion builtins; `None` if `source_name` is none of them.
pub(crate) fn lower_float4_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let conversion = float4_conversion(source_name)?;
    Some(lower_float4_conversion(f, i, source_name, conversion))
}

fn lower_float4_conversion(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    c: Float4Conversion,
) -> LowerResult<()> {
    let [arg] = i.call_args()[..] else {
        return Err(LowerError::argument_count(source_name, "one argument", i.call_args().len()));
    };
    let (small, wide) = if c.to_small { (i.ty(), arg.ty()) } else { (arg.ty(), i.ty()) };
    if [small, wide].iter().any(|t| t.kind() == TypeKind::TargetExt || t.kind() == TypeKind::Pointer) {
        return Err(LowerError::unsupported(format!("'{source_name}' on a cooperative matrix")));
    }
    let wide_lanes = if wide.is_vector() { wide.vector_len() } else { 1 };
    let wide_ok = match c.wide {
        Wide::Half => wide.scalar().kind() == TypeKind::Half,
        Wide::BFloat => wide.scalar().kind() == TypeKind::BFloat,
        Wide::Float8 { .. } => wide.scalar().is_integer() && wide.scalar().int_width() == 8,
    };
    let Some((count, packed)) = small_count(small).filter(|&(n, _)| n == wide_lanes && wide_ok) else {
        return Err(LowerError::operand(
            source_name,
            "its argument and result",
            "4-bit values (i4, or packed in an integer or i8 vector) and as many wider values",
        ));
    };
    let value = f.operand(arg)?;
    let result_type = f.module().value_type(*i)?;
    let uint = u32_lanes(f, count);
    let id = if c.to_small {
        let wide_type = f.module().value_type(arg)?;
        let float = wide_to_float(f, value, wide_type, c.wide, count);
        let codes = float_to_small(f, float, c.small, uint, count)?;
        pack_codes(f, codes, result_type, count, packed)
    } else {
        let codes = unpack_codes(f, value, arg.ty(), uint, count, packed)?;
        let bits = small_to_float_bits(f, codes, c.small, uint, count);
        float_bits_to_wide(f, bits, c.wide, uint, result_type, count)
    };
    f.set_result(i, id);
    Ok(())
}

/// u32, or a vector of `count` of it.
fn u32_lanes(f: &mut FunctionLowering<'_>, count: u32) -> Id {
    let component = f.module().m.type_int(32);
    lanes_of(f, component, count)
}

/// float, or a vector of `count` of it.
fn f32_lanes(f: &mut FunctionLowering<'_>, count: u32) -> Id {
    let component = f.module().m.type_float(32);
    lanes_of(f, component, count)
}

/// `component`, or a vector of `count` of it.
fn lanes_of(f: &mut FunctionLowering<'_>, component: Id, count: u32) -> Id {
    if count == 1 {
        component
    } else {
        f.module().m.type_vector(component, count)
    }
}

/// A constant of `ty` (`count` lanes of u32 or another integer) with
/// `lane(k)` in lane `k`.
fn lane_constants(f: &mut FunctionLowering<'_>, ty: Id, count: u32, lane: impl Fn(u32) -> u64) -> Id {
    let (component, _) = f.components(ty);
    let parts: Vec<Id> = (0..count).map(|k| f.module().int_constant(component, lane(k))).collect();
    if count == 1 {
        parts[0]
    } else {
        f.module().m.constant(ConstantKey::Composite { ty, parts })
    }
}

/// The 4-bit codes of `value` (LLVM type `ty`), one a lane of `uint`.
fn unpack_codes(
    f: &mut FunctionLowering<'_>,
    value: Id,
    ty: Type,
    uint: Id,
    count: u32,
    packed: bool,
) -> LowerResult<Id> {
    if !packed {
        return Ok(f.emitter().unary(Op::UConvert, uint, value)); // i4 lives normalized in i8
    }
    let (spread, shifts) = if ty.is_vector() {
        // Byte k/2 in lane k, its low nibble in even lanes.
        let byte = f.module().m.type_int(8);
        let spread_type = f.module().m.type_vector(byte, count);
        let lanes: Vec<u32> = (0..count).map(|k| k / 2).collect();
        let spread = f.emitter().vector_shuffle(spread_type, value, value, &lanes);
        let widened = f.emitter().unary(Op::UConvert, uint, spread);
        (widened, lane_constants(f, uint, count, |k| 4 * u64::from(k % 2)))
    } else {
        let width = ty.scalar().int_width();
        let int = f.module().m.type_int(width);
        let vector = f.module().m.type_vector(int, count);
        let spread = f.splat(vector, value);
        let shifts = lane_constants(f, vector, count, |k| 4 * u64::from(k));
        let shifted = f.emitter().binary(Op::ShiftRightLogical, vector, spread, shifts);
        let narrowed = if width == 32 { shifted } else { f.emitter().unary(Op::UConvert, uint, shifted) };
        (narrowed, f.splat_int(uint, 0))
    };
    let shifted = f.emitter().binary(Op::ShiftRightLogical, uint, spread, shifts);
    let mask = f.splat_int(uint, 15);
    Ok(f.emitter().binary(Op::BitwiseAnd, uint, shifted, mask))
}

/// The codes (lanes of u32, each below 16) packed into `result_type`.
fn pack_codes(f: &mut FunctionLowering<'_>, codes: Id, result_type: Id, count: u32, packed: bool) -> Id {
    if !packed {
        return f.emitter().unary(Op::UConvert, result_type, codes);
    }
    let (component, lanes) = f.components(result_type);
    if lanes > 1 {
        // Bytes: even codes in the low nibbles, odd ones in the high.
        let uint = f.module().m.type_int(32);
        let half_type = f.module().m.type_vector(uint, lanes);
        let even: Vec<u32> = (0..lanes).map(|k| 2 * k).collect();
        let odd: Vec<u32> = (0..lanes).map(|k| 2 * k + 1).collect();
        let low = f.emitter().vector_shuffle(half_type, codes, codes, &even);
        let high = f.emitter().vector_shuffle(half_type, codes, codes, &odd);
        let four = f.splat_int(half_type, 4);
        let high = f.emitter().binary(Op::ShiftLeftLogical, half_type, high, four);
        let bytes = f.emitter().binary(Op::BitwiseOr, half_type, low, high);
        return f.emitter().unary(Op::UConvert, result_type, bytes);
    }
    let vector = f.module().m.type_vector(component, count);
    let uint = f.module().m.type_int(32);
    let wide = if component == uint { codes } else { f.emitter().unary(Op::UConvert, vector, codes) };
    let shifts = lane_constants(f, vector, count, |k| 4 * u64::from(k));
    let placed = f.emitter().binary(Op::ShiftLeftLogical, vector, wide, shifts);
    let mut word = f.emitter().composite_extract(component, placed, &[0]);
    for k in 1..count {
        let part = f.emitter().composite_extract(component, placed, &[k]);
        word = f.emitter().binary(Op::BitwiseOr, component, word, part);
    }
    word
}

/// The float bits (lanes of u32) of the 4-bit `codes`, all exact.
fn small_to_float_bits(fl: &mut FunctionLowering<'_>, codes: Id, small: Small, uint: Id, count: u32) -> Id {
    if small == Small::Int4 {
        let float = f32_lanes(fl, count);
        let up = fl.splat_int(uint, 28);
        let top = fl.emitter().binary(Op::ShiftLeftLogical, uint, codes, up);
        let signed = fl.emitter().binary(Op::ShiftRightArithmetic, uint, top, up);
        let value = fl.emitter().unary(Op::ConvertSToF, float, signed);
        return fl.emitter().bitcast(uint, value);
    }
    // E2M1 magnitude m = 2e + f: 0.5 * f when e = 0, else (1 + f/2) * 2^(e-1),
    // whose float bits are (m + 252) << 22.
    let seven = fl.splat_int(uint, 7);
    let magnitude = fl.emitter().binary(Op::BitwiseAnd, uint, codes, seven);
    let half_bits = fl.splat_int(uint, 0x3F00_0000);
    let subnormal = fl.emitter().binary(Op::IMul, uint, magnitude, half_bits);
    let rebias = fl.splat_int(uint, 252);
    let biased = fl.emitter().binary(Op::IAdd, uint, magnitude, rebias);
    let shift = fl.splat_int(uint, 22);
    let normal = fl.emitter().binary(Op::ShiftLeftLogical, uint, biased, shift);
    let two = fl.splat_int(uint, 2);
    let bool_type = fl.bool_like(uint);
    let small_magnitude = fl.emitter().binary(Op::ULessThan, bool_type, magnitude, two);
    let unsigned = fl.emitter().select(uint, small_magnitude, subnormal, normal);
    let sign_shift = fl.splat_int(uint, 28);
    let sign = fl.emitter().binary(Op::ShiftLeftLogical, uint, codes, sign_shift);
    let sign_bit = fl.splat_int(uint, 0x8000_0000);
    let sign = fl.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
    fl.emitter().binary(Op::BitwiseOr, uint, unsigned, sign)
}

/// Float `bits` (lanes of u32, a value exact in `wide`) as `wide`.
fn float_bits_to_wide(
    f: &mut FunctionLowering<'_>,
    bits: Id,
    wide: Wide,
    uint: Id,
    result_type: Id,
    count: u32,
) -> Id {
    match wide {
        Wide::Half => {
            let float = f32_lanes(f, count);
            let value = f.emitter().bitcast(float, bits);
            f.emitter().unary(Op::FConvert, result_type, value)
        }
        Wide::BFloat => {
            let sixteen = f.splat_int(uint, 16);
            let high = f.emitter().binary(Op::ShiftRightLogical, uint, bits, sixteen);
            let short = short_lanes(f, count);
            let short_value = f.emitter().unary(Op::UConvert, short, high);
            // The bfloat carrier is i16 itself, or SPV_KHR_bfloat16's type.
            if short == result_type {
                short_value
            } else {
                f.emitter().bitcast(result_type, short_value)
            }
        }
        Wide::Float8 { bias, mantissa } => {
            // Rebias the exponent and drop the low mantissa bits (exact for
            // every normal value; zeros stay zeros).
            let magnitude_mask = f.splat_int(uint, 0x7FFF_FFFF);
            let magnitude = f.emitter().binary(Op::BitwiseAnd, uint, bits, magnitude_mask);
            let drop = f.splat_int(uint, u64::from(23 - mantissa));
            let shifted = f.emitter().binary(Op::ShiftRightLogical, uint, magnitude, drop);
            let rebias = f.splat_int(uint, u64::from((127 - bias) << mantissa));
            let rebiased = f.emitter().binary(Op::ISub, uint, shifted, rebias);
            let zero = f.splat_int(uint, 0);
            let bool_type = f.bool_like(uint);
            let is_zero = f.emitter().binary(Op::IEqual, bool_type, magnitude, zero);
            let unsigned = f.emitter().select(uint, is_zero, zero, rebiased);
            let sign_shift = f.splat_int(uint, 24);
            let sign = f.emitter().binary(Op::ShiftRightLogical, uint, bits, sign_shift);
            let sign_bit = f.splat_int(uint, 0x80);
            let sign = f.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
            let byte_bits = f.emitter().binary(Op::BitwiseOr, uint, unsigned, sign);
            f.emitter().unary(Op::UConvert, result_type, byte_bits)
        }
    }
}

/// i16, or a vector of `count` of it.
fn short_lanes(f: &mut FunctionLowering<'_>, count: u32) -> Id {
    let component = f.module().m.type_int(16);
    lanes_of(f, component, count)
}

/// Half or bfloat `value` (of SPIR-V type `value_type`) as float (exact).
fn wide_to_float(f: &mut FunctionLowering<'_>, value: Id, value_type: Id, wide: Wide, count: u32) -> Id {
    let float = f32_lanes(f, count);
    if wide == Wide::Half {
        return f.emitter().unary(Op::FConvert, float, value);
    }
    let short = short_lanes(f, count);
    let bits = if value_type == short { value } else { f.emitter().bitcast(short, value) };
    let uint = u32_lanes(f, count);
    let wide_bits = f.emitter().unary(Op::UConvert, uint, bits);
    let sixteen = f.splat_int(uint, 16);
    let float_bits = f.emitter().binary(Op::ShiftLeftLogical, uint, wide_bits, sixteen);
    f.emitter().bitcast(float, float_bits)
}

/// The 4-bit codes (lanes of `uint`) of `float`.
fn float_to_small(
    f: &mut FunctionLowering<'_>,
    float: Id,
    small: Small,
    uint: Id,
    count: u32,
) -> LowerResult<Id> {
    let float_type = f32_lanes(f, count);
    if small == Small::Int4 {
        // Saturated first: OpConvertFToS of an out-of-range value is undefined.
        let (low, high) = (f.splat_float(float_type, -8.0)?, f.splat_float(float_type, 7.0)?);
        let clamped = f.ext_inst("fmin", float_type, &[float, high])?;
        let clamped = f.ext_inst("fmax", float_type, &[clamped, low])?;
        let int = f.emitter().unary(Op::ConvertFToS, uint, clamped);
        let mask = f.splat_int(uint, 15);
        return Ok(f.emitter().binary(Op::BitwiseAnd, uint, int, mask));
    }
    let bool_type = f.bool_like(uint);
    let magnitude = f.ext_inst("fabs", float_type, &[float])?;
    // Round to nearest even: the number of midpoints between neighbours
    // below |x|, a tie counting when the code above it is even.
    let mut code = f.splat_int(uint, 0);
    let (zero, one) = (code, f.splat_int(uint, 1));
    for (midpoint, tie_up) in E2M1_MIDPOINTS {
        let bound = f.splat_float(float_type, midpoint)?;
        let op = if tie_up { Op::FOrdGreaterThanEqual } else { Op::FOrdGreaterThan };
        let above = f.emitter().binary(op, bool_type, magnitude, bound);
        let step = f.emitter().select(uint, above, one, zero);
        code = f.emitter().binary(Op::IAdd, uint, code, step);
    }
    let bits = f.emitter().bitcast(uint, float);
    let shift = f.splat_int(uint, 28);
    let sign = f.emitter().binary(Op::ShiftRightLogical, uint, bits, shift);
    let sign_bit = f.splat_int(uint, 8);
    let sign = f.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
    Ok(f.emitter().binary(Op::BitwiseOr, uint, code, sign))
}

/// The midpoints between consecutive E2M1 magnitudes (0, 0.5, 1, 1.5, 2, 3,
/// 4, 6), and whether a tie rounds up (the code above is even). Above 5 is 6:
/// saturation.
const E2M1_MIDPOINTS: [(f64, bool); 7] =
    [(0.25, false), (0.75, true), (1.25, false), (1.75, true), (2.5, false), (3.5, true), (5.0, false)];

#[cfg(test)]
mod tests {
    use super::*;

    /// The E2M1 value of `code`, and the code that rounding `x` gives, as the
    /// lowering computes them.
    fn decode(code: u32) -> f32 {
        let m = code & 7;
        let bits = if m < 2 { m * 0x3F00_0000 } else { (m + 252) << 22 };
        f32::from_bits(bits | ((code << 28) & 0x8000_0000))
    }

    fn encode(x: f32) -> u32 {
        let steps = E2M1_MIDPOINTS
            .iter()
            .filter(|&&(m, up)| if up { x.abs() >= m as f32 } else { x.abs() > m as f32 })
            .count() as u32;
        steps | ((x.to_bits() >> 28) & 8)
    }

    #[test]
    fn e2m1_values_and_rounding() {
        let values = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0];
        for code in 0..16 {
            let expected = if code < 8 { values[code as usize] } else { -values[code as usize - 8] };
            assert_eq!(decode(code).to_bits(), f32::to_bits(expected), "{code}");
            assert_eq!(encode(decode(code)), code);
        }
        let cases = [(0.25, 0), (0.26, 1), (0.75, 2), (1.25, 2), (1.75, 4), (2.5, 4), (3.5, 6), (5.0, 6)];
        for (x, code) in cases {
            assert_eq!(encode(x), code, "{x}");
        }
        assert_eq!(encode(f32::INFINITY), 7);
        assert_eq!(encode(-100.0), 15);
        assert_eq!(encode(-0.1), 8);
    }

    #[test]
    fn names() {
        let c = float4_conversion("__builtin_spirv_ConvertE2M1ToFP16EXT").unwrap();
        assert_eq!((c.small, c.wide, c.to_small), (Small::E2M1, Wide::Half, false));
        let c = float4_conversion("__builtin_spirv_ConvertBF16ToE2M1INTEL").unwrap();
        assert_eq!((c.small, c.wide, c.to_small), (Small::E2M1, Wide::BFloat, true));
        assert!(float4_conversion("__builtin_spirv_ConvertInt4ToE4M3INTEL").is_some());
        assert!(float4_conversion("__builtin_spirv_ConvertE4M3ToE2M1EXT").is_none());
        assert!(float4_conversion("__builtin_spirv_ConvertFP16ToE4M3EXT").is_none());
        assert!(float4_conversion("__builtin_spirv_ClampConvertFP16ToE2M1INTEL").is_none());
    }
}
