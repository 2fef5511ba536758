//! Debug information metadata (DI* nodes), read through the typed accessors
//! of the C++ shim and LLVM-C's DI functions: inkwell crashes on these nodes
//! (null operands), and operand indices differ between LLVM versions.

use super::{string_from, Value};
use crate::shim;
use llvm_sys::debuginfo::*;
use llvm_sys::prelude::*;

/// A debug-information metadata node (never null).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DiNode(LLVMMetadataRef);

/// Lists a node can have (see `spirv_emit_di_list_len` in the shim).
#[derive(Clone, Copy)]
pub enum DiList {
    /// DICompositeType elements, DISubroutineType types (return type first).
    Elements = 0,
    TemplateParams = 1,
    GlobalVariables = 2,
    ImportedEntities = 3,
}

/// A debug location: line, column, scope and the location it was inlined at.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DiLocation {
    pub line: u32,
    pub column: u32,
    pub scope: DiNode,
    pub inlined_at: Option<DiNode>,
}

fn node(raw: LLVMMetadataRef) -> Option<DiNode> {
    (!raw.is_null()).then_some(DiNode(raw))
}

type StrFn = unsafe extern "C" fn(LLVMMetadataRef, *mut usize) -> *const std::os::raw::c_char;

impl DiNode {
    fn text(self, f: StrFn) -> String {
        let mut len = 0usize;
        // SAFETY: the shim returns `len` bytes owned by the (live) metadata.
        let p = unsafe { f(self.0, &mut len) };
        string_from(p, len)
    }

    pub fn kind(self) -> super::MetadataKind {
        super::MetadataKind::from(unsafe { LLVMGetMetadataKind(self.0) })
    }
    pub fn name(self) -> String {
        self.text(shim::spirv_emit_di_name)
    }
    pub fn linkage_name(self) -> String {
        self.text(shim::spirv_emit_di_linkage_name)
    }
    pub fn producer(self) -> String {
        self.text(shim::spirv_emit_di_producer)
    }
    /// DIFile parts: 0 file name, 1 directory, 2 checksum, 3 embedded source.
    pub fn file_part(self, part: u32) -> String {
        let mut len = 0usize;
        let p = unsafe { shim::spirv_emit_di_file_part(self.0, part, &mut len) };
        string_from(p, len)
    }
    pub fn language(self) -> u32 {
        unsafe { shim::spirv_emit_di_language(self.0) }
    }
    pub fn tag(self) -> u32 {
        unsafe { shim::spirv_emit_di_tag(self.0) }
    }
    pub fn line(self) -> u32 {
        unsafe { shim::spirv_emit_di_line(self.0) }
    }
    pub fn column(self) -> u32 {
        unsafe { shim::spirv_emit_di_column(self.0) }
    }
    pub fn scope_line(self) -> u32 {
        unsafe { shim::spirv_emit_di_scope_line(self.0) }
    }
    pub fn file(self) -> Option<DiNode> {
        node(unsafe { shim::spirv_emit_di_file(self.0) })
    }
    pub fn scope(self) -> Option<DiNode> {
        node(unsafe { shim::spirv_emit_di_scope(self.0) })
    }
    /// Base type, variable or subprogram type, imported entity, GVE variable,
    /// the variable holding a subrange's run-time count.
    pub fn ty(self) -> Option<DiNode> {
        node(unsafe { shim::spirv_emit_di_type(self.0) })
    }
    pub fn declaration(self) -> Option<DiNode> {
        node(unsafe { shim::spirv_emit_di_declaration(self.0) })
    }
    /// The items of a list; `None` for null items (a `void` return type).
    pub fn list(self, list: DiList) -> Vec<Option<DiNode>> {
        let len = unsafe { shim::spirv_emit_di_list_len(self.0, list as u32) };
        (0..len).map(|i| node(unsafe { shim::spirv_emit_di_list_item(self.0, list as u32, i) })).collect()
    }
    pub fn size_bits(self) -> u64 {
        unsafe { shim::spirv_emit_di_size_bits(self.0) }
    }
    pub fn offset_bits(self) -> u64 {
        unsafe { shim::spirv_emit_di_offset_bits(self.0) }
    }
    /// LLVM's DINode::DIFlags (bit 31: a global variable local to its unit).
    pub fn flags(self) -> u32 {
        unsafe { shim::spirv_emit_di_flags(self.0) }
    }
    /// Bit 0 definition, bit 1 local to unit, bit 2 optimized.
    pub fn subprogram_flags(self) -> u32 {
        unsafe { shim::spirv_emit_di_subprogram_flags(self.0) }
    }
    pub fn encoding(self) -> u32 {
        unsafe { shim::spirv_emit_di_encoding(self.0) }
    }
    pub fn dwarf_address_space(self) -> Option<u32> {
        u32::try_from(unsafe { shim::spirv_emit_di_address_space(self.0) }).ok()
    }
    pub fn arg(self) -> u32 {
        unsafe { shim::spirv_emit_di_arg(self.0) }
    }
    pub fn int_value(self) -> Option<i64> {
        let mut v = 0i64;
        (unsafe { shim::spirv_emit_di_int_value(self.0, &mut v) } != 0).then_some(v)
    }
    pub fn expression_elements(self) -> Vec<u64> {
        let len = unsafe { shim::spirv_emit_di_expr_len(self.0) };
        (0..len).map(|i| unsafe { shim::spirv_emit_di_expr_elem(self.0, i) }).collect()
    }
    pub fn gve_expression(self) -> Option<DiNode> {
        node(unsafe { shim::spirv_emit_di_gve_expression(self.0) })
    }
}

/// What a `llvm.dbg.*` call (or, from LLVM 19, a debug record) says.
#[derive(Clone, Copy, Debug)]
pub struct VariableLocation {
    /// `llvm.dbg.declare` (an address) rather than `llvm.dbg.value`.
    pub is_declare: bool,
    pub variable: DiNode,
    pub expression: Option<DiNode>,
    /// `None` when the value was optimized away.
    pub value: Option<Value>,
}

impl Value {
    /// The instruction's `!dbg` location.
    pub fn debug_location(self) -> Option<DiLocation> {
        if !self.is_instruction() {
            return None;
        }
        let loc = unsafe { LLVMInstructionGetDebugLoc(self.raw()) };
        if loc.is_null()
            || !matches!(unsafe { LLVMGetMetadataKind(loc) }, LLVMMetadataKind::LLVMDILocationMetadataKind)
        {
            return None;
        }
        let scope = node(unsafe { LLVMDILocationGetScope(loc) })?;
        Some(DiLocation {
            line: unsafe { LLVMDILocationGetLine(loc) },
            column: unsafe { LLVMDILocationGetColumn(loc) },
            scope,
            inlined_at: node(unsafe { LLVMDILocationGetInlinedAt(loc) }),
        })
    }

    /// A function's DISubprogram.
    pub fn subprogram(self) -> Option<DiNode> {
        if !self.is_function() {
            return None;
        }
        node(unsafe { LLVMGetSubprogram(self.raw()) })
    }

    /// The variable location a `llvm.dbg.declare` / `llvm.dbg.value` call describes.
    pub fn variable_location(self) -> Option<VariableLocation> {
        let kind = unsafe { shim::spirv_emit_dbg_intrinsic_kind(self.raw()) };
        if kind == 0 {
            return None;
        }
        let variable = node(unsafe { shim::spirv_emit_dbg_variable(self.raw()) })?;
        let value = unsafe { shim::spirv_emit_dbg_value(self.raw()) };
        Some(VariableLocation {
            is_declare: kind == 1,
            variable,
            expression: node(unsafe { shim::spirv_emit_dbg_expression(self.raw()) }),
            value: (!value.is_null()).then(|| Value::from_raw(value)),
        })
    }

    /// The debug records (LLVM 19+'s non-intrinsic form of `llvm.dbg.*`)
    /// attached before this instruction, in order, with their locations: the
    /// declares and values (labels and assignments are left out, as their
    /// intrinsics are). Always empty before LLVM 19.
    pub fn debug_records(self) -> Vec<(Option<DiLocation>, VariableLocation)> {
        if !self.is_instruction() {
            return Vec::new();
        }
        let count = unsafe { shim::spirv_emit_dbg_record_count(self.raw()) };
        let mut records = Vec::new();
        for i in 0..count {
            let (mut variable, mut expression, mut value, mut location) =
                (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
            // SAFETY: the shim writes the four out-parameters (null when absent).
            let kind = unsafe {
                shim::spirv_emit_dbg_record(
                    self.raw(),
                    i,
                    &mut variable,
                    &mut expression,
                    &mut value,
                    &mut location,
                )
            };
            if kind != 1 && kind != 2 {
                continue;
            }
            let Some(variable) = node(variable) else { continue };
            records.push((
                node(location).and_then(location_of),
                VariableLocation {
                    is_declare: kind == 1,
                    variable,
                    expression: node(expression),
                    value: (!value.is_null()).then(|| Value::from_raw(value)),
                },
            ));
        }
        records
    }

    /// A global variable's DIGlobalVariableExpressions.
    pub fn global_debug_info(self) -> Vec<DiNode> {
        let count = unsafe { shim::spirv_emit_global_debug_count(self.raw()) };
        (0..count)
            .filter_map(|i| node(unsafe { shim::spirv_emit_global_debug_item(self.raw(), i) }))
            .collect()
    }
}

/// The DILocation an inlined-at node is (it is itself a DILocation).
pub fn location_of(inlined_at: DiNode) -> Option<DiLocation> {
    let raw = inlined_at.0;
    if !matches!(unsafe { LLVMGetMetadataKind(raw) }, LLVMMetadataKind::LLVMDILocationMetadataKind) {
        return None;
    }
    Some(DiLocation {
        line: unsafe { LLVMDILocationGetLine(raw) },
        column: unsafe { LLVMDILocationGetColumn(raw) },
        scope: node(unsafe { LLVMDILocationGetScope(raw) })?,
        inlined_at: node(unsafe { LLVMDILocationGetInlinedAt(raw) }),
    })
}

/// Whether the module has a compile unit (`!llvm.dbg.cu`).
pub fn compile_units(module: super::Module) -> Vec<DiNode> {
    module
        .named_metadata("llvm.dbg.cu")
        .into_iter()
        .filter_map(|m| node(unsafe { llvm_sys::core::LLVMValueAsMetadata(m.raw_value()) }))
        .collect()
}
