//! Integer intrinsics: abs, min/max, ctpop/ctlz/cttz, bswap, bitreverse,
//! funnel shifts, and saturating add/sub/shift.
//!
//! OpBitReverse needs the Shader capability, which OpenCL kernels lack:
//! bitreverse and bswap swap ever larger bit groups with shifts and masks.

use super::shared::{all_ones, spirv_int_width};
use super::signatures::Signature;
use super::table::{named, Intrinsic};
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::vector_shapes;
use crate::lower::calls::intrinsics::shared;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// The integer intrinsics; the rows marked `narrow()` have their i1 and
/// narrow forms in `narrow.rs` (min/max/abs handle theirs here).
pub(super) const TABLE: &[Intrinsic] = &[
    named("smin", lower_min_max_abs),
    named("smax", lower_min_max_abs),
    named("umin", lower_min_max_abs),
    named("umax", lower_min_max_abs),
    named("abs", lower_min_max_abs),
    named("ctpop", lower_bit_count).narrow(),
    named("ctlz", lower_bit_count).narrow(),
    named("cttz", lower_bit_count).narrow(),
    named("bswap", |f, i, _| lower_bit_swap(f, i, 8)).narrow(),
    named("bitreverse", |f, i, _| lower_bit_swap(f, i, 1)).narrow(),
    named("fshl", |f, i, _| lower_funnel_shift(f, i, true)).narrow(),
    named("fshr", |f, i, _| lower_funnel_shift(f, i, false)).narrow(),
    named("sadd.sat", |f, i, _| lower_int_opencl_std(f, i, "s_add_sat", 2)).narrow(),
    named("uadd.sat", |f, i, _| lower_int_opencl_std(f, i, "u_add_sat", 2)).narrow(),
    named("ssub.sat", |f, i, _| lower_int_opencl_std(f, i, "s_sub_sat", 2)).narrow(),
    named("usub.sat", |f, i, _| lower_int_opencl_std(f, i, "u_sub_sat", 2)).narrow(),
    named("sshl.sat", |f, i, _| lower_shift_left_sat(f, i, true)).narrow(),
    named("ushl.sat", |f, i, _| lower_shift_left_sat(f, i, false)).narrow(),
    named("scmp", |f, i, _| lower_three_way_compare(f, i, true)).with_signature(Signature::Compare),
    named("ucmp", |f, i, _| lower_three_way_compare(f, i, false)).with_signature(Signature::Compare),
];

/// An intrinsic on SPIR-V-width integers whose first `operand_count`
/// operands map 1:1 to an OpenCL.std instruction.
fn lower_int_opencl_std(
    f: &mut FunctionLowering<'_>,
    i: Call,
    name: &str,
    operand_count: usize,
) -> LowerResult<()> {
    spirv_int_width(*i, &format!("llvm intrinsic ({name})"))?;
    let ty = f.module().value_type(*i)?;
    let mut args = shared::value_args(f, i)?;
    args.truncate(operand_count);
    let id = f.ext_inst(name, ty, &args)?;
    f.set_result(i, id);
    Ok(())
}

/// smin/smax/umin/umax(a, b) and abs(x, poison_flag). Narrow integers
/// are normalized (zero above their width): unsigned operations work on
/// them as they are, signed ones sign-extend first and normalize after.
fn lower_min_max_abs(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    let name = match base {
        "smin" => "s_min",
        "smax" => "s_max",
        "umin" => "u_min",
        "umax" => "u_max",
        _ => "s_abs",
    };
    let operand_count = if base == "abs" { 1 } else { 2 };
    if i.ty().scalar().is_integer() && i.ty().scalar().int_width() == 1 {
        return lower_bool_min_max_abs(f, i, base);
    }
    let Some((width, carrier)) = narrow(i.ty()) else {
        return lower_int_opencl_std(f, i, name, operand_count);
    };
    let ty = f.module().value_type(*i)?;
    let args = i.call_args();
    let mut operands = Vec::new();
    for &arg in &args[..operand_count] {
        let id = f.operand(arg)?;
        operands.push(if name.starts_with("s_") {
            narrow_ints::sign_extend_within(f, id, ty, width, carrier)
        } else {
            id
        });
    }
    let mut id = f.ext_inst(name, ty, &operands)?;
    if name.starts_with("s_") {
        id = narrow_ints::normalize(f, id, ty, width);
    }
    f.set_result(i, id);
    Ok(())
}

/// The same on i1 (bools): unsigned, 1 is the larger; signed, 1 is -1, the
/// smaller. So umin and smax are "and", umax and smin are "or", and abs is
/// the identity (abs(-1) wraps to -1 in one bit).
fn lower_bool_min_max_abs(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    let args = i.call_args();
    let x = f.operand(args[0])?;
    let op = match base {
        "umin" | "smax" => spirv_writer::spirv::Op::LogicalAnd,
        "umax" | "smin" => spirv_writer::spirv::Op::LogicalOr,
        _ => {
            f.set_result(i, x);
            return Ok(());
        }
    };
    let y = f.operand(args[1])?;
    let ty = f.module().value_type(*i)?;
    let id = vector_shapes::emit_elementwise(f, None, op, i.ty(), ty, &[(x, i.ty()), (y, i.ty())])?;
    f.set_result(i, id);
    Ok(())
}

/// ctpop -> popcount; ctlz/cttz(x, zero_is_poison) -> clz/ctz, which give
/// the bit width for zero (a result LLVM allows either way).
fn lower_bit_count(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    let name = match base {
        "ctpop" => "popcount",
        "ctlz" => "clz",
        _ => "ctz",
    };
    let Some((width, carrier)) = narrow(i.ty()) else {
        spirv_int_width(*i, &format!("llvm.{base}"))?;
        let ty = f.module().value_type(*i)?;
        let x = f.operand(i.call_args()[0])?;
        let id = f.ext_inst(name, ty, &[x])?;
        f.set_result(i, id);
        return Ok(());
    };
    // A narrow integer in its normalized carrier.
    let ty = f.module().value_type(*i)?;
    let mut x = f.operand(i.call_args()[0])?;
    if base == "cttz" {
        // A bit just above the width makes ctz(0) the width.
        let stop = f.splat_int(ty, 1 << width);
        x = f.emitter().binary(Op::BitwiseOr, ty, x, stop);
    }
    let mut id = f.ext_inst(name, ty, &[x])?;
    if base == "ctlz" {
        let unused = f.splat_int(ty, u64::from(carrier - width));
        id = f.emitter().binary(Op::ISub, ty, id, unused);
    }
    f.set_result(i, id);
    Ok(())
}

/// bswap (first group 8) and bitreverse (first group 1): swap adjacent
/// groups of 1, 2, 4, ... bits up to half the width.
fn lower_bit_swap(f: &mut FunctionLowering<'_>, i: Call, first_group: u32) -> LowerResult<()> {
    let width = spirv_int_width(*i, if first_group == 8 { "llvm.bswap" } else { "llvm.bitreverse" })?;
    let ty = f.module().value_type(*i)?;
    let x = f.operand(i.call_args()[0])?;
    // OpBitReverse (SPV_KHR_bit_instructions, where allowed) on integers
    // SPIR-V holds at their own width, in one value.
    let whole = narrow(i.ty()).is_none() && (!i.ty().is_vector() || i.ty().vector_len() <= 16);
    if first_group == 1 && whole && f.module().allows_extension("SPV_KHR_bit_instructions") {
        // Required first, so that inference does not pick the Shader alternative.
        f.module()
            .m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::BitInstructions, || {
                "llvm.bitreverse".into()
            });
        let reversed = f.emitter().unary(Op::BitReverse, ty, x);
        f.set_result(i, reversed);
        return Ok(());
    }
    let swapped = f.swap_bit_groups(x, ty, width, first_group);
    f.set_result(i, swapped);
    Ok(())
}

/// fshl(a, b, s): the high half of (a:b) << (s mod w); fshr(a, b, s):
/// the low half of (a:b) >> (s mod w). A shift of 0 gives a (fshl) or b
/// (fshr) exactly. With a == b these are rotates (OpenCL rotate).
fn lower_funnel_shift(f: &mut FunctionLowering<'_>, i: Call, left: bool) -> LowerResult<()> {
    let width = spirv_int_width(*i, if left { "llvm.fshl" } else { "llvm.fshr" })?;
    let ty = f.module().value_type(*i)?;
    let args = i.call_args();
    let (a, b) = (f.operand(args[0])?, f.operand(args[1])?);
    let low_bits = f.splat_int(ty, u64::from(width - 1));
    if let Some(amount) = args[2].const_int_zext() {
        let s = amount % u64::from(width);
        let id = if s == 0 {
            f.alias(*i, if left { a } else { b });
            return Ok(());
        } else {
            let (up, down) = if left { (s, u64::from(width) - s) } else { (u64::from(width) - s, s) };
            let up = f.splat_int(ty, up);
            let down = f.splat_int(ty, down);
            let high = f.emitter().binary(Op::ShiftLeftLogical, ty, a, up);
            let low = f.emitter().binary(Op::ShiftRightLogical, ty, b, down);
            f.emitter().binary(Op::BitwiseOr, ty, high, low)
        };
        f.set_result(i, id);
        return Ok(());
    }
    let amount = f.operand(args[2])?;
    let s = f.emitter().binary(Op::BitwiseAnd, ty, amount, low_bits);
    let id = if args[0] == args[1] {
        // A rotate: left by s, or left by (w - s) mod w.
        let by = if left {
            s
        } else {
            let zero = f.splat_int(ty, 0);
            let negated = f.emitter().binary(Op::ISub, ty, zero, s);
            f.emitter().binary(Op::BitwiseAnd, ty, negated, low_bits)
        };
        f.ext_inst("rotate", ty, &[a, by])?
    } else {
        // Shift the other operand by one, then by (w - 1 - s): never by w.
        let one = f.splat_int(ty, 1);
        let rest = f.emitter().binary(Op::ISub, ty, low_bits, s);
        if left {
            let high = f.emitter().binary(Op::ShiftLeftLogical, ty, a, s);
            let low = f.emitter().binary(Op::ShiftRightLogical, ty, b, one);
            let low = f.emitter().binary(Op::ShiftRightLogical, ty, low, rest);
            f.emitter().binary(Op::BitwiseOr, ty, high, low)
        } else {
            let low = f.emitter().binary(Op::ShiftRightLogical, ty, b, s);
            let high = f.emitter().binary(Op::ShiftLeftLogical, ty, a, one);
            let high = f.emitter().binary(Op::ShiftLeftLogical, ty, high, rest);
            f.emitter().binary(Op::BitwiseOr, ty, high, low)
        }
    };
    f.set_result(i, id);
    Ok(())
}

/// sshl.sat/ushl.sat(a, s): a << s, or the saturation value when shifting
/// back does not give a (s >= width is poison).
fn lower_shift_left_sat(f: &mut FunctionLowering<'_>, i: Call, signed: bool) -> LowerResult<()> {
    let width = spirv_int_width(*i, if signed { "llvm.sshl.sat" } else { "llvm.ushl.sat" })?;
    let ty = f.module().value_type(*i)?;
    let bool_type = f.bool_like(ty);
    let args = i.call_args();
    let (a, s) = (f.operand(args[0])?, f.operand(args[1])?);
    let shifted = f.emitter().binary(Op::ShiftLeftLogical, ty, a, s);
    let back_op = if signed { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
    let back = f.emitter().binary(back_op, ty, shifted, s);
    let exact = f.emitter().binary(Op::IEqual, bool_type, back, a);
    let saturated: Id = if signed {
        let max = f.splat_int(ty, all_ones(width - 1));
        let min = f.splat_int(ty, 1 << (width - 1));
        let zero = f.splat_int(ty, 0);
        let negative = f.emitter().binary(Op::SLessThan, bool_type, a, zero);
        f.emitter().select(ty, negative, min, max)
    } else {
        f.splat_int(ty, all_ones(width))
    };
    let id = f.emitter().select(ty, exact, shifted, saturated);
    f.set_result(i, id);
    Ok(())
}

/// scmp/ucmp(a, b): -1 if a < b, 0 if a == b, 1 if a > b (signed or
/// unsigned), in the result's integer type. Narrow operands compare in
/// their carriers (signed ones sign-extended); a narrow result's -1 is
/// its normalized all-ones.
fn lower_three_way_compare(f: &mut FunctionLowering<'_>, i: Call, signed: bool) -> LowerResult<()> {
    let args = i.call_args();
    let what = if signed { "llvm.scmp" } else { "llvm.ucmp" };
    let operand_width = match narrow(args[0].ty()) {
        Some((width, carrier)) => Some((width, carrier)),
        None => spirv_int_width(args[0], what).map(|_| None)?,
    };
    let result_width = match narrow(i.ty()) {
        Some((width, _)) => width,
        None => spirv_int_width(*i, what)?,
    };
    let operand_type = f.module().value_type(args[0])?;
    let (mut a, mut b) = (f.operand(args[0])?, f.operand(args[1])?);
    if let (true, Some((width, carrier))) = (signed, operand_width) {
        a = narrow_ints::sign_extend_within(f, a, operand_type, width, carrier);
        b = narrow_ints::sign_extend_within(f, b, operand_type, width, carrier);
    }
    let bool_type = f.bool_like(operand_type);
    let (less, greater) =
        if signed { (Op::SLessThan, Op::SGreaterThan) } else { (Op::ULessThan, Op::UGreaterThan) };
    let below = f.emitter().binary(less, bool_type, a, b);
    let above = f.emitter().binary(greater, bool_type, a, b);
    let ty = f.module().value_type(*i)?;
    let (minus_one, one, zero) =
        (f.splat_int(ty, all_ones(result_width)), f.splat_int(ty, 1), f.splat_int(ty, 0));
    let not_below = f.emitter().select(ty, above, one, zero);
    let id = f.emitter().select(ty, below, minus_one, not_below);
    f.set_result(i, id);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::lower::body::emit::alternating_mask;

    #[test]
    fn masks() {
        assert_eq!(alternating_mask(8, 1), 0x55);
        assert_eq!(alternating_mask(32, 8), 0x00ff_00ff);
        assert_eq!(alternating_mask(64, 32), 0xffff_ffff);
        assert_eq!(alternating_mask(16, 4), 0x0f0f);
    }
}
