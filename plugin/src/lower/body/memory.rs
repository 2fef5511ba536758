//! Memory instructions: alloca, load, store, getelementptr, and aggregate
//! extract/insert.

use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints::check_memory_type;
use crate::lower::LowerResult;
use crate::llvm::{Opcode, TypeKind, Value};
use spirv_writer::spirv::{MemoryAccess, Op, StorageClass};
use spirv_writer::{Id, Operand};

/// Memory operands of a load or store (SPIR-V 3.26 "Memory Operands").
fn memory_access(i: Value) -> Vec<Operand> {
    let mut access = MemoryAccess::NONE;
    let mut literals = Vec::new();
    if i.is_volatile() {
        access |= MemoryAccess::VOLATILE;
    }
    let align = i.alignment();
    if align > 0 {
        access |= MemoryAccess::ALIGNED;
        literals.push(Operand::LiteralBit32(align));
    }
    if access.is_empty() {
        return Vec::new();
    }
    let mut operands = vec![Operand::MemoryAccess(access)];
    operands.extend(literals);
    operands
}

impl FunctionLowering<'_> {
    pub fn lower_alloca(&mut self, i: Value) -> LowerResult<()> {
        let allocated = i.allocated_type();
        check_memory_type(allocated)?;
        let count = i.operand(0);
        if count.const_int_zext().is_none() {
            return self.lower_dynamic_alloca(i); // extensions::vla
        }
        let id = self.result_id(i);
        let result_type = self.ml.value_type(i)?;
        match count.const_int_zext() {
            Some(1) => self.add_variable(id, result_type),
            Some(n) if n > 1 => {
                // `alloca T, N`: a variable of [N x T]; the result points to its first element.
                let element = self.ml.lower_type(allocated)?;
                let array = self.ml.m.type_array(element, n);
                let array_pointer = self.ml.m.type_pointer(StorageClass::Function, array);
                let variable = self.ml.m.alloc_id();
                self.add_variable(variable, array_pointer);
                let zero = self.ml.m.constant_u32(0);
                self.emit_as(id, Op::InBoundsAccessChain, result_type, vec![Operand::IdRef(variable), Operand::IdRef(zero)]);
            }
            _ => return Err("alloca with a dynamic or zero element count has no SPIR-V equivalent".into()),
        }
        self.name_result(i, id);
        Ok(())
    }

    pub fn lower_load(&mut self, i: Value) -> LowerResult<()> {
        if self.is_builtin_pointer(i.operand(0)) {
            if let Some(access) = crate::lower::module::builtin_globals::builtin_access(i.operand(0)) {
                return self.lower_builtin_load(i, access);
            }
        }
        check_memory_type(i.ty())?;
        let pointer = self.pointer_operand(i.operand(0), i.ty())?;
        let result_type = self.ml.value_type(i)?;
        let id = self.result_id(i);
        let mut operands = vec![Operand::IdRef(pointer)];
        operands.extend(memory_access(i));
        self.emit_as(id, Op::Load, result_type, operands);
        self.name_result(i, id);
        Ok(())
    }

    pub fn lower_store(&mut self, i: Value) -> LowerResult<()> {
        let value = i.operand(0);
        check_memory_type(value.ty())?;
        let stored = if value.ty().is_pointer() {
            // Memory holds bare pointers (pointing to i8): store one.
            let memory_type = self.ml.lower_type(value.ty())?;
            self.pointer_operand_as(value, memory_type)?
        } else {
            self.operand(value)?
        };
        let pointer = self.pointer_operand(i.operand(1), value.ty())?;
        let mut operands = vec![Operand::IdRef(pointer), Operand::IdRef(stored)];
        operands.extend(memory_access(i));
        self.emit_void(Op::Store, operands);
        Ok(())
    }

    /// getelementptr -> Op[InBounds]PtrAccessChain. Works for instructions and
    /// constant expressions.
    pub fn lower_gep(&mut self, g: Value) -> LowerResult<Id> {
        if g.ty().is_vector() {
            return self.lower_vector_gep(g); // extensions::masked_gather
        }
        let source = g.gep_source_element_type();
        let base = self.pointer_operand(g.operand(0), source)?;
        let result_type = self.ml.value_type(g)?;
        let mut operands = vec![Operand::IdRef(base)];
        let mut indexed = source;
        for (n, index) in g.operands().into_iter().enumerate().skip(1) {
            if n >= 2 && indexed.kind() == TypeKind::Struct {
                // Struct member indices must be 32-bit constants (SPIR-V OpAccessChain).
                let member = index.const_int_zext().ok_or("struct index in getelementptr is not a constant")?;
                operands.push(Operand::IdRef(self.ml.m.constant_u32(member as u32)));
                indexed = *indexed.struct_fields().get(member as usize).ok_or("struct index out of range")?;
                continue;
            }
            if index.ty().is_vector() {
                return Err("getelementptr with vector indices is not supported".into());
            }
            let mut index_id = self.operand(index)?;
            if index.ty().is_integer() && index.ty().int_width() == 1 {
                // LLVM sign-extends indices, so an i1 index is 0 or -1; SPIR-V wants an integer.
                let int = self.ml.m.type_int(32);
                let minus_one = self.ml.m.constant(spirv_writer::ConstantKey::Scalar { ty: int, width: 32, bits: u64::from(u32::MAX) });
                let zero = self.ml.m.constant_u32(0);
                index_id = self.emit(Op::Select, Some(int), vec![Operand::IdRef(index_id), Operand::IdRef(minus_one), Operand::IdRef(zero)]);
            }
            operands.push(Operand::IdRef(index_id));
            if n >= 2 {
                indexed = indexed.element();
            }
        }
        let id = self.def_id(g);
        if operands.len() == 1 {
            // No indices: the same address.
            self.emit_as(id, Op::Bitcast, result_type, operands);
        } else {
            let op = if g.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
            self.emit_as(id, op, result_type, operands);
        }
        self.name_result(g, id);
        Ok(id)
    }

    pub fn lower_aggregate_access(&mut self, i: Value, opcode: Opcode) -> LowerResult<()> {
        let result_type = self.ml.value_type(i)?;
        let aggregate = self.operand(i.operand(0))?;
        let indices = i.indices().into_iter().map(Operand::LiteralBit32);
        let id = self.result_id(i);
        if opcode == Opcode::LLVMExtractValue {
            let mut operands = vec![Operand::IdRef(aggregate)];
            operands.extend(indices);
            self.emit_as(id, Op::CompositeExtract, result_type, operands);
        } else {
            let value = i.operand(1);
            let inserted = if value.ty().is_pointer() {
                let member_type = self.ml.lower_type(value.ty())?;
                self.pointer_operand_as(value, member_type)?
            } else {
                self.operand(value)?
            };
            let mut operands = vec![Operand::IdRef(inserted), Operand::IdRef(aggregate)];
            operands.extend(indices);
            self.emit_as(id, Op::CompositeInsert, result_type, operands);
        }
        self.name_result(i, id);
        Ok(())
    }
}
