//! The attributes and metadata attachments of functions and global variables,
//! all of them, as the reference translator's NonSemantic.AuxData carries
//! them (`preserve-auxdata`). LLVM-C lists attributes but cannot print one
//! (`Attribute::getAsString`), and names no metadata kind: the shim does both.

use super::{string_from, Metadata, Value};
use crate::shim;
use llvm_sys::core::*;

/// One attribute of a function or global variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attribute {
    /// A string attribute: `"frame-pointer"="all"`, or `"flag"` (value "").
    String { kind: String, value: String },
    /// Any other, as LLVM prints it: `nounwind`, `memory(none)`, `uwtable(sync)`.
    Other(String),
}

impl Value {
    /// The function attributes of a function, the attributes of a global
    /// variable, in LLVM's order; none for any other value.
    pub fn attributes(self) -> Vec<Attribute> {
        if !(self.is_function() || self.is_global_variable()) {
            return Vec::new();
        }
        let count = unsafe { shim::spirv_emit_attribute_count(self.raw()) };
        (0..count).filter_map(|i| self.attribute(i)).collect()
    }

    fn attribute(self, i: u32) -> Option<Attribute> {
        let (mut kind, mut kind_len) = (std::ptr::null(), 0);
        let (mut value, mut value_len) = (std::ptr::null(), 0);
        let is_string = unsafe {
            shim::spirv_emit_attribute(self.raw(), i, &mut kind, &mut kind_len, &mut value, &mut value_len)
        };
        let kind = string_from(kind, kind_len);
        match is_string {
            1 => Some(Attribute::String { kind, value: string_from(value, value_len) }),
            0 => Some(Attribute::Other(kind)),
            _ => None,
        }
    }

    /// Every metadata attachment of a function or global variable, with its
    /// kind's name (`"kernel_arg_type"`, `"dbg"`), in LLVM's order (by kind).
    pub fn metadata_attachments(self) -> Vec<(String, Metadata)> {
        let ctx = unsafe { LLVMGetTypeContext(LLVMTypeOf(self.raw())) };
        let mut attachments = Vec::new();
        self.each_attachment(|kind, md| {
            let mut len = 0;
            let name = unsafe { shim::spirv_emit_md_kind_name(self.raw(), kind, &mut len) };
            attachments.push((string_from(name, len), Metadata::from_metadata_ref(ctx, md)));
        });
        attachments
    }

    /// `visit(kind, node)` for every metadata attachment of a function or
    /// global variable (none of another value), in LLVM's order (by kind; a
    /// kind's first attachment first): one question to LLVM.
    fn each_attachment(self, mut visit: impl FnMut(u32, llvm_sys::prelude::LLVMMetadataRef)) {
        if !(self.is_function() || self.is_global_variable()) {
            return;
        }
        let mut count = 0usize;
        let entries = unsafe { LLVMGlobalCopyAllMetadata(self.raw(), &mut count) };
        if entries.is_null() {
            return;
        }
        for i in 0..count as u32 {
            let kind = unsafe { LLVMValueMetadataEntriesGetKind(entries, i) };
            let md = unsafe { LLVMValueMetadataEntriesGetMetadata(entries, i) };
            visit(kind, md);
        }
        unsafe { LLVMDisposeValueMetadataEntries(entries) };
    }
}

/// The metadata attachments of functions and global variables, each value's
/// read from LLVM in one question the first time it is asked about: each
/// question by kind is a lookup in the context's table of every value with
/// metadata (`!tbaa` on every load), a cache miss in a large module, and a
/// kernel's fields are asked about in several passes.
#[derive(Default)]
pub struct AttachmentTable {
    /// Each value's attachments: a range of `entries`.
    ranges: crate::local_hash::LocalHashMap<Value, (u32, u32)>,
    /// (kind, node), each value's in LLVM's order (by kind; a kind's first
    /// attachment first).
    entries: Vec<(u32, llvm_sys::prelude::LLVMMetadataRef)>,
}

impl AttachmentTable {
    /// What `v.global_metadata(kind)` answers: the first attachment of `kind`.
    pub fn get(&mut self, v: Value, kind: u32) -> Option<Metadata> {
        let (start, end) = match self.ranges.get(&v) {
            Some(&range) => range,
            None => {
                let range = self.read(v);
                self.ranges.insert(v, range);
                range
            }
        };
        let &(_, md) = self.entries[start as usize..end as usize].iter().find(|(k, _)| *k == kind)?;
        let context = unsafe { LLVMGetTypeContext(LLVMTypeOf(v.raw())) };
        Some(Metadata::from_metadata_ref(context, md))
    }

    /// Appends the attachments of `v` (`Value::each_attachment`); their range.
    fn read(&mut self, v: Value) -> (u32, u32) {
        let start = self.entries.len() as u32;
        v.each_attachment(|kind, md| self.entries.push((kind, md)));
        (start, self.entries.len() as u32)
    }
}

/// The enum attributes the lowering asks about. Their kind ids are constants
/// of the loaded LLVM, read from it by name once (a name lookup in LLVM on
/// every question cost more than the rest of a small kernel's parameters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumAttribute {
    AlwaysInline,
    NoInline,
    OptNone,
    NoAlias,
    ZeroExt,
    SignExt,
    ByVal,
    StructRet,
    ByRef,
    ElementType,
    Preallocated,
}

impl EnumAttribute {
    const ALL: [EnumAttribute; 11] = [
        Self::AlwaysInline,
        Self::NoInline,
        Self::OptNone,
        Self::NoAlias,
        Self::ZeroExt,
        Self::SignExt,
        Self::ByVal,
        Self::StructRet,
        Self::ByRef,
        Self::ElementType,
        Self::Preallocated,
    ];

    /// LLVM's name of the attribute.
    pub fn name(self) -> &'static str {
        match self {
            Self::AlwaysInline => "alwaysinline",
            Self::NoInline => "noinline",
            Self::OptNone => "optnone",
            Self::NoAlias => "noalias",
            Self::ZeroExt => "zeroext",
            Self::SignExt => "signext",
            Self::ByVal => "byval",
            Self::StructRet => "sret",
            Self::ByRef => "byref",
            Self::ElementType => "elementtype",
            Self::Preallocated => "preallocated",
        }
    }

    /// LLVM's kind id (0: this LLVM has no such attribute). The table is
    /// immutable once read, and the same for every module of the process.
    pub(super) fn kind(self) -> u32 {
        static KINDS: std::sync::OnceLock<[u32; EnumAttribute::ALL.len()]> = std::sync::OnceLock::new();
        let kinds = KINDS.get_or_init(|| {
            Self::ALL.map(|a| unsafe {
                LLVMGetEnumAttributeKindForName(a.name().as_ptr() as *const _, a.name().len())
            })
        });
        kinds[self as usize]
    }
}
