//! `i1` everywhere LLVM allows it. In registers `i1` is OpTypeBool, which has
//! no arithmetic, no order and no memory layout, so: integer arithmetic and
//! ordered comparisons on `i1` become logical operations, bitcasts between
//! `<N x i1>` and integers go through the bits (lane k is bit k, LLVM's
//! order), and memory holds `i1` as a byte (0 or 1) and `<N x i1>` as its
//! bits packed into ceil(N/8) bytes, as LLVM's data layout does.

use crate::diagnostics::LowerError;
use super::function::FunctionLowering;
use crate::lower::LowerResult;
use crate::llvm::{Opcode, Type, Value};
use llvm_sys::LLVMIntPredicate as IP;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id, Operand, TypeKey};

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

impl FunctionLowering<'_> {
    fn logical(&mut self, op: Op, ty: Id, a: Id, b: Id) -> Id {
        self.emit(op, Some(ty), vec![Operand::IdRef(a), Operand::IdRef(b)])
    }

    fn not(&mut self, ty: Id, a: Id) -> Id {
        self.emit(Op::LogicalNot, Some(ty), vec![Operand::IdRef(a)])
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
            Opcode::LLVMAdd | Opcode::LLVMSub | Opcode::LLVMXor => self.logical(Op::LogicalNotEqual, ty, x, y),
            Opcode::LLVMMul | Opcode::LLVMAnd => self.logical(Op::LogicalAnd, ty, x, y),
            Opcode::LLVMOr => self.logical(Op::LogicalOr, ty, x, y),
            Opcode::LLVMUDiv | Opcode::LLVMSDiv | Opcode::LLVMShl | Opcode::LLVMLShr | Opcode::LLVMAShr => x,
            Opcode::LLVMURem | Opcode::LLVMSRem => self.ml.zero_of_type_id(ty),
            _ => return Err(LowerError::unsupported(format!("'{}' on i1 values", super::operations::opcode_name(opcode)))),
        };
        if i.is_instruction() {
            self.alias(i, id);
        }
        Ok(id)
    }

    /// An ordered comparison of i1 values: unsigned, true is 1; signed, true is -1.
    pub fn bool_compare(&mut self, predicate: IP, ty: Id, x: Id, y: Id) -> Id {
        match predicate {
            IP::LLVMIntEQ => self.logical(Op::LogicalEqual, ty, x, y),
            IP::LLVMIntNE => self.logical(Op::LogicalNotEqual, ty, x, y),
            // x > y: x set and y clear (unsigned), or x clear and y set (signed).
            IP::LLVMIntUGT | IP::LLVMIntSLT => {
                let not_y = self.not(ty, y);
                self.logical(Op::LogicalAnd, ty, x, not_y)
            }
            IP::LLVMIntULT | IP::LLVMIntSGT => {
                let not_x = self.not(ty, x);
                self.logical(Op::LogicalAnd, ty, not_x, y)
            }
            IP::LLVMIntUGE | IP::LLVMIntSLE => {
                let not_y = self.not(ty, y);
                self.logical(Op::LogicalOr, ty, x, not_y)
            }
            IP::LLVMIntULE | IP::LLVMIntSGE => {
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
            let value = self.emit(Op::Select, Some(int_type), vec![Operand::IdRef(lane), Operand::IdRef(bit), Operand::IdRef(zero)]);
            acc = self.emit(Op::BitwiseOr, Some(int_type), vec![Operand::IdRef(acc), Operand::IdRef(value)]);
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
            let masked = self.emit(Op::BitwiseAnd, Some(int_type), vec![Operand::IdRef(bits), Operand::IdRef(bit)]);
            let lane = self.emit(Op::INotEqual, Some(scalar_bool), vec![Operand::IdRef(masked), Operand::IdRef(zero)]);
            if bool_type == scalar_bool {
                return Ok(lane);
            }
            result = self.insert_lane(result, ty, bool_type, k, lane);
        }
        Ok(result)
    }

    /// The SPIR-V scalar integer type of `bits` bits, if SPIR-V has one
    /// (narrow widths use their carrier).
    fn bits_type(&mut self, bits: u32) -> LowerResult<Id> {
        let ty = self.ml.llvm.int_type(bits);
        self.ml.lower_type(ty)
    }

    /// `bitcast` from or to a vector of i1: through an integer of as many bits.
    pub fn bool_bitcast(&mut self, i: Value, x: Id, result_type: Id) -> LowerResult<Id> {
        let source = i.operand(0);
        let (from, to) = (source.ty(), i.ty());
        let id = if is_bool_type(from) && is_bool_type(to) {
            x // <1 x i1> <-> i1: the same value
        } else if is_bool_type(from) {
            let lanes = if from.is_vector() { from.vector_len() } else { 1 };
            let int_type = self.bits_type(lanes)?;
            let bits = self.bools_to_bits(x, from, int_type)?;
            self.reinterpret(bits, int_type, result_type, to)?
        } else {
            let lanes = if to.is_vector() { to.vector_len() } else { 1 };
            let int_type = self.bits_type(lanes)?;
            let source_type = self.ml.value_type(source)?;
            let bits = self.reinterpret(x, source_type, int_type, from)?;
            self.bits_to_bools(bits, int_type, result_type, to)?
        };
        if i.is_instruction() {
            self.alias(i, id);
        }
        Ok(id)
    }

    /// `value` of SPIR-V type `from` as type `to` (same bits; `llvm` is the
    /// non-bool side's LLVM type): nothing, or an OpBitcast when both are
    /// SPIR-V types of one width.
    fn reinterpret(&mut self, value: Id, from: Id, to: Id, llvm: Type) -> LowerResult<Id> {
        if from == to {
            return Ok(value);
        }
        let width = |ml: &crate::lower::ModuleLowering, t: Id| -> Option<u32> {
            match ml.type_key(t)? {
                TypeKey::Int { width } | TypeKey::Float { width } => Some(width),
                TypeKey::Vector { component, count } => match ml.type_key(component)? {
                    TypeKey::Int { width } | TypeKey::Float { width } => Some(width * count),
                    _ => None,
                },
                _ => None,
            }
        };
        match (width(self.ml, from), width(self.ml, to)) {
            (Some(a), Some(b)) if a == b => Ok(self.emit(Op::Bitcast, Some(to), vec![Operand::IdRef(value)])),
            _ => Err(LowerError::unsupported_because(format!("bitcast between a vector of i1 and {}", llvm.print()), "no SPIR-V integer of that width")),
        }
    }

    /// A loaded memory value (`memory_type`'s integer) as the bool value of type `ty`.
    pub fn bool_from_memory(&mut self, loaded: Id, memory_type: Id, ty: Type, result_type: Id) -> LowerResult<Id> {
        if ty.is_vector() {
            return self.bits_to_bools(loaded, memory_type, result_type, ty);
        }
        let zero = self.ml.zero_of_type_id(memory_type);
        Ok(self.emit(Op::INotEqual, Some(result_type), vec![Operand::IdRef(loaded), Operand::IdRef(zero)]))
    }

    /// A bool value of type `ty` as the integer `memory_type` stores.
    pub fn bool_to_memory(&mut self, value: Id, memory_type: Id, ty: Type) -> LowerResult<Id> {
        if ty.is_vector() {
            return self.bools_to_bits(value, ty, memory_type);
        }
        let one = self.ml.int_constant(memory_type, 1);
        let zero = self.ml.zero_of_type_id(memory_type);
        Ok(self.emit(Op::Select, Some(memory_type), vec![Operand::IdRef(value), Operand::IdRef(one), Operand::IdRef(zero)]))
    }
}
