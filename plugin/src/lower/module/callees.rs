//! Which function is what: every function of the module classified once, by
//! name, before anything is lowered, and kept in the module context. The
//! classification reads the call tables: `calls::registry` makes it (the
//! translation hands it to the module context); here is its result, which
//! both questions about a callee read: "is it a builtin?" (builtins get no
//! OpFunction) and "who lowers a call to it?" (`calls::lower_call`).

use crate::llvm::Value;
use crate::local_hash::LocalHashMap;
use crate::lower::module::mangling::Demangled;
use rustc_hash::FxHashMap;
use spirv_writer::spirv::BuiltIn;
use std::rc::Rc;

/// What a callee is, and so which part of `calls` lowers calls to it.
#[derive(Clone, Debug)]
pub enum CalleeKind {
    /// `llvm.*`: `intrinsics`.
    Intrinsic,
    /// A load of a BuiltIn variable: an OpenCL work-item function
    /// (`get_global_id`) or the call form `__spirv_BuiltInGlobalInvocationId(i)`.
    BuiltinVariable(WorkItem),
    /// `__spirv_BuiltIn<X>` where SPIR-V has no BuiltIn `X`.
    UnknownBuiltinVariable,
    /// Another `__spirv_*` call (an instruction, `__spirv_ocl_*`): `friendly`.
    Friendly,
    /// A declared OpenCL C builtin: `opencl`, by family.
    OpenCl,
    /// A declared OpenCL C builtin an extension provides (bfloat16
    /// conversions, kernel clocks, split barriers, Intel's vendor builtins
    /// when the target allows their extension), or a `__spirv_*` call an
    /// extension lowers itself: `lower::extensions`.
    Extension,
    /// An ordinary function: defined in the module, or imported through
    /// linkage (also a vendor builtin whose extension the target does not
    /// allow, and an intrinsic `intrinsics::IntrinsicImports` keeps).
    Function,
}

/// A builtin variable read by a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkItem {
    pub builtin: BuiltIn,
    /// Whether the variable is a 3-vector the call's argument indexes; `None`:
    /// a vector exactly when the call has an argument (`__spirv_BuiltIn*`).
    pub vector: Option<bool>,
    /// The value an out-of-range dimension yields (OpenCL C 6.15.1); `None`:
    /// the component is read dynamically, unchecked.
    pub out_of_range: Option<u64>,
    /// The component the name selects (`__spirv_GlobalInvocationId_y`), for
    /// calls without a dimension argument.
    pub dimension: Option<u32>,
}

/// One classified callee.
#[derive(Clone, Debug)]
pub struct Callee {
    pub kind: CalleeKind,
    /// The source name (`get_global_id` for `_Z13get_global_idj`).
    pub source_name: String,
    /// The demangled signature, when the name is an Itanium mangling of the
    /// OpenCL builtin subset (declarations only).
    pub demangled: Option<Rc<Demangled>>,
}

impl Callee {
    /// Whether calls to it are lowered to instructions, not OpFunctionCall.
    pub fn is_builtin(&self) -> bool {
        !matches!(self.kind, CalleeKind::Function)
    }
}

/// Every function of the module, classified (`calls::registry::classify_functions`).
pub struct Callees {
    /// Every function of the module: the translation never changes the IR,
    /// so no function comes after classification.
    /// (Hashed by address: never iterated.)
    callees: LocalHashMap<Value, Callee>,
    /// The LinkageAttributes names that are not the LLVM name: each imported
    /// intrinsic's name as its consumers expect it.
    import_names: FxHashMap<Value, String>,
}

impl Callees {
    pub fn new(callees: LocalHashMap<Value, Callee>, import_names: FxHashMap<Value, String>) -> Self {
        Callees { callees, import_names }
    }

    /// The callee `f` (a function the classification has not seen, which the
    /// unchanged IR never shows, would be an ordinary function).
    pub fn get(&self, f: Value) -> Callee {
        self.callees.get(&f).cloned().unwrap_or_else(|| Callee {
            kind: CalleeKind::Function,
            source_name: f.name(),
            demangled: None,
        })
    }

    pub fn is_builtin(&self, f: Value) -> bool {
        self.callees.get(&f).is_some_and(Callee::is_builtin)
    }

    /// The LinkageAttributes name of function `f` (LLVM name `name`): an
    /// imported intrinsic's name as its consumers expect it, else `name`.
    pub fn link_name(&self, f: Value, name: &str) -> String {
        self.import_names.get(&f).cloned().unwrap_or_else(|| name.to_string())
    }
}
