//! Memory instructions: alloca, load, store, getelementptr, and aggregate
//! extract/insert.

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::bools;
use crate::lower::body::builtin_loads;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::check_memory_type;
use crate::lower::body::vector_shapes;
use crate::lower::body::wide_memory;
use crate::lower::calls::opencl::object_memory;
use crate::lower::extensions::masked_gather;
use crate::lower::extensions::vla;
pub(crate) use crate::lower::module::gep::{gep_steps, needs_byte_offsets, GepStep};
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::Id;

/// The memory access of a load or store.
fn memory_access(i: Value) -> Access {
    Access::new(i.alignment(), i.is_volatile())
}

/// Whether a load or store of `ty` goes lane by lane: a vector SPIR-V holds
/// widened or in pieces (a whole access would touch bytes LLVM does not).
/// Vectors of i1 are bits in memory (bools).
fn needs_lanewise_access(ty: crate::llvm::Type) -> bool {
    ty.is_vector()
        && !crate::lower::body::vector_shapes::is_exact_vector(ty)
        && ty.vector_len() != 1
        && crate::lower::body::bools::memory_type_checked(ty).is_none()
}

pub(crate) fn lower_alloca(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let allocated =
        i.as_alloca().ok_or(LowerError::Internal("lowering an alloca that is not one"))?.allocated_type();
    check_memory_type(allocated)?;
    let count = i.operand(0);
    if count.const_int_zext().is_none() {
        return vla::lower_dynamic_alloca(f, i);
    }
    let id = f.result_id(i);
    let result_type = f.module().value_type(i)?;
    match count.const_int_zext() {
        Some(1) => f.add_variable(id, result_type),
        Some(n) if n > 1 => {
            // `alloca T, N`: a variable of [N x T]; the result points to its first element.
            let in_memory =
                crate::lower::body::bools::memory_type(f.module().llvm, allocated).unwrap_or(allocated);
            let element = f.module().lower_type(in_memory)?;
            let array = f.module().m.type_array(element, n);
            let array_pointer = f.module().m.type_pointer(StorageClass::Function, array);
            let variable = f.module().m.alloc_id();
            f.add_variable(variable, array_pointer);
            let zero = f.module().m.constant_u32(0);
            f.emitter_as(id).access_chain(result_type, true, variable, &[zero]);
        }
        _ => return Err(LowerError::no_equivalent("alloca with a dynamic or zero element count")),
    }
    f.name_result(i, id);
    Ok(())
}

pub(crate) fn lower_load(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    if f.is_builtin_pointer(i.operand(0)) {
        if let Some(access) = crate::lower::module::builtin_globals::builtin_access(i.operand(0)) {
            return builtin_loads::lower_builtin_load(f, i, access);
        }
    }
    check_memory_type(i.ty())?;
    if super::narrow_ints::narrow(i.ty()).is_some() && i.ty().is_vector() {
        let id = narrow_ints::load_packed(f, i.operand(0), i.ty(), i.alignment(), i.is_volatile())?;
        f.alias(i, id);
        return Ok(());
    }
    if super::narrow_ints::narrow(i.ty()).is_some() {
        let id = narrow_ints::load_narrow(f, i.operand(0), i.ty(), i.alignment(), i.is_volatile())?;
        f.alias(i, id);
        return Ok(());
    }
    if needs_lanewise_access(i.ty()) {
        let id = vector_shapes::load_lanes(f, i, i.alignment())?;
        f.alias(i, id);
        return Ok(());
    }
    let pointer = f.pointer_operand(i.operand(0), i.ty())?;
    let result_type = f.module().value_type(i)?;
    if let Some(in_memory) = crate::lower::body::bools::memory_type(f.module().llvm, i.ty()) {
        let memory_type = f.module().lower_type(in_memory)?;
        let loaded = f.emitter().load(memory_type, pointer, memory_access(i));
        let value = bools::bool_from_memory(f, loaded, memory_type, i.ty(), result_type)?;
        f.alias(i, value);
        return Ok(());
    }
    let id = f.result_id(i);
    f.emitter_as(id).load(result_type, pointer, memory_access(i));
    f.name_result(i, id);
    Ok(())
}

pub(crate) fn lower_store(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let value = i.operand(0);
    if super::wide_memory::is_memory_only(value.ty()) {
        return wide_memory::store_wide_constant(f, i);
    }
    check_memory_type(value.ty())?;
    if super::narrow_ints::narrow(value.ty()).is_some() && value.ty().is_vector() {
        let x = f.operand(value)?;
        return narrow_ints::store_packed(f, x, i.operand(1), value.ty(), i.alignment(), i.is_volatile());
    }
    if super::narrow_ints::narrow(value.ty()).is_some() {
        let x = f.operand(value)?;
        return narrow_ints::store_narrow(f, x, i.operand(1), value.ty(), i.alignment(), i.is_volatile());
    }
    if needs_lanewise_access(value.ty()) {
        return vector_shapes::store_lanes(f, i, i.alignment());
    }
    let stored = if value.ty().is_pointer() {
        // Memory holds bare pointers (pointing to i8): store one.
        let memory_type = f.module().lower_type(value.ty())?;
        f.pointer_operand_as(value, memory_type)?
    } else if let Some(in_memory) = crate::lower::body::bools::memory_type(f.module().llvm, value.ty()) {
        let memory_type = f.module().lower_type(in_memory)?;
        let x = f.operand(value)?;
        bools::bool_to_memory(f, x, memory_type, value.ty())?
    } else {
        f.operand(value)?
    };
    let pointer = f.pointer_operand(i.operand(1), value.ty())?;
    f.emitter().store(pointer, stored, memory_access(i));
    Ok(())
}

/// A byte getelementptr to an OpenCL object (clang 19+ reaches an event a block
/// captures so): the chain steps over bytes, then the address is cast to a pointer
/// to the object.
fn lower_byte_gep_to_object(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    let source = g.gep_source_element_type();
    let indices: Vec<Value> = g.operands().into_iter().skip(1).collect();
    let [index] = indices.as_slice() else {
        return Err(LowerError::unsupported("a byte getelementptr to an OpenCL object with several indices"));
    };
    let base = f.pointer_operand(g.operand(0), source)?;
    let bytes = f.module().pointer_type(g.ty().address_space(), source)?;
    let offset = f.operand(*index)?;
    let chain = f.emitter().ptr_access_chain(bytes, g.is_in_bounds(), base, offset, &[]);
    let result_type = f.module().value_type(g)?;
    let id = f.def_id(g);
    f.emitter_as(id).bitcast(result_type, chain);
    f.name_result(g, id);
    Ok(id)
}

/// getelementptr -> Op[InBounds]PtrAccessChain. Works for instructions and
/// constant expressions.
pub(crate) fn lower_gep(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    if g.ty().is_vector() {
        return masked_gather::lower_vector_gep(f, g);
    }
    let objects = &f.module().opencl_objects;
    let base = g.operand(0);
    if (objects.pointee_kind(base).is_some() || objects.leading_object(base).is_some())
        && objects.pointee_kind(g).is_some()
    {
        return object_memory::lower_object_gep(f, g); // calls::opencl::opaque (clk_event_t arrays)
    }
    let source = g.gep_source_element_type();
    if f.module().opencl_objects.pointee_kind(g).is_some() && source.is_integer() && source.int_width() == 8 {
        return lower_byte_gep_to_object(f, g);
    }
    if needs_byte_offsets(g) {
        return lower_gep_bytes(f, g);
    }
    let base = f.pointer_operand(g.operand(0), source)?;
    let result_type = f.module().value_type(g)?;
    let mut indexes = Vec::new();
    for step in gep_steps(g)? {
        let index = match step {
            GepStep::Member { index, .. } => {
                indexes.push(f.module().m.constant_u32(index));
                continue;
            }
            GepStep::Element { index, .. } => index,
        };
        let mut index_id = f.operand(index)?;
        if index.ty().is_integer() && index.ty().int_width() == 1 {
            // LLVM sign-extends indices, so an i1 index is 0 or -1; SPIR-V wants an integer.
            let int = f.module().m.type_int(32);
            let minus_one = f.module().m.constant_u32(u32::MAX);
            let zero = f.module().m.constant_u32(0);
            index_id = f.emitter().select(int, index_id, minus_one, zero);
        }
        indexes.push(index_id);
    }
    let id = f.def_id(g);
    match indexes.split_first() {
        // No indices: the same address.
        None => f.emitter_as(id).bitcast(result_type, base),
        Some((&element, rest)) => {
            f.emitter_as(id).ptr_access_chain(result_type, g.is_in_bounds(), base, element, rest)
        }
    };
    f.name_result(g, id);
    Ok(id)
}

/// getelementptr as byte arithmetic on an i8 pointer (offsets from LLVM's
/// data layout), then a bitcast to the result's pointer type.
fn lower_gep_bytes(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    let i8_type = f.module().llvm.int_type(8);
    let base = f.pointer_operand(g.operand(0), i8_type)?;
    let size_type = f.module().size_type();
    let bits = f.module().pointer_bits;
    let mut constant: u64 = 0;
    let mut terms: Vec<Id> = Vec::new();
    for step in gep_steps(g)? {
        let (index, element) = match step {
            GepStep::Member { index, within } => {
                constant = constant.wrapping_add(f.module().llvm.offset_of_member(within, index));
                continue;
            }
            GepStep::Element { index, element } => (index, element),
        };
        let stride = f.module().llvm.alloc_size(element);
        if let Some(k) = index.const_int_sext() {
            constant = constant.wrapping_add((k as u64).wrapping_mul(stride));
            continue;
        }
        let mut id = f.operand(index)?;
        let width = index.ty().int_width();
        if width == 1 {
            let minus_one = f.module().int_constant(size_type, u64::MAX);
            let zero = f.module().int_constant(size_type, 0);
            id = f.emitter().select(size_type, id, minus_one, zero);
        } else {
            if let Some((w, carrier)) = super::narrow_ints::narrow(index.ty()) {
                let t = f.module().value_type(index)?;
                id = narrow_ints::sign_extend_within(f, id, t, w, carrier);
            }
            if super::narrow_ints::carrier_width(width) != Some(bits) {
                id = f.emitter().unary(Op::SConvert, size_type, id);
            }
        }
        let stride_id = f.module().int_constant(size_type, stride);
        terms.push(f.emitter().binary(Op::IMul, size_type, id, stride_id));
    }
    if bits == 32 {
        constant &= 0xffff_ffff;
    }
    let mut offset = f.module().int_constant(size_type, constant);
    for t in terms {
        offset = f.emitter().binary(Op::IAdd, size_type, offset, t);
    }
    let byte_pointer = f.module().pointer_type(g.ty().address_space(), i8_type)?;
    let moved = f.emitter().ptr_access_chain(byte_pointer, false, base, offset, &[]);
    let result_type = f.module().value_type(g)?;
    let id = f.def_id(g);
    f.emitter_as(id).bitcast(result_type, moved);
    f.name_result(g, id);
    Ok(id)
}

pub(crate) fn lower_aggregate_access(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
) -> LowerResult<()> {
    let result_type = f.module().value_type(i)?;
    let aggregate = f.operand(i.operand(0))?;
    let indices = i
        .as_aggregate_access()
        .ok_or(LowerError::Internal("lowering an extractvalue or insertvalue that is not one"))?
        .indices();
    let id = f.result_id(i);
    if opcode == Opcode::ExtractValue {
        f.emitter_as(id).composite_extract(result_type, aggregate, &indices);
    } else {
        let value = i.operand(1);
        let inserted = if value.ty().is_pointer() {
            let member_type = f.module().lower_type(value.ty())?;
            f.pointer_operand_as(value, member_type)?
        } else {
            f.operand(value)?
        };
        f.emitter_as(id).composite_insert(result_type, inserted, aggregate, &indices);
    }
    f.name_result(i, id);
    Ok(())
}
