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

use super::table::{exact, prefix, Builtin, BuiltinRule};
use super::BuiltinCall;
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op, Scope, StorageClass};
use spirv_writer::{Id, Operand, TypeKey};

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    exact("printf", BuiltinRule::Named(|fl, c| fl.lower_printf(c))),
    exact("__to_global", TO_GLOBAL),
    exact("to_global", TO_GLOBAL),
    exact("__to_local", TO_LOCAL),
    exact("to_local", TO_LOCAL),
    exact("__to_private", TO_PRIVATE),
    exact("to_private", TO_PRIVATE),
    exact("get_fence", BuiltinRule::Named(|fl, c| fl.lower_get_fence(c))),
    exact("async_work_group_copy", BuiltinRule::Named(|fl, c| fl.lower_async_copy(c, false))),
    exact("async_work_group_strided_copy", BuiltinRule::Named(|fl, c| fl.lower_async_copy(c, true))),
    exact("wait_group_events", BuiltinRule::Named(|_, _| Ok(()))),
    exact("prefetch", BuiltinRule::Named(|fl, c| fl.lower_prefetch(c))),
    prefix("to_global", BuiltinRule::Reserved("other to_global names")),
    prefix("to_local", BuiltinRule::Reserved("other to_local names")),
    prefix("to_private", BuiltinRule::Reserved("other to_private names")),
    prefix("__to_", BuiltinRule::Reserved("other __to_ names")),
    prefix("async_work_group", BuiltinRule::Reserved("other async_work_group names")),
];

const TO_GLOBAL: BuiltinRule =
    BuiltinRule::Named(|fl, c| fl.lower_to_address_space(c, StorageClass::CrossWorkgroup));
const TO_LOCAL: BuiltinRule =
    BuiltinRule::Named(|fl, c| fl.lower_to_address_space(c, StorageClass::Workgroup));
const TO_PRIVATE: BuiltinRule =
    BuiltinRule::Named(|fl, c| fl.lower_to_address_space(c, StorageClass::Function));

impl FunctionLowering<'_> {
    /// printf(format, args...): the format as a pointer to its first character.
    pub(crate) fn lower_printf(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let format = c.arg(0)?;
        let storage = self.ml.storage_class(format.ty().address_space())?;
        if storage != spirv_writer::spirv::StorageClass::UniformConstant {
            // OpenCL.std printf wants its format in UniformConstant memory unless
            // this extension relaxes it (the reference translator 15 called it
            // SPV_INTEL_non_constant_addrspace_printf; SPIRV-Tools knows the EXT name).
            const RELAXED: &str = "SPV_EXT_relaxed_printf_string_address_space";
            self.ml.needs_extension(
                RELAXED,
                &format!(
                    "printf with its format string in {storage:?} memory (address space {})",
                    format.ty().address_space()
                ),
            )?;
            self.ml
                .m
                .requirements
                .require_extension(RELAXED, || "printf format outside constant memory".into());
        }
        let i8_type = self.ml.m.type_int(8);
        let char_pointer = self.ml.m.type_pointer(storage, i8_type);
        let format_type = self.ml.value_type(format)?;
        let format_id = self.operand(format)?;
        let pointee = match self.ml.type_key(format_type) {
            Some(TypeKey::Pointer { pointee, .. }) => self.ml.type_key(pointee),
            _ => None,
        };
        let format_id = match pointee {
            // A string global: the address of its element 0, as the reference translator writes it.
            Some(TypeKey::Array { element, .. }) if element == i8_type => {
                let zero = self.ml.m.constant_u32(0);
                let size_zero = {
                    let size = self.size_t();
                    self.ml.zero_of_type_id(size)
                };
                self.emitter().ptr_access_chain(char_pointer, true, format_id, size_zero, &[zero])
            }
            _ if format_type == char_pointer => format_id,
            _ => self.emitter().bitcast(char_pointer, format_id),
        };
        let mut operands = vec![format_id];
        for &a in &c.args[1..] {
            operands.push(self.operand(a)?);
        }
        let result_type = self.ml.value_type(*c.i)?;
        let id = self.ext_inst("printf", result_type, &operands)?;
        self.set_result(c.i, id);
        Ok(())
    }

    /// to_global/to_local/to_private(generic pointer): null if it points elsewhere.
    fn lower_to_address_space(&mut self, c: &BuiltinCall, storage: StorageClass) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let pointee = match self.ml.type_key(result_type) {
            Some(TypeKey::Pointer { pointee, .. }) => pointee,
            _ => return Err(LowerError::operand(c.name.as_str(), "the result", "a pointer")),
        };
        let generic = self.ml.m.type_pointer(StorageClass::Generic, pointee);
        let pointer = self.pointer_operand_as(c.arg(0)?, generic)?;
        let id = self.emit(
            Op::GenericCastToPtrExplicit,
            Some(result_type),
            vec![Operand::IdRef(pointer), Operand::StorageClass(storage)],
        );
        self.set_result(c.i, id);
        Ok(())
    }

    /// get_fence(p): CLK_LOCAL_MEM_FENCE (1) or CLK_GLOBAL_MEM_FENCE (2) by where p points.
    fn lower_get_fence(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let base = self.ml.address_spaces.strip_generic_cast(c.arg(0)?);
        let id = match self.ml.storage_class(base.ty().address_space())? {
            StorageClass::CrossWorkgroup => self.ml.int_constant(result_type, 2),
            StorageClass::Workgroup => self.ml.int_constant(result_type, 1),
            StorageClass::Generic => {
                // WorkgroupMemory 0x100 -> 1, CrossWorkgroupMemory 0x200 -> 2.
                let pointer = self.operand(base)?;
                let u32_type = self.ml.m.type_int(32);
                let semantics = self.emitter().unary(Op::GenericPtrMemSemantics, u32_type, pointer);
                let eight = self.const_u32(8);
                let shifted = self.emitter().binary(Op::ShiftRightLogical, u32_type, semantics, eight);
                let three = self.const_u32(3);
                self.emitter().binary(Op::BitwiseAnd, result_type, shifted, three)
            }
            _ => self.ml.int_constant(result_type, 0),
        };
        self.alias(*c.i, id);
        Ok(())
    }

    /// async_work_group_copy(dst, src, n, event) and the strided form
    /// (dst, src, n, stride, event): copy, then wait for it (see the module
    /// documentation).
    fn lower_async_copy(&mut self, c: &BuiltinCall, strided: bool) -> LowerResult<()> {
        let element = c
            .param(0)?
            .pointee()
            .ok_or_else(|| LowerError::operand(c.name.as_str(), "the destination", "a pointer"))?
            .clone();
        let element = self.mangled_type_id(&element)?;
        let (destination, _) = self.ocl_pointer(c.arg(0)?, element)?;
        let (source, _) = self.ocl_pointer(c.arg(1)?, element)?;
        let size = self.size_t();
        let count = self.size_operand(c.arg(2)?, size)?;
        let stride =
            if strided { self.size_operand(c.arg(3)?, size)? } else { self.ml.int_constant(size, 1) };
        let event_type = self.ml.m.intern_type(TypeKey::Event);
        let no_event = self.null_of(event_type);
        let scope = self.const_u32(Scope::Workgroup as u32);
        let event = self.emitter().op_ids(
            Op::GroupAsyncCopy,
            event_type,
            &[scope, destination, source, count, stride, no_event],
        );
        let event_pointer = self.ml.m.type_pointer(StorageClass::Function, event_type);
        let variable = self.ml.m.alloc_id();
        self.add_variable(variable, event_pointer);
        self.emitter().store(variable, event, Access::PLAIN);
        // The list as a Generic pointer where the target has them, as the translator
        // passes it (PoCL's library has only `wait_group_events(int, event_t generic *)`);
        // OpenCL C 1.x has no generic address space, and its consumers take the private form.
        let generic_list = self.ml.target.allows_capability(Capability::GenericPointer)
            && self.ml.opencl_c_major().is_none_or(|major| major >= 2);
        let list = if generic_list {
            self.ml.m.requirements.require_capability(Capability::GenericPointer, || {
                "the event list of wait_group_events (generic, as the translator passes it)".into()
            });
            let generic = self.ml.m.type_pointer(StorageClass::Generic, event_type);
            self.emitter().unary(Op::PtrCastToGeneric, generic, variable)
        } else {
            variable
        };
        let one = self.const_u32(1);
        self.emitter().void_ids(Op::GroupWaitEvents, &[scope, one, list]);
        let result_type = self.ml.value_type(*c.i)?;
        let null = self.null_of(result_type);
        self.alias(*c.i, null);
        Ok(())
    }

    /// An integer argument as size_t.
    fn size_operand(&mut self, v: crate::llvm::Value, size: Id) -> LowerResult<Id> {
        let id = self.operand(v)?;
        if self.ml.value_type(v)? == size {
            return Ok(id);
        }
        Ok(self.emitter().unary(Op::UConvert, size, id))
    }

    /// prefetch(p, n): a hint, kept as OpenCL.std prefetch.
    fn lower_prefetch(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let element = c
            .param(0)?
            .pointee()
            .ok_or_else(|| LowerError::operand(c.name.as_str(), "the address", "a pointer"))?
            .clone();
        let element = self.mangled_type_id(&element)?;
        let (pointer, storage) = self.ocl_pointer(c.arg(0)?, element)?;
        let pointer_type = self.ml.m.type_pointer(storage, element);
        let Some(pointer) = self.prefetch_pointer(pointer, pointer_type) else { return Ok(()) };
        let size = self.size_t();
        let count = self.size_operand(c.arg(1)?, size)?;
        let void = self.ml.m.type_void();
        self.ext_inst("prefetch", void, &[pointer, count])?;
        Ok(())
    }
}
