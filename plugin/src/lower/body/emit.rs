//! The helper vocabulary for emitting instructions, shared by body lowering,
//! the intrinsics, the OpenCL families and the friendly calls: shapes
//! (`components`, `same_shape`, `bool_like`), splats (`splat` of a value;
//! `splat_int`, `splat_float`, `bool_constant` of a constant) and composites
//! (`construct`), result binding (`set_result`; `alias` for an existing id),
//! memory operands, OpenCL.std calls by name, bit-group swaps, LLVM opcode
//! names for messages (`opcode_name`) and the SPIR-V comparison of an fcmp
//! predicate (`fcmp_opcode`). Single instructions come from the typed
//! constructors of `instructions.rs`.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, RealPredicate as RP, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemoryAccess, Op};
use spirv_writer::{ConstantKey, Id, Operand, TypeKey};

/// The memory operands of a load, store or copy (SPIR-V "Memory Operands"):
/// Volatile and Aligned (with the alignment, when it is not 0), or none.
pub(crate) fn memory_operands(alignment: u32, volatile: bool) -> Vec<Operand> {
    let mut access = MemoryAccess::NONE;
    if volatile {
        access |= MemoryAccess::VOLATILE;
    }
    if alignment > 0 {
        access |= MemoryAccess::ALIGNED;
    }
    if access.is_empty() {
        return Vec::new();
    }
    if alignment > 0 {
        vec![Operand::MemoryAccess(access), Operand::LiteralBit32(alignment)]
    } else {
        vec![Operand::MemoryAccess(access)]
    }
}

/// A mask of width `width` selecting the low `group` bits of every 2*group bits.
pub(crate) fn alternating_mask(width: u32, group: u32) -> u64 {
    (0..width).filter(|bit| (bit / group).is_multiple_of(2)).fold(0, |m, bit| m | 1u64 << bit)
}

/// LLVM's name of an opcode, for messages.
pub(crate) fn opcode_name(opcode: Opcode) -> String {
    let debug = format!("{opcode:?}");
    debug.trim_start_matches("LLVM").to_lowercase()
}

/// The SPIR-V comparison of an fcmp predicate (`None` for false and true).
pub(crate) fn fcmp_opcode(predicate: RP) -> Option<Op> {
    Some(match predicate {
        RP::False | RP::True => return None,
        RP::Oeq => Op::FOrdEqual,
        RP::Ogt => Op::FOrdGreaterThan,
        RP::Oge => Op::FOrdGreaterThanEqual,
        RP::Olt => Op::FOrdLessThan,
        RP::Ole => Op::FOrdLessThanEqual,
        RP::One => Op::FOrdNotEqual,
        RP::Ord => Op::Ordered,
        RP::Uno => Op::Unordered,
        RP::Ueq => Op::FUnordEqual,
        RP::Ugt => Op::FUnordGreaterThan,
        RP::Uge => Op::FUnordGreaterThanEqual,
        RP::Ult => Op::FUnordLessThan,
        RP::Ule => Op::FUnordLessThanEqual,
        RP::Une => Op::FUnordNotEqual,
    })
}

impl FunctionLowering<'_> {
    /// An OpenCL.std extended instruction (SPIR-V OpenCL Extended Instruction
    /// Set), looked up by name in rspirv's grammar.
    pub fn ext_inst(&mut self, name: &str, result_type: Id, operands: &[Id]) -> LowerResult<Id> {
        self.ext_inst_operands(name, result_type, operands.iter().map(|&o| Operand::IdRef(o)).collect())
    }

    /// An OpenCL.std instruction whose operands include literals (the
    /// driver's `ext_inst` hook may give another form: OpFmaKHR for `fma`).
    pub fn ext_inst_operands(
        &mut self,
        name: &str,
        result_type: Id,
        operands: Vec<Operand>,
    ) -> LowerResult<Id> {
        if let Some(id) = (self.hooks().ext_inst)(self, name, result_type, &operands) {
            return Ok(id);
        }
        let number = spirv_writer::grammar::opencl_std_opcode(name)
            .ok_or(LowerError::Internal("an OpenCL.std instruction name the grammar lacks"))?;
        let set = self.module().m.ext_inst_import("OpenCL.std");
        Ok(self.emitter().ext_inst(result_type, set, number, operands))
    }

    /// The address of element `k` after `base` (`element_pointer` is the
    /// pointer type of both): `base` itself for element 0.
    pub fn element_address(&mut self, base: Id, element_pointer: Id, k: u32) -> Id {
        if k == 0 {
            return base;
        }
        let index = self.module().m.constant_u32(k);
        self.emitter().ptr_access_chain(element_pointer, true, base, index, &[])
    }

    /// `truth` (in every lane) where the bool `condition` holds, else 0, as
    /// the integer or integer-vector type `int_type`.
    pub fn bool_as_int(&mut self, condition: Id, int_type: Id, truth: u64) -> Id {
        let truth = self.splat_int(int_type, truth);
        let zero = self.module().zero_of_type_id(int_type);
        self.emitter().select(int_type, condition, truth, zero)
    }

    /// A true/false constant of a bool or bool-vector type.
    pub fn bool_constant(&mut self, type_id: Id, value: bool) -> Id {
        match self.module().type_key(type_id) {
            Some(spirv_writer::TypeKey::Vector { component, count }) => {
                let part = self.module().m.constant(spirv_writer::ConstantKey::Bool { ty: component, value });
                self.module().m.constant(spirv_writer::ConstantKey::Composite {
                    ty: type_id,
                    parts: vec![part; count as usize],
                })
            }
            _ => self.module().m.constant(spirv_writer::ConstantKey::Bool { ty: type_id, value }),
        }
    }

    /// Makes the new instruction `id` the value of `v` and names it after `v`
    /// (for a value that is not a new instruction: `alias`).
    pub fn set_result(&mut self, v: impl Into<Value>, id: Id) {
        let v = v.into();
        self.alias(v, id);
        self.name_result(v, id);
    }

    /// (component type, count) of a vector type; (type, 1) for a scalar.
    pub fn components(&self, ty: Id) -> (Id, u32) {
        match self.module_ref().type_key(ty) {
            Some(TypeKey::Vector { component, count }) => (component, count),
            _ => (ty, 1),
        }
    }

    /// `component`, or a vector of it with as many lanes as `ty`.
    pub fn same_shape(&mut self, ty: Id, component: Id) -> Id {
        match self.components(ty) {
            (_, 1) => component,
            (_, count) => self.module().m.type_vector(component, count),
        }
    }

    /// Bool, or a vector of bools as long as `ty`.
    pub fn bool_like(&mut self, ty: Id) -> Id {
        let boolean = self.module().m.type_bool();
        self.same_shape(ty, boolean)
    }

    /// `value` (a scalar) in every lane of `ty` (itself if `ty` is a scalar
    /// type), by `splat_value`.
    pub fn splat(&mut self, ty: Id, value: Id) -> Id {
        match self.components(ty) {
            (_, 1) => value,
            (_, count) => self.splat_value(value, ty, count),
        }
    }

    /// An integer constant `bits` of scalar or vector type `type_id`.
    pub fn splat_int(&mut self, type_id: Id, bits: u64) -> Id {
        match self.module().type_key(type_id) {
            Some(TypeKey::Vector { component, count }) => {
                let part = self.module().int_constant(component, bits);
                self.module()
                    .m
                    .constant(ConstantKey::Composite { ty: type_id, parts: vec![part; count as usize] })
            }
            _ => self.module().int_constant(type_id, bits),
        }
    }

    /// A float constant `value` of scalar or vector type `type_id`.
    pub fn splat_float(&mut self, type_id: Id, value: f64) -> LowerResult<Id> {
        let (scalar, count) = match self.module().type_key(type_id) {
            Some(TypeKey::Vector { component, count }) => (component, Some(count)),
            _ => (type_id, None),
        };
        let ty = match self.module().type_key(scalar) {
            Some(TypeKey::Float { width }) => spirv_writer::ScalarType::Float { width },
            _ => return Err(LowerError::Internal("a float splat of a non-float type")),
        };
        let width = ty.width();
        let bits = match width {
            16 => crate::lower::module::constants::f16_bits(value),
            32 => u64::from((value as f32).to_bits()),
            _ => value.to_bits(),
        };
        let part = self.module().m.constant(ConstantKey::Scalar { ty, bits });
        Ok(match count {
            Some(n) => self
                .module()
                .m
                .constant(ConstantKey::Composite { ty: type_id, parts: vec![part; n as usize] }),
            None => part,
        })
    }

    /// A composite of type `ty` whose first members are `parts` (the rest
    /// undefined), built with OpCompositeInsert into an OpUndef (see `splat_value`).
    pub fn construct(&mut self, ty: Id, parts: &[Id]) -> Id {
        let mut value = self.module().m.constant(ConstantKey::Undef { ty });
        for (index, &part) in parts.iter().enumerate() {
            value = self.emitter().composite_insert(ty, part, value, &[index as u32]);
        }
        value
    }

    /// A vector of type `vector_type` (`count` lanes) with `value` in every
    /// lane: inserted into lane 0 of an undef, then shuffled to all lanes.
    /// (Not OpCompositeConstruct: the reference reader, llvm-spirv-15 -r,
    /// crashes on an OpCompositeConstruct of non-constants.)
    fn splat_value(&mut self, value: Id, vector_type: Id, count: u32) -> Id {
        let undef = self.module().m.constant(spirv_writer::ConstantKey::Undef { ty: vector_type });
        let first = self.emitter().composite_insert(vector_type, value, undef, &[0]);
        self.emitter().vector_shuffle(vector_type, first, first, &vec![0; count as usize])
    }

    /// Swaps adjacent groups of `first_group` bits, then of twice that, ... up
    /// to halves of the width: bit reversal from groups of 1, byte swap from
    /// groups of 8.
    pub fn swap_bit_groups(&mut self, x: Id, ty: Id, width: u32, first_group: u32) -> Id {
        let mut value = x;
        let mut group = first_group;
        while group < width {
            let mask = self.splat_int(ty, alternating_mask(width, group));
            let shift = self.splat_int(ty, u64::from(group));
            let high = self.emitter().binary(Op::ShiftRightLogical, ty, value, shift);
            let high = self.emitter().binary(Op::BitwiseAnd, ty, high, mask);
            let low = self.emitter().binary(Op::BitwiseAnd, ty, value, mask);
            let low = self.emitter().binary(Op::ShiftLeftLogical, ty, low, shift);
            value = self.emitter().binary(Op::BitwiseOr, ty, high, low);
            group *= 2;
        }
        value
    }
}
