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

use super::{all_ones, IntrinsicLowering};
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::bools::is_bool_type;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::vector_shapes::is_pieces;
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

impl IntrinsicLowering<'_, '_> {
    /// Lowers `base` (a row marked `narrow()`) on i1 or narrow integers.
    pub(super) fn lower_narrow(&mut self, i: Call, base: &str) -> LowerResult<()> {
        let args = i.call_args();
        let operand_type = args[0].ty();
        if is_pieces(operand_type) {
            return Err(LowerError::unsupported_because(
                format!("llvm.{base} on {}", operand_type.print()),
                "vectors of more than 16 narrow integers",
            ));
        }
        let c = self.carrier(args[0])?;
        if c.boolean && matches!(base, "bitreverse" | "ctpop") {
            // One bit: reversing or counting it gives it back.
            let x = self.operand(args[0])?;
            self.alias(*i, x);
            return Ok(());
        }
        let x = self.carried(&c, args[0])?;
        if let Some(op) = base.strip_suffix(".with.overflow") {
            let y = self.carried(&c, args[1])?;
            return self.narrow_with_overflow(i, &c, op, x, y);
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
                let swapped = self.swap_bit_groups(x, c.ty, c.carrier, group);
                let down = self.splat_int(c.ty, u64::from(c.carrier - c.width));
                self.emitter().binary(Op::ShiftRightLogical, c.ty, swapped, down)
            }
            "ctpop" => self.ext_inst("popcount", c.ty, &[x])?,
            "ctlz" => {
                let count = self.ext_inst("clz", c.ty, &[x])?;
                let unused = self.splat_int(c.ty, u64::from(c.carrier - c.width));
                self.emitter().binary(Op::ISub, c.ty, count, unused)
            }
            "cttz" => {
                // A bit just above the width makes cttz(0) the width.
                let stop = self.splat_int(c.ty, 1 << c.width);
                let stopped = self.emitter().binary(Op::BitwiseOr, c.ty, x, stop);
                self.ext_inst("ctz", c.ty, &[stopped])?
            }
            "fshl" | "fshr" => {
                let y = self.carried(&c, args[1])?;
                self.narrow_funnel_shift(&c, base == "fshl", x, y, args[2])?
            }
            _ => {
                let y = self.carried(&c, args[1])?;
                self.narrow_saturating(&c, base, x, y)?
            }
        };
        let id = self.uncarried(&c, result);
        self.set_result(i, id);
        Ok(())
    }

    fn carrier(&mut self, v: Value) -> LowerResult<Carrier> {
        let value_ty = self.ml.value_type(v)?;
        if is_bool_type(v.ty()) {
            let ty = self.int_like(value_ty, 8);
            return Ok(Carrier { width: 1, carrier: 8, ty, value_ty, boolean: true });
        }
        let (width, carrier) = narrow(v.ty()).ok_or(LowerError::Internal("not a narrow integer"))?;
        Ok(Carrier { width, carrier, ty: value_ty, value_ty, boolean: false })
    }

    /// `v` in its carrier: bools become 0 or 1.
    fn carried(&mut self, c: &Carrier, v: Value) -> LowerResult<Id> {
        let id = self.operand(v)?;
        Ok(if c.boolean {
            let one = self.splat_int(c.ty, 1);
            let zero = self.splat_int(c.ty, 0);
            self.emitter().select(c.ty, id, one, zero)
        } else {
            id
        })
    }

    /// A normalized carrier value as LLVM's value (bools for i1).
    fn uncarried(&mut self, c: &Carrier, x: Id) -> Id {
        if c.boolean {
            let zero = self.splat_int(c.ty, 0);
            self.emitter().binary(Op::INotEqual, c.value_ty, x, zero)
        } else {
            x
        }
    }

    fn sign_extended(&mut self, c: &Carrier, x: Id) -> Id {
        self.sign_extend_within(x, c.ty, c.width, c.carrier)
    }

    /// fshl(a, b, s): the high half of (a:b) << (s mod w); fshr: the low half
    /// of (a:b) >> (s mod w). Computed as (a << s) | (b >> 1 >> (w - 1 - s))
    /// (fshl) and (b >> s) | (a << 1 << (w - 1 - s)) (fshr), so that no
    /// shift reaches the width, then normalized.
    fn narrow_funnel_shift(
        &mut self,
        c: &Carrier,
        left: bool,
        a: Id,
        b: Id,
        amount: Value,
    ) -> LowerResult<Id> {
        let width = u64::from(c.width);
        let s = match amount.const_int_zext() {
            Some(constant) => self.splat_int(c.ty, constant % width),
            _ => {
                let amount = self.carried(c, amount)?;
                if c.width.is_power_of_two() {
                    let low_bits = self.splat_int(c.ty, width - 1);
                    self.emitter().binary(Op::BitwiseAnd, c.ty, amount, low_bits)
                } else {
                    let w = self.splat_int(c.ty, width);
                    self.emitter().binary(Op::UMod, c.ty, amount, w)
                }
            }
        };
        let one = self.splat_int(c.ty, 1);
        let top = self.splat_int(c.ty, width - 1);
        let rest = self.emitter().binary(Op::ISub, c.ty, top, s);
        let combined = if left {
            let high = self.emitter().binary(Op::ShiftLeftLogical, c.ty, a, s);
            let low = self.emitter().binary(Op::ShiftRightLogical, c.ty, b, one);
            let low = self.emitter().binary(Op::ShiftRightLogical, c.ty, low, rest);
            self.emitter().binary(Op::BitwiseOr, c.ty, high, low)
        } else {
            let low = self.emitter().binary(Op::ShiftRightLogical, c.ty, b, s);
            let high = self.emitter().binary(Op::ShiftLeftLogical, c.ty, a, one);
            let high = self.emitter().binary(Op::ShiftLeftLogical, c.ty, high, rest);
            self.emitter().binary(Op::BitwiseOr, c.ty, high, low)
        };
        Ok(self.normalize(combined, c.ty, c.width))
    }

    /// Saturating add, sub and shift left on normalized carrier values.
    fn narrow_saturating(&mut self, c: &Carrier, base: &str, a: Id, b: Id) -> LowerResult<Id> {
        let mask = self.splat_int(c.ty, c.mask());
        Ok(match base {
            "uadd.sat" => {
                let sum = self.emitter().binary(Op::IAdd, c.ty, a, b);
                self.ext_inst("u_min", c.ty, &[sum, mask])?
            }
            // Both operands are below 2^width: the carrier's own saturation is exact.
            "usub.sat" => self.ext_inst("u_sub_sat", c.ty, &[a, b])?,
            "sadd.sat" | "ssub.sat" => {
                let (sa, sb) = (self.sign_extended(c, a), self.sign_extended(c, b));
                let op = if base == "sadd.sat" { Op::IAdd } else { Op::ISub };
                let exact = self.emitter().binary(op, c.ty, sa, sb);
                let min = self.splat_int(c.ty, c.signed_min());
                let max = self.splat_int(c.ty, c.signed_max());
                let clamped = self.ext_inst("s_clamp", c.ty, &[exact, min, max])?;
                self.normalize(clamped, c.ty, c.width)
            }
            "ushl.sat" => {
                // a << s, or all ones when shifting back loses bits (s >= width is poison).
                let bool_type = self.bool_like(c.ty);
                let shifted = self.emitter().binary(Op::ShiftLeftLogical, c.ty, a, b);
                let shifted = self.normalize(shifted, c.ty, c.width);
                let back = self.emitter().binary(Op::ShiftRightLogical, c.ty, shifted, b);
                let exact = self.emitter().binary(Op::IEqual, bool_type, back, a);
                self.emitter().select(c.ty, exact, shifted, mask)
            }
            _ => {
                // sshl.sat: the shifted value sign-extended from the width must
                // shift back to a; else the saturation value of a's sign.
                let bool_type = self.bool_like(c.ty);
                let sa = self.sign_extended(c, a);
                let shifted = self.emitter().binary(Op::ShiftLeftLogical, c.ty, sa, b);
                let shifted = self.sign_extended(c, shifted);
                let back = self.emitter().binary(Op::ShiftRightArithmetic, c.ty, shifted, b);
                let exact = self.emitter().binary(Op::IEqual, bool_type, back, sa);
                let zero = self.splat_int(c.ty, 0);
                let negative = self.emitter().binary(Op::SLessThan, bool_type, sa, zero);
                let min = self.splat_int(c.ty, c.signed_min());
                let max = self.splat_int(c.ty, c.signed_max());
                let saturated = self.emitter().select(c.ty, negative, min, max);
                let r = self.emitter().select(c.ty, exact, shifted, saturated);
                self.normalize(r, c.ty, c.width)
            }
        })
    }

    /// {s,u}{add,sub,mul}.with.overflow on normalized carrier values: the
    /// wrapped result and whether the exact result does not fit the width.
    fn narrow_with_overflow(&mut self, i: Call, c: &Carrier, op: &str, a: Id, b: Id) -> LowerResult<()> {
        let bool_type = self.bool_like(c.ty);
        let zero = self.splat_int(c.ty, 0);
        let (result, overflow) = match op {
            "uadd" | "usub" => {
                let exact = self.emitter().binary(if op == "uadd" { Op::IAdd } else { Op::ISub }, c.ty, a, b);
                let r = self.normalize(exact, c.ty, c.width);
                let overflow = if op == "uadd" {
                    self.emitter().binary(Op::ULessThan, bool_type, r, a)
                } else {
                    self.emitter().binary(Op::ULessThan, bool_type, a, b)
                };
                (r, overflow)
            }
            "sadd" | "ssub" => {
                // Exact in the carrier; it overflows iff it is not its own
                // sign extension from the width.
                let (sa, sb) = (self.sign_extended(c, a), self.sign_extended(c, b));
                let exact =
                    self.emitter().binary(if op == "sadd" { Op::IAdd } else { Op::ISub }, c.ty, sa, sb);
                let wrapped = self.sign_extended(c, exact);
                let overflow = self.emitter().binary(Op::INotEqual, bool_type, wrapped, exact);
                (self.normalize(exact, c.ty, c.width), overflow)
            }
            "umul" => {
                // The full product is high:low; it fits iff high is 0 and low
                // has nothing above the width.
                let low = self.emitter().binary(Op::IMul, c.ty, a, b);
                let high = self.ext_inst("u_mul_hi", c.ty, &[a, b])?;
                let above = self.splat_int(c.ty, all_ones(c.carrier) & !c.mask());
                let low_above = self.emitter().binary(Op::BitwiseAnd, c.ty, low, above);
                let lost = self.emitter().binary(Op::BitwiseOr, c.ty, low_above, high);
                (
                    self.normalize(low, c.ty, c.width),
                    self.emitter().binary(Op::INotEqual, bool_type, lost, zero),
                )
            }
            _ => {
                // smul: it fits iff low is its own sign extension from the
                // width and high is the sign extension of low.
                let (sa, sb) = (self.sign_extended(c, a), self.sign_extended(c, b));
                let low = self.emitter().binary(Op::IMul, c.ty, sa, sb);
                let high = self.ext_inst("s_mul_hi", c.ty, &[sa, sb])?;
                let wrapped = self.sign_extended(c, low);
                let top = self.splat_int(c.ty, u64::from(c.carrier - 1));
                let sign = self.emitter().binary(Op::ShiftRightArithmetic, c.ty, wrapped, top);
                let low_lost = self.emitter().binary(Op::INotEqual, bool_type, wrapped, low);
                let high_lost = self.emitter().binary(Op::INotEqual, bool_type, high, sign);
                (
                    self.normalize(low, c.ty, c.width),
                    self.emitter().binary(Op::LogicalOr, bool_type, low_lost, high_lost),
                )
            }
        };
        let result = self.uncarried(c, result);
        let struct_type = self.ml.value_type(*i)?;
        let id = self.construct(struct_type, &[result, overflow]);
        self.set_result(i, id);
        Ok(())
    }
}
