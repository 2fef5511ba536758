//! Atomics on 16-bit values (i16, half, bfloat) as atomics on the naturally
//! aligned 32-bit word that holds them.
//!
//! SPV_INTEL_16bit_atomics is newer than every released SPIRV-Tools, the
//! OpenCL environment has no 16-bit integer atomics and Intel's runtime
//! links no half ones (AtomicFloat16AddEXT), so they are written
//! portably, whether or not the extension is allowed: the word's address is
//! the location's with its low two bits cleared (OpConvertPtrToU /
//! OpConvertUToPtr, which Physical addressing allows), the 16 bits sit at
//! bit (address & 2) * 8 (OpenCL devices are little-endian), and every
//! read-modify-write is a compare-exchange loop on the word that changes only
//! those 16 bits. The result is the old 16-bit value, as LLVM's.

use crate::diagnostics::LowerError;
use crate::llvm::RmwOp as RMW;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::body::atomic_operands;
use crate::lower::body::cas;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::AtomicAt;
use crate::lower::extensions::bfloat_conversions;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemorySemantics, Op, StorageClass};
use spirv_writer::{Id, Operand};

/// Whether atomics on `ty` are lowered on the containing word: 16-bit
/// integers, bfloat and half (SPV_EXT_shader_atomic_float16_add's
/// AtomicFloat16AddEXT validates but Intel's runtime cannot link it).
pub(crate) fn is_word_atomic(ty: Type) -> bool {
    match ty.kind() {
        TypeKind::Integer => ty.int_width() == 16,
        TypeKind::BFloat | TypeKind::Half => true,
        _ => false,
    }
}

/// What a 16-bit atomic does.
#[derive(Clone, Copy)]
pub(crate) enum Narrow {
    /// Read-modify-write with an operand (a store is an exchange).
    Rmw(RMW, Id),
    Load,
    /// Replace with `replacement` when the 16 bits equal `expected`.
    CompareExchange {
        expected: Id,
        replacement: Id,
    },
}

/// The 16-bit location within its word.
#[derive(Clone, Copy)]
struct Word {
    pointer: Id,
    /// The bit position of the 16 bits (u32).
    shift: Id,
    /// Ones everywhere but the 16 bits.
    keep: Id,
}

/// A 16-bit atomic: its element type, pointer (to the element) and storage
/// class, scope and memory semantics (ids).
#[derive(Clone, Copy)]
pub(crate) struct NarrowAtomic {
    pub element: Type,
    pub pointer: Id,
    pub storage: StorageClass,
    pub scope: Id,
    pub semantics: Id,
}

/// Lowers `what` on the word holding `at`'s location. Returns the old
/// 16-bit value (of the element's SPIR-V type) and, for a compare-exchange,
/// whether it replaced it.
pub(crate) fn narrow_atomic(
    f: &mut FunctionLowering<'_>,
    at: NarrowAtomic,
    what: Narrow,
) -> LowerResult<(Id, Option<Id>)> {
    let word = word_of(f, at.pointer, at.storage);
    let int32 = f.module().m.type_int(32);
    if let Narrow::Load = what {
        let word_at = AtomicAt { pointer: word.pointer, scope: at.scope, semantics: at.semantics };
        let value = f.emitter().atomic(Op::AtomicLoad, int32, word_at, &[]);
        return Ok((extract_half_word(f, at.element, word, value)?, None));
    }
    // The first load is a guess the exchange checks: relaxed (a load may not release).
    let relaxed = f.module().m.constant_u32(MemorySemantics::RELAXED.bits());
    cas::cas_loop(f, int32, word.pointer, at.scope, (relaxed, at.semantics), |fl, old_word| {
        let old = extract_half_word(fl, at.element, word, old_word)?;
        let (new, success) = match what {
            Narrow::Rmw(rmw, operand) => (narrow_update(fl, rmw, at.element, old, operand)?, None),
            Narrow::CompareExchange { expected, replacement } => {
                let bool_type = fl.module().m.type_bool();
                let old_bits = half_word_bits(fl, at.element, old)?;
                let expected_bits = half_word_bits(fl, at.element, expected)?;
                let equal = fl.emitter().binary(Op::IEqual, bool_type, old_bits, expected_bits);
                let ty = fl.module().lower_type(at.element)?;
                (fl.emitter().select(ty, equal, replacement, old), Some(equal))
            }
            Narrow::Load => return Err(LowerError::Internal("a 16-bit atomic load in a loop")),
        };
        let new_word = merge_half_word(fl, at.element, word, old_word, new)?;
        Ok((new_word, (old, success)))
    })
}

/// The word holding the 16-bit location `pointer` points to.
fn word_of(f: &mut FunctionLowering<'_>, pointer: Id, storage: StorageClass) -> Word {
    let size = f.module().size_type();
    let int32 = f.module().m.type_int(32);
    let address = f.emitter().unary(Op::ConvertPtrToU, size, pointer);
    let (align, half) = (f.module().int_constant(size, !3u64), f.module().int_constant(size, 2));
    let aligned = f.emitter().binary(Op::BitwiseAnd, size, address, align);
    let word_pointer_type = f.module().m.type_pointer(storage, int32);
    let word_pointer = f.emitter().unary(Op::ConvertUToPtr, word_pointer_type, aligned);
    let mut byte = f.emitter().binary(Op::BitwiseAnd, size, address, half);
    if f.module().pointer_bits != 32 {
        byte = f.emitter().unary(Op::UConvert, int32, byte);
    }
    let three = f.module().int_constant(int32, 3);
    let shift = f.emitter().binary(Op::ShiftLeftLogical, int32, byte, three);
    let ones = f.module().int_constant(int32, 0xffff);
    let mask = f.emitter().binary(Op::ShiftLeftLogical, int32, ones, shift);
    let keep = f.emitter().unary(Op::Not, int32, mask);
    Word { pointer: word_pointer, shift, keep }
}

/// The 16-bit value of `element` type within `word_value`.
fn extract_half_word(
    f: &mut FunctionLowering<'_>,
    element: Type,
    word: Word,
    word_value: Id,
) -> LowerResult<Id> {
    let (int32, int16) = (f.module().m.type_int(32), f.module().m.type_int(16));
    let shifted = f.emitter().binary(Op::ShiftRightLogical, int32, word_value, word.shift);
    let bits = f.emitter().unary(Op::UConvert, int16, shifted);
    let ty = f.module().lower_type(element)?;
    Ok(if ty == int16 { bits } else { f.emitter().bitcast(ty, bits) })
}

/// `value` (of `element` type) as i16 bits.
fn half_word_bits(f: &mut FunctionLowering<'_>, element: Type, value: Id) -> LowerResult<Id> {
    let int16 = f.module().m.type_int(16);
    let ty = f.module().lower_type(element)?;
    Ok(if ty == int16 { value } else { f.emitter().bitcast(int16, value) })
}

/// `word_value` with its 16 bits replaced by `value`'s.
fn merge_half_word(
    f: &mut FunctionLowering<'_>,
    element: Type,
    word: Word,
    word_value: Id,
    value: Id,
) -> LowerResult<Id> {
    let int32 = f.module().m.type_int(32);
    let bits = half_word_bits(f, element, value)?;
    let wide = f.emitter().unary(Op::UConvert, int32, bits);
    let placed = f.emitter().binary(Op::ShiftLeftLogical, int32, wide, word.shift);
    let kept = f.emitter().binary(Op::BitwiseAnd, int32, word_value, word.keep);
    Ok(f.emitter().binary(Op::BitwiseOr, int32, kept, placed))
}

/// The value a 16-bit read-modify-write stores for `old`.
fn narrow_update(
    f: &mut FunctionLowering<'_>,
    rmw: RMW,
    element: Type,
    old: Id,
    operand: Id,
) -> LowerResult<Id> {
    let ty = f.module().lower_type(element)?;
    if rmw == RMW::Xchg {
        return Ok(operand);
    }
    if element.is_float() {
        return narrow_float_update(f, rmw, element, old, operand);
    }
    let bool_type = f.module().m.type_bool();
    let (op, pick) = match rmw {
        RMW::Add => (Op::IAdd, None),
        RMW::Sub => (Op::ISub, None),
        RMW::And => (Op::BitwiseAnd, None),
        RMW::Or => (Op::BitwiseOr, None),
        RMW::Xor => (Op::BitwiseXor, None),
        RMW::Max => (Op::Select, Some(Op::SGreaterThan)),
        RMW::Min => (Op::Select, Some(Op::SLessThan)),
        RMW::UMax => (Op::Select, Some(Op::UGreaterThan)),
        RMW::UMin => (Op::Select, Some(Op::ULessThan)),
        other => return cas::cas_update(f, other, (ty, bool_type), old, operand),
    };
    Ok(match pick {
        None => f.emitter().binary(op, ty, old, operand),
        Some(compare) => {
            let keep_old = f.emitter().binary(compare, bool_type, old, operand);
            f.emitter().select(ty, keep_old, old, operand)
        }
    })
}

/// fadd, fsub, fmin, fmax on 16-bit floats: half directly, bfloat in
/// float rounded back (as bfloat arithmetic is).
fn narrow_float_update(
    f: &mut FunctionLowering<'_>,
    rmw: RMW,
    element: Type,
    old: Id,
    operand: Id,
) -> LowerResult<Id> {
    let ty = f.module().lower_type(element)?;
    let bfloat = element.kind() == TypeKind::BFloat;
    let (a, b, compute_type) = if bfloat {
        let (a, b) = (
            bfloat_conversions::bfloat_to_float(f, old, element)?,
            bfloat_conversions::bfloat_to_float(f, operand, element)?,
        );
        (a, b, f.module().m.type_float(32))
    } else {
        (old, operand, ty)
    };
    let result = match rmw {
        RMW::FAdd => f.emitter().binary(Op::FAdd, compute_type, a, b),
        RMW::FSub => f.emitter().binary(Op::FSub, compute_type, a, b),
        RMW::FMin => f.ext_inst("fmin", compute_type, &[a, b])?,
        RMW::FMax => f.ext_inst("fmax", compute_type, &[a, b])?,
        other => return Err(LowerError::no_equivalent(format!("atomic {other:?} on floating-point values"))),
    };
    if bfloat {
        bfloat_conversions::float_to_bfloat(f, result, ty)
    } else {
        Ok(result)
    }
}

/// The read-modify-write of each SPIR-V atomic instruction written as a
/// `__spirv_Atomic*` call (a store is an exchange).
const INSTRUCTION_RMW: &[(Op, RMW)] = &[
    (Op::AtomicExchange, RMW::Xchg),
    (Op::AtomicStore, RMW::Xchg),
    (Op::AtomicIAdd, RMW::Add),
    (Op::AtomicIIncrement, RMW::Add),
    (Op::AtomicISub, RMW::Sub),
    (Op::AtomicIDecrement, RMW::Sub),
    (Op::AtomicSMin, RMW::Min),
    (Op::AtomicSMax, RMW::Max),
    (Op::AtomicUMin, RMW::UMin),
    (Op::AtomicUMax, RMW::UMax),
    (Op::AtomicAnd, RMW::And),
    (Op::AtomicOr, RMW::Or),
    (Op::AtomicXor, RMW::Xor),
    (Op::AtomicFAddEXT, RMW::FAdd),
    (Op::AtomicFMinEXT, RMW::FMin),
    (Op::AtomicFMaxEXT, RMW::FMax),
];

/// A `__spirv_Atomic*` call (`call`, instruction `op` with SPIR-V
/// `operands`, the first the pointer, `pointer` its LLVM value) on 16-bit
/// `element` values: on the containing word. `None` for other atomics.
pub(crate) fn lower_friendly_word_atomic(
    f: &mut FunctionLowering<'_>,
    call: Value,
    (element, pointer): (Type, Value),
    op: Op,
    operands: &[Operand],
) -> Option<LowerResult<()>> {
    if !is_word_atomic(element) || !op_is_word_atomic(op) {
        return None;
    }
    Some(friendly_word_atomic(f, call, (element, pointer), op, operands))
}

fn friendly_word_atomic(
    f: &mut FunctionLowering<'_>,
    call: Value,
    (element, pointer): (Type, Value),
    op: Op,
    operands: &[Operand],
) -> LowerResult<()> {
    let ids: Vec<Id> =
        operands.iter().filter_map(|o| if let Operand::IdRef(id) = o { Some(*id) } else { None }).collect();
    let id = |n: usize| ids.get(n).copied().ok_or(LowerError::Internal("a short atomic call"));
    let storage = atomic_operands::atomic_storage(f, pointer)?;
    let at = NarrowAtomic { element, pointer: id(0)?, storage, scope: id(1)?, semantics: id(2)? };
    let what = match op {
        Op::AtomicLoad => Narrow::Load,
        Op::AtomicCompareExchange | Op::AtomicCompareExchangeWeak => {
            Narrow::CompareExchange { expected: id(5)?, replacement: id(4)? }
        }
        Op::AtomicIIncrement | Op::AtomicIDecrement => {
            let ty = f.module().lower_type(element)?;
            let one = f.module().int_constant(ty, 1);
            Narrow::Rmw(instruction_rmw(op)?, one)
        }
        _ => Narrow::Rmw(instruction_rmw(op)?, id(3)?),
    };
    let (old, _) = narrow_atomic(f, at, what)?;
    if op != Op::AtomicStore {
        f.alias(call, old);
    }
    Ok(())
}

fn op_is_word_atomic(op: Op) -> bool {
    matches!(op, Op::AtomicLoad | Op::AtomicCompareExchange | Op::AtomicCompareExchangeWeak)
        || INSTRUCTION_RMW.iter().any(|(o, _)| *o == op)
}

fn instruction_rmw(op: Op) -> LowerResult<RMW> {
    INSTRUCTION_RMW
        .iter()
        .find(|(o, _)| *o == op)
        .map(|(_, rmw)| *rmw)
        .ok_or(LowerError::Internal("an atomic instruction without a read-modify-write"))
}
