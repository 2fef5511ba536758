//! OpenCL images and samplers (and pipes, reserve ids, events, queues) in
//! -O0 stack slots: the slot and its store vanish, loads are the stored
//! value. The object kinds, their SPIR-V types and the table of values found
//! to be objects are the module layer's (`module::opencl_objects`).

use super::object_memory;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
pub(crate) use crate::lower::module::opencl_objects::{
    access_qualifier, opaque_of_name, parse_image, ImageType, Opaque, OpaqueValues,
};
use crate::lower::LowerResult;

/// Stack slots of images and samplers: the alloca and its store vanish,
/// loads are the stored value. `None` for other memory instructions.
pub(crate) fn lower_opencl_object_memory(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
) -> Option<LowerResult<()>> {
    let objects = &f.module().opencl_objects;
    if !matches!(opcode, Opcode::Load | Opcode::Store | Opcode::Alloca) || objects.none_in_memory() {
        return None;
    }
    match opcode {
        Opcode::Load if objects.pointee_kind(i.operand(0)).is_some() => Some(lower_object_load(f, i)),
        Opcode::Store if objects.pointee_kind(i.operand(1)).is_some() => Some(lower_object_store(f, i)),
        Opcode::Load
            if objects.leading_object(i.operand(0)).is_some() && object_memory::is_object(i.ty()) =>
        {
            Some(lower_object_load(f, i))
        }
        Opcode::Store
            if objects.leading_object(i.operand(1)).is_some()
                && object_memory::is_object(i.operand(0).ty()) =>
        {
            Some(lower_object_store(f, i))
        }
        Opcode::Alloca if objects.slot_value(i).is_some() => Some(Ok(())),
        Opcode::Store if objects.slot_value(i.operand(1)).is_some() => Some(Ok(())),
        Opcode::Load => {
            let stored = objects.slot_value(i.operand(0))?;
            Some(f.operand(stored).map(|id| f.alias(i, id)))
        }
        _ => None,
    }
}

/// A load of an object from a variable holding one.
fn lower_object_load(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let pointer = object_memory::object_element_pointer(f, i.operand(0))?;
    let ty = f.module().value_type(i)?;
    let id = f.result_id(i);
    f.emitter_as(id).load(ty, pointer, Access::PLAIN);
    f.name_result(i, id);
    Ok(())
}

/// A store of an object into a variable holding one.
fn lower_object_store(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let pointer = object_memory::object_element_pointer(f, i.operand(1))?;
    let value = f.operand(i.operand(0))?;
    f.emitter().store(pointer, value, Access::PLAIN);
    Ok(())
}
