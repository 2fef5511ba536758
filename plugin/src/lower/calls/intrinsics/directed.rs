//! Arithmetic in a static directed rounding mode (`llvm.experimental.
//! constrained.fadd(..., !"round.upward", ...)`, toward zero, downward),
//! computed exactly in the default mode.
//!
//! SPIR-V for OpenCL has no such arithmetic a consumer honours: an
//! FPRoundingMode decoration on OpFAdd validates, but Intel's CPU runtime
//! ignores it, and it refuses the float-controls execution modes
//! (RoundingModeRTZ, SPV_INTEL_float_controls2's RTP/RTN). So each
//! operation computes r, its result rounded to nearest, and e, a value whose
//! sign is the sign of the exact result minus r (an error-free
//! transformation: two-sum for sums, the fma residual of products, quotients
//! and square roots, Boldo and Muller's ErrFma for fma). When the exact
//! result lies on the wrong side of r for the mode, r moves one ulp (its
//! bits, sign and magnitude, plus or minus one). Operands whose error terms
//! could fall below the subnormal range are first scaled by powers of two
//! (exact); a result that overflowed to infinity from finite operands lies
//! beyond the largest finite value. Half precision computes in float and
//! converts back with the mode as an FPRoundingMode on OpFConvert (rounding
//! twice in one directed mode to a coarser format is rounding once).
//!
//! Division and square root rely on OpFDiv and OpenCL.std sqrt being
//! correctly rounded (fp64 requires it; Intel's CPU runtime does it for
//! fp32 as well).

use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::intrinsics::shared;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, FPRoundingMode, Op};
use spirv_writer::{Id, Operand};

/// A static rounding mode other than to nearest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Directed {
    TowardZero,
    Upward,
    Downward,
}

impl Directed {
    pub(super) fn fp_rounding_mode(self) -> FPRoundingMode {
        match self {
            Directed::TowardZero => FPRoundingMode::RTZ,
            Directed::Upward => FPRoundingMode::RTP,
            Directed::Downward => FPRoundingMode::RTN,
        }
    }
}

/// The operations computed in a directed mode.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Sqrt,
    Fma,
}

/// Magnitudes of one float format for the error terms (powers of two).
struct Limits {
    /// Below this, a product's, quotient's or square root's residual might
    /// underflow: the operands are scaled up by `up` twice first.
    small: f64,
    /// Below this, fma's product error might underflow.
    tiny_product: f64,
    up: f64,
    /// An fma whose product overflows while its result does not: the larger
    /// factor, the addend and the result are scaled down by `down` twice.
    down: f64,
}

fn limits(width: u32) -> Option<Limits> {
    let p = |e: i32| 2f64.powi(e);
    match width {
        // A product's lowest bit is at least |ab| 2^-48 (float) or 2^-106
        // (double); scaled by 2^150 (2^1076), every nonzero residual stays
        // above the smallest subnormal.
        32 => Some(Limits { small: p(-60), tiny_product: p(-100), up: p(75), down: p(-65) }),
        64 => Some(Limits { small: p(-600), tiny_product: p(-960), up: p(538), down: p(-513) }),
        _ => None,
    }
}

/// `op` on `args` (of SPIR-V type `ty`, float components of `width`
/// bits) rounded in `mode`.
pub(super) fn directed_arith(
    f: &mut FunctionLowering<'_>,
    op: Arith,
    mode: Directed,
    ty: Id,
    width: u32,
    args: &[Id],
) -> LowerResult<Id> {
    if width == 16 {
        let float = f.module().m.type_float(32);
        let float_type = f.same_shape(ty, float);
        let wide: Vec<Id> = args.iter().map(|&a| f.emitter().unary(Op::FConvert, float_type, a)).collect();
        let result = directed_arith(f, op, mode, float_type, 32, &wide)?;
        let narrow = f.emitter().unary(Op::FConvert, ty, result);
        let rounding = vec![Operand::FPRoundingMode(mode.fp_rounding_mode())];
        f.module().m.decorate(narrow, Decoration::FPRoundingMode, rounding);
        return Ok(narrow);
    }
    let lim = limits(width).ok_or_else(|| {
        LowerError::unsupported(format!("a static rounding mode on {width}-bit floating point"))
    })?;
    if mode == Directed::Downward && matches!(op, Arith::Add | Arith::Sub | Arith::Fma) {
        // Downward(x) = -Upward(-x): an exact zero sum is -0 only in this
        // mode, and +0 in the default mode the sum is computed in.
        // -(a - b) = -a + b; -(a*b + c) = (-a)*b + -c.
        let (negated_op, keep) = match op {
            Arith::Sub => (Arith::Add, 1),
            Arith::Fma => (op, 1),
            _ => (op, usize::MAX),
        };
        let negated: Vec<Id> = args
            .iter()
            .enumerate()
            .map(|(k, &a)| if k == keep { a } else { f.emitter().unary(Op::FNegate, ty, a) })
            .collect();
        let up = directed_arith(f, negated_op, Directed::Upward, ty, width, &negated)?;
        return Ok(f.emitter().unary(Op::FNegate, ty, up));
    }
    let (r, e, overflow) = match op {
        Arith::Add | Arith::Sub => sum_with_error(f, ty, args[0], args[1], op == Arith::Sub),
        Arith::Mul => product_with_error(f, ty, args[0], args[1], &lim)?,
        Arith::Div => quotient_with_error(f, ty, args[0], args[1], &lim)?,
        Arith::Sqrt => sqrt_with_error(f, ty, args[0], &lim)?,
        Arith::Fma => fma_with_error(f, ty, args[0], args[1], args[2], &lim)?,
    };
    step_for_mode(f, mode, ty, width, r, e, overflow)
}

/// r rounded to nearest moved one ulp where the sign of `e` (exact minus
/// r) or an overflow says the mode's result is its neighbour.
fn step_for_mode(
    f: &mut FunctionLowering<'_>,
    mode: Directed,
    ty: Id,
    width: u32,
    r: Id,
    e: Id,
    overflow: Id,
) -> LowerResult<Id> {
    let b = f.bool_like(ty);
    let zero = f.splat_float(ty, 0.0)?;
    let finite = f.emitter().unary(Op::IsFinite, b, r);
    let negative = f.emitter().unary(Op::SignBitSet, b, r);
    let positive = f.emitter().unary(Op::LogicalNot, b, negative);
    // Exact above r, below r (an overflowed r lies beyond the exact value).
    let e_positive = f.emitter().binary(Op::FOrdGreaterThan, b, e, zero);
    let e_negative = f.emitter().binary(Op::FOrdLessThan, b, e, zero);
    let over_negative = f.emitter().binary(Op::LogicalAnd, b, overflow, negative);
    let over_positive = f.emitter().binary(Op::LogicalAnd, b, overflow, positive);
    let above = and_or(f, b, e_positive, finite, over_negative);
    let below = and_or(f, b, e_negative, finite, over_positive);
    // Rounding to nearest keeps the sign of the exact value, so r = +0
    // is never above it and r = -0 never below.
    let (away, toward) = match mode {
        Directed::Upward => (Some((above, positive)), f.emitter().binary(Op::LogicalAnd, b, above, negative)),
        Directed::Downward => {
            (Some((below, negative)), f.emitter().binary(Op::LogicalAnd, b, below, positive))
        }
        Directed::TowardZero => {
            let from_above = f.emitter().binary(Op::LogicalAnd, b, below, positive);
            (None, and_or(f, b, above, negative, from_above))
        }
    };
    let int_type = shared::int_like(f, ty, width);
    let minus_one = f.splat_int(int_type, shared::all_ones(width));
    let zero_int = f.module().zero_of_type_id(int_type);
    let mut delta = f.emitter().select(int_type, toward, minus_one, zero_int);
    if let Some((side, sign)) = away {
        let away = f.emitter().binary(Op::LogicalAnd, b, side, sign);
        let one = f.splat_int(int_type, 1);
        delta = f.emitter().select(int_type, away, one, delta);
    }
    let bits = f.emitter().bitcast(int_type, r);
    let moved = f.emitter().binary(Op::IAdd, int_type, bits, delta);
    Ok(f.emitter().bitcast(ty, moved))
}

/// `(x and y) or z` on bools.
fn and_or(f: &mut FunctionLowering<'_>, b: Id, x: Id, y: Id, z: Id) -> Id {
    let both = f.emitter().binary(Op::LogicalAnd, b, x, y);
    f.emitter().binary(Op::LogicalOr, b, both, z)
}

/// Knuth's two-sum: (s, t) with s = x + y rounded and s + t = x + y exactly.
fn two_sum(f: &mut FunctionLowering<'_>, ty: Id, x: Id, y: Id) -> (Id, Id) {
    let s = f.emitter().binary(Op::FAdd, ty, x, y);
    let y_part = f.emitter().binary(Op::FSub, ty, s, x);
    let x_part = f.emitter().binary(Op::FSub, ty, s, y_part);
    let y_error = f.emitter().binary(Op::FSub, ty, y, y_part);
    let x_error = f.emitter().binary(Op::FSub, ty, x, x_part);
    let t = f.emitter().binary(Op::FAdd, ty, x_error, y_error);
    (s, t)
}

/// Whether a result infinite to nearest came from finite operands.
fn overflowed(f: &mut FunctionLowering<'_>, ty: Id, r: Id, operands: &[Id]) -> Id {
    let b = f.bool_like(ty);
    let mut overflow = f.emitter().unary(Op::IsInf, b, r);
    for &x in operands {
        let finite = f.emitter().unary(Op::IsFinite, b, x);
        overflow = f.emitter().binary(Op::LogicalAnd, b, overflow, finite);
    }
    overflow
}

/// `v` times `factor` twice (exact for the powers of two of `Limits`).
fn scaled(f: &mut FunctionLowering<'_>, ty: Id, v: Id, factor: Id) -> Id {
    let once = f.emitter().binary(Op::FMul, ty, v, factor);
    f.emitter().binary(Op::FMul, ty, once, factor)
}

/// `factor` where `condition` holds, else 1.
fn factor_if(fl: &mut FunctionLowering<'_>, ty: Id, condition: Id, factor: f64) -> LowerResult<Id> {
    let f = fl.splat_float(ty, factor)?;
    let one = fl.splat_float(ty, 1.0)?;
    Ok(fl.emitter().select(ty, condition, f, one))
}

/// (smaller, larger) of `x` and `y` by magnitude.
fn by_magnitude(f: &mut FunctionLowering<'_>, ty: Id, x: Id, y: Id) -> LowerResult<(Id, Id)> {
    let b = f.bool_like(ty);
    let ax = f.ext_inst("fabs", ty, &[x])?;
    let ay = f.ext_inst("fabs", ty, &[y])?;
    let x_smaller = f.emitter().binary(Op::FOrdLessThanEqual, b, ax, ay);
    Ok((f.emitter().select(ty, x_smaller, x, y), f.emitter().select(ty, x_smaller, y, x)))
}

/// Whether |x| < `limit`.
fn below_magnitude(f: &mut FunctionLowering<'_>, ty: Id, x: Id, limit: f64) -> LowerResult<Id> {
    let b = f.bool_like(ty);
    let ax = f.ext_inst("fabs", ty, &[x])?;
    let l = f.splat_float(ty, limit)?;
    Ok(f.emitter().binary(Op::FOrdLessThan, b, ax, l))
}

fn sum_with_error(f: &mut FunctionLowering<'_>, ty: Id, a: Id, b: Id, subtract: bool) -> (Id, Id, Id) {
    let y = if subtract { f.emitter().unary(Op::FNegate, ty, b) } else { b };
    let (r, e) = two_sum(f, ty, a, y);
    let overflow = overflowed(f, ty, r, &[a, b]);
    (r, e, overflow)
}

/// a*b: e = fma(m, o, -r) on the smaller factor m and r scaled up when
/// the product is small.
fn product_with_error(
    f: &mut FunctionLowering<'_>,
    ty: Id,
    a: Id,
    b: Id,
    lim: &Limits,
) -> LowerResult<(Id, Id, Id)> {
    let r = f.emitter().binary(Op::FMul, ty, a, b);
    let small = below_magnitude(f, ty, r, lim.small)?;
    let k = factor_if(f, ty, small, lim.up)?;
    let (m, o) = by_magnitude(f, ty, a, b)?;
    let m_scaled = scaled(f, ty, m, k);
    let r_scaled = scaled(f, ty, r, k);
    let minus_r = f.emitter().unary(Op::FNegate, ty, r_scaled);
    let e = f.ext_inst("fma", ty, &[m_scaled, o, minus_r])?;
    let overflow = overflowed(f, ty, r, &[a, b]);
    Ok((r, e, overflow))
}

/// a/b: the residual a - r*b (scaled up with the smaller of r and b when
/// a is small), its sign flipped for a negative divisor.
fn quotient_with_error(
    f: &mut FunctionLowering<'_>,
    ty: Id,
    a: Id,
    b: Id,
    lim: &Limits,
) -> LowerResult<(Id, Id, Id)> {
    let bool_type = f.bool_like(ty);
    let r = f.emitter().binary(Op::FDiv, ty, a, b);
    let small = below_magnitude(f, ty, a, lim.small)?;
    let k = factor_if(f, ty, small, lim.up)?;
    let (m, o) = by_magnitude(f, ty, r, b)?;
    let m_scaled = scaled(f, ty, m, k);
    let minus_m = f.emitter().unary(Op::FNegate, ty, m_scaled);
    let a_scaled = scaled(f, ty, a, k);
    let residual = f.ext_inst("fma", ty, &[minus_m, o, a_scaled])?;
    let negated = f.emitter().unary(Op::FNegate, ty, residual);
    let divisor_negative = f.emitter().unary(Op::SignBitSet, bool_type, b);
    let e = f.emitter().select(ty, divisor_negative, negated, residual);
    let zero = f.splat_float(ty, 0.0)?;
    let nonzero_divisor = f.emitter().binary(Op::FOrdNotEqual, bool_type, b, zero);
    let overflow = overflowed(f, ty, r, &[a]);
    let overflow = f.emitter().binary(Op::LogicalAnd, bool_type, overflow, nonzero_divisor);
    Ok((r, e, overflow))
}

/// sqrt(a): the residual a - r*r (a scaled by k^2, r by k when small).
fn sqrt_with_error(f: &mut FunctionLowering<'_>, ty: Id, a: Id, lim: &Limits) -> LowerResult<(Id, Id, Id)> {
    let b = f.bool_like(ty);
    let r = f.ext_inst("sqrt", ty, &[a])?;
    let l = f.splat_float(ty, lim.small)?;
    let small = f.emitter().binary(Op::FOrdLessThan, b, a, l);
    let k = factor_if(f, ty, small, lim.up)?;
    let r_scaled = f.emitter().binary(Op::FMul, ty, r, k);
    let minus_r = f.emitter().unary(Op::FNegate, ty, r_scaled);
    let a_scaled = scaled(f, ty, a, k);
    let e = f.ext_inst("fma", ty, &[minus_r, r_scaled, a_scaled])?;
    let overflow = f.bool_constant(b, false);
    Ok((r, e, overflow))
}

/// fma(a, b, c). With r1 + r2 + r3 = a*b + c exactly (ErrFma, on
/// operands scaled up when product and addend are small, or down when
/// the product overflows), the sign of the error is that of r1 - r (the
/// scaled result rounded to nearest against the scaled r, on a coarser
/// grid when r is subnormal) or, when they agree, of r2. A tiny product
/// beside a larger addend: the sign of c - r (exact), or else of a*b.
fn fma_with_error(
    f: &mut FunctionLowering<'_>,
    ty: Id,
    a: Id,
    b: Id,
    c: Id,
    lim: &Limits,
) -> LowerResult<(Id, Id, Id)> {
    let bool_type = f.bool_like(ty);
    let r = f.ext_inst("fma", ty, &[a, b, c])?;
    let product = f.emitter().binary(Op::FMul, ty, a, b);
    let tiny_product = below_magnitude(f, ty, product, lim.tiny_product)?;
    let small_addend = below_magnitude(f, ty, c, lim.small)?;
    let both_small = f.emitter().binary(Op::LogicalAnd, bool_type, tiny_product, small_addend);
    let product_overflow = f.emitter().unary(Op::IsInf, bool_type, product);
    let up = factor_if(f, ty, both_small, lim.up)?;
    let down = f.splat_float(ty, lim.down)?;
    let k = f.emitter().select(ty, product_overflow, down, up);
    let (smaller, larger) = by_magnitude(f, ty, a, b)?;
    let m = f.emitter().select(ty, product_overflow, larger, smaller);
    let o = f.emitter().select(ty, product_overflow, smaller, larger);
    let m_scaled = scaled(f, ty, m, k);
    let c_scaled = scaled(f, ty, c, k);
    let r_scaled = scaled(f, ty, r, k);
    // ErrFma (Boldo and Muller, "Exact and approximated error of the FMA").
    let r1 = f.ext_inst("fma", ty, &[m_scaled, o, c_scaled])?;
    let u1 = f.emitter().binary(Op::FMul, ty, m_scaled, o);
    let minus_u1 = f.emitter().unary(Op::FNegate, ty, u1);
    let u2 = f.ext_inst("fma", ty, &[m_scaled, o, minus_u1])?;
    let (alpha1, z) = two_sum(f, ty, c_scaled, u2);
    let (beta1, beta2) = two_sum(f, ty, u1, alpha1);
    let beta_minus_r1 = f.emitter().binary(Op::FSub, ty, beta1, r1);
    let gamma = f.emitter().binary(Op::FAdd, ty, beta_minus_r1, beta2);
    let r2 = f.emitter().binary(Op::FAdd, ty, gamma, z);
    let grid_difference = f.emitter().binary(Op::FSub, ty, r1, r_scaled);
    let same = f.emitter().binary(Op::FOrdEqual, bool_type, r1, r_scaled);
    let e_main = f.emitter().select(ty, same, r2, grid_difference);
    // Tiny product, larger addend: c - r is exact (Sterbenz) and, when
    // not zero, larger than the product.
    let addend_error = f.emitter().binary(Op::FSub, ty, c, r);
    let zero = f.splat_float(ty, 0.0)?;
    let exact_sum = f.emitter().binary(Op::FOrdEqual, bool_type, addend_error, zero);
    let big = f.splat_float(ty, lim.up)?;
    let scaled_product = scaled(f, ty, smaller, big);
    let product_sign = f.emitter().binary(Op::FMul, ty, scaled_product, larger);
    let e_tiny = f.emitter().select(ty, exact_sum, product_sign, addend_error);
    let large_addend = f.emitter().unary(Op::LogicalNot, bool_type, small_addend);
    let tiny_beside_large = f.emitter().binary(Op::LogicalAnd, bool_type, tiny_product, large_addend);
    let e = f.emitter().select(ty, tiny_beside_large, e_tiny, e_main);
    let overflow = overflowed(f, ty, r, &[a, b, c]);
    Ok((r, e, overflow))
}
