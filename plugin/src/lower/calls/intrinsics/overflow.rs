//! Arithmetic with overflow: {s,u}{add,sub,mul}.with.overflow return
//! `{T, i1}` (or `{<N x T>, <N x i1>}`): the wrapped result and whether the
//! exact result did not fit. The flag comes from compares on the wrapped
//! result, and for multiplication from the high half (OpenCL mul_hi).

use super::shared::spirv_int_width;
use super::table::{named, Intrinsic};
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The arithmetic with overflow; i1 and narrow forms in `narrow.rs`.
pub(super) const TABLE: &[Intrinsic] = &[
    named("sadd.with.overflow", |f, i, _| lower_with_overflow(f, i, "sadd")).narrow(),
    named("uadd.with.overflow", |f, i, _| lower_with_overflow(f, i, "uadd")).narrow(),
    named("ssub.with.overflow", |f, i, _| lower_with_overflow(f, i, "ssub")).narrow(),
    named("usub.with.overflow", |f, i, _| lower_with_overflow(f, i, "usub")).narrow(),
    named("smul.with.overflow", |f, i, _| lower_with_overflow(f, i, "smul")).narrow(),
    named("umul.with.overflow", |f, i, _| lower_with_overflow(f, i, "umul")).narrow(),
];

fn lower_with_overflow(f: &mut FunctionLowering<'_>, i: Call, op: &str) -> LowerResult<()> {
    let args = i.call_args();
    let width = spirv_int_width(args[0], &format!("llvm.{op}.with.overflow"))?;
    let ty = f.module().value_type(args[0])?;
    let bool_type = f.bool_like(ty);
    let (a, b) = (f.operand(args[0])?, f.operand(args[1])?);
    let zero = f.splat_int(ty, 0);
    let (result, overflow) = match op {
        "uadd" => {
            let r = f.emitter().binary(Op::IAdd, ty, a, b);
            (r, f.emitter().binary(Op::ULessThan, bool_type, r, a))
        }
        "usub" => {
            let r = f.emitter().binary(Op::ISub, ty, a, b);
            (r, f.emitter().binary(Op::ULessThan, bool_type, a, b))
        }
        "sadd" => {
            // Overflow iff both operands differ in sign from the result.
            let r = f.emitter().binary(Op::IAdd, ty, a, b);
            let ar = f.emitter().binary(Op::BitwiseXor, ty, a, r);
            let br = f.emitter().binary(Op::BitwiseXor, ty, b, r);
            let both = f.emitter().binary(Op::BitwiseAnd, ty, ar, br);
            (r, f.emitter().binary(Op::SLessThan, bool_type, both, zero))
        }
        "ssub" => {
            // Overflow iff the operands differ in sign and the result
            // differs in sign from a.
            let r = f.emitter().binary(Op::ISub, ty, a, b);
            let ab = f.emitter().binary(Op::BitwiseXor, ty, a, b);
            let ar = f.emitter().binary(Op::BitwiseXor, ty, a, r);
            let both = f.emitter().binary(Op::BitwiseAnd, ty, ab, ar);
            (r, f.emitter().binary(Op::SLessThan, bool_type, both, zero))
        }
        "umul" => {
            let r = f.emitter().binary(Op::IMul, ty, a, b);
            let high = f.ext_inst("u_mul_hi", ty, &[a, b])?;
            (r, f.emitter().binary(Op::INotEqual, bool_type, high, zero))
        }
        _ => {
            // smul: the high half must be the sign extension of the low half.
            let r = f.emitter().binary(Op::IMul, ty, a, b);
            let high = f.ext_inst("s_mul_hi", ty, &[a, b])?;
            let top = f.splat_int(ty, u64::from(width - 1));
            let sign = f.emitter().binary(Op::ShiftRightArithmetic, ty, r, top);
            (r, f.emitter().binary(Op::INotEqual, bool_type, high, sign))
        }
    };
    let struct_type = f.module().value_type(*i)?;
    let id = f.construct(struct_type, &[result, overflow]);
    f.set_result(i, id);
    Ok(())
}
