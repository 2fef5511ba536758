//! Fixed-point multiplication: `llvm.{s,u}mul.fix(a, b, scale)` is the
//! exact product shifted right by `scale` (rounding is unspecified; this
//! truncates), `.sat` clamps it to the type's range instead of wrapping.
//!
//! Up to 32 bits the exact product fits an i64, where it is shifted (and
//! clamped); wider types take the product's high half (OpenCL mul_hi) and
//! funnel it with the low half. Narrow widths are sign-extended within their
//! carrier first and normalized after.

use super::shared::all_ones;
use super::table::{named, Intrinsic};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::calls::intrinsics::shared;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The fixed-point intrinsics (their narrow forms are lowered here too).
pub(super) const TABLE: &[Intrinsic] = &[
    named("smul.fix", |f, i, base| lower_mul_fix(f, i, base, true, false)),
    named("umul.fix", |f, i, base| lower_mul_fix(f, i, base, false, false)),
    named("smul.fix.sat", |f, i, base| lower_mul_fix(f, i, base, true, true)),
    named("umul.fix.sat", |f, i, base| lower_mul_fix(f, i, base, false, true)),
];

fn lower_mul_fix(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
    signed: bool,
    saturating: bool,
) -> LowerResult<()> {
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
    let ty = f.module().value_type(*i)?;
    let (mut a, mut b) = (f.operand(args[0])?, f.operand(args[1])?);
    if signed && width != carrier {
        a = narrow_ints::sign_extend_within(f, a, ty, width, carrier);
        b = narrow_ints::sign_extend_within(f, b, ty, width, carrier);
    }
    let result = if width <= 32 {
        let wide = shared::int_like(f, ty, 64);
        let convert = if signed { Op::SConvert } else { Op::UConvert };
        let (a, b) = (f.emitter().unary(convert, wide, a), f.emitter().unary(convert, wide, b));
        let product = f.emitter().binary(Op::IMul, wide, a, b);
        let by = f.splat_int(wide, scale);
        let down = if signed { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
        let mut shifted = f.emitter().binary(down, wide, product, by);
        if saturating {
            shifted = if signed {
                let min = f.splat_int(wide, !all_ones(width - 1));
                let max = f.splat_int(wide, all_ones(width - 1));
                f.ext_inst("s_clamp", wide, &[shifted, min, max])?
            } else {
                let max = f.splat_int(wide, all_ones(width));
                f.ext_inst("u_min", wide, &[shifted, max])?
            };
        }
        f.emitter().unary(Op::UConvert, ty, shifted)
    } else if saturating {
        return Err(LowerError::unsupported_because(
            format!("llvm.{base} on {}", i.ty().print()),
            "saturating fixed-point products wider than 32 bits",
        ));
    } else {
        let low = f.emitter().binary(Op::IMul, ty, a, b);
        if scale == 0 {
            low
        } else {
            let high = f.ext_inst(if signed { "s_mul_hi" } else { "u_mul_hi" }, ty, &[a, b])?;
            let down = f.splat_int(ty, scale);
            let up = f.splat_int(ty, 64 - scale);
            let low = f.emitter().binary(Op::ShiftRightLogical, ty, low, down);
            let high = f.emitter().binary(Op::ShiftLeftLogical, ty, high, up);
            f.emitter().binary(Op::BitwiseOr, ty, low, high)
        }
    };
    let result = if width == carrier { result } else { narrow_ints::normalize(f, result, ty, width) };
    f.set_result(i, result);
    Ok(())
}
