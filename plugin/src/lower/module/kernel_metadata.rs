//! A kernel's OpenCL metadata by name, wherever the front end put it: attached
//! to the function (`!reqd_work_group_size !3`, clang since SPIR 2.0), or in
//! SPIR 1.2's `!opencl.kernels = !{!{ptr @k, !{!"reqd_work_group_size", i32 8,
//! i32 4, i32 2}, !{!"kernel_arg_type", !"int*"}, ...}}`, where each node
//! starts with its name. Readers see the operands after the name either way.

use crate::llvm::{AttachmentTable, Metadata, Module, Value};
use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// The operands of one kernel metadata entry (the name, in SPIR 1.2, skipped).
#[derive(Clone, Copy)]
pub struct KernelMetadata {
    node: Metadata,
    first: usize,
}

impl KernelMetadata {
    pub fn operands(self) -> Vec<Option<Value>> {
        self.node.operands().into_iter().skip(self.first).collect()
    }

    pub fn int_operand(self, i: usize) -> Option<i64> {
        self.node.int_operand(i + self.first)
    }

    pub fn string_operand(self, i: usize) -> Option<String> {
        self.node.string_operand(i + self.first)
    }
}

/// Kernel metadata lookups, prepared once per module: `!opencl.kernels`'
/// entries by kernel, and each field name's kind id once it has been asked
/// for. (They are asked per kernel and field: LLVM's name lookups each time
/// cost more than the rest of a small kernel's translation, and a scan of
/// `!opencl.kernels` per question would grow with the square of the kernels.)
pub struct KernelMetadataIndex {
    module: Module,
    /// Each kernel's `!opencl.kernels` entries, in module order.
    opencl_kernels: FxHashMap<Value, Vec<Metadata>>,
    kinds: RefCell<FxHashMap<Box<str>, u32>>,
    /// The functions' attachments, read once each.
    attachments: RefCell<AttachmentTable>,
}

impl KernelMetadataIndex {
    pub fn new(module: Module) -> Self {
        let mut opencl_kernels: FxHashMap<Value, Vec<Metadata>> = FxHashMap::default();
        for entry in module.named_metadata("opencl.kernels") {
            if let Some(Some(kernel)) = entry.operands().first().copied() {
                opencl_kernels.entry(kernel).or_default().push(entry);
            }
        }
        KernelMetadataIndex {
            module,
            opencl_kernels,
            kinds: RefCell::default(),
            attachments: RefCell::default(),
        }
    }

    fn kind(&self, name: &str) -> u32 {
        if let Some(&kind) = self.kinds.borrow().get(name) {
            return kind;
        }
        let kind = self.module.md_kind(name);
        self.kinds.borrow_mut().insert(name.into(), kind);
        kind
    }

    /// Kernel `f`'s metadata `name`: the function's own, else its `!opencl.kernels` entry's.
    pub fn get(&self, f: Value, name: &str) -> Option<KernelMetadata> {
        let kind = self.kind(name);
        if let Some(node) = self.attachments.borrow_mut().get(f, kind) {
            return Some(KernelMetadata { node, first: 0 });
        }
        for entry in self.opencl_kernels.get(&f).into_iter().flatten() {
            let named = (1..entry.operands().len())
                .filter_map(|k| entry.node_operand(k))
                .find(|n| n.string_operand(0).as_deref() == Some(name));
            if let Some(node) = named {
                return Some(KernelMetadata { node, first: 1 });
            }
        }
        None
    }
}
