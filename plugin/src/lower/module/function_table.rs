//! The module's functions in module order, read from LLVM in one walk with
//! what the module-wide passes ask of each (the classification, the
//! addresses, the pointee hints, the objects, the declarations, the entry
//! points). In a large module a function's object and name are cache misses
//! wherever they are read: each pass asking LLVM again missed again.

use crate::llvm::{Module, Value};
use crate::lower::module::kernel_functions::{is_clang_kernel_body_name, is_kernel_convention};
use std::rc::Rc;

pub struct FunctionEntry {
    pub value: Value,
    pub name: String,
    pub is_declaration: bool,
    calling_conv: u32,
}

impl FunctionEntry {
    /// A kernel: a spir_kernel function with a body.
    pub fn is_kernel(&self) -> bool {
        is_kernel_convention(self.calling_conv, self.is_declaration)
    }

    /// (`kernel_functions::is_clang_kernel_body`.)
    pub fn is_clang_kernel_body(&self) -> bool {
        is_clang_kernel_body_name(&self.name)
    }
}

/// Every function of `module`, in module order (shared: passes walk it while
/// they change the lowering).
pub fn read_functions(module: Module) -> Rc<[FunctionEntry]> {
    module
        .functions()
        .into_iter()
        .map(|value| FunctionEntry {
            value,
            name: value.name(),
            is_declaration: value.is_declaration(),
            calling_conv: value.calling_conv(),
        })
        .collect()
}
