//! A safe, read-only view of the LLVM IR the pass is given.
//!
//! Everything goes through raw llvm-sys calls (and the C++ shim for what
//! LLVM-C 16 lacks) because inkwell panics on target-extension, token,
//! metadata and label typed values (0.5, and 0.11 still: docs/ARCHITECTURE.md)
//! and 0.5 crashed on metadata nodes with null operands. Handles are plain
//! copies of LLVM pointers.
//!
//! INVARIANT (whole module): every handle comes from the module being
//! translated and is only used while the pass runs on it, so the pointers
//! stay valid; every accessor checks the value kind before calling an LLVM-C
//! function that assumes one: those valid for one kind of instruction only
//! (call arguments, phi incomings, allocated types, predicates, ...) are
//! methods of the checked views in `views.rs` (`Value::as_call`, `as_phi`, ...).

mod attributes;
pub mod debug;
mod enums;
mod metadata;
mod reader;
mod types;
mod values;
mod views;

pub use attributes::{AttachmentTable, Attribute, EnumAttribute};
/// LLVM's enumerations the lowering matches on, the facade's own types
/// (`enums.rs`), so that `llvm_sys` stays inside this facade.
pub use enums::{AtomicOrdering, IntPredicate, Linkage, MetadataKind, Opcode, RealPredicate, ValueKind};
pub use metadata::{Metadata, MetadataOperand};
pub use reader::OwnedContext;

pub use types::{Type, TypeKind};
pub use values::{BasicBlock, FastMathFlags, RawName, RmwOp, Value, WrapFlags, NAME_RUN};
pub use views::{AggregateAccess, Alloca, AtomicRmw, Call, CmpXchg, FCmp, ICmp, Phi, Shuffle, Switch};

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::ffi::CStr;

/// Copies an LLVM (pointer, length) string.
pub(crate) fn string_from(ptr: *const CChar, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: LLVM returns `len` valid bytes at `ptr`.
    let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, len) };
    String::from_utf8_lossy(bytes).into_owned()
}

pub(crate) type CChar = std::os::raw::c_char;

/// The module being translated.
#[derive(Clone, Copy)]
pub struct Module(LLVMModuleRef);

impl Module {
    /// # Safety
    /// `raw` must be a valid module that outlives every handle taken from it.
    pub unsafe fn from_raw(raw: LLVMModuleRef) -> Self {
        Module(raw)
    }

    pub fn context(self) -> LLVMContextRef {
        unsafe { LLVMGetModuleContext(self.0) }
    }

    /// Reports `message` through `LLVMContext::emitError` of the module's
    /// context. opt exits inside this call, so it must be the pass's last act.
    pub fn emit_error(self, message: &str) {
        let c = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
        unsafe { crate::shim::spirv_emit_emit_error(self.context(), c.as_ptr()) };
    }

    pub fn target_triple(self) -> String {
        unsafe {
            let p = LLVMGetTarget(self.0);
            if p.is_null() {
                String::new()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        }
    }

    pub fn source_file_name(self) -> String {
        let mut len = 0;
        let p = unsafe { LLVMGetSourceFileName(self.0, &mut len) };
        string_from(p, len)
    }

    pub fn identifier(self) -> String {
        let mut len = 0;
        let p = unsafe { LLVMGetModuleIdentifier(self.0, &mut len) };
        string_from(p, len)
    }

    pub fn functions(self) -> Vec<Value> {
        let mut out = Vec::new();
        let mut f = unsafe { LLVMGetFirstFunction(self.0) };
        while !f.is_null() {
            out.push(Value::from_raw(f));
            f = unsafe { LLVMGetNextFunction(f) };
        }
        out
    }

    pub fn globals(self) -> Vec<Value> {
        let mut out = Vec::new();
        let mut g = unsafe { LLVMGetFirstGlobal(self.0) };
        while !g.is_null() {
            out.push(Value::from_raw(g));
            g = unsafe { LLVMGetNextGlobal(g) };
        }
        out
    }

    /// The operands of named metadata `name` (each an MDNode), empty if absent.
    pub fn named_metadata(self, name: &str) -> Vec<Metadata> {
        // Absent (the common case: asked once per kernel and field) without a C string.
        if unsafe { LLVMGetNamedMetadata(self.0, name.as_ptr() as *const _, name.len()) }.is_null() {
            return Vec::new();
        }
        let Ok(cname) = std::ffi::CString::new(name) else { return Vec::new() };
        let count = unsafe { LLVMGetNamedMetadataNumOperands(self.0, cname.as_ptr()) } as usize;
        if count == 0 {
            return Vec::new();
        }
        let mut nodes: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); count];
        unsafe { LLVMGetNamedMetadataOperands(self.0, cname.as_ptr(), nodes.as_mut_ptr()) };
        nodes.into_iter().filter(|n| !n.is_null()).map(|n| Metadata::from_value(Value::from_raw(n))).collect()
    }

    /// The metadata kind id of `name` in this module's context.
    pub fn md_kind(self, name: &str) -> u32 {
        unsafe { LLVMGetMDKindIDInContext(self.context(), name.as_ptr() as *const _, name.len() as u32) }
    }

    /// The id of metadata kind `name` if any module of the context uses it
    /// (or asked for it), without registering it: `None` says no value can
    /// carry it, so per-instruction questions about it can be skipped.
    pub fn existing_md_kind(self, name: &str) -> Option<u32> {
        let kind = unsafe {
            crate::shim::spirv_emit_existing_md_kind(self.context(), name.as_ptr() as _, name.len())
        };
        u32::try_from(kind).ok()
    }

    pub fn int_type(self, width: u32) -> Type {
        Type::from_raw(unsafe { LLVMIntTypeInContext(self.context(), width) })
    }

    pub fn float_type(self, width: u32) -> Option<Type> {
        let ctx = self.context();
        let raw = match width {
            16 => unsafe { LLVMHalfTypeInContext(ctx) },
            32 => unsafe { LLVMFloatTypeInContext(ctx) },
            64 => unsafe { LLVMDoubleTypeInContext(ctx) },
            _ => return None,
        };
        Some(Type::from_raw(raw))
    }

    /// Bytes a store of `ty` writes under the module's data layout.
    pub fn store_size(self, ty: Type) -> u64 {
        unsafe {
            llvm_sys::target::LLVMStoreSizeOfType(llvm_sys::target::LLVMGetModuleDataLayout(self.0), ty.raw())
        }
    }

    /// The width in bits of address space 0's pointers under the module's data layout.
    pub fn pointer_bits(self) -> u32 {
        unsafe { llvm_sys::target::LLVMPointerSize(llvm_sys::target::LLVMGetModuleDataLayout(self.0)) * 8 }
    }

    /// Bytes between consecutive values of `ty` in memory (alloc size, with padding).
    pub fn alloc_size(self, ty: Type) -> u64 {
        unsafe {
            llvm_sys::target::LLVMABISizeOfType(llvm_sys::target::LLVMGetModuleDataLayout(self.0), ty.raw())
        }
    }

    /// The ABI alignment of `ty` in bytes under the module's data layout.
    pub fn abi_alignment(self, ty: Type) -> u32 {
        unsafe {
            llvm_sys::target::LLVMABIAlignmentOfType(
                llvm_sys::target::LLVMGetModuleDataLayout(self.0),
                ty.raw(),
            )
        }
    }

    /// Byte offset of member `index` in struct type `ty`.
    pub fn offset_of_member(self, ty: Type, index: u32) -> u64 {
        unsafe {
            llvm_sys::target::LLVMOffsetOfElement(
                llvm_sys::target::LLVMGetModuleDataLayout(self.0),
                ty.raw(),
                index,
            )
        }
    }

    pub fn vector_type(self, element: Type, count: u32) -> Type {
        Type::from_raw(unsafe { LLVMVectorType(element.raw(), count) })
    }

    /// A named metadata node's presence (flags set by a previous run, etc.).
    pub fn has_named_metadata(self, name: &str) -> bool {
        let n = unsafe { LLVMGetNamedMetadata(self.0, name.as_ptr() as *const _, name.len()) };
        !n.is_null()
    }
}
