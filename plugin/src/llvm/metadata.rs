//! Metadata nodes read through LLVM-C, tolerating null operands.

use super::{string_from, Value, ValueKind};
use llvm_sys::core::*;
use llvm_sys::prelude::*;

/// An operand of a metadata node, by what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetadataOperand {
    String(String),
    /// A constant (`ConstantAsMetadata`: `i32 7`, `ptr @g`).
    Constant(Value),
    /// A nested node, or a null operand.
    Other,
}

/// An MDNode or MDString wrapped as a value (`LLVMMetadataAsValue`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Metadata(Value);

impl Metadata {
    pub(crate) fn from_value(value: Value) -> Self {
        Metadata(value)
    }

    pub(crate) fn from_metadata_ref(ctx: LLVMContextRef, md: LLVMMetadataRef) -> Self {
        Metadata(Value::from_raw(unsafe { LLVMMetadataAsValue(ctx, md) }))
    }

    /// The wrapped value (a `MetadataAsValue`), for LLVM-C calls.
    pub(crate) fn raw_value(self) -> LLVMValueRef {
        self.0.raw()
    }

    pub fn is_node(self) -> bool {
        unsafe { !LLVMIsAMDNode(self.0.raw()).is_null() }
    }

    pub fn as_string(self) -> Option<String> {
        if unsafe { LLVMIsAMDString(self.0.raw()).is_null() } {
            return None;
        }
        let mut len = 0;
        let p = unsafe { LLVMGetMDString(self.0.raw(), &mut len) };
        Some(string_from(p, len as usize))
    }

    /// The node's operands: `None` for a null operand, otherwise the operand
    /// as a value (constants for `ConstantAsMetadata`, metadata wrappers else).
    pub fn operands(self) -> Vec<Option<Value>> {
        if !self.is_node() {
            return Vec::new();
        }
        let count = unsafe { LLVMGetMDNodeNumOperands(self.0.raw()) } as usize;
        let mut ops: Vec<LLVMValueRef> = vec![std::ptr::null_mut(); count];
        unsafe { LLVMGetMDNodeOperands(self.0.raw(), ops.as_mut_ptr()) };
        ops.into_iter().map(|p| (!p.is_null()).then(|| Value::from_raw(p))).collect()
    }

    /// Operand `i` as a string, if it is an MDString.
    pub fn string_operand(self, i: usize) -> Option<String> {
        self.operands().get(i).copied().flatten().and_then(|v| Metadata(v).as_string())
    }

    /// Operand `i` as an integer, if it is an integer constant.
    pub fn int_operand(self, i: usize) -> Option<i64> {
        self.operands().get(i).copied().flatten().and_then(|v| v.const_int_sext())
    }

    /// Operand `i` as a nested node.
    pub fn node_operand(self, i: usize) -> Option<Metadata> {
        let v = self.operands().get(i).copied().flatten()?;
        let m = Metadata(v);
        m.is_node().then_some(m)
    }

    /// The node's operands by what they hold (none if it is no node).
    pub fn classified_operands(self) -> Vec<MetadataOperand> {
        let classify = |op: Option<Value>| match op {
            Some(v) if v.kind() == ValueKind::MetadataAsValue => {
                Metadata(v).as_string().map_or(MetadataOperand::Other, MetadataOperand::String)
            }
            Some(v) => MetadataOperand::Constant(v),
            None => MetadataOperand::Other,
        };
        self.operands().into_iter().map(classify).collect()
    }
}
