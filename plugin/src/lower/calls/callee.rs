//! What the call registry (`registry`) says of a callee: its kind, which
//! says which part of `calls` lowers calls to it, its source name and its
//! demangled signature. Core lowerings read it too (`opencl::generic_casts`).

use crate::lower::calls::builtins::WorkItem;
use crate::lower::module::mangling::Demangled;
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
    pub fn lowers_to_instructions(&self) -> bool {
        !matches!(self.kind, CalleeKind::Function)
    }
}
