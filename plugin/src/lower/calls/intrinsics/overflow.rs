//! Arithmetic with overflow: {s,u}{add,sub,mul}.with.overflow return
//! `{T, i1}` (or `{<N x T>, <N x i1>}`): the wrapped result and whether the
//! exact result did not fit. The flag comes from compares on the wrapped
//! result, and for multiplication from the high half (OpenCL mul_hi).

use super::spirv_int_width;
use super::table::{named, Intrinsic};
use super::IntrinsicLowering;
use crate::llvm::Call;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The arithmetic with overflow; i1 and narrow forms in `narrow.rs`.
pub(super) const TABLE: &[Intrinsic] = &[
    named("sadd.with.overflow", |l, i, _| l.lower_with_overflow(i, "sadd")).narrow(),
    named("uadd.with.overflow", |l, i, _| l.lower_with_overflow(i, "uadd")).narrow(),
    named("ssub.with.overflow", |l, i, _| l.lower_with_overflow(i, "ssub")).narrow(),
    named("usub.with.overflow", |l, i, _| l.lower_with_overflow(i, "usub")).narrow(),
    named("smul.with.overflow", |l, i, _| l.lower_with_overflow(i, "smul")).narrow(),
    named("umul.with.overflow", |l, i, _| l.lower_with_overflow(i, "umul")).narrow(),
];

impl IntrinsicLowering<'_, '_> {
    fn lower_with_overflow(&mut self, i: Call, op: &str) -> LowerResult<()> {
        let args = i.call_args();
        let width = spirv_int_width(args[0], &format!("llvm.{op}.with.overflow"))?;
        let ty = self.ml.value_type(args[0])?;
        let bool_type = self.bool_like(ty);
        let (a, b) = (self.operand(args[0])?, self.operand(args[1])?);
        let zero = self.splat_int(ty, 0);
        let (result, overflow) = match op {
            "uadd" => {
                let r = self.emitter().binary(Op::IAdd, ty, a, b);
                (r, self.emitter().binary(Op::ULessThan, bool_type, r, a))
            }
            "usub" => {
                let r = self.emitter().binary(Op::ISub, ty, a, b);
                (r, self.emitter().binary(Op::ULessThan, bool_type, a, b))
            }
            "sadd" => {
                // Overflow iff both operands differ in sign from the result.
                let r = self.emitter().binary(Op::IAdd, ty, a, b);
                let ar = self.emitter().binary(Op::BitwiseXor, ty, a, r);
                let br = self.emitter().binary(Op::BitwiseXor, ty, b, r);
                let both = self.emitter().binary(Op::BitwiseAnd, ty, ar, br);
                (r, self.emitter().binary(Op::SLessThan, bool_type, both, zero))
            }
            "ssub" => {
                // Overflow iff the operands differ in sign and the result
                // differs in sign from a.
                let r = self.emitter().binary(Op::ISub, ty, a, b);
                let ab = self.emitter().binary(Op::BitwiseXor, ty, a, b);
                let ar = self.emitter().binary(Op::BitwiseXor, ty, a, r);
                let both = self.emitter().binary(Op::BitwiseAnd, ty, ab, ar);
                (r, self.emitter().binary(Op::SLessThan, bool_type, both, zero))
            }
            "umul" => {
                let r = self.emitter().binary(Op::IMul, ty, a, b);
                let high = self.ext_inst("u_mul_hi", ty, &[a, b])?;
                (r, self.emitter().binary(Op::INotEqual, bool_type, high, zero))
            }
            _ => {
                // smul: the high half must be the sign extension of the low half.
                let r = self.emitter().binary(Op::IMul, ty, a, b);
                let high = self.ext_inst("s_mul_hi", ty, &[a, b])?;
                let top = self.splat_int(ty, u64::from(width - 1));
                let sign = self.emitter().binary(Op::ShiftRightArithmetic, ty, r, top);
                (r, self.emitter().binary(Op::INotEqual, bool_type, high, sign))
            }
        };
        let struct_type = self.ml.value_type(*i)?;
        let id = self.construct(struct_type, &[result, overflow]);
        self.set_result(i, id);
        Ok(())
    }
}
