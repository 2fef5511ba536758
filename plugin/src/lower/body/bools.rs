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
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id};

/// Whether `ty` is i1 or a vector of i1.
pub fn is_bool_type(ty: Type) -> bool {
    ty.scalar().is_integer() && ty.scalar().int_width() == 1
}

/// The integer type that holds a value of type `ty` in memory, if `ty` is
/// i1 (i8) or a vector of i1 (its bits, rounded up to whole bytes).
pub fn memory_type(module: crate::llvm::Module, ty: Type) -> Option<Type> {
    memory_type_checked(ty).map(|bits| module.int_type(bits))
}

/// The width of `memory_type`'s integer (i1 vectors of up to 64 lanes).
pub fn memory_type_checked(ty: Type) -> Option<u32> {
    if !is_bool_type(ty) {
        return None;
    }
    let bits = if ty.is_vector() { ty.vector_len().div_ceil(8) * 8 } else { 8 };
    (bits <= 64).then_some(bits)
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

impl FunctionLowering<'_> {
    fn logical(&mut self, op: Op, ty: Id, a: Id, b: Id) -> Id {
        self.emitter().binary(op, ty, a, b)
    }

    fn not(&mut self, ty: Id, a: Id) -> Id {
        self.emitter().unary(Op::LogicalNot, ty, a)
    }

    /// Integer arithmetic on i1 (or vectors of it): add, sub and xor are
    /// "not equal", mul is "and"; division by 0 is undefined and by 1 the
    /// identity (sdiv by -1 of -1 overflows: poison), so a quotient is the
    /// dividend and a remainder false; a shift by 1 is poison and by 0 the identity.
    pub fn bool_binary(&mut self, i: Value, opcode: Opcode) -> LowerResult<Id> {
        let ty = self.ml.value_type(i)?;
        let x = self.operand(i.operand(0))?;
        let y = self.operand(i.operand(1))?;
        let id = match opcode {
            Opcode::Add | Opcode::Sub | Opcode::Xor => self.logical(Op::LogicalNotEqual, ty, x, y),
            Opcode::Mul | Opcode::And => self.logical(Op::LogicalAnd, ty, x, y),
            Opcode::Or => self.logical(Op::LogicalOr, ty, x, y),
            Opcode::UDiv | Opcode::SDiv | Opcode::Shl | Opcode::LShr | Opcode::AShr => x,
            Opcode::URem | Opcode::SRem => self.ml.zero_of_type_id(ty),
            _ => {
                return Err(LowerError::unsupported(format!(
                    "'{}' on i1 values",
                    super::operations::opcode_name(opcode)
                )))
            }
        };
        if i.is_instruction() {
            self.alias(i, id);
        }
        Ok(id)
    }

    /// An ordered comparison of i1 values: unsigned, true is 1; signed, true is -1.
    pub fn bool_compare(&mut self, predicate: IP, ty: Id, x: Id, y: Id) -> Id {
        match predicate {
            IP::Eq => self.logical(Op::LogicalEqual, ty, x, y),
            IP::Ne => self.logical(Op::LogicalNotEqual, ty, x, y),
            // x > y: x set and y clear (unsigned), or x clear and y set (signed).
            IP::Ugt | IP::Slt => {
                let not_y = self.not(ty, y);
                self.logical(Op::LogicalAnd, ty, x, not_y)
            }
            IP::Ult | IP::Sgt => {
                let not_x = self.not(ty, x);
                self.logical(Op::LogicalAnd, ty, not_x, y)
            }
            IP::Uge | IP::Sle => {
                let not_y = self.not(ty, y);
                self.logical(Op::LogicalOr, ty, x, not_y)
            }
            IP::Ule | IP::Sge => {
                let not_x = self.not(ty, x);
                self.logical(Op::LogicalOr, ty, not_x, y)
            }
        }
    }

    /// The lanes of a bool vector `v` (`lanes` of them) as the bits of an
    /// integer of SPIR-V type `int_type` (lane k is bit k).
    pub fn bools_to_bits(&mut self, v: Id, ty: Type, int_type: Id) -> LowerResult<Id> {
        let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
        let mut acc = self.ml.zero_of_type_id(int_type);
        let bool_type = self.ml.m.type_bool();
        let zero = self.ml.zero_of_type_id(int_type);
        for k in 0..lanes {
            let lane = if ty.is_vector() { self.extract_lane(v, ty, k, bool_type) } else { v };
            let bit = self.ml.int_constant(int_type, 1u64 << k);
            let value = self.emitter().select(int_type, lane, bit, zero);
            acc = self.emitter().binary(Op::BitwiseOr, int_type, acc, value);
        }
        Ok(acc)
    }

    /// The low `lanes` bits of integer `bits` (SPIR-V type `int_type`) as a
    /// value of bool type `bool_type` (a vector of `lanes` bools, or a bool).
    pub fn bits_to_bools(&mut self, bits: Id, int_type: Id, bool_type: Id, ty: Type) -> LowerResult<Id> {
        let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
        let zero = self.ml.zero_of_type_id(int_type);
        let scalar_bool = self.ml.m.type_bool();
        let mut result = self.ml.m.constant(ConstantKey::Undef { ty: bool_type });
        for k in 0..lanes {
            let bit = self.ml.int_constant(int_type, 1u64 << k);
            let masked = self.emitter().binary(Op::BitwiseAnd, int_type, bits, bit);
            let lane = self.emitter().binary(Op::INotEqual, scalar_bool, masked, zero);
            if bool_type == scalar_bool {
                return Ok(lane);
            }
            result = self.insert_lane(result, ty, bool_type, k, lane);
        }
        Ok(result)
    }

    /// `bitcast` from or to a vector of i1: through an integer of as many
    /// bits (lane k is bit k), repacked to or from the other side's lanes.
    pub fn bool_bitcast(&mut self, i: Value, x: Id, result_type: Id) -> LowerResult<Id> {
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
                let bytes = self.ml.llvm.vector_type(self.ml.llvm.int_type(8), lanes / 8);
                let bytes_type = self.ml.lower_type(bytes)?;
                if is_bool_type(from) {
                    let packed = self.bools_to_bytes(x, from, bytes, bytes_type)?;
                    self.repack(packed, bytes, to, result_type)?
                } else {
                    let packed = self.repack(x, from, bytes, bytes_type)?;
                    self.bytes_to_bools(packed, bytes, to, result_type)?
                }
            } else {
                let int = self.ml.llvm.int_type(lanes);
                let int_type = self.ml.lower_type(int)?;
                if is_bool_type(from) {
                    let bits = self.bools_to_bits(x, from, int_type)?;
                    if int_type == result_type {
                        bits
                    } else {
                        self.repack(bits, int, to, result_type)?
                    }
                } else {
                    let source_type = self.ml.value_type(source)?;
                    let bits = if source_type == int_type { x } else { self.repack(x, from, int, int_type)? };
                    self.bits_to_bools(bits, int_type, result_type, to)?
                }
            }
        };
        if i.is_instruction() {
            self.alias(i, id);
        }
        Ok(id)
    }

    /// Bool vector `v` (LLVM type `ty`, lanes a multiple of 8) as the bytes
    /// `bytes` (SPIR-V type `bytes_type`): lane 8b+k is bit k of byte b.
    fn bools_to_bytes(&mut self, v: Id, ty: Type, bytes: Type, bytes_type: Id) -> LowerResult<Id> {
        let uchar = self.ml.m.type_int(8);
        let bool_type = self.ml.m.type_bool();
        let zero = self.ml.zero_of_type_id(uchar);
        let mut packed = Vec::new();
        for b in 0..ty.vector_len() / 8 {
            let mut acc = zero;
            for k in 0..8 {
                let lane = self.extract_lane(v, ty, 8 * b + k, bool_type);
                let bit = self.ml.int_constant(uchar, 1 << k);
                let value = self.emitter().select(uchar, lane, bit, zero);
                acc = self.emitter().binary(Op::BitwiseOr, uchar, acc, value);
            }
            packed.push(acc);
        }
        Ok(self.build_lanes(bytes, bytes_type, &packed))
    }

    /// The inverse of `bools_to_bytes`: bool vector of LLVM type `ty`.
    fn bytes_to_bools(&mut self, packed: Id, bytes: Type, ty: Type, bool_type: Id) -> LowerResult<Id> {
        let uchar = self.ml.m.type_int(8);
        let scalar_bool = self.ml.m.type_bool();
        let zero = self.ml.zero_of_type_id(uchar);
        let mut lanes = Vec::new();
        for b in 0..ty.vector_len() / 8 {
            let byte = self.extract_lane(packed, bytes, b, uchar);
            for k in 0..8 {
                let bit = self.ml.int_constant(uchar, 1 << k);
                let masked = self.emitter().binary(Op::BitwiseAnd, uchar, byte, bit);
                lanes.push(self.emitter().binary(Op::INotEqual, scalar_bool, masked, zero));
            }
        }
        Ok(self.build_lanes(ty, bool_type, &lanes))
    }

    /// A loaded memory value (`memory_type`'s integer) as the bool value of type `ty`.
    pub fn bool_from_memory(
        &mut self,
        loaded: Id,
        memory_type: Id,
        ty: Type,
        result_type: Id,
    ) -> LowerResult<Id> {
        if ty.is_vector() {
            return self.bits_to_bools(loaded, memory_type, result_type, ty);
        }
        let zero = self.ml.zero_of_type_id(memory_type);
        Ok(self.emitter().binary(Op::INotEqual, result_type, loaded, zero))
    }

    /// A bool value of type `ty` as the integer `memory_type` stores.
    pub fn bool_to_memory(&mut self, value: Id, memory_type: Id, ty: Type) -> LowerResult<Id> {
        if ty.is_vector() {
            return self.bools_to_bits(value, ty, memory_type);
        }
        Ok(self.bool_as_int(value, memory_type, 1))
    }
}
