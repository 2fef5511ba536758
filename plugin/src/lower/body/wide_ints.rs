//! `i128` without an extension. SPIR-V has no integer wider than 64 bits
//! (`SPV_INTEL_arbitrary_precision_integers` has one, but no SPIRV-Tools
//! release validates it: both validators here reject `OpTypeInt 128`), so an
//! `i128` is carried as `<2 x i64>`: lane 0 the low half, lane 1 the high
//! half, which is also LLVM's little-endian memory layout of an i128 (16
//! bytes). Loads, stores, phis, calls and aggregates take it as they are;
//! bitwise operations work lane by lane; add/sub carry between the halves,
//! mul uses the high half of the low product, shifts and ordered compares
//! combine the halves with selects. Division, conversions to and from
//! floats, atomics, switches, intrinsics and vectors of i128 are refused by
//! name. Other widths above 64 live in memory only (`wide_memory`).

use crate::diagnostics::LowerError;
use crate::llvm::{IntPredicate as IP, Opcode, Type, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::vector_shapes::is_exact_vector;
pub use crate::lower::module::legal_ints::{is_wide, width_unsupported, NO_EXTENSION, WIDE};
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id};

/// Whether an instruction with this opcode can have i128 operands or results.
pub fn takes_wide(opcode: Opcode) -> bool {
    matches!(
        opcode,
        Opcode::Ret
            | Opcode::Br
            | Opcode::Phi
            | Opcode::Call
            | Opcode::Alloca
            | Opcode::Load
            | Opcode::Store
            | Opcode::ExtractValue
            | Opcode::InsertValue
            | Opcode::Freeze
            | Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Shl
            | Opcode::LShr
            | Opcode::AShr
            | Opcode::And
            | Opcode::Or
            | Opcode::Xor
            | Opcode::ICmp
            | Opcode::Select
            | Opcode::Trunc
            | Opcode::ZExt
            | Opcode::SExt
            | Opcode::PtrToInt
            | Opcode::IntToPtr
            | Opcode::BitCast
    )
}

/// Whether instruction (or constant expression) `i` has an operand or result
/// wider than 64 bits.
pub fn involves_wide(i: Value) -> bool {
    is_wide(i.ty()) || i.operand_iter().any(|o| is_wide(o.ty()))
}

/// The error for an operation on i128 values spirv-emit does not lower.
fn refuse_wide(i: Value, what: &str) -> LowerResult<Id> {
    Err(LowerError::unsupported_because(format!("{what} on {}", wide_type_of(i).print()), NO_EXTENSION))
}

/// An operation on i128 values (None: none is involved).
pub(crate) fn lower_wide_operation(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
) -> Option<LowerResult<Id>> {
    if !involves_wide(i) {
        return None;
    }
    Some(wide_operation(f, i, opcode).inspect(|&id| {
        if i.is_instruction() {
            f.alias(i, id);
        }
    }))
}

fn wide_operation(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    if i.ty().is_vector() && is_wide(i.ty())
        || i.operands().iter().any(|o| o.ty().is_vector() && is_wide(o.ty()))
    {
        return refuse_wide(i, "a vector of wide integers");
    }
    let other_width = std::iter::once(i.ty())
        .chain(i.operands().iter().map(|o| o.ty()))
        .find(|&t| t.is_integer() && is_wide(t) && t.int_width() != WIDE);
    if let Some(ty) = other_width {
        return Err(width_unsupported(ty.int_width()));
    }
    let halves = halves_type(f);
    match opcode {
        Opcode::And | Opcode::Or | Opcode::Xor => {
            let op = match opcode {
                Opcode::And => Op::BitwiseAnd,
                Opcode::Or => Op::BitwiseOr,
                _ => Op::BitwiseXor,
            };
            let (a, b) = (f.operand(i.operand(0))?, f.operand(i.operand(1))?);
            Ok(f.emitter().binary(op, halves, a, b))
        }
        Opcode::Add | Opcode::Sub | Opcode::Mul => {
            let (a, b) = (f.operand(i.operand(0))?, f.operand(i.operand(1))?);
            let (a0, a1) = split(f, a);
            let (b0, b1) = split(f, b);
            Ok(match opcode {
                Opcode::Add => wide_add(f, a0, a1, b0, b1),
                Opcode::Sub => wide_sub(f, a0, a1, b0, b1),
                _ => wide_mul(f, a0, a1, b0, b1)?,
            })
        }
        Opcode::Shl | Opcode::LShr | Opcode::AShr => {
            let (a, s) = (f.operand(i.operand(0))?, f.operand(i.operand(1))?);
            let (lo, hi) = split(f, a);
            // Only the low half of the amount matters (128 or more is poison).
            let (s, _) = split(f, s);
            Ok(wide_shift(f, opcode, lo, hi, s))
        }
        Opcode::ICmp => wide_compare(f, i),
        Opcode::Select => wide_select(f, i, halves),
        Opcode::ZExt | Opcode::SExt => wide_extend(f, i, opcode == Opcode::SExt),
        Opcode::Trunc => {
            let x = f.operand(i.operand(0))?;
            let (lo, _) = split(f, x);
            int64_as_wide(f, lo, i.ty())
        }
        Opcode::PtrToInt => {
            let x = f.operand(i.operand(0))?;
            let int64 = f.module().m.type_int(64);
            let address = f.emitter().unary(Op::ConvertPtrToU, int64, x);
            let zero = f.module().int_constant(int64, 0);
            Ok(join(f, address, zero))
        }
        Opcode::IntToPtr => {
            let x = f.operand(i.operand(0))?;
            let (lo, _) = split(f, x);
            let pointer = f.module().value_type(i)?;
            Ok(f.emitter().unary(Op::ConvertUToPtr, pointer, lo))
        }
        Opcode::BitCast => wide_bitcast(f, i),
        Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => refuse_wide(i, "division"),
        _ => refuse_wide(i, &format!("'{}'", crate::lower::body::emit::opcode_name(opcode))),
    }
}

/// A select of i128 values (a scalar condition, for both halves).
fn wide_select(f: &mut FunctionLowering<'_>, i: Value, halves: Id) -> LowerResult<Id> {
    let condition = i.operand(0);
    if condition.ty().is_vector() {
        return refuse_wide(i, "a select with a vector condition");
    }
    let c = f.operand(condition)?;
    let (a, b) = (f.operand(i.operand(1))?, f.operand(i.operand(2))?);
    // SPIR-V before 1.4 wants one condition per component.
    let bool2 = bool2(f);
    let both = f.splat(bool2, c);
    Ok(f.emitter().select(halves, both, a, b))
}

/// zext / sext to i128: the value as i64, and a high half of zeros or of
/// its sign.
fn wide_extend(f: &mut FunctionLowering<'_>, i: Value, signed: bool) -> LowerResult<Id> {
    let source = i.operand(0);
    let x = f.operand(source)?;
    let low = wide_as_int64(f, x, source.ty(), signed)?;
    let int64 = f.module().m.type_int(64);
    let high = if signed {
        let top = f.module().int_constant(int64, 63);
        f.emitter().binary(Op::ShiftRightArithmetic, int64, low, top)
    } else {
        f.module().int_constant(int64, 0)
    };
    Ok(join(f, low, high))
}

/// A bitcast between i128 and a 128-bit vector.
fn wide_bitcast(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let (from, to) = (i.operand(0).ty(), i.ty());
    for ty in [from, to] {
        if !is_wide(ty) && !is_128_bit_vector(ty) {
            return refuse_wide(i, &format!("a bitcast to or from {}", ty.print()));
        }
    }
    let x = f.operand(i.operand(0))?;
    let result = f.module().value_type(i)?;
    let source = f.module().value_type(i.operand(0))?;
    if source == result {
        return Ok(x);
    }
    Ok(f.emitter().bitcast(result, x))
}

/// `<2 x i64>`, the SPIR-V type of an i128.
pub(crate) fn halves_type(f: &mut FunctionLowering<'_>) -> Id {
    let int64 = f.module().m.type_int(64);
    f.module().m.type_vector(int64, 2)
}

fn bool2(f: &mut FunctionLowering<'_>) -> Id {
    let b = f.module().m.type_bool();
    f.module().m.type_vector(b, 2)
}

fn split(f: &mut FunctionLowering<'_>, x: Id) -> (Id, Id) {
    let int64 = f.module().m.type_int(64);
    let lo = f.emitter().composite_extract(int64, x, &[0]);
    let hi = f.emitter().composite_extract(int64, x, &[1]);
    (lo, hi)
}

/// (lo, hi) as an i128, inserted into an undef (the reference reader
/// crashes on OpCompositeConstruct of non-constants).
fn join(f: &mut FunctionLowering<'_>, lo: Id, hi: Id) -> Id {
    let halves = halves_type(f);
    let undef = f.module().m.constant(ConstantKey::Undef { ty: halves });
    let v = f.emitter().composite_insert(halves, lo, undef, &[0]);
    f.emitter().composite_insert(halves, hi, v, &[1])
}

/// 1 where `condition` holds, else 0, as an i64.
fn as_int64(f: &mut FunctionLowering<'_>, condition: Id) -> Id {
    let int64 = f.module().m.type_int(64);
    f.bool_as_int(condition, int64, 1)
}

fn wide_add(f: &mut FunctionLowering<'_>, a0: Id, a1: Id, b0: Id, b1: Id) -> Id {
    let int64 = f.module().m.type_int(64);
    let bool_type = f.module().m.type_bool();
    let lo = f.emitter().binary(Op::IAdd, int64, a0, b0);
    let carried = f.emitter().binary(Op::ULessThan, bool_type, lo, a0);
    let carry = as_int64(f, carried);
    let hi = f.emitter().binary(Op::IAdd, int64, a1, b1);
    let hi = f.emitter().binary(Op::IAdd, int64, hi, carry);
    join(f, lo, hi)
}

fn wide_sub(f: &mut FunctionLowering<'_>, a0: Id, a1: Id, b0: Id, b1: Id) -> Id {
    let int64 = f.module().m.type_int(64);
    let bool_type = f.module().m.type_bool();
    let lo = f.emitter().binary(Op::ISub, int64, a0, b0);
    let borrowed = f.emitter().binary(Op::ULessThan, bool_type, a0, b0);
    let borrow = as_int64(f, borrowed);
    let hi = f.emitter().binary(Op::ISub, int64, a1, b1);
    let hi = f.emitter().binary(Op::ISub, int64, hi, borrow);
    join(f, lo, hi)
}

/// The low 128 bits of a * b: a0*b0 in full (OpenCL mul_hi gives its
/// high half), plus the cross products shifted up by 64.
fn wide_mul(f: &mut FunctionLowering<'_>, a0: Id, a1: Id, b0: Id, b1: Id) -> LowerResult<Id> {
    let int64 = f.module().m.type_int(64);
    let lo = f.emitter().binary(Op::IMul, int64, a0, b0);
    let carry = f.ext_inst("u_mul_hi", int64, &[a0, b0])?;
    let cross1 = f.emitter().binary(Op::IMul, int64, a0, b1);
    let cross2 = f.emitter().binary(Op::IMul, int64, a1, b0);
    let hi = f.emitter().binary(Op::IAdd, int64, carry, cross1);
    let hi = f.emitter().binary(Op::IAdd, int64, hi, cross2);
    Ok(join(f, lo, hi))
}

/// A shift of (lo, hi) by `s` (< 128): by s mod 64 within and across the
/// halves, then the halves moved when s >= 64. No SPIR-V shift reaches 64.
fn wide_shift(f: &mut FunctionLowering<'_>, opcode: Opcode, lo: Id, hi: Id, s: Id) -> Id {
    let int64 = f.module().m.type_int(64);
    let bool_type = f.module().m.type_bool();
    let c = |this: &mut FunctionLowering<'_>, v: u64| this.module().int_constant(int64, v);
    let (m63, one, zero, sixty_four) = (c(f, 63), c(f, 1), c(f, 0), c(f, 64));
    let by = f.emitter().binary(Op::BitwiseAnd, int64, s, m63);
    let rest = f.emitter().binary(Op::ISub, int64, m63, by);
    let big_bit = f.emitter().binary(Op::BitwiseAnd, int64, s, sixty_four);
    let big = f.emitter().binary(Op::INotEqual, bool_type, big_bit, zero);
    let pick = |this: &mut FunctionLowering<'_>, yes: Id, no: Id| this.emitter().select(int64, big, yes, no);
    let (new_lo, new_hi) = if opcode == Opcode::Shl {
        let lo_shifted = f.emitter().binary(Op::ShiftLeftLogical, int64, lo, by);
        let hi_shifted = f.emitter().binary(Op::ShiftLeftLogical, int64, hi, by);
        let spill = f.emitter().binary(Op::ShiftRightLogical, int64, lo, one);
        let spill = f.emitter().binary(Op::ShiftRightLogical, int64, spill, rest);
        let hi_small = f.emitter().binary(Op::BitwiseOr, int64, hi_shifted, spill);
        (pick(f, zero, lo_shifted), pick(f, lo_shifted, hi_small))
    } else {
        let arithmetic = opcode == Opcode::AShr;
        let down = if arithmetic { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
        let hi_shifted = f.emitter().binary(down, int64, hi, by);
        let lo_shifted = f.emitter().binary(Op::ShiftRightLogical, int64, lo, by);
        let spill = f.emitter().binary(Op::ShiftLeftLogical, int64, hi, one);
        let spill = f.emitter().binary(Op::ShiftLeftLogical, int64, spill, rest);
        let lo_small = f.emitter().binary(Op::BitwiseOr, int64, lo_shifted, spill);
        let fill =
            if arithmetic { f.emitter().binary(Op::ShiftRightArithmetic, int64, hi, m63) } else { zero };
        (pick(f, hi_shifted, lo_small), pick(f, fill, hi_shifted))
    };
    join(f, new_lo, new_hi)
}

/// icmp on i128: eq/ne on both halves; ordered predicates compare the
/// high halves (signed or not), and the low halves (unsigned) when the
/// high halves are equal.
fn wide_compare(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let (a, b) = (i.operand(0), i.operand(1));
    if !is_wide(a.ty()) {
        return Err(LowerError::unsupported(format!("icmp of {}", a.ty().print())));
    }
    let bool_type = f.module().m.type_bool();
    let bool2 = bool2(f);
    let (x, y) = (f.operand(a)?, f.operand(b)?);
    let predicate = i.as_icmp().ok_or(LowerError::Internal("wide compare of a non-icmp"))?.icmp_predicate();
    if matches!(predicate, IP::Eq | IP::Ne) {
        let (op, all) = if predicate == IP::Eq { (Op::IEqual, Op::All) } else { (Op::INotEqual, Op::Any) };
        let lanes = f.emitter().binary(op, bool2, x, y);
        return Ok(f.emitter().unary(all, bool_type, lanes));
    }
    let (x0, x1) = split(f, x);
    let (y0, y1) = split(f, y);
    let (high_op, low_op) = match predicate {
        IP::Ugt => (Op::UGreaterThan, Op::UGreaterThan),
        IP::Uge => (Op::UGreaterThan, Op::UGreaterThanEqual),
        IP::Ult => (Op::ULessThan, Op::ULessThan),
        IP::Ule => (Op::ULessThan, Op::ULessThanEqual),
        IP::Sgt => (Op::SGreaterThan, Op::UGreaterThan),
        IP::Sge => (Op::SGreaterThan, Op::UGreaterThanEqual),
        IP::Slt => (Op::SLessThan, Op::ULessThan),
        _ => (Op::SLessThan, Op::ULessThanEqual),
    };
    let high_equal = f.emitter().binary(Op::IEqual, bool_type, x1, y1);
    let high = f.emitter().binary(high_op, bool_type, x1, y1);
    let low = f.emitter().binary(low_op, bool_type, x0, y0);
    Ok(f.emitter().select(bool_type, high_equal, low, high))
}

/// An integer of at most 64 bits (id `x`, LLVM type `ty`) as an i64,
/// zero- or sign-extended.
fn wide_as_int64(f: &mut FunctionLowering<'_>, x: Id, ty: Type, signed: bool) -> LowerResult<Id> {
    let int64 = f.module().m.type_int(64);
    if !ty.is_integer() || is_wide(ty) {
        return Err(LowerError::unsupported(format!("extension of {} to i128", ty.print())));
    }
    let width = ty.int_width();
    Ok(match width {
        64 => x,
        1 => f.bool_as_int(x, int64, if signed { u64::MAX } else { 1 }),
        _ => {
            let mut x = x;
            if let (Some((width, carrier)), true) = (narrow(ty), signed) {
                let carrier_type = f.module().lower_type(ty)?;
                x = narrow_ints::sign_extend_within(f, x, carrier_type, width, carrier);
            }
            let op = if signed { Op::SConvert } else { Op::UConvert };
            if narrow(ty).is_some_and(|(_, carrier)| carrier == 64) {
                x
            } else {
                f.emitter().unary(op, int64, x)
            }
        }
    })
}

/// The low `ty` bits of an i64 (truncation of an i128's low half).
fn int64_as_wide(f: &mut FunctionLowering<'_>, lo: Id, ty: Type) -> LowerResult<Id> {
    let int64 = f.module().m.type_int(64);
    if !ty.is_integer() || is_wide(ty) {
        return Err(LowerError::unsupported(format!("truncation of i128 to {}", ty.print())));
    }
    let width = ty.int_width();
    if width == 64 {
        return Ok(lo);
    }
    if width == 1 {
        let bool_type = f.module().m.type_bool();
        let one = f.module().int_constant(int64, 1);
        let zero = f.module().int_constant(int64, 0);
        let bit = f.emitter().binary(Op::BitwiseAnd, int64, lo, one);
        return Ok(f.emitter().binary(Op::INotEqual, bool_type, bit, zero));
    }
    let result = f.module().lower_type(ty)?;
    let converted = if result == int64 { lo } else { f.emitter().unary(Op::UConvert, result, lo) };
    Ok(match narrow(ty) {
        Some((width, _)) => narrow_ints::normalize(f, converted, result, width),
        None => converted,
    })
}

/// The wide integer type `i` involves (for messages).
fn wide_type_of(i: Value) -> Type {
    std::iter::once(i.ty()).chain(i.operands().iter().map(|o| o.ty())).find(|&t| is_wide(t)).unwrap_or(i.ty())
}

/// A vector of 128 bits SPIR-V holds exactly (<16 x i8>, <4 x float>, ...).
fn is_128_bit_vector(ty: Type) -> bool {
    let element = if ty.is_vector() { ty.element() } else { return false };
    let width = if element.is_integer() {
        element.int_width()
    } else if element.is_float() {
        element.float_width()
    } else {
        return false;
    };
    is_exact_vector(ty) && matches!(width, 8 | 16 | 32 | 64) && width * ty.vector_len() == 128
}
