//! Integer intrinsics on `i1` and on widths SPIR-V lacks (i2..i63 other
//! than 8, 16, 32), scalars and vectors: bitreverse, bswap, ctpop/ctlz/cttz,
//! funnel shifts, saturating add/sub/shift and arithmetic with overflow (the
//! table rows marked `narrow()` in `integer.rs` and `overflow.rs`).
//!
//! Each is computed in the carrier integer of `narrow_ints` (i1, a bool in
//! registers, is carried as a 0/1 `i8`): operands are normalized (zero above
//! the LLVM width), signed operations sign-extend within the carrier first,
//! and results are normalized again (or compared back to a bool). Since the
//! width is below the carrier's, sums and differences of two operands never
//! wrap the carrier; products are checked through their high half.

use super::shared::all_ones;
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::bools::is_bool_type;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::vector_shapes::is_pieces;
use crate::lower::calls::intrinsics::shared;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// How a narrow integer value is held while an intrinsic computes on it.
#[derive(Clone, Copy)]
struct Carrier {
    /// The LLVM width (1 for i1).
    width: u32,
    /// The carrier's width.
    carrier: u32,
    /// The carrier type (scalar or vector, the shape of the LLVM type).
    ty: Id,
    /// The type of LLVM's value: the carrier itself, or bool(s) for i1.
    value_ty: Id,
    /// Whether the LLVM value is i1 (OpTypeBool in registers).
    boolean: bool,
}

impl Carrier {
    fn mask(&self) -> u64 {
        all_ones(self.width)
    }

    /// The most negative value of the width, as carrier bits (sign-extended).
    fn signed_min(&self) -> u64 {
        all_ones(self.carrier) & !all_ones(self.width - 1)
    }

    fn signed_max(&self) -> u64 {
        all_ones(self.width - 1)
    }
}

/// Whether call `i` is on i1 or narrow integers (the type of its first
/// argument): the rows marked `narrow()` are lowered here then.
pub(super) fn is_narrow_call(i: Call) -> bool {
    let Some(first) = i.call_args().first().copied() else { return false };
    is_bool_type(first.ty()) || narrow(first.ty()).is_some()
}

/// Lowers `base` (a row marked `narrow()`) on i1 or narrow integers.
pub(super) fn lower_narrow(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    let args = i.call_args();
    let operand_type = args[0].ty();
    if is_pieces(operand_type) {
        return Err(LowerError::unsupported_because(
            format!("llvm.{base} on {}", operand_type.print()),
            "vectors of more than 16 narrow integers",
        ));
    }
    let c = carrier(f, args[0])?;
    if c.boolean && matches!(base, "bitreverse" | "ctpop") {
        // One bit: reversing or counting it gives it back.
        let x = f.operand(args[0])?;
        f.alias(*i, x);
        return Ok(());
    }
    let x = carried(f, &c, args[0])?;
    if let Some(op) = base.strip_suffix(".with.overflow") {
        let y = carried(f, &c, args[1])?;
        return narrow_with_overflow(f, i, &c, op, x, y);
    }
    let result = match base {
        "bitreverse" | "bswap" => {
            let group = if base == "bswap" { 8 } else { 1 };
            if c.width % group != 0 {
                return Err(LowerError::no_equivalent(format!(
                    "llvm.bswap on i{} (not a whole number of bytes)",
                    c.width
                )));
            }
            let swapped = f.swap_bit_groups(x, c.ty, c.carrier, group);
            let down = f.splat_int(c.ty, u64::from(c.carrier - c.width));
            f.emitter().binary(Op::ShiftRightLogical, c.ty, swapped, down)
        }
        "ctpop" => f.ext_inst("popcount", c.ty, &[x])?,
        "ctlz" => {
            let count = f.ext_inst("clz", c.ty, &[x])?;
            let unused = f.splat_int(c.ty, u64::from(c.carrier - c.width));
            f.emitter().binary(Op::ISub, c.ty, count, unused)
        }
        "cttz" => {
            // A bit just above the width makes cttz(0) the width.
            let stop = f.splat_int(c.ty, 1 << c.width);
            let stopped = f.emitter().binary(Op::BitwiseOr, c.ty, x, stop);
            f.ext_inst("ctz", c.ty, &[stopped])?
        }
        "fshl" | "fshr" => {
            let y = carried(f, &c, args[1])?;
            narrow_funnel_shift(f, &c, base == "fshl", x, y, args[2])?
        }
        _ => {
            let y = carried(f, &c, args[1])?;
            narrow_saturating(f, &c, base, x, y)?
        }
    };
    let id = uncarried(f, &c, result);
    f.set_result(i, id);
    Ok(())
}

fn carrier(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<Carrier> {
    let value_ty = f.module().value_type(v)?;
    if is_bool_type(v.ty()) {
        let ty = shared::int_like(f, value_ty, 8);
        return Ok(Carrier { width: 1, carrier: 8, ty, value_ty, boolean: true });
    }
    let (width, carrier) = narrow(v.ty()).ok_or(LowerError::Internal("not a narrow integer"))?;
    Ok(Carrier { width, carrier, ty: value_ty, value_ty, boolean: false })
}

/// `v` in its carrier: bools become 0 or 1.
fn carried(f: &mut FunctionLowering<'_>, c: &Carrier, v: Value) -> LowerResult<Id> {
    let id = f.operand(v)?;
    Ok(if c.boolean {
        let one = f.splat_int(c.ty, 1);
        let zero = f.splat_int(c.ty, 0);
        f.emitter().select(c.ty, id, one, zero)
    } else {
        id
    })
}

/// A normalized carrier value as LLVM's value (bools for i1).
fn uncarried(f: &mut FunctionLowering<'_>, c: &Carrier, x: Id) -> Id {
    if c.boolean {
        let zero = f.splat_int(c.ty, 0);
        f.emitter().binary(Op::INotEqual, c.value_ty, x, zero)
    } else {
        x
    }
}

fn sign_extended(f: &mut FunctionLowering<'_>, c: &Carrier, x: Id) -> Id {
    narrow_ints::sign_extend_within(f, x, c.ty, c.width, c.carrier)
}

/// fshl(a, b, s): the high half of (a:b) << (s mod w); fshr: the low half
/// of (a:b) >> (s mod w). Computed as (a << s) | (b >> 1 >> (w - 1 - s))
/// (fshl) and (b >> s) | (a << 1 << (w - 1 - s)) (fshr), so that no
/// shift reaches the width, then normalized.
fn narrow_funnel_shift(
    f: &mut FunctionLowering<'_>,
    c: &Carrier,
    left: bool,
    a: Id,
    b: Id,
    amount: Value,
) -> LowerResult<Id> {
    let width = u64::from(c.width);
    let s = match amount.const_int_zext() {
        Some(constant) => f.splat_int(c.ty, constant % width),
        _ => {
            let amount = carried(f, c, amount)?;
            if c.width.is_power_of_two() {
                let low_bits = f.splat_int(c.ty, width - 1);
                f.emitter().binary(Op::BitwiseAnd, c.ty, amount, low_bits)
            } else {
                let w = f.splat_int(c.ty, width);
                f.emitter().binary(Op::UMod, c.ty, amount, w)
            }
        }
    };
    let one = f.splat_int(c.ty, 1);
    let top = f.splat_int(c.ty, width - 1);
    let rest = f.emitter().binary(Op::ISub, c.ty, top, s);
    let combined = if left {
        let high = f.emitter().binary(Op::ShiftLeftLogical, c.ty, a, s);
        let low = f.emitter().binary(Op::ShiftRightLogical, c.ty, b, one);
        let low = f.emitter().binary(Op::ShiftRightLogical, c.ty, low, rest);
        f.emitter().binary(Op::BitwiseOr, c.ty, high, low)
    } else {
        let low = f.emitter().binary(Op::ShiftRightLogical, c.ty, b, s);
        let high = f.emitter().binary(Op::ShiftLeftLogical, c.ty, a, one);
        let high = f.emitter().binary(Op::ShiftLeftLogical, c.ty, high, rest);
        f.emitter().binary(Op::BitwiseOr, c.ty, high, low)
    };
    Ok(narrow_ints::normalize(f, combined, c.ty, c.width))
}

/// Saturating add, sub and shift left on normalized carrier values.
fn narrow_saturating(f: &mut FunctionLowering<'_>, c: &Carrier, base: &str, a: Id, b: Id) -> LowerResult<Id> {
    let mask = f.splat_int(c.ty, c.mask());
    Ok(match base {
        "uadd.sat" => {
            let sum = f.emitter().binary(Op::IAdd, c.ty, a, b);
            f.ext_inst("u_min", c.ty, &[sum, mask])?
        }
        // Both operands are below 2^width: the carrier's own saturation is exact.
        "usub.sat" => f.ext_inst("u_sub_sat", c.ty, &[a, b])?,
        "sadd.sat" | "ssub.sat" => {
            let (sa, sb) = (sign_extended(f, c, a), sign_extended(f, c, b));
            let op = if base == "sadd.sat" { Op::IAdd } else { Op::ISub };
            let exact = f.emitter().binary(op, c.ty, sa, sb);
            let min = f.splat_int(c.ty, c.signed_min());
            let max = f.splat_int(c.ty, c.signed_max());
            let clamped = f.ext_inst("s_clamp", c.ty, &[exact, min, max])?;
            narrow_ints::normalize(f, clamped, c.ty, c.width)
        }
        "ushl.sat" => {
            // a << s, or all ones when shifting back loses bits (s >= width is poison).
            let bool_type = f.bool_like(c.ty);
            let shifted = f.emitter().binary(Op::ShiftLeftLogical, c.ty, a, b);
            let shifted = narrow_ints::normalize(f, shifted, c.ty, c.width);
            let back = f.emitter().binary(Op::ShiftRightLogical, c.ty, shifted, b);
            let exact = f.emitter().binary(Op::IEqual, bool_type, back, a);
            f.emitter().select(c.ty, exact, shifted, mask)
        }
        _ => {
            // sshl.sat: the shifted value sign-extended from the width must
            // shift back to a; else the saturation value of a's sign.
            let bool_type = f.bool_like(c.ty);
            let sa = sign_extended(f, c, a);
            let shifted = f.emitter().binary(Op::ShiftLeftLogical, c.ty, sa, b);
            let shifted = sign_extended(f, c, shifted);
            let back = f.emitter().binary(Op::ShiftRightArithmetic, c.ty, shifted, b);
            let exact = f.emitter().binary(Op::IEqual, bool_type, back, sa);
            let zero = f.splat_int(c.ty, 0);
            let negative = f.emitter().binary(Op::SLessThan, bool_type, sa, zero);
            let min = f.splat_int(c.ty, c.signed_min());
            let max = f.splat_int(c.ty, c.signed_max());
            let saturated = f.emitter().select(c.ty, negative, min, max);
            let r = f.emitter().select(c.ty, exact, shifted, saturated);
            narrow_ints::normalize(f, r, c.ty, c.width)
        }
    })
}

/// {s,u}{add,sub,mul}.with.overflow on normalized carrier values: the
/// wrapped result and whether the exact result does not fit the width.
fn narrow_with_overflow(
    f: &mut FunctionLowering<'_>,
    i: Call,
    c: &Carrier,
    op: &str,
    a: Id,
    b: Id,
) -> LowerResult<()> {
    let bool_type = f.bool_like(c.ty);
    let zero = f.splat_int(c.ty, 0);
    let (result, overflow) = match op {
        "uadd" | "usub" => {
            let exact = f.emitter().binary(if op == "uadd" { Op::IAdd } else { Op::ISub }, c.ty, a, b);
            let r = narrow_ints::normalize(f, exact, c.ty, c.width);
            let overflow = if op == "uadd" {
                f.emitter().binary(Op::ULessThan, bool_type, r, a)
            } else {
                f.emitter().binary(Op::ULessThan, bool_type, a, b)
            };
            (r, overflow)
        }
        "sadd" | "ssub" => {
            // Exact in the carrier; it overflows iff it is not its own
            // sign extension from the width.
            let (sa, sb) = (sign_extended(f, c, a), sign_extended(f, c, b));
            let exact = f.emitter().binary(if op == "sadd" { Op::IAdd } else { Op::ISub }, c.ty, sa, sb);
            let wrapped = sign_extended(f, c, exact);
            let overflow = f.emitter().binary(Op::INotEqual, bool_type, wrapped, exact);
            (narrow_ints::normalize(f, exact, c.ty, c.width), overflow)
        }
        "umul" => {
            // The full product is high:low; it fits iff high is 0 and low
            // has nothing above the width.
            let low = f.emitter().binary(Op::IMul, c.ty, a, b);
            let high = f.ext_inst("u_mul_hi", c.ty, &[a, b])?;
            let above = f.splat_int(c.ty, all_ones(c.carrier) & !c.mask());
            let low_above = f.emitter().binary(Op::BitwiseAnd, c.ty, low, above);
            let lost = f.emitter().binary(Op::BitwiseOr, c.ty, low_above, high);
            (
                narrow_ints::normalize(f, low, c.ty, c.width),
                f.emitter().binary(Op::INotEqual, bool_type, lost, zero),
            )
        }
        _ => {
            // smul: it fits iff low is its own sign extension from the
            // width and high is the sign extension of low.
            let (sa, sb) = (sign_extended(f, c, a), sign_extended(f, c, b));
            let low = f.emitter().binary(Op::IMul, c.ty, sa, sb);
            let high = f.ext_inst("s_mul_hi", c.ty, &[sa, sb])?;
            let wrapped = sign_extended(f, c, low);
            let top = f.splat_int(c.ty, u64::from(c.carrier - 1));
            let sign = f.emitter().binary(Op::ShiftRightArithmetic, c.ty, wrapped, top);
            let low_lost = f.emitter().binary(Op::INotEqual, bool_type, wrapped, low);
            let high_lost = f.emitter().binary(Op::INotEqual, bool_type, high, sign);
            (
                narrow_ints::normalize(f, low, c.ty, c.width),
                f.emitter().binary(Op::LogicalOr, bool_type, low_lost, high_lost),
            )
        }
    };
    let result = uncarried(f, c, result);
    let struct_type = f.module().value_type(*i)?;
    let id = f.construct(struct_type, &[result, overflow]);
    f.set_result(i, id);
    Ok(())
}
