//! Device-side enqueue (OpenCL C 6.15.17), as clang emits it and the
//! reference translator translates it:
//!
//! - `__enqueue_kernel_{basic,basic_events,varargs,events_varargs}(queue,
//!   flags, ndrange*, [n, wait list, returned event,] invoke, block[, n, sizes*])`
//!   -> OpEnqueueKernel naming the invoke kernel clang made for the block
//!   (`__k_block_invoke_kernel`), the block literal as a Generic `i8*`, its size
//!   and alignment (the literal's first two fields), and pointers to the
//!   local sizes in the array clang passes (as the translator passes them,
//!   and its reader expects). The ND range operand is the pointer to the
//!   `ndrange_t` variable, as the translator passes it.
//! - `ndrange_{1,2,3}D(sret ndrange*, ...)` -> OpBuildNDRange stored to the result.
//! - `get_default_queue` -> OpGetDefaultQueue; `enqueue_marker` -> OpEnqueueMarker.
//! - event functions -> OpCreateUserEvent, OpRetainEvent, OpReleaseEvent,
//!   OpSetUserEventStatus, OpIsValidEvent, OpCaptureEventProfilingInfo.
//! - `__get_kernel_*_impl(…, invoke, block)` -> OpGetKernelWorkGroupSize,
//!   OpGetKernelPreferredWorkGroupSizeMultiple, OpGetKernelNDrange{SubGroupCount,MaxSubGroupSize}.
//!
//! Queues and events are typed by `opaque`; blocks called directly are
//! ordinary functions.

use super::call::BuiltinCall;
use super::operands;
use super::table::{exact, prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::calls::opencl::object_memory;
pub use crate::lower::module::kernel::invoke_argument;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Id, TypeKey};

/// The function a (cast) function pointer names.
pub fn invoked_function(v: Value) -> Option<Value> {
    v.find_through_casts(|v| v.is_function())
}

/// The size and alignment a block literal records in its first two fields
/// (clang's OpenCL block ABI: `{ int size; int align; generic void *invoke; captures }`):
/// a global's initializer, or the constants stored at byte offsets 0 and 4 of
/// the alloca holding it, however the stores address them (clang-16's field
/// GEPs, clang-19+'s `getelementptr i8` byte offsets, casts, typed-pointer
/// bitcasts, or one 64-bit store of both).
fn block_literal_layout(llvm: crate::llvm::Module, block: Value) -> Option<(u64, u64)> {
    let base = block.find_through_casts(|v| v.is_global_variable() || v.opcode() == Some(Opcode::Alloca))?;
    if base.is_global_variable() {
        let init = base.initializer()?;
        return Some((
            init.aggregate_element(0)?.const_int_zext()?,
            init.aggregate_element(1)?.const_int_zext()?,
        ));
    }
    let (mut size, mut align) = (None, None);
    // (pointer, its byte offset from the alloca); bounded: a literal has a few fields.
    let mut pointers = vec![(base, 0u64)];
    let mut visited = 0;
    while let Some((pointer, offset)) = pointers.pop() {
        visited += 1;
        if visited > 64 {
            break;
        }
        for user in pointer.users() {
            match user.opcode() {
                Some(Opcode::BitCast | Opcode::AddrSpaceCast) => pointers.push((user, offset)),
                Some(Opcode::GetElementPtr) if user.operand(0) == pointer => {
                    if let Some(delta) = crate::lower::module::gep::constant_gep_offset(llvm, user) {
                        pointers.push((user, offset.wrapping_add(delta)));
                    }
                }
                Some(Opcode::Store) if user.operand(1) == pointer => {
                    let stored = user.operand(0);
                    let Some(bits) = stored.const_int_zext() else { continue };
                    match (offset, stored.ty().int_width()) {
                        (0, 32) => size = Some(bits),
                        (4, 32) => align = Some(bits),
                        // SPIR targets are little-endian: size in the low half.
                        (0, 64) => (size, align) = (Some(bits & 0xffff_ffff), Some(bits >> 32)),
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }
    Some((size?, align?))
}

pub(super) const TABLE: &[Builtin] = &[
    exact("get_default_queue", BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::GetDefaultQueue, &[]))),
    exact("create_user_event", BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::CreateUserEvent, &[]))),
    exact("retain_event", BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::RetainEvent, &[0]))),
    exact("release_event", BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::ReleaseEvent, &[0]))),
    exact(
        "set_user_event_status",
        BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::SetUserEventStatus, &[0, 1])),
    ),
    exact("is_valid_event", BuiltinRule::Named(|fl, c| enqueue_simple(fl, c, Op::IsValidEvent, &[0]))),
    exact("capture_event_profiling_info", BuiltinRule::Named(lower_capture_profiling)),
    exact("enqueue_marker", BuiltinRule::Named(lower_enqueue_marker)),
    exact("ndrange_1D", NDRANGE),
    exact("ndrange_2D", NDRANGE),
    exact("ndrange_3D", NDRANGE),
    exact("__enqueue_kernel_basic", ENQUEUE_KERNEL),
    exact("__enqueue_kernel_basic_events", ENQUEUE_KERNEL),
    exact("__enqueue_kernel_varargs", ENQUEUE_KERNEL),
    exact("__enqueue_kernel_events_varargs", ENQUEUE_KERNEL),
    exact(
        "__get_kernel_work_group_size_impl",
        BuiltinRule::Named(|fl, c| lower_kernel_query(fl, c, Op::GetKernelWorkGroupSize, false)),
    ),
    exact(
        "__get_kernel_preferred_work_group_size_multiple_impl",
        BuiltinRule::Named(|fl, c| {
            lower_kernel_query(fl, c, Op::GetKernelPreferredWorkGroupSizeMultiple, false)
        }),
    ),
    exact(
        "__get_kernel_sub_group_count_for_ndrange_impl",
        BuiltinRule::Named(|fl, c| lower_kernel_query(fl, c, Op::GetKernelNDrangeSubGroupCount, true)),
    ),
    exact(
        "__get_kernel_max_sub_group_size_for_ndrange_impl",
        BuiltinRule::Named(|fl, c| lower_kernel_query(fl, c, Op::GetKernelNDrangeMaxSubGroupSize, true)),
    ),
    // The source-level names (clang calls the __ forms): claimed, an error.
    exact("enqueue_kernel", BuiltinRule::Reserved("clang calls __enqueue_kernel_*")),
    prefixed("__enqueue_kernel_", BuiltinRule::Reserved("other __enqueue_kernel_ forms")),
    prefixed("__get_kernel_", BuiltinRule::Reserved("other __get_kernel_ queries")),
    prefixed("get_kernel_", BuiltinRule::Reserved("clang calls the __get_kernel_*_impl forms")),
];

const NDRANGE: BuiltinRule = BuiltinRule::Named(lower_ndrange);
const ENQUEUE_KERNEL: BuiltinRule = BuiltinRule::Named(lower_enqueue_kernel);

/// `op` on the arguments `used`, with the call's result if it has one.
fn enqueue_simple(f: &mut FunctionLowering<'_>, c: &BuiltinCall, op: Op, used: &[usize]) -> LowerResult<()> {
    let mut operands = Vec::new();
    for &n in used {
        operands.push(f.operand(c.arg(n)?)?);
    }
    enqueue_finish(f, c, op, &operands)
}

fn enqueue_finish(f: &mut FunctionLowering<'_>, c: &BuiltinCall, op: Op, operands: &[Id]) -> LowerResult<()> {
    if c.i.ty().kind() == crate::llvm::TypeKind::Void {
        f.emitter().void_ids(op, operands);
    } else {
        let ty = f.module().value_type(*c.i)?;
        let id = f.emitter().op_ids(op, ty, operands);
        f.set_result(c.i, id);
    }
    Ok(())
}

/// A pointer to events as a Generic pointer to OpTypeDeviceEvent (null stays null).
fn event_pointer(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<Id> {
    let event = f.module().m.intern_type(TypeKey::DeviceEvent);
    let generic = f.module().m.type_pointer(StorageClass::Generic, event);
    if v.is_undef() || v.kind() == crate::llvm::ValueKind::ConstantPointerNull {
        return Ok(operands::null_of(f, generic));
    }
    let base = f.module().address_spaces.strip_generic_cast(v);
    let storage = f.module().storage_class(base.ty().address_space())?;
    let typed = f.module().m.type_pointer(storage, event);
    let id = if f.module().opencl_objects.array_of(base).is_some() {
        object_memory::object_element_pointer(f, base)? // an array of events: its first element
    } else {
        f.pointer_operand_as(base, typed)?
    };
    if storage == StorageClass::Generic {
        return Ok(id);
    }
    Ok(f.emitter().unary(Op::PtrCastToGeneric, generic, id))
}

/// The invoke function, the block as a Generic i8 pointer, and the
/// block's size and alignment constants.
fn invoke_operands(f: &mut FunctionLowering<'_>, c: &BuiltinCall, invoke_at: usize) -> LowerResult<[Id; 4]> {
    let invoke = c.arg(invoke_at)?;
    let function = invoked_function(invoke).ok_or_else(|| {
        LowerError::unsupported(format!("'{}' with an invoke function it does not name directly", c.name))
    })?;
    let signature = f.module().signatures.get(&function).cloned().ok_or_else(|| {
        LowerError::UndeclaredFunction { use_: "the invoke function", function: function.name() }
    })?;
    let block = c.arg(invoke_at + 1)?;
    let (size, align) = block_literal_layout(f.module().llvm, block).ok_or_else(|| {
        LowerError::unsupported(format!(
            "'{}' with a block literal whose size and alignment cannot be found",
            c.name
        ))
    })?;
    let byte = f.module().m.type_int(8);
    let generic = f.module().m.type_pointer(StorageClass::Generic, byte);
    let block_id = generic_pointer_to(f, block, generic)?;
    let (size, align) = (operands::const_u32(f, size as u32), operands::const_u32(f, align as u32));
    Ok([signature.id, block_id, size, align])
}

/// Pointer `v` as a Generic pointer of type `generic` (cast to generic if needed).
fn generic_pointer_to(f: &mut FunctionLowering<'_>, v: Value, generic: Id) -> LowerResult<Id> {
    if f.module().address_spaces.is(v.ty().address_space(), StorageClass::Generic) {
        return f.pointer_operand_as(v, generic);
    }
    let storage = f.module().storage_class(v.ty().address_space())?;
    let pointee = match f.module().type_key(generic) {
        Some(TypeKey::Pointer { pointee, .. }) => pointee,
        _ => return Err(LowerError::Internal("not a pointer type")),
    };
    let typed = f.module().m.type_pointer(storage, pointee);
    let id = f.pointer_operand_as(v, typed)?;
    Ok(f.emitter().unary(Op::PtrCastToGeneric, generic, id))
}

fn lower_enqueue_kernel(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let events = c.name.contains("events");
    let varargs = c.name.ends_with("varargs");
    let queue = f.operand(c.arg(0)?)?;
    let flags = f.operand(c.arg(1)?)?;
    let ndrange = f.operand(c.arg(2)?)?;
    let mut operands = vec![queue, flags, ndrange];
    let invoke_at = if events {
        let count = f.operand(c.arg(3)?)?;
        let wait = event_pointer(f, c.arg(4)?)?;
        let ret = event_pointer(f, c.arg(5)?)?;
        operands.extend([count, wait, ret]);
        6
    } else {
        let zero = operands::const_u32(f, 0);
        let event = f.module().m.intern_type(TypeKey::DeviceEvent);
        let generic = f.module().m.type_pointer(StorageClass::Generic, event);
        let null = operands::null_of(f, generic);
        operands.extend([zero, null, null]);
        3
    };
    operands.extend(invoke_operands(f, c, invoke_at)?);
    if varargs {
        let count = c
            .arg(invoke_at + 2)?
            .const_int_zext()
            .ok_or_else(|| LowerError::not_constant("the number of local sizes of enqueue_kernel"))?;
        let sizes = c.arg(invoke_at + 3)?;
        let size_t = operands::size_t(f);
        let storage = f.module().storage_class(sizes.ty().address_space())?;
        let pointer_type = f.module().m.type_pointer(storage, size_t);
        let base = f.pointer_operand_as(sizes, pointer_type)?;
        // Pointers to the sizes, not their values: the translator writes them so
        // and its reader (Intel's runtime, PoCL) expects them.
        for k in 0..count {
            let index = f.splat_int(size_t, k);
            let element = f.emitter().ptr_access_chain(pointer_type, true, base, index, &[]);
            operands.push(element);
        }
    }
    enqueue_finish(f, c, Op::EnqueueKernel, &operands)
}

fn lower_kernel_query(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    op: Op,
    with_ndrange: bool,
) -> LowerResult<()> {
    let mut operands = Vec::new();
    if with_ndrange {
        operands.push(f.operand(c.arg(0)?)?);
    }
    operands.extend(invoke_operands(f, c, usize::from(with_ndrange))?);
    enqueue_finish(f, c, op, &operands)
}

fn lower_enqueue_marker(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let queue = f.operand(c.arg(0)?)?;
    let count = f.operand(c.arg(1)?)?;
    let wait = event_pointer(f, c.arg(2)?)?;
    let ret = event_pointer(f, c.arg(3)?)?;
    enqueue_finish(f, c, Op::EnqueueMarker, &[queue, count, wait, ret])
}

fn lower_capture_profiling(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let event = f.operand(c.arg(0)?)?;
    let info = f.operand(c.arg(1)?)?;
    let byte = f.module().m.type_int(8);
    let global = f.module().m.type_pointer(StorageClass::CrossWorkgroup, byte);
    let value = f.pointer_operand_as(c.arg(2)?, global)?;
    f.emitter().void_ids(Op::CaptureEventProfilingInfo, &[event, info, value]);
    Ok(())
}

/// `ndrange_ND(sret result, ...)`: 1D takes (global), (global, local) or
/// (offset, global, local) sizes; 2D and 3D pointers to arrays of them.
fn lower_ndrange(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let dims: u64 = match c.name.as_str() {
        "ndrange_2D" => 2,
        "ndrange_3D" => 3,
        _ => 1,
    };
    let result = c.arg(0)?;
    let result_pointer_type = f.module().value_type(result)?;
    let ndrange_type = match f.module().type_key(result_pointer_type) {
        Some(TypeKey::Pointer { pointee, .. }) => pointee,
        _ => {
            return Err(LowerError::operand(
                c.symbol.as_str(),
                "the ndrange_t result",
                "returned through a pointer",
            ))
        }
    };
    let size_t = operands::size_t(f);
    let part_type = if dims == 1 { size_t } else { f.module().m.type_array(size_t, dims) };
    let mut parts = Vec::new();
    for &a in &c.args[1..] {
        if dims == 1 {
            parts.push(f.operand(a)?);
        } else {
            let storage = f.module().storage_class(a.ty().address_space())?;
            let pointer_type = f.module().m.type_pointer(storage, part_type);
            let pointer = f.pointer_operand_as(a, pointer_type)?;
            parts.push(f.emitter().load(part_type, pointer, Access::PLAIN));
        }
    }
    let zero = if dims == 1 { f.module().zero_of_type_id(size_t) } else { operands::null_of(f, part_type) };
    // (global), (global, local), (offset, global, local) -> global, local, offset
    let (global, local, offset) = match parts.as_slice() {
        [g] => (*g, zero, zero),
        [g, l] => (*g, *l, zero),
        [o, g, l] => (*g, *l, *o),
        _ => return Err(LowerError::argument_count(c.symbol.as_str(), "1 to 3 size arguments", parts.len())),
    };
    let built = f.emitter().op_ids(Op::BuildNDRange, ndrange_type, &[global, local, offset]);
    let pointer = f.operand(result)?;
    f.emitter().store(pointer, built, Access::PLAIN);
    Ok(())
}
