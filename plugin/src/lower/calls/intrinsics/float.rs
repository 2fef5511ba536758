//! Floating-point intrinsics: OpenCL.std math (fabs, sqrt, sin, exp, pow,
//! floor, rint, fmin, copysign, fma, ...), NaN-propagating minimum/maximum,
//! powi, ldexp, frexp, is.fpclass, lround/lrint and the saturating
//! float-to-integer conversions.
//!
//! Operands are the call's value arguments, so the constrained forms
//! (`experimental.constrained.sin`, with metadata arguments) share these.

use super::signatures::Signature;
use super::table::{named, prefix, std_as, std_same, Intrinsic};
use super::IntrinsicLowering;
use super::{all_ones, spirv_int_width};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op, StorageClass};
use spirv_writer::Id;

/// The floating-point intrinsics. The `Std` rows map operand for operand to
/// the OpenCL.std instruction (the constrained forms share these rows).
pub(super) const TABLE: &[Intrinsic] = &[
    std_same("fabs"),
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
    std_as("minnum", "fmin"),
    std_as("maxnum", "fmax"),
    std_same("copysign"),
    std_same("fma"),
    std_as("fmuladd", "fma"),
    named("minimum", |l, i, _| l.lower_propagating_min_max(i, true)),
    named("maximum", |l, i, _| l.lower_propagating_min_max(i, false)),
    named("minimumnum", |l, i, _| l.lower_number_min_max(i, true)).with_signature(Signature::SameFloat(2)),
    named("maximumnum", |l, i, _| l.lower_number_min_max(i, false)).with_signature(Signature::SameFloat(2)),
    named("powi", |l, i, _| l.lower_with_int_exponent(i, "pown")),
    named("ldexp", |l, i, _| l.lower_with_int_exponent(i, "ldexp")).with_signature(Signature::Ldexp),
    named("frexp", |l, i, _| l.lower_frexp(i)).with_signature(Signature::Frexp),
    // {sin, cos} and {fractional, integral} (LLVM 20+ and 21+): OpenCL.std
    // sincos and modf, which return the first and store the second.
    named("sincos", |l, i, _| l.lower_pair_through_pointer(i, "sincos")).with_signature(Signature::Pair),
    named("modf", |l, i, _| l.lower_pair_through_pointer(i, "modf")).with_signature(Signature::Pair),
    named("is.fpclass", |l, i, _| l.lower_is_fpclass(i)).first(fpclass_on_bfloat),
    named("lround", |l, i, _| l.lower_round_to_int(i, "round")),
    named("llround", |l, i, _| l.lower_round_to_int(i, "round")),
    named("lrint", |l, i, _| l.lower_round_to_int(i, "rint")),
    named("llrint", |l, i, _| l.lower_round_to_int(i, "rint")),
    named("fptosi.sat", |l, i, _| l.lower_fp_to_int_sat(i, Op::ConvertFToS)),
    named("fptoui.sat", |l, i, _| l.lower_fp_to_int_sat(i, Op::ConvertFToU)),
    // DPC++'s builtins with an accuracy requirement (extensions::fp_builtins).
    prefix("fpbuiltin.", |l, i, base| {
        l.lower_fp_builtin(i, base).unwrap_or(Err(LowerError::Internal("not an fpbuiltin")))
    })
    .direct(),
];

/// Bit patterns of a float format: (exponent mask, quiet bit, smallest normal).
/// bfloat: float's exponent, 7 mantissa bits.
const BFLOAT_LAYOUT: (u64, u64, u64) = (0x7f80, 0x0040, 0x0080);

/// is.fpclass on bfloat values, which the common checks refuse: a test on
/// their bits like any float's, needing no bfloat arithmetic.
fn fpclass_on_bfloat(fl: &mut FunctionLowering<'_>, i: Call, _: &str) -> Option<LowerResult<()>> {
    let bfloat = i.call_args()[0].ty().scalar().kind() == crate::llvm::TypeKind::BFloat;
    bfloat.then(|| IntrinsicLowering(fl).lower_is_fpclass(i))
}

fn float_layout(width: u32) -> (u64, u64, u64) {
    match width {
        16 => (0x7c00, 0x0200, 0x0400),
        32 => (0x7f80_0000, 0x0040_0000, 0x0080_0000),
        _ => (0x7ff0_0000_0000_0000, 1 << 51, 1 << 52),
    }
}

impl IntrinsicLowering<'_, '_> {
    /// An intrinsic whose value operands map 1:1 to an OpenCL.std instruction.
    pub(super) fn lower_opencl_std(&mut self, i: Call, name: &str) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let id = self.ext_inst(name, ty, &args)?;
        self.set_result(i, id);
        Ok(())
    }

    /// minimum/maximum: like fmin/fmax, but a NaN operand gives NaN and
    /// -0.0 orders below +0.0 (LLVM LangRef, llvm.minimum).
    fn lower_propagating_min_max(&mut self, i: Call, min: bool) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let id = self.propagating_min_max(ty, args[0], args[1], min)?;
        self.set_result(i, id);
        Ok(())
    }

    pub(super) fn propagating_min_max(&mut self, ty: Id, a: Id, b: Id, min: bool) -> LowerResult<Id> {
        let ordered = self.number_min_max(ty, a, b, min)?;
        let bool_type = self.bool_like(ty);
        let unordered = self.emitter().binary(Op::Unordered, bool_type, a, b);
        let nan = self.emitter().binary(Op::FAdd, ty, a, b);
        Ok(self.emitter().select(ty, unordered, nan, ordered))
    }

    /// minimumnum/maximumnum: the number when one operand is NaN (as
    /// fmin/fmax), and -0.0 below +0.0 (LLVM LangRef, llvm.minimumnum).
    fn lower_number_min_max(&mut self, i: Call, min: bool) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let id = self.number_min_max(ty, args[0], args[1], min)?;
        self.set_result(i, id);
        Ok(())
    }

    /// fmin/fmax with -0.0 ordered below +0.0.
    fn number_min_max(&mut self, ty: Id, a: Id, b: Id, min: bool) -> LowerResult<Id> {
        let bool_type = self.bool_like(ty);
        let plain = self.ext_inst(if min { "fmin" } else { "fmax" }, ty, &[a, b])?;
        // Equal operands differ at most in the sign of a zero: pick by sign.
        let equal = self.emitter().binary(Op::FOrdEqual, bool_type, a, b);
        let a_negative = self.emitter().unary(Op::SignBitSet, bool_type, a);
        let by_sign = if min {
            self.emitter().select(ty, a_negative, a, b)
        } else {
            self.emitter().select(ty, a_negative, b, a)
        };
        Ok(self.emitter().select(ty, equal, by_sign, plain))
    }

    /// powi(x, n) -> pown(x, n), ldexp(x, n) -> ldexp(x, n): OpenCL.std
    /// `instruction` with n as 32-bit ints of x's shape.
    fn lower_with_int_exponent(&mut self, i: Call, instruction: &str) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let exponent = self.int32_operand(i.call_args()[1], args[1], ty)?;
        let id = self.ext_inst(instruction, ty, &[args[0], exponent])?;
        self.set_result(i, id);
        Ok(())
    }

    /// An integer exponent as 32-bit ints with the shape of float type `ty`.
    /// Wider exponents are clamped first: any exponent beyond +-2^20 already
    /// over- or underflows every float format.
    fn int32_operand(&mut self, v: Value, id: Id, ty: Id) -> LowerResult<Id> {
        let width = spirv_int_width(v, "an exponent")?;
        let scalar_or_vector = self.ml.value_type(v)?;
        let mut value = id;
        if width > 32 {
            let low = self.splat_int(scalar_or_vector, (-(1i64 << 20)) as u64);
            let high = self.splat_int(scalar_or_vector, 1 << 20);
            value = self.ext_inst("s_clamp", scalar_or_vector, &[value, low, high])?;
        }
        let int32 = self.int_like(scalar_or_vector, 32);
        if width != 32 {
            value = self.emitter().unary(Op::SConvert, int32, value);
        }
        let wanted = self.int_like(ty, 32);
        if wanted != int32 {
            value = self.splat(wanted, value);
        }
        Ok(value)
    }

    /// frexp(x) -> {mantissa, exponent}: OpenCL frexp writes the exponent
    /// through a pointer, here to a private variable.
    fn lower_frexp(&mut self, i: Call) -> LowerResult<()> {
        let arg = i.call_args()[0];
        let x_type = self.ml.value_type(arg)?;
        let x = self.operand(arg)?;
        let fields = i.ty().struct_fields();
        let exponent_value = *fields
            .get(1)
            .ok_or_else(|| LowerError::malformed("llvm.frexp should return a {mantissa, exponent} pair"))?;
        let exponent_width = exponent_value.scalar().int_width();
        let int32 = self.int_like(x_type, 32);
        let pointer = self.ml.m.type_pointer(StorageClass::Function, int32);
        let variable = self.ml.m.alloc_id();
        self.add_variable(variable, pointer);
        let mantissa = self.ext_inst("frexp", x_type, &[x, variable])?;
        let mut exponent = self.emitter().unary(Op::Load, int32, variable);
        if exponent_width != 32 {
            let exponent_type = self.ml.lower_type(exponent_value)?;
            exponent = self.emitter().unary(Op::SConvert, exponent_type, exponent);
        }
        let ty = self.ml.value_type(*i)?;
        let id = self.construct(ty, &[mantissa, exponent]);
        self.set_result(i, id);
        Ok(())
    }

    /// sincos(x) -> {sin x, cos x}, modf(x) -> {fractional, integral}: the
    /// OpenCL.std instruction `name` returns the first and stores the second
    /// through a function-scope variable.
    fn lower_pair_through_pointer(&mut self, i: Call, name: &str) -> LowerResult<()> {
        let arg = i.call_args()[0];
        let x_type = self.ml.value_type(arg)?;
        let x = self.operand(arg)?;
        let pointer = self.ml.m.type_pointer(StorageClass::Function, x_type);
        let variable = self.ml.m.alloc_id();
        self.add_variable(variable, pointer);
        let first = self.ext_inst(name, x_type, &[x, variable])?;
        let second = self.emitter().unary(Op::Load, x_type, variable);
        let ty = self.ml.value_type(*i)?;
        let id = self.construct(ty, &[first, second]);
        self.set_result(i, id);
        Ok(())
    }

    /// is.fpclass(x, mask): tests on the bits of x (so that a runtime that
    /// flushes denormals still classifies them). Mask bits (LangRef): 0 sNaN,
    /// 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal,
    /// 8 +normal, 9 +inf.
    fn lower_is_fpclass(&mut self, i: Call) -> LowerResult<()> {
        let args = i.call_args();
        let mask = args[1]
            .const_int_zext()
            .ok_or_else(|| LowerError::not_constant("the class mask of llvm.is.fpclass"))?
            & 0x3ff;
        let ty = self.ml.value_type(*i)?;
        if mask == 0 || mask == 0x3ff {
            let constant = self.bool_constant(ty, mask != 0);
            self.alias(*i, constant);
            return Ok(());
        }
        let x_type = self.ml.value_type(args[0])?;
        let x = self.operand(args[0])?;
        let width = args[0].ty().scalar().float_width();
        let bfloat = args[0].ty().scalar().kind() == crate::llvm::TypeKind::BFloat;
        let layout = if bfloat { BFLOAT_LAYOUT } else { float_layout(width) };
        let int_type = self.int_like(x_type, width);
        // (bfloat without SPV_KHR_bfloat16 is carried as its bits already)
        let bits = if x_type == int_type { x } else { self.emitter().bitcast(int_type, x) };
        let magnitude_mask = self.splat_int(int_type, super::all_ones(width - 1));
        let magnitude = self.emitter().binary(Op::BitwiseAnd, int_type, bits, magnitude_mask);

        let mut any_sign = Vec::new();
        let mut negative_only = Vec::new();
        let mut positive_only = Vec::new();
        let nan_bits = mask & 3;
        if nan_bits != 0 {
            any_sign.push(self.nan_test(nan_bits, ty, magnitude, int_type, layout));
        }
        // (negative bit, positive bit, class test)
        for (neg_bit, pos_bit, class) in [(2, 9, 0), (3, 8, 1), (4, 7, 2), (5, 6, 3)] {
            let (neg, pos) = (mask >> neg_bit & 1 == 1, mask >> pos_bit & 1 == 1);
            if !neg && !pos {
                continue;
            }
            let test = self.class_test(class, ty, magnitude, int_type, layout);
            match (neg, pos) {
                (true, true) => any_sign.push(test),
                (true, false) => negative_only.push(test),
                _ => positive_only.push(test),
            }
        }
        let mut terms = any_sign;
        if !negative_only.is_empty() || !positive_only.is_empty() {
            let zero = self.splat_int(int_type, 0);
            let negative = self.emitter().binary(Op::SLessThan, ty, bits, zero);
            if let Some(t) = self.any_of(ty, negative_only) {
                terms.push(self.emitter().binary(Op::LogicalAnd, ty, negative, t));
            }
            if let Some(t) = self.any_of(ty, positive_only) {
                let positive = self.emitter().unary(Op::LogicalNot, ty, negative);
                terms.push(self.emitter().binary(Op::LogicalAnd, ty, positive, t));
            }
        }
        let id = self.any_of(ty, terms).ok_or(LowerError::Internal("empty is.fpclass test"))?;
        self.set_result(i, id);
        Ok(())
    }

    /// Whether the float whose magnitude bits are `magnitude` is a NaN of
    /// the kinds `nan_bits` asks for: 1 signalling, 2 quiet, 3 either.
    fn nan_test(
        &mut self,
        nan_bits: u64,
        ty: Id,
        magnitude: Id,
        int_type: Id,
        layout: (u64, u64, u64),
    ) -> Id {
        let (exponent, quiet, _) = layout;
        match nan_bits {
            1 => {
                let above_inf = self.compare_const(Op::UGreaterThan, ty, magnitude, int_type, exponent);
                let signalling = self.compare_const(Op::ULessThan, ty, magnitude, int_type, exponent | quiet);
                self.emitter().binary(Op::LogicalAnd, ty, above_inf, signalling)
            }
            2 => self.compare_const(Op::UGreaterThanEqual, ty, magnitude, int_type, exponent | quiet),
            _ => self.compare_const(Op::UGreaterThan, ty, magnitude, int_type, exponent),
        }
    }

    /// Whether the float whose magnitude bits are `magnitude` is in `class`:
    /// 0 infinity, 1 normal, 2 subnormal, 3 zero.
    fn class_test(&mut self, class: u32, ty: Id, magnitude: Id, int_type: Id, layout: (u64, u64, u64)) -> Id {
        let (exponent, _, min_normal) = layout;
        match class {
            0 => self.compare_const(Op::IEqual, ty, magnitude, int_type, exponent),
            // normal: min_normal <= magnitude < exponent mask
            1 => {
                let low = self.splat_int(int_type, min_normal);
                let shifted = self.emitter().binary(Op::ISub, int_type, magnitude, low);
                self.compare_const(Op::ULessThan, ty, shifted, int_type, exponent - min_normal)
            }
            // subnormal: 0 < magnitude < min_normal
            2 => {
                let one = self.splat_int(int_type, 1);
                let shifted = self.emitter().binary(Op::ISub, int_type, magnitude, one);
                self.compare_const(Op::ULessThan, ty, shifted, int_type, min_normal - 1)
            }
            _ => self.compare_const(Op::IEqual, ty, magnitude, int_type, 0),
        }
    }

    /// `value op constant` for integer `value` of type `int_type`.
    fn compare_const(&mut self, op: Op, bool_type: Id, value: Id, int_type: Id, constant: u64) -> Id {
        let c = self.splat_int(int_type, constant);
        self.emitter().binary(op, bool_type, value, c)
    }

    /// The logical or of `terms` (None if there are none).
    fn any_of(&mut self, bool_type: Id, terms: Vec<Id>) -> Option<Id> {
        let mut iter = terms.into_iter();
        let first = iter.next()?;
        Some(iter.fold(first, |acc, t| self.emitter().binary(Op::LogicalOr, bool_type, acc, t)))
    }

    /// lround/lrint: round (OpenCL `round` or `rint`), then convert to the
    /// signed integer result type.
    pub(super) fn lower_round_to_int(&mut self, i: Call, rounding: &str) -> LowerResult<()> {
        spirv_int_width(*i, "llvm.lround/lrint")?;
        let arg = i.call_args()[0];
        let x_type = self.ml.value_type(arg)?;
        let x = self.operand(arg)?;
        let rounded = self.ext_inst(rounding, x_type, &[x])?;
        let ty = self.ml.value_type(*i)?;
        let id = self.emitter().unary(Op::ConvertFToS, ty, rounded);
        self.set_result(i, id);
        Ok(())
    }

    /// fptosi.sat/fptoui.sat: a conversion decorated SaturatedConversion
    /// (out-of-range values clamp), and NaN selected to 0 explicitly (Intel's
    /// CPU runtime does not honour the decoration's NaN rule).
    fn lower_fp_to_int_sat(&mut self, i: Call, op: Op) -> LowerResult<()> {
        let narrow = crate::lower::body::narrow_ints::narrow(i.ty());
        if narrow.is_none() {
            spirv_int_width(*i, "a saturating float-to-integer conversion")?;
        }
        let arg = i.call_args()[0];
        let x_type = self.ml.value_type(arg)?;
        let x = self.operand(arg)?;
        let ty = self.ml.value_type(*i)?;
        let mut converted = self.emitter().unary(op, ty, x);
        self.ml.m.decorate(converted, Decoration::SaturatedConversion, vec![]);
        if let Some((width, carrier)) = narrow {
            // Saturated to the carrier's range, then clamped to the width's.
            converted = if op == Op::ConvertFToS {
                let min = self.splat_int(ty, all_ones(carrier) & !all_ones(width - 1));
                let max = self.splat_int(ty, all_ones(width - 1));
                let clamped = self.ext_inst("s_clamp", ty, &[converted, min, max])?;
                self.normalize(clamped, ty, width)
            } else {
                let max = self.splat_int(ty, all_ones(width));
                self.ext_inst("u_min", ty, &[converted, max])?
            };
        }
        let bool_type = self.bool_like(x_type);
        let nan = self.emitter().unary(Op::IsNan, bool_type, x);
        let zero = self.ml.zero_of_type_id(ty);
        let id = self.emitter().select(ty, nan, zero, converted);
        self.set_result(i, id);
        Ok(())
    }
}
