//! `i1` everywhere LLVM allows it. In registers `i1` is OpTypeBool, which has
//! no arithmetic, no order and no memory layout, so: integer arithmetic and
//! ordered comparisons on `i1` become logical operations, bitcasts between
//! `<N x i1>` and integers go through the bits (lane k is bit k, LLVM's
//! order), and memory holds `i1` as a byte (0 or 1) and `<N x i1>` as its
//! bits packed into ceil(N/8) bytes, as LLVM's data layout does.

use super::function::FunctionLowering;
use crate::diagnostics::LowerError;
use crate::llvm::IntPredicate as IP;
use crate::llvm::{Opcode, Type, Value};
use crate::lower::body::repack;
use crate::lower::body::vector_shapes;
pub use crate::lower::module::legal_ints::{is_bool_type, memory_type, memory_type_checked};
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id};

/// Whether `v` is i1 or a vector of i1 (SPIR-V bool).
pub(crate) fn is_bool(v: Value) -> bool {
    v.ty().scalar().int_width() == 1 && v.ty().scalar().is_integer()
}

/// Rejects memory accesses of i1 vectors longer than `memory_type` covers.
pub fn check_memory_type(ty: Type) -> LowerResult<()> {
    if is_bool_type(ty) && memory_type_checked(ty).is_none() {
        return Err(LowerError::unsupported_because(
            format!("memory access of type {}", ty.print()),
            "vectors of up to 64 i1 are",
        ));
    }
    Ok(())
}

/// Integer arithmetic on i1 (or vectors of it): add, sub and xor are
/// "not equal", mul is "and"; division by 0 is undefined and by 1 the
/// identity (sdiv by -1 of -1 overflows: poison), so a quotient is the
/// dividend and a remainder false; a shift by 1 is poison and by 0 the identity.
pub(crate) fn bool_binary(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let ty = f.module().value_type(i)?;
    let x = f.operand(i.operand(0))?;
    let y = f.operand(i.operand(1))?;
    let id = match opcode {
        Opcode::Add | Opcode::Sub | Opcode::Xor => f.emitter().binary(Op::LogicalNotEqual, ty, x, y),
        Opcode::Mul | Opcode::And => f.emitter().binary(Op::LogicalAnd, ty, x, y),
        Opcode::Or => f.emitter().binary(Op::LogicalOr, ty, x, y),
        Opcode::UDiv | Opcode::SDiv | Opcode::Shl | Opcode::LShr | Opcode::AShr => x,
        Opcode::URem | Opcode::SRem => f.module().zero_of_type_id(ty),
        _ => {
            return Err(LowerError::unsupported(format!(
                "'{}' on i1 values",
                super::emit::opcode_name(opcode)
            )))
        }
    };
    if i.is_instruction() {
        f.alias(i, id);
    }
    Ok(id)
}

/// An ordered comparison of i1 values: unsigned, true is 1; signed, true is -1.
pub(crate) fn bool_compare(f: &mut FunctionLowering<'_>, predicate: IP, ty: Id, x: Id, y: Id) -> Id {
    match predicate {
        IP::Eq => f.emitter().binary(Op::LogicalEqual, ty, x, y),
        IP::Ne => f.emitter().binary(Op::LogicalNotEqual, ty, x, y),
        // x > y: x set and y clear (unsigned), or x clear and y set (signed).
        IP::Ugt | IP::Slt => {
            let not_y = f.emitter().unary(Op::LogicalNot, ty, y);
            f.emitter().binary(Op::LogicalAnd, ty, x, not_y)
        }
        IP::Ult | IP::Sgt => {
            let not_x = f.emitter().unary(Op::LogicalNot, ty, x);
            f.emitter().binary(Op::LogicalAnd, ty, not_x, y)
        }
        IP::Uge | IP::Sle => {
            let not_y = f.emitter().unary(Op::LogicalNot, ty, y);
            f.emitter().binary(Op::LogicalOr, ty, x, not_y)
        }
        IP::Ule | IP::Sge => {
            let not_x = f.emitter().unary(Op::LogicalNot, ty, x);
            f.emitter().binary(Op::LogicalOr, ty, not_x, y)
        }
    }
}

/// The lanes of a bool vector `v` (`lanes` of them) as the bits of an
/// integer of SPIR-V type `int_type` (lane k is bit k).
pub(crate) fn bools_to_bits(f: &mut FunctionLowering<'_>, v: Id, ty: Type, int_type: Id) -> LowerResult<Id> {
    let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
    let mut acc = f.module().zero_of_type_id(int_type);
    let bool_type = f.module().m.type_bool();
    let zero = f.module().zero_of_type_id(int_type);
    for k in 0..lanes {
        let lane = if ty.is_vector() { vector_shapes::extract_lane(f, v, ty, k, bool_type) } else { v };
        let bit = f.module().int_constant(int_type, 1u64 << k);
        let value = f.emitter().select(int_type, lane, bit, zero);
        acc = f.emitter().binary(Op::BitwiseOr, int_type, acc, value);
    }
    Ok(acc)
}

/// The low `lanes` bits of integer `bits` (SPIR-V type `int_type`) as a
/// value of bool type `bool_type` (a vector of `lanes` bools, or a bool).
pub(crate) fn bits_to_bools(
    f: &mut FunctionLowering<'_>,
    bits: Id,
    int_type: Id,
    bool_type: Id,
    ty: Type,
) -> LowerResult<Id> {
    let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
    let zero = f.module().zero_of_type_id(int_type);
    let scalar_bool = f.module().m.type_bool();
    let mut result = f.module().m.constant(ConstantKey::Undef { ty: bool_type });
    for k in 0..lanes {
        let bit = f.module().int_constant(int_type, 1u64 << k);
        let masked = f.emitter().binary(Op::BitwiseAnd, int_type, bits, bit);
        let lane = f.emitter().binary(Op::INotEqual, scalar_bool, masked, zero);
        if bool_type == scalar_bool {
            return Ok(lane);
        }
        result = vector_shapes::insert_lane(f, result, ty, bool_type, k, lane);
    }
    Ok(result)
}

/// `bitcast` from or to a vector of i1: through an integer of as many
/// bits (lane k is bit k), repacked to or from the other side's lanes.
pub(crate) fn bool_bitcast(
    f: &mut FunctionLowering<'_>,
    i: Value,
    x: Id,
    result_type: Id,
) -> LowerResult<Id> {
    let source = i.operand(0);
    let (from, to) = (source.ty(), i.ty());
    let id = if is_bool_type(from) && is_bool_type(to) {
        x // <1 x i1> <-> i1: the same value
    } else {
        let bools = if is_bool_type(from) { from } else { to };
        let lanes = if bools.is_vector() { bools.vector_len() } else { 1 };
        if lanes > 64 {
            // Longer ones: eight lanes to a byte.
            if lanes % 8 != 0 {
                return Err(LowerError::unsupported(format!(
                    "bitcast from {} to {}",
                    from.print(),
                    to.print()
                )));
            }
            let bytes = f.module().llvm.vector_type(f.module().llvm.int_type(8), lanes / 8);
            let bytes_type = f.module().lower_type(bytes)?;
            if is_bool_type(from) {
                let packed = bools_to_bytes(f, x, from, bytes, bytes_type)?;
                repack::repack(f, packed, bytes, to, result_type)?
            } else {
                let packed = repack::repack(f, x, from, bytes, bytes_type)?;
                bytes_to_bools(f, packed, bytes, to, result_type)?
            }
        } else {
            let int = f.module().llvm.int_type(lanes);
            let int_type = f.module().lower_type(int)?;
            if is_bool_type(from) {
                let bits = bools_to_bits(f, x, from, int_type)?;
                if int_type == result_type {
                    bits
                } else {
                    repack::repack(f, bits, int, to, result_type)?
                }
            } else {
                let source_type = f.module().value_type(source)?;
                let bits =
                    if source_type == int_type { x } else { repack::repack(f, x, from, int, int_type)? };
                bits_to_bools(f, bits, int_type, result_type, to)?
            }
        }
    };
    if i.is_instruction() {
        f.alias(i, id);
    }
    Ok(id)
}

/// Bool vector `v` (LLVM type `ty`, lanes a multiple of 8) as the bytes
/// `bytes` (SPIR-V type `bytes_type`): lane 8b+k is bit k of byte b.
fn bools_to_bytes(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    bytes: Type,
    bytes_type: Id,
) -> LowerResult<Id> {
    let uchar = f.module().m.type_int(8);
    let bool_type = f.module().m.type_bool();
    let zero = f.module().zero_of_type_id(uchar);
    let mut packed = Vec::new();
    for b in 0..ty.vector_len() / 8 {
        let mut acc = zero;
        for k in 0..8 {
            let lane = vector_shapes::extract_lane(f, v, ty, 8 * b + k, bool_type);
            let bit = f.module().int_constant(uchar, 1 << k);
            let value = f.emitter().select(uchar, lane, bit, zero);
            acc = f.emitter().binary(Op::BitwiseOr, uchar, acc, value);
        }
        packed.push(acc);
    }
    Ok(vector_shapes::build_lanes(f, bytes, bytes_type, &packed))
}

/// The inverse of `bools_to_bytes`: bool vector of LLVM type `ty`.
fn bytes_to_bools(
    f: &mut FunctionLowering<'_>,
    packed: Id,
    bytes: Type,
    ty: Type,
    bool_type: Id,
) -> LowerResult<Id> {
    let uchar = f.module().m.type_int(8);
    let scalar_bool = f.module().m.type_bool();
    let zero = f.module().zero_of_type_id(uchar);
    let mut lanes = Vec::new();
    for b in 0..ty.vector_len() / 8 {
        let byte = vector_shapes::extract_lane(f, packed, bytes, b, uchar);
        for k in 0..8 {
            let bit = f.module().int_constant(uchar, 1 << k);
            let masked = f.emitter().binary(Op::BitwiseAnd, uchar, byte, bit);
            lanes.push(f.emitter().binary(Op::INotEqual, scalar_bool, masked, zero));
        }
    }
    Ok(vector_shapes::build_lanes(f, ty, bool_type, &lanes))
}

/// A loaded memory value (`memory_type`'s integer) as the bool value of type `ty`.
pub(crate) fn bool_from_memory(
    f: &mut FunctionLowering<'_>,
    loaded: Id,
    memory_type: Id,
    ty: Type,
    result_type: Id,
) -> LowerResult<Id> {
    if ty.is_vector() {
        return bits_to_bools(f, loaded, memory_type, result_type, ty);
    }
    let zero = f.module().zero_of_type_id(memory_type);
    Ok(f.emitter().binary(Op::INotEqual, result_type, loaded, zero))
}

/// A bool value of type `ty` as the integer `memory_type` stores.
pub(crate) fn bool_to_memory(
    f: &mut FunctionLowering<'_>,
    value: Id,
    memory_type: Id,
    ty: Type,
) -> LowerResult<Id> {
    if ty.is_vector() {
        return bools_to_bits(f, value, ty, memory_type);
    }
    Ok(f.bool_as_int(value, memory_type, 1))
}
