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

impl FunctionLowering<'_> {
    /// The 4-bit conversion builtins; `None` if `source_name` is none of them.
    pub fn lower_float4_builtin(&mut self, i: Call, source_name: &str) -> Option<LowerResult<()>> {
        let conversion = float4_conversion(source_name)?;
        Some(self.lower_float4_conversion(i, source_name, conversion))
    }

    fn lower_float4_conversion(
        &mut self,
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
        let value = self.operand(arg)?;
        let result_type = self.ml.value_type(*i)?;
        let uint = self.u32_lanes(count);
        let id = if c.to_small {
            let wide_type = self.ml.value_type(arg)?;
            let float = self.wide_to_float(value, wide_type, c.wide, count);
            let codes = self.float_to_small(float, c.small, uint, count)?;
            self.pack_codes(codes, result_type, count, packed)
        } else {
            let codes = self.unpack_codes(value, arg.ty(), uint, count, packed)?;
            let bits = self.small_to_float_bits(codes, c.small, uint, count);
            self.float_bits_to_wide(bits, c.wide, uint, result_type, count)
        };
        self.set_result(i, id);
        Ok(())
    }

    /// u32, or a vector of `count` of it.
    fn u32_lanes(&mut self, count: u32) -> Id {
        let component = self.ml.m.type_int(32);
        self.lanes_of(component, count)
    }

    /// float, or a vector of `count` of it.
    fn f32_lanes(&mut self, count: u32) -> Id {
        let component = self.ml.m.type_float(32);
        self.lanes_of(component, count)
    }

    /// `component`, or a vector of `count` of it.
    fn lanes_of(&mut self, component: Id, count: u32) -> Id {
        if count == 1 {
            component
        } else {
            self.ml.m.type_vector(component, count)
        }
    }

    /// A constant of `ty` (`count` lanes of u32 or another integer) with
    /// `lane(k)` in lane `k`.
    fn lane_constants(&mut self, ty: Id, count: u32, lane: impl Fn(u32) -> u64) -> Id {
        let (component, _) = self.components(ty);
        let parts: Vec<Id> = (0..count).map(|k| self.ml.int_constant(component, lane(k))).collect();
        if count == 1 {
            parts[0]
        } else {
            self.ml.m.constant(ConstantKey::Composite { ty, parts })
        }
    }

    /// The 4-bit codes of `value` (LLVM type `ty`), one a lane of `uint`.
    fn unpack_codes(&mut self, value: Id, ty: Type, uint: Id, count: u32, packed: bool) -> LowerResult<Id> {
        if !packed {
            return Ok(self.emitter().unary(Op::UConvert, uint, value)); // i4 lives normalized in i8
        }
        let (spread, shifts) = if ty.is_vector() {
            // Byte k/2 in lane k, its low nibble in even lanes.
            let byte = self.ml.m.type_int(8);
            let spread_type = self.ml.m.type_vector(byte, count);
            let lanes: Vec<u32> = (0..count).map(|k| k / 2).collect();
            let spread = self.emitter().vector_shuffle(spread_type, value, value, &lanes);
            let widened = self.emitter().unary(Op::UConvert, uint, spread);
            (widened, self.lane_constants(uint, count, |k| 4 * u64::from(k % 2)))
        } else {
            let width = ty.scalar().int_width();
            let int = self.ml.m.type_int(width);
            let vector = self.ml.m.type_vector(int, count);
            let spread = self.splat(vector, value);
            let shifts = self.lane_constants(vector, count, |k| 4 * u64::from(k));
            let shifted = self.emitter().binary(Op::ShiftRightLogical, vector, spread, shifts);
            let narrowed =
                if width == 32 { shifted } else { self.emitter().unary(Op::UConvert, uint, shifted) };
            (narrowed, self.splat_int(uint, 0))
        };
        let shifted = self.emitter().binary(Op::ShiftRightLogical, uint, spread, shifts);
        let mask = self.splat_int(uint, 15);
        Ok(self.emitter().binary(Op::BitwiseAnd, uint, shifted, mask))
    }

    /// The codes (lanes of u32, each below 16) packed into `result_type`.
    fn pack_codes(&mut self, codes: Id, result_type: Id, count: u32, packed: bool) -> Id {
        if !packed {
            return self.emitter().unary(Op::UConvert, result_type, codes);
        }
        let (component, lanes) = self.components(result_type);
        if lanes > 1 {
            // Bytes: even codes in the low nibbles, odd ones in the high.
            let uint = self.ml.m.type_int(32);
            let half_type = self.ml.m.type_vector(uint, lanes);
            let even: Vec<u32> = (0..lanes).map(|k| 2 * k).collect();
            let odd: Vec<u32> = (0..lanes).map(|k| 2 * k + 1).collect();
            let low = self.emitter().vector_shuffle(half_type, codes, codes, &even);
            let high = self.emitter().vector_shuffle(half_type, codes, codes, &odd);
            let four = self.splat_int(half_type, 4);
            let high = self.emitter().binary(Op::ShiftLeftLogical, half_type, high, four);
            let bytes = self.emitter().binary(Op::BitwiseOr, half_type, low, high);
            return self.emitter().unary(Op::UConvert, result_type, bytes);
        }
        let vector = self.ml.m.type_vector(component, count);
        let uint = self.ml.m.type_int(32);
        let wide = if component == uint { codes } else { self.emitter().unary(Op::UConvert, vector, codes) };
        let shifts = self.lane_constants(vector, count, |k| 4 * u64::from(k));
        let placed = self.emitter().binary(Op::ShiftLeftLogical, vector, wide, shifts);
        let mut word = self.emitter().composite_extract(component, placed, &[0]);
        for k in 1..count {
            let part = self.emitter().composite_extract(component, placed, &[k]);
            word = self.emitter().binary(Op::BitwiseOr, component, word, part);
        }
        word
    }

    /// The float bits (lanes of u32) of the 4-bit `codes`, all exact.
    fn small_to_float_bits(&mut self, codes: Id, small: Small, uint: Id, count: u32) -> Id {
        if small == Small::Int4 {
            let float = self.f32_lanes(count);
            let up = self.splat_int(uint, 28);
            let top = self.emitter().binary(Op::ShiftLeftLogical, uint, codes, up);
            let signed = self.emitter().binary(Op::ShiftRightArithmetic, uint, top, up);
            let value = self.emitter().unary(Op::ConvertSToF, float, signed);
            return self.emitter().bitcast(uint, value);
        }
        // E2M1 magnitude m = 2e + f: 0.5 * f when e = 0, else (1 + f/2) * 2^(e-1),
        // whose float bits are (m + 252) << 22.
        let seven = self.splat_int(uint, 7);
        let magnitude = self.emitter().binary(Op::BitwiseAnd, uint, codes, seven);
        let half_bits = self.splat_int(uint, 0x3F00_0000);
        let subnormal = self.emitter().binary(Op::IMul, uint, magnitude, half_bits);
        let rebias = self.splat_int(uint, 252);
        let biased = self.emitter().binary(Op::IAdd, uint, magnitude, rebias);
        let shift = self.splat_int(uint, 22);
        let normal = self.emitter().binary(Op::ShiftLeftLogical, uint, biased, shift);
        let two = self.splat_int(uint, 2);
        let bool_type = self.bool_like(uint);
        let small_magnitude = self.emitter().binary(Op::ULessThan, bool_type, magnitude, two);
        let unsigned = self.emitter().select(uint, small_magnitude, subnormal, normal);
        let sign_shift = self.splat_int(uint, 28);
        let sign = self.emitter().binary(Op::ShiftLeftLogical, uint, codes, sign_shift);
        let sign_bit = self.splat_int(uint, 0x8000_0000);
        let sign = self.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
        self.emitter().binary(Op::BitwiseOr, uint, unsigned, sign)
    }

    /// Float `bits` (lanes of u32, a value exact in `wide`) as `wide`.
    fn float_bits_to_wide(&mut self, bits: Id, wide: Wide, uint: Id, result_type: Id, count: u32) -> Id {
        match wide {
            Wide::Half => {
                let float = self.f32_lanes(count);
                let value = self.emitter().bitcast(float, bits);
                self.emitter().unary(Op::FConvert, result_type, value)
            }
            Wide::BFloat => {
                let sixteen = self.splat_int(uint, 16);
                let high = self.emitter().binary(Op::ShiftRightLogical, uint, bits, sixteen);
                let short = self.short_lanes(count);
                let short_value = self.emitter().unary(Op::UConvert, short, high);
                // The bfloat carrier is i16 itself, or SPV_KHR_bfloat16's type.
                if short == result_type {
                    short_value
                } else {
                    self.emitter().bitcast(result_type, short_value)
                }
            }
            Wide::Float8 { bias, mantissa } => {
                // Rebias the exponent and drop the low mantissa bits (exact for
                // every normal value; zeros stay zeros).
                let magnitude_mask = self.splat_int(uint, 0x7FFF_FFFF);
                let magnitude = self.emitter().binary(Op::BitwiseAnd, uint, bits, magnitude_mask);
                let drop = self.splat_int(uint, u64::from(23 - mantissa));
                let shifted = self.emitter().binary(Op::ShiftRightLogical, uint, magnitude, drop);
                let rebias = self.splat_int(uint, u64::from((127 - bias) << mantissa));
                let rebiased = self.emitter().binary(Op::ISub, uint, shifted, rebias);
                let zero = self.splat_int(uint, 0);
                let bool_type = self.bool_like(uint);
                let is_zero = self.emitter().binary(Op::IEqual, bool_type, magnitude, zero);
                let unsigned = self.emitter().select(uint, is_zero, zero, rebiased);
                let sign_shift = self.splat_int(uint, 24);
                let sign = self.emitter().binary(Op::ShiftRightLogical, uint, bits, sign_shift);
                let sign_bit = self.splat_int(uint, 0x80);
                let sign = self.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
                let byte_bits = self.emitter().binary(Op::BitwiseOr, uint, unsigned, sign);
                self.emitter().unary(Op::UConvert, result_type, byte_bits)
            }
        }
    }

    /// i16, or a vector of `count` of it.
    fn short_lanes(&mut self, count: u32) -> Id {
        let component = self.ml.m.type_int(16);
        self.lanes_of(component, count)
    }

    /// Half or bfloat `value` (of SPIR-V type `value_type`) as float (exact).
    fn wide_to_float(&mut self, value: Id, value_type: Id, wide: Wide, count: u32) -> Id {
        let float = self.f32_lanes(count);
        if wide == Wide::Half {
            return self.emitter().unary(Op::FConvert, float, value);
        }
        let short = self.short_lanes(count);
        let bits = if value_type == short { value } else { self.emitter().bitcast(short, value) };
        let uint = self.u32_lanes(count);
        let wide_bits = self.emitter().unary(Op::UConvert, uint, bits);
        let sixteen = self.splat_int(uint, 16);
        let float_bits = self.emitter().binary(Op::ShiftLeftLogical, uint, wide_bits, sixteen);
        self.emitter().bitcast(float, float_bits)
    }

    /// The 4-bit codes (lanes of `uint`) of `float`.
    fn float_to_small(&mut self, float: Id, small: Small, uint: Id, count: u32) -> LowerResult<Id> {
        let float_type = self.f32_lanes(count);
        if small == Small::Int4 {
            // Saturated first: OpConvertFToS of an out-of-range value is undefined.
            let (low, high) = (self.splat_float(float_type, -8.0)?, self.splat_float(float_type, 7.0)?);
            let clamped = self.ext_inst("fmin", float_type, &[float, high])?;
            let clamped = self.ext_inst("fmax", float_type, &[clamped, low])?;
            let int = self.emitter().unary(Op::ConvertFToS, uint, clamped);
            let mask = self.splat_int(uint, 15);
            return Ok(self.emitter().binary(Op::BitwiseAnd, uint, int, mask));
        }
        let bool_type = self.bool_like(uint);
        let magnitude = self.ext_inst("fabs", float_type, &[float])?;
        // Round to nearest even: the number of midpoints between neighbours
        // below |x|, a tie counting when the code above it is even.
        let mut code = self.splat_int(uint, 0);
        let (zero, one) = (code, self.splat_int(uint, 1));
        for (midpoint, tie_up) in E2M1_MIDPOINTS {
            let bound = self.splat_float(float_type, midpoint)?;
            let op = if tie_up { Op::FOrdGreaterThanEqual } else { Op::FOrdGreaterThan };
            let above = self.emitter().binary(op, bool_type, magnitude, bound);
            let step = self.emitter().select(uint, above, one, zero);
            code = self.emitter().binary(Op::IAdd, uint, code, step);
        }
        let bits = self.emitter().bitcast(uint, float);
        let shift = self.splat_int(uint, 28);
        let sign = self.emitter().binary(Op::ShiftRightLogical, uint, bits, shift);
        let sign_bit = self.splat_int(uint, 8);
        let sign = self.emitter().binary(Op::BitwiseAnd, uint, sign, sign_bit);
        Ok(self.emitter().binary(Op::BitwiseOr, uint, code, sign))
    }
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
