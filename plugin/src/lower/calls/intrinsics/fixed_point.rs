//! Fixed-point multiplication: `llvm.{s,u}mul.fix(a, b, scale)` is the
//! exact product shifted right by `scale` (rounding is unspecified; this
//! truncates), `.sat` clamps it to the type's range instead of wrapping.
//!
//! Up to 32 bits the exact product fits an i64, where it is shifted (and
//! clamped); wider types take the product's high half (OpenCL mul_hi) and
//! funnel it with the low half. Narrow widths are sign-extended within their
//! carrier first and normalized after.

use super::table::{named, Intrinsic};
use super::{all_ones, IntrinsicLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The fixed-point intrinsics (their narrow forms are lowered here too).
pub(super) const TABLE: &[Intrinsic] = &[
    named("smul.fix", |l, i, base| l.lower_mul_fix(i, base, true, false)),
    named("umul.fix", |l, i, base| l.lower_mul_fix(i, base, false, false)),
    named("smul.fix.sat", |l, i, base| l.lower_mul_fix(i, base, true, true)),
    named("umul.fix.sat", |l, i, base| l.lower_mul_fix(i, base, false, true)),
];

impl IntrinsicLowering<'_, '_> {
    fn lower_mul_fix(&mut self, i: Call, base: &str, signed: bool, saturating: bool) -> LowerResult<()> {
        let args = i.call_args();
        let scalar = i.ty().scalar();
        let width = if scalar.is_integer() { scalar.int_width() } else { 0 };
        let carrier = match (width, narrow(i.ty())) {
            (8 | 16 | 32 | 64, _) => width,
            (_, Some((_, carrier))) => carrier,
            _ => return Err(LowerError::unsupported(format!("llvm.{base} on {}", i.ty().print()))),
        };
        if crate::lower::body::vector_shapes::is_pieces(i.ty()) {
            return Err(LowerError::unsupported_because(
                format!("llvm.{base} on {}", i.ty().print()),
                "vectors of more than 16 lanes",
            ));
        }
        let scale = args[2]
            .const_int_zext()
            .ok_or_else(|| LowerError::not_constant(format!("the scale of llvm.{base}")))?;
        let ty = self.ml.value_type(*i)?;
        let (mut a, mut b) = (self.operand(args[0])?, self.operand(args[1])?);
        if signed && width != carrier {
            a = self.sign_extend_within(a, ty, width, carrier);
            b = self.sign_extend_within(b, ty, width, carrier);
        }
        let result = if width <= 32 {
            let wide = self.int_like(ty, 64);
            let convert = if signed { Op::SConvert } else { Op::UConvert };
            let (a, b) = (self.emitter().unary(convert, wide, a), self.emitter().unary(convert, wide, b));
            let product = self.emitter().binary(Op::IMul, wide, a, b);
            let by = self.splat_int(wide, scale);
            let down = if signed { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
            let mut shifted = self.emitter().binary(down, wide, product, by);
            if saturating {
                shifted = if signed {
                    let min = self.splat_int(wide, !all_ones(width - 1));
                    let max = self.splat_int(wide, all_ones(width - 1));
                    self.ext_inst("s_clamp", wide, &[shifted, min, max])?
                } else {
                    let max = self.splat_int(wide, all_ones(width));
                    self.ext_inst("u_min", wide, &[shifted, max])?
                };
            }
            self.emitter().unary(Op::UConvert, ty, shifted)
        } else if saturating {
            return Err(LowerError::unsupported_because(
                format!("llvm.{base} on {}", i.ty().print()),
                "saturating fixed-point products wider than 32 bits",
            ));
        } else {
            let low = self.emitter().binary(Op::IMul, ty, a, b);
            if scale == 0 {
                low
            } else {
                let high = self.ext_inst(if signed { "s_mul_hi" } else { "u_mul_hi" }, ty, &[a, b])?;
                let down = self.splat_int(ty, scale);
                let up = self.splat_int(ty, 64 - scale);
                let low = self.emitter().binary(Op::ShiftRightLogical, ty, low, down);
                let high = self.emitter().binary(Op::ShiftLeftLogical, ty, high, up);
                self.emitter().binary(Op::BitwiseOr, ty, low, high)
            }
        };
        let result = if width == carrier { result } else { self.normalize(result, ty, width) };
        self.set_result(i, result);
        Ok(())
    }
}
