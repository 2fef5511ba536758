//! Floating-point intrinsics: OpenCL.std math (fabs, sqrt, sin, exp, pow,
//! floor, rint, fmin, copysign, fma, ...), NaN-propagating minimum/maximum,
//! powi, ldexp, frexp, is.fpclass, lround/lrint and the saturating
//! float-to-integer conversions.
//!
//! Operands are the call's value arguments, so the constrained forms
//! (`experimental.constrained.sin`, with metadata arguments) share these.

use super::shared::{all_ones, spirv_int_width};
use super::signatures::Signature;
use super::table::{named, prefix, std_as, std_same, Intrinsic};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::calls::intrinsics::shared;
use crate::lower::extensions::bfloat;
use crate::lower::extensions::fp_builtins;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op, StorageClass};
use spirv_writer::{Id, Operand};

/// The floating-point intrinsics. The `Std` rows map operand for operand to
/// the OpenCL.std instruction (the constrained forms share these rows).
pub(super) const TABLE: &[Intrinsic] = &[
    std_same("fabs").first(|f, i, _| exact_on_bfloat(f, i, "fabs")),
    std_same("sqrt"),
    std_same("sin"),
    std_same("cos"),
    std_same("tan").with_signature(Signature::SameFloat(1)),
    std_same("asin").with_signature(Signature::SameFloat(1)),
    std_same("acos").with_signature(Signature::SameFloat(1)),
    std_same("atan").with_signature(Signature::SameFloat(1)),
    std_same("atan2").with_signature(Signature::SameFloat(2)),
    std_same("sinh").with_signature(Signature::SameFloat(1)),
    std_same("cosh").with_signature(Signature::SameFloat(1)),
    std_same("tanh").with_signature(Signature::SameFloat(1)),
    std_same("exp"),
    std_same("exp2"),
    std_same("exp10").with_signature(Signature::SameFloat(1)),
    std_same("log"),
    std_same("log2"),
    std_same("log10"),
    std_same("pow"),
    std_same("floor"),
    std_same("ceil"),
    std_same("trunc"),
    // round: halfway cases away from zero, as OpenCL round.
    std_same("round"),
    // rint rounds halfway cases to even in the default rounding mode,
    // which is what roundeven and nearbyint (no inexact flag) ask for.
    std_same("rint"),
    std_as("nearbyint", "rint"),
    std_as("roundeven", "rint"),
    std_as("minnum", "fmin").first(|f, i, _| exact_on_bfloat(f, i, "fmin")),
    std_as("maxnum", "fmax").first(|f, i, _| exact_on_bfloat(f, i, "fmax")),
    std_same("copysign").first(|f, i, _| exact_on_bfloat(f, i, "copysign")),
    std_same("fma").first(|f, i, _| bfloat::bfloat_fma(f, i)),
    std_as("fmuladd", "fma").first(|f, i, _| bfloat::bfloat_mul_add(f, i)),
    named("minimum", |f, i, _| lower_propagating_min_max(f, i, true)),
    named("maximum", |f, i, _| lower_propagating_min_max(f, i, false)),
    named("minimumnum", |f, i, _| lower_number_min_max(f, i, true)).with_signature(Signature::SameFloat(2)),
    named("maximumnum", |f, i, _| lower_number_min_max(f, i, false)).with_signature(Signature::SameFloat(2)),
    named("powi", |f, i, _| lower_with_int_exponent(f, i, "pown")),
    named("ldexp", |f, i, _| lower_with_int_exponent(f, i, "ldexp")).with_signature(Signature::Ldexp),
    named("frexp", |f, i, _| lower_frexp(f, i)).with_signature(Signature::Frexp),
    // {sin, cos} and {fractional, integral} (LLVM 20+ and 21+): OpenCL.std
    // sincos and modf, which return the first and store the second.
    named("sincos", |f, i, _| lower_pair_through_pointer(f, i, "sincos")).with_signature(Signature::Pair),
    named("modf", |f, i, _| lower_pair_through_pointer(f, i, "modf")).with_signature(Signature::Pair),
    named("is.fpclass", |f, i, _| lower_is_fpclass(f, i)).first(fpclass_on_bfloat),
    named("lround", |f, i, _| lower_round_to_int(f, i, "round")),
    named("llround", |f, i, _| lower_round_to_int(f, i, "round")),
    named("lrint", |f, i, _| lower_round_to_int(f, i, "rint")),
    named("llrint", |f, i, _| lower_round_to_int(f, i, "rint")),
    named("fptosi.sat", |f, i, _| lower_fp_to_int_sat(f, i, Op::ConvertFToS)),
    named("fptoui.sat", |f, i, _| lower_fp_to_int_sat(f, i, Op::ConvertFToU)),
    // DPC++'s builtins with an accuracy requirement (extensions::fp_builtins).
    prefix("fpbuiltin.", |f, i, base| {
        fp_builtins::lower_fp_builtin(f, i, base).unwrap_or(Err(LowerError::Internal("not an fpbuiltin")))
    })
    .direct(),
];

/// fabs, copysign, minnum and maxnum on bfloat values, which the common
/// checks refuse: the result is one of the operands, or one with its sign
/// changed, so computed in float it rounds back exactly. OpenCL.std
/// `instruction` on the values widened to float (`bfloat_ext_inst`);
/// `None` for other values.
fn exact_on_bfloat(f: &mut FunctionLowering<'_>, i: Call, instruction: &str) -> Option<LowerResult<()>> {
    let bfloat = |t: crate::llvm::Type| t.scalar().kind() == crate::llvm::TypeKind::BFloat;
    if !(bfloat(i.ty()) || i.call_args().iter().any(|a| bfloat(a.ty()))) {
        return None;
    }
    let number = spirv_writer::grammar::opencl_std_opcode(instruction)?;
    let set = f.module().m.ext_inst_import("OpenCL.std");
    let head = [Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
    let mut operands = Vec::new();
    for arg in i.call_args() {
        match f.operand(arg) {
            Ok(id) => operands.push(Operand::IdRef(id)),
            Err(e) => return Some(Err(e)),
        }
    }
    bfloat::bfloat_ext_inst(f, i, &head, &operands)
}

/// bfloat's bit patterns (as `float_layout`'s): float's exponent, 7 mantissa bits.
const BFLOAT_LAYOUT: (u64, u64, u64) = (0x7f80, 0x0040, 0x0080);

/// is.fpclass on bfloat values, which the common checks refuse: a test on
/// their bits like any float's, needing no bfloat arithmetic.
fn fpclass_on_bfloat(fl: &mut FunctionLowering<'_>, i: Call, _: &str) -> Option<LowerResult<()>> {
    let bfloat = i.call_args()[0].ty().scalar().kind() == crate::llvm::TypeKind::BFloat;
    bfloat.then(|| lower_is_fpclass(fl, i))
}

/// Bit patterns of a float format: (exponent mask, quiet bit, smallest normal).
fn float_layout(width: u32) -> (u64, u64, u64) {
    match width {
        16 => (0x7c00, 0x0200, 0x0400),
        32 => (0x7f80_0000, 0x0040_0000, 0x0080_0000),
        _ => (0x7ff0_0000_0000_0000, 1 << 51, 1 << 52),
    }
}

/// minimum/maximum: like fmin/fmax, but a NaN operand gives NaN and
/// -0.0 orders below +0.0 (LLVM LangRef, llvm.minimum).
fn lower_propagating_min_max(f: &mut FunctionLowering<'_>, i: Call, min: bool) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let id = propagating_min_max(f, ty, args[0], args[1], min)?;
    f.set_result(i, id);
    Ok(())
}

pub(super) fn propagating_min_max(
    f: &mut FunctionLowering<'_>,
    ty: Id,
    a: Id,
    b: Id,
    min: bool,
) -> LowerResult<Id> {
    let ordered = number_min_max(f, ty, a, b, min)?;
    let bool_type = f.bool_like(ty);
    let unordered = f.emitter().binary(Op::Unordered, bool_type, a, b);
    let nan = f.emitter().binary(Op::FAdd, ty, a, b);
    Ok(f.emitter().select(ty, unordered, nan, ordered))
}

/// minimumnum/maximumnum: the number when one operand is NaN (as
/// fmin/fmax), and -0.0 below +0.0 (LLVM LangRef, llvm.minimumnum).
fn lower_number_min_max(f: &mut FunctionLowering<'_>, i: Call, min: bool) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let id = number_min_max(f, ty, args[0], args[1], min)?;
    f.set_result(i, id);
    Ok(())
}

/// fmin/fmax with -0.0 ordered below +0.0.
fn number_min_max(f: &mut FunctionLowering<'_>, ty: Id, a: Id, b: Id, min: bool) -> LowerResult<Id> {
    let bool_type = f.bool_like(ty);
    let plain = f.ext_inst(if min { "fmin" } else { "fmax" }, ty, &[a, b])?;
    // Equal operands differ at most in the sign of a zero: pick by sign.
    let equal = f.emitter().binary(Op::FOrdEqual, bool_type, a, b);
    let a_negative = f.emitter().unary(Op::SignBitSet, bool_type, a);
    let by_sign =
        if min { f.emitter().select(ty, a_negative, a, b) } else { f.emitter().select(ty, a_negative, b, a) };
    Ok(f.emitter().select(ty, equal, by_sign, plain))
}

/// powi(x, n) -> pown(x, n), ldexp(x, n) -> ldexp(x, n): OpenCL.std
/// `instruction` with n as 32-bit ints of x's shape.
fn lower_with_int_exponent(f: &mut FunctionLowering<'_>, i: Call, instruction: &str) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let exponent = int32_operand(f, i.call_args()[1], args[1], ty)?;
    let id = f.ext_inst(instruction, ty, &[args[0], exponent])?;
    f.set_result(i, id);
    Ok(())
}

/// An integer exponent as 32-bit ints with the shape of float type `ty`.
/// Wider exponents are clamped first: any exponent beyond +-2^20 already
/// over- or underflows every float format.
fn int32_operand(f: &mut FunctionLowering<'_>, v: Value, id: Id, ty: Id) -> LowerResult<Id> {
    let width = spirv_int_width(v, "an exponent")?;
    let scalar_or_vector = f.module().value_type(v)?;
    let mut value = id;
    if width > 32 {
        let low = f.splat_int(scalar_or_vector, (-(1i64 << 20)) as u64);
        let high = f.splat_int(scalar_or_vector, 1 << 20);
        value = f.ext_inst("s_clamp", scalar_or_vector, &[value, low, high])?;
    }
    let int32 = shared::int_like(f, scalar_or_vector, 32);
    if width != 32 {
        value = f.emitter().unary(Op::SConvert, int32, value);
    }
    let wanted = shared::int_like(f, ty, 32);
    if wanted != int32 {
        value = f.splat(wanted, value);
    }
    Ok(value)
}

/// frexp(x) -> {mantissa, exponent}: OpenCL frexp writes the exponent
/// through a pointer, here to a private variable.
fn lower_frexp(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let arg = i.call_args()[0];
    let x_type = f.module().value_type(arg)?;
    let x = f.operand(arg)?;
    let fields = i.ty().struct_fields();
    let exponent_value = *fields
        .get(1)
        .ok_or_else(|| LowerError::malformed("llvm.frexp should return a {mantissa, exponent} pair"))?;
    let exponent_width = exponent_value.scalar().int_width();
    let int32 = shared::int_like(f, x_type, 32);
    let pointer = f.module().m.type_pointer(StorageClass::Function, int32);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, pointer);
    let mantissa = f.ext_inst("frexp", x_type, &[x, variable])?;
    let mut exponent = f.emitter().unary(Op::Load, int32, variable);
    if exponent_width != 32 {
        let exponent_type = f.module().lower_type(exponent_value)?;
        exponent = f.emitter().unary(Op::SConvert, exponent_type, exponent);
    }
    let ty = f.module().value_type(*i)?;
    let id = f.construct(ty, &[mantissa, exponent]);
    f.set_result(i, id);
    Ok(())
}

/// sincos(x) -> {sin x, cos x}, modf(x) -> {fractional, integral}: the
/// OpenCL.std instruction `name` returns the first and stores the second
/// through a function-scope variable.
fn lower_pair_through_pointer(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let arg = i.call_args()[0];
    let x_type = f.module().value_type(arg)?;
    let x = f.operand(arg)?;
    let pointer = f.module().m.type_pointer(StorageClass::Function, x_type);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, pointer);
    let first = f.ext_inst(name, x_type, &[x, variable])?;
    let second = f.emitter().unary(Op::Load, x_type, variable);
    let ty = f.module().value_type(*i)?;
    let id = f.construct(ty, &[first, second]);
    f.set_result(i, id);
    Ok(())
}

/// is.fpclass(x, mask): tests on the bits of x (so that a runtime that
/// flushes denormals still classifies them). Mask bits (LangRef): 0 sNaN,
/// 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
/// 8 +normal, 9 +inf.
fn lower_is_fpclass(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let mask = args[1]
        .const_int_zext()
        .ok_or_else(|| LowerError::not_constant("the class mask of llvm.is.fpclass"))?
        & 0x3ff;
    let ty = f.module().value_type(*i)?;
    if mask == 0 || mask == 0x3ff {
        let constant = f.bool_constant(ty, mask != 0);
        f.alias(*i, constant);
        return Ok(());
    }
    let x_type = f.module().value_type(args[0])?;
    let x = f.operand(args[0])?;
    let width = args[0].ty().scalar().float_width();
    let bfloat = args[0].ty().scalar().kind() == crate::llvm::TypeKind::BFloat;
    let layout = if bfloat { BFLOAT_LAYOUT } else { float_layout(width) };
    let int_type = shared::int_like(f, x_type, width);
    // (bfloat without SPV_KHR_bfloat16 is carried as its bits already)
    let bits = if x_type == int_type { x } else { f.emitter().bitcast(int_type, x) };
    let magnitude_mask = f.splat_int(int_type, shared::all_ones(width - 1));
    let magnitude = f.emitter().binary(Op::BitwiseAnd, int_type, bits, magnitude_mask);

    let mut any_sign = Vec::new();
    let mut negative_only = Vec::new();
    let mut positive_only = Vec::new();
    let nan_bits = mask & 3;
    if nan_bits != 0 {
        any_sign.push(nan_test(f, nan_bits, ty, magnitude, int_type, layout));
    }
    // (negative bit, positive bit, class test)
    for (neg_bit, pos_bit, class) in [(2, 9, 0), (3, 8, 1), (4, 7, 2), (5, 6, 3)] {
        let (neg, pos) = (mask >> neg_bit & 1 == 1, mask >> pos_bit & 1 == 1);
        if !neg && !pos {
            continue;
        }
        let test = class_test(f, class, ty, magnitude, int_type, layout);
        match (neg, pos) {
            (true, true) => any_sign.push(test),
            (true, false) => negative_only.push(test),
            _ => positive_only.push(test),
        }
    }
    let mut terms = any_sign;
    if !negative_only.is_empty() || !positive_only.is_empty() {
        let zero = f.splat_int(int_type, 0);
        let negative = f.emitter().binary(Op::SLessThan, ty, bits, zero);
        if let Some(t) = any_of(f, ty, negative_only) {
            terms.push(f.emitter().binary(Op::LogicalAnd, ty, negative, t));
        }
        if let Some(t) = any_of(f, ty, positive_only) {
            let positive = f.emitter().unary(Op::LogicalNot, ty, negative);
            terms.push(f.emitter().binary(Op::LogicalAnd, ty, positive, t));
        }
    }
    let id = any_of(f, ty, terms).ok_or(LowerError::Internal("empty is.fpclass test"))?;
    f.set_result(i, id);
    Ok(())
}

/// Whether the float whose magnitude bits are `magnitude` is a NaN of
/// the kinds `nan_bits` asks for: 1 signalling, 2 quiet, 3 either.
fn nan_test(
    f: &mut FunctionLowering<'_>,
    nan_bits: u64,
    ty: Id,
    magnitude: Id,
    int_type: Id,
    layout: (u64, u64, u64),
) -> Id {
    let (exponent, quiet, _) = layout;
    match nan_bits {
        1 => {
            let above_inf = compare_const(f, Op::UGreaterThan, ty, magnitude, int_type, exponent);
            let signalling = compare_const(f, Op::ULessThan, ty, magnitude, int_type, exponent | quiet);
            f.emitter().binary(Op::LogicalAnd, ty, above_inf, signalling)
        }
        2 => compare_const(f, Op::UGreaterThanEqual, ty, magnitude, int_type, exponent | quiet),
        _ => compare_const(f, Op::UGreaterThan, ty, magnitude, int_type, exponent),
    }
}

/// Whether the float whose magnitude bits are `magnitude` is in `class`:
/// 0 infinity, 1 normal, 2 subnormal, 3 zero.
fn class_test(
    f: &mut FunctionLowering<'_>,
    class: u32,
    ty: Id,
    magnitude: Id,
    int_type: Id,
    layout: (u64, u64, u64),
) -> Id {
    let (exponent, _, min_normal) = layout;
    match class {
        0 => compare_const(f, Op::IEqual, ty, magnitude, int_type, exponent),
        // normal: min_normal <= magnitude < exponent mask
        1 => {
            let low = f.splat_int(int_type, min_normal);
            let shifted = f.emitter().binary(Op::ISub, int_type, magnitude, low);
            compare_const(f, Op::ULessThan, ty, shifted, int_type, exponent - min_normal)
        }
        // subnormal: 0 < magnitude < min_normal
        2 => {
            let one = f.splat_int(int_type, 1);
            let shifted = f.emitter().binary(Op::ISub, int_type, magnitude, one);
            compare_const(f, Op::ULessThan, ty, shifted, int_type, min_normal - 1)
        }
        _ => compare_const(f, Op::IEqual, ty, magnitude, int_type, 0),
    }
}

/// `value op constant` for integer `value` of type `int_type`.
fn compare_const(
    f: &mut FunctionLowering<'_>,
    op: Op,
    bool_type: Id,
    value: Id,
    int_type: Id,
    constant: u64,
) -> Id {
    let c = f.splat_int(int_type, constant);
    f.emitter().binary(op, bool_type, value, c)
}

/// The logical or of `terms` (None if there are none).
fn any_of(f: &mut FunctionLowering<'_>, bool_type: Id, terms: Vec<Id>) -> Option<Id> {
    let mut iter = terms.into_iter();
    let first = iter.next()?;
    Some(iter.fold(first, |acc, t| f.emitter().binary(Op::LogicalOr, bool_type, acc, t)))
}

/// lround/lrint: round (OpenCL `round` or `rint`), then convert to the
/// signed integer result type.
pub(super) fn lower_round_to_int(f: &mut FunctionLowering<'_>, i: Call, rounding: &str) -> LowerResult<()> {
    spirv_int_width(*i, "llvm.lround/lrint")?;
    let arg = i.call_args()[0];
    let x_type = f.module().value_type(arg)?;
    let x = f.operand(arg)?;
    let rounded = f.ext_inst(rounding, x_type, &[x])?;
    let ty = f.module().value_type(*i)?;
    let id = f.emitter().unary(Op::ConvertFToS, ty, rounded);
    f.set_result(i, id);
    Ok(())
}

/// fptosi.sat/fptoui.sat: a conversion decorated SaturatedConversion
/// (out-of-range values clamp), and NaN selected to 0 explicitly (Intel's
/// CPU runtime does not honour the decoration's NaN rule).
fn lower_fp_to_int_sat(f: &mut FunctionLowering<'_>, i: Call, op: Op) -> LowerResult<()> {
    let narrow = crate::lower::body::narrow_ints::narrow(i.ty());
    if narrow.is_none() {
        spirv_int_width(*i, "a saturating float-to-integer conversion")?;
    }
    let arg = i.call_args()[0];
    let x_type = f.module().value_type(arg)?;
    let x = f.operand(arg)?;
    let ty = f.module().value_type(*i)?;
    let mut converted = f.emitter().unary(op, ty, x);
    f.module().m.decorate(converted, Decoration::SaturatedConversion, vec![]);
    if let Some((width, carrier)) = narrow {
        // Saturated to the carrier's range, then clamped to the width's.
        converted = if op == Op::ConvertFToS {
            let min = f.splat_int(ty, all_ones(carrier) & !all_ones(width - 1));
            let max = f.splat_int(ty, all_ones(width - 1));
            let clamped = f.ext_inst("s_clamp", ty, &[converted, min, max])?;
            narrow_ints::normalize(f, clamped, ty, width)
        } else {
            let max = f.splat_int(ty, all_ones(width));
            f.ext_inst("u_min", ty, &[converted, max])?
        };
    }
    let bool_type = f.bool_like(x_type);
    let nan = f.emitter().unary(Op::IsNan, bool_type, x);
    let zero = f.module().zero_of_type_id(ty);
    let id = f.emitter().select(ty, nan, zero, converted);
    f.set_result(i, id);
    Ok(())
}
