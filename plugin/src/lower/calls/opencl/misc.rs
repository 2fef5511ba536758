//! The rest of the library: `printf` -> OpenCL.std printf; address space
//! casts `to_global`/`to_local`/`to_private` (clang calls `__to_global`, ...)
//! -> OpGenericCastToPtrExplicit; `get_fence` -> the fence flags of a
//! pointer's storage (OpGenericPtrMemSemantics for generic pointers);
//! `async_work_group_copy`, `async_work_group_strided_copy` ->
//! OpGroupAsyncCopy; `wait_group_events`; `prefetch` -> OpenCL.std prefetch.
//!
//! Events: clang 16 represents `event_t` as an opaque `ptr`, which this
//! lowering cannot give the SPIR-V Event type where it is stored. So each
//! async copy waits for its own event at once (OpGroupWaitEvents on a
//! Function variable holding it, cast to generic where the target allows it)
//! and its value is a null pointer;
//! `wait_group_events` then has nothing left to wait for. Copies complete in
//! program order, which the asynchronous forms allow.

use super::call::BuiltinCall;
use super::operands;
use super::table::{exact, prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op, Scope, StorageClass};
use spirv_writer::{Id, Operand, TypeKey};

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    exact("printf", BuiltinRule::Named(lower_printf)),
    exact("__to_global", TO_GLOBAL),
    exact("to_global", TO_GLOBAL),
    exact("__to_local", TO_LOCAL),
    exact("to_local", TO_LOCAL),
    exact("__to_private", TO_PRIVATE),
    exact("to_private", TO_PRIVATE),
    exact("get_fence", BuiltinRule::Named(lower_get_fence)),
    exact("async_work_group_copy", BuiltinRule::Named(|fl, c| lower_async_copy(fl, c, false))),
    exact("async_work_group_strided_copy", BuiltinRule::Named(|fl, c| lower_async_copy(fl, c, true))),
    exact("wait_group_events", BuiltinRule::Named(|_, _| Ok(()))),
    exact("prefetch", BuiltinRule::Named(lower_prefetch)),
    prefixed("to_global", BuiltinRule::Reserved("other to_global names")),
    prefixed("to_local", BuiltinRule::Reserved("other to_local names")),
    prefixed("to_private", BuiltinRule::Reserved("other to_private names")),
    prefixed("__to_", BuiltinRule::Reserved("other __to_ names")),
    prefixed("async_work_group", BuiltinRule::Reserved("other async_work_group names")),
];

const TO_GLOBAL: BuiltinRule =
    BuiltinRule::Named(|fl, c| lower_to_address_space(fl, c, StorageClass::CrossWorkgroup));
const TO_LOCAL: BuiltinRule =
    BuiltinRule::Named(|fl, c| lower_to_address_space(fl, c, StorageClass::Workgroup));
const TO_PRIVATE: BuiltinRule =
    BuiltinRule::Named(|fl, c| lower_to_address_space(fl, c, StorageClass::Function));

/// printf(format, args...): the format as a pointer to its first character.
pub(crate) fn lower_printf(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let format = c.arg(0)?;
    let storage = f.module().storage_class(format.ty().address_space())?;
    if storage != spirv_writer::spirv::StorageClass::UniformConstant {
        // OpenCL.std printf wants its format in UniformConstant memory unless
        // this extension relaxes it (the reference translator 15 called it
        // SPV_INTEL_non_constant_addrspace_printf; SPIRV-Tools knows the EXT name).
        const RELAXED: &str = "SPV_EXT_relaxed_printf_string_address_space";
        f.module().needs_extension(
            RELAXED,
            &format!(
                "printf with its format string in {storage:?} memory (address space {})",
                format.ty().address_space()
            ),
        )?;
        f.module()
            .m
            .requirements
            .require_extension(RELAXED, || "printf format outside constant memory".into());
    }
    let i8_type = f.module().m.type_int(8);
    let char_pointer = f.module().m.type_pointer(storage, i8_type);
    let format_type = f.module().value_type(format)?;
    let format_id = f.operand(format)?;
    let pointee = match f.module().type_key(format_type) {
        Some(TypeKey::Pointer { pointee, .. }) => f.module().type_key(pointee),
        _ => None,
    };
    let format_id = match pointee {
        // A string global: the address of its element 0, as the reference translator writes it.
        Some(TypeKey::Array { element, .. }) if element == i8_type => {
            let zero = f.module().m.constant_u32(0);
            let size_zero = {
                let size = operands::size_t(f);
                f.module().zero_of_type_id(size)
            };
            f.emitter().ptr_access_chain(char_pointer, true, format_id, size_zero, &[zero])
        }
        _ if format_type == char_pointer => format_id,
        _ => f.emitter().bitcast(char_pointer, format_id),
    };
    let mut operands = vec![format_id];
    for &a in &c.args[1..] {
        operands.push(f.operand(a)?);
    }
    let result_type = f.module().value_type(*c.i)?;
    let id = f.ext_inst("printf", result_type, &operands)?;
    f.set_result(c.i, id);
    Ok(())
}

/// to_global/to_local/to_private(generic pointer): null if it points elsewhere.
fn lower_to_address_space(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    storage: StorageClass,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let pointee = match f.module().type_key(result_type) {
        Some(TypeKey::Pointer { pointee, .. }) => pointee,
        _ => return Err(LowerError::operand(c.name.as_str(), "the result", "a pointer")),
    };
    let generic = f.module().m.type_pointer(StorageClass::Generic, pointee);
    let pointer = f.pointer_operand_as(c.arg(0)?, generic)?;
    let id = f.emit(
        Op::GenericCastToPtrExplicit,
        Some(result_type),
        vec![Operand::IdRef(pointer), Operand::StorageClass(storage)],
    );
    f.set_result(c.i, id);
    Ok(())
}

/// get_fence(p): CLK_LOCAL_MEM_FENCE (1) or CLK_GLOBAL_MEM_FENCE (2) by where p points.
fn lower_get_fence(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let base = f.module().address_spaces.strip_generic_cast(c.arg(0)?);
    let id = match f.module().storage_class(base.ty().address_space())? {
        StorageClass::CrossWorkgroup => f.module().int_constant(result_type, 2),
        StorageClass::Workgroup => f.module().int_constant(result_type, 1),
        StorageClass::Generic => {
            // WorkgroupMemory 0x100 -> 1, CrossWorkgroupMemory 0x200 -> 2.
            let pointer = f.operand(base)?;
            let u32_type = f.module().m.type_int(32);
            let semantics = f.emitter().unary(Op::GenericPtrMemSemantics, u32_type, pointer);
            let eight = operands::const_u32(f, 8);
            let shifted = f.emitter().binary(Op::ShiftRightLogical, u32_type, semantics, eight);
            let three = operands::const_u32(f, 3);
            f.emitter().binary(Op::BitwiseAnd, result_type, shifted, three)
        }
        _ => f.module().int_constant(result_type, 0),
    };
    f.alias(*c.i, id);
    Ok(())
}

/// async_work_group_copy(dst, src, n, event) and the strided form
/// (dst, src, n, stride, event): copy, then wait for it (see the module
/// documentation).
fn lower_async_copy(f: &mut FunctionLowering<'_>, c: &BuiltinCall, strided: bool) -> LowerResult<()> {
    let element = c
        .param(0)?
        .pointee()
        .ok_or_else(|| LowerError::operand(c.name.as_str(), "the destination", "a pointer"))?
        .clone();
    let element = operands::mangled_type_id(f, &element)?;
    let (destination, _) = operands::ocl_pointer(f, c.arg(0)?, element)?;
    let (source, _) = operands::ocl_pointer(f, c.arg(1)?, element)?;
    let size = operands::size_t(f);
    let count = size_operand(f, c.arg(2)?, size)?;
    let stride = if strided { size_operand(f, c.arg(3)?, size)? } else { f.module().int_constant(size, 1) };
    let event_type = f.module().m.intern_type(TypeKey::Event);
    let no_event = operands::null_of(f, event_type);
    let scope = operands::const_u32(f, Scope::Workgroup as u32);
    let event = f.emitter().op_ids(
        Op::GroupAsyncCopy,
        event_type,
        &[scope, destination, source, count, stride, no_event],
    );
    let event_pointer = f.module().m.type_pointer(StorageClass::Function, event_type);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, event_pointer);
    f.emitter().store(variable, event, Access::PLAIN);
    // The list as a Generic pointer where the target has them, as the translator
    // passes it (PoCL's library has only `wait_group_events(int, event_t generic *)`);
    // OpenCL C 1.x has no generic address space, and its consumers take the private form.
    let generic_list = f.module().target.allows_capability(Capability::GenericPointer)
        && f.module().opencl_c_major().is_none_or(|major| major >= 2);
    let list = if generic_list {
        f.module().m.requirements.require_capability(Capability::GenericPointer, || {
            "the event list of wait_group_events (generic, as the translator passes it)".into()
        });
        let generic = f.module().m.type_pointer(StorageClass::Generic, event_type);
        f.emitter().unary(Op::PtrCastToGeneric, generic, variable)
    } else {
        variable
    };
    let one = operands::const_u32(f, 1);
    f.emitter().void_ids(Op::GroupWaitEvents, &[scope, one, list]);
    let result_type = f.module().value_type(*c.i)?;
    let null = operands::null_of(f, result_type);
    f.alias(*c.i, null);
    Ok(())
}

/// An integer argument as size_t.
fn size_operand(f: &mut FunctionLowering<'_>, v: crate::llvm::Value, size: Id) -> LowerResult<Id> {
    let id = f.operand(v)?;
    if f.module().value_type(v)? == size {
        return Ok(id);
    }
    Ok(f.emitter().unary(Op::UConvert, size, id))
}

/// prefetch(p, n): a hint, kept as OpenCL.std prefetch.
fn lower_prefetch(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let element = c
        .param(0)?
        .pointee()
        .ok_or_else(|| LowerError::operand(c.name.as_str(), "the address", "a pointer"))?
        .clone();
    let element = operands::mangled_type_id(f, &element)?;
    let (pointer, storage) = operands::ocl_pointer(f, c.arg(0)?, element)?;
    let pointer_type = f.module().m.type_pointer(storage, element);
    let Some(pointer) = crate::lower::calls::prefetch::prefetch_pointer(f, pointer, pointer_type) else {
        return Ok(());
    };
    let size = operands::size_t(f);
    let count = size_operand(f, c.arg(1)?, size)?;
    let void = f.module().m.type_void();
    f.ext_inst("prefetch", void, &[pointer, count])?;
    Ok(())
}
