//! The call registry: every function of the module is classified once, by
//! name, before anything is lowered. Both questions about a callee read this
//! one table: "is it a builtin?" (builtins get no OpFunction) and "who lowers
//! a call to it?" (`lower_call`). Names are demangled here, once.
//!
//! A name that belongs to the OpenCL C builtin library (some family in
//! `opencl` claims it) is a builtin even when no family can lower the call:
//! that is an error naming the builtin, never a silently imported function.
//! A declared `__spirv_*` name that names no instruction (nor anything else
//! the friendly lowering knows) is an ordinary, imported function, as the
//! reference translator treats it; one a typo away from an instruction or
//! BuiltIn name is imported too, with a warning suggesting that name.

use crate::llvm::{Module, Value};
use crate::lower::calls::builtins::{friendly_work_item, work_item_builtin, WorkItem};
use crate::lower::calls::friendly_names::{is_known_friendly, similar_friendly_name};
use crate::lower::calls::intrinsics::IntrinsicImports;
use crate::lower::calls::opencl;
use crate::lower::module::mangling::{demangle, source_name, Demangled};
use indexmap::IndexMap;
use spirv_writer::spirv::BuiltIn;
use spirv_writer::ExtensionPolicy;
use std::rc::Rc;
use std::str::FromStr;

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
    pub fn is_builtin(&self) -> bool {
        !matches!(self.kind, CalleeKind::Function)
    }
}

/// Every function of the module, classified. The target's extensions decide
/// whether a vendor builtin is lowered or imported.
pub struct CallRegistry {
    callees: IndexMap<Value, Callee>,
    extensions: ExtensionPolicy,
    /// The intrinsics kept as imported functions (`allow-unknown-intrinsics`, vendors).
    pub intrinsic_imports: IntrinsicImports,
}

impl CallRegistry {
    pub fn classify(
        module: Module,
        extensions: &ExtensionPolicy,
        intrinsic_imports: IntrinsicImports,
    ) -> Self {
        let mut registry =
            CallRegistry { callees: IndexMap::new(), extensions: extensions.clone(), intrinsic_imports };
        registry.callees = module.functions().into_iter().map(|f| (f, registry.classify_one(f))).collect();
        for (f, callee) in &registry.callees {
            warn_if_typo(*f, callee);
        }
        registry
    }

    fn classify_one(&self, f: Value) -> Callee {
        let name = f.name();
        if f.is_declaration() && self.intrinsic_imports.import_name(&name).is_some() {
            return Callee { kind: CalleeKind::Function, source_name: name, demangled: None };
        }
        classify(&name, f.is_declaration(), &self.extensions)
    }

    /// The callee `f`, classified on the fly if the module gained it after
    /// classification.
    pub fn get(&self, f: Value) -> Callee {
        self.callees.get(&f).cloned().unwrap_or_else(|| self.classify_one(f))
    }

    pub fn is_builtin(&self, f: Value) -> bool {
        self.callees.get(&f).map_or_else(|| self.classify_one(f).is_builtin(), Callee::is_builtin)
    }

    /// The LinkageAttributes name of function `f`: an imported intrinsic's
    /// name as its consumers expect it, else the LLVM name.
    pub fn link_name(&self, f: Value) -> String {
        let name = f.name();
        match name.starts_with("llvm.") && f.is_declaration() {
            true => self.intrinsic_imports.import_name(&name).unwrap_or(name),
            false => name,
        }
    }
}

impl Default for CallRegistry {
    fn default() -> Self {
        CallRegistry {
            callees: IndexMap::new(),
            extensions: ExtensionPolicy::none(),
            intrinsic_imports: IntrinsicImports::default(),
        }
    }
}

/// A declared `__spirv_*` function imported because its name is no
/// instruction, while it is two edits away from one: likely a typo, which
/// only the consumer's linker would otherwise report.
fn warn_if_typo(f: Value, callee: &Callee) {
    let declared_friendly = f.is_declaration()
        && matches!(callee.kind, CalleeKind::Function)
        && callee.source_name.starts_with("__spirv_");
    if let Some(similar) = declared_friendly.then(|| similar_friendly_name(&callee.source_name)).flatten() {
        crate::lower::warn(&format!(
            "spirv-emit: warning: '{}' is no SPIR-V friendly name (did you mean '{similar}'?): it is \
             imported as an ordinary function\n",
            callee.source_name
        ));
    }
}

/// Classifies a function by its symbol.
pub fn classify(symbol: &str, is_declaration: bool, extensions: &ExtensionPolicy) -> Callee {
    let source_name = source_name(symbol).to_string();
    let demangled = if is_declaration { demangle(symbol).map(Rc::new) } else { None };
    // A vendor builtin is lowered when the target allows its extension, else imported.
    let kind = match crate::lower::extensions::lowers_vendor_builtin(&source_name, extensions) {
        Some(true) if is_declaration => CalleeKind::Extension,
        Some(false) if is_declaration => CalleeKind::Function,
        _ => kind_of(symbol, &source_name, is_declaration),
    };
    Callee { kind, source_name, demangled }
}

fn kind_of(symbol: &str, source_name: &str, is_declaration: bool) -> CalleeKind {
    if symbol.starts_with("llvm.") {
        return CalleeKind::Intrinsic;
    }
    if !is_declaration {
        // A function with a body is a function, whatever its name looks like
        // (DPC++'s device library defines `__spirv_GlobalInvocationId_x` on
        // top of the builtin variable): only declarations are builtins.
        return CalleeKind::Function;
    }
    if let Some(rest) = source_name.strip_prefix("__spirv_BuiltIn") {
        return match BuiltIn::from_str(rest) {
            Ok(builtin) => CalleeKind::BuiltinVariable(WorkItem {
                builtin,
                vector: None,
                out_of_range: None,
                dimension: None,
            }),
            Err(_) => CalleeKind::UnknownBuiltinVariable,
        };
    }
    if let Some(work_item) = friendly_work_item(source_name) {
        return CalleeKind::BuiltinVariable(work_item);
    }
    if source_name.starts_with("__spirv_") {
        if crate::lower::extensions::is_extension_friendly(source_name) {
            return CalleeKind::Extension;
        }
        // A name that is no instruction is a function the module imports.
        return match is_known_friendly(source_name) {
            true => CalleeKind::Friendly,
            false => CalleeKind::Function,
        };
    }
    if let Some(work_item) = work_item_builtin(source_name) {
        return CalleeKind::BuiltinVariable(work_item);
    }
    if is_declaration && crate::lower::extensions::is_extension_builtin(source_name) {
        return CalleeKind::Extension;
    }
    if is_declaration && opencl::is_library_name(source_name) {
        return CalleeKind::OpenCl;
    }
    CalleeKind::Function
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `source_name` (demangled) is a builtin of any kind: the OpenCL C
    /// library, work-item functions, or SPIR-V friendly calls.
    pub fn is_builtin_name(source_name: &str) -> bool {
        source_name.starts_with("__spirv_")
            || work_item_builtin(source_name).is_some()
            || opencl::is_library_name(source_name)
    }

    #[test]
    fn kinds() {
        assert!(matches!(kind_of("llvm.fma.f32", "llvm.fma.f32", true), CalleeKind::Intrinsic));
        assert!(matches!(
            kind_of("_Z13get_global_idj", "get_global_id", true),
            CalleeKind::BuiltinVariable(_)
        ));
        assert!(matches!(kind_of("_Z4sqrtf", "sqrt", true), CalleeKind::OpenCl));
        assert!(matches!(kind_of("_Z4sqrtf", "sqrt", false), CalleeKind::Function));
        assert!(matches!(
            kind_of("__spirv_ControlBarrier", "__spirv_ControlBarrier", true),
            CalleeKind::Friendly
        ));
        assert!(matches!(
            kind_of("__spirv_BuiltInNope", "__spirv_BuiltInNope", true),
            CalleeKind::UnknownBuiltinVariable
        ));
        assert!(matches!(kind_of("_Z9read_pipe", "read_pipe", true), CalleeKind::OpenCl));
        assert!(matches!(kind_of("my_helper", "my_helper", true), CalleeKind::Function));
        for defined in ["__spirv_GlobalInvocationId_x", "__spirv_BuiltInWorkDim", "get_global_id"] {
            assert!(matches!(kind_of(defined, defined, false), CalleeKind::Function), "{defined}");
        }
        assert!(matches!(kind_of("commit_changes", "commit_changes", true), CalleeKind::Function));
        // A `__spirv_` name that is no instruction is an ordinary function.
        for other in ["__spirv_somefunc_with_underscore", "__spirv_ControlBarier"] {
            assert!(matches!(kind_of(other, other, true), CalleeKind::Function), "{other}");
        }
        assert_eq!(similar_friendly_name("__spirv_ControlBarier").as_deref(), Some("__spirv_ControlBarrier"));
        assert_eq!(
            similar_friendly_name("__spirv_GlobalInvocationIdd_x").as_deref(),
            Some("__spirv_GlobalInvocationId_x")
        );
        assert_eq!(similar_friendly_name("__spirv_somefunc_with_underscore"), None);
        assert!(matches!(
            kind_of("_Z17clock_read_devicev", "clock_read_device", true),
            CalleeKind::Extension
        ));
    }

    /// Every name of the OpenCL C library the lowering knew before families
    /// declared their own names is still recognized.
    #[test]
    fn library_names() {
        for name in [
            "sqrt",
            "convert_int4_sat",
            "as_float",
            "vload4",
            "vstore_half",
            "atomic_add",
            "atom_inc",
            "read_imagef",
            "write_imagei",
            "get_image_width",
            "sub_group_reduce_add",
            "work_group_barrier",
            "intel_sub_group_shuffle",
            "native_sin",
            "half_exp",
            "async_work_group_copy",
            "get_fence",
            "to_global",
            "__to_local",
            "__translate_sampler_initializer",
            "__read_pipe_2",
            "__enqueue_kernel_basic",
            "get_kernel_work_group_size",
            "get_pipe_num_packets",
            "get_default_queue",
            "get_sub_group_eq_mask",
            "dot_4x8packed_uu_uint",
            "dot_acc_sat_4x8packed_ss_int",
            "abs",
            "mad24",
            "mix",
            "cross",
            "fast_length",
            "isequal",
            "signbit",
            "any",
            "bitselect",
            "shuffle2",
            "barrier",
            "mem_fence",
            "printf",
            "wait_group_events",
            "prefetch",
            "ndrange_2D",
            "read_pipe",
            "is_valid_reserve_id",
            "bitfield_insert",
            "bit_reverse",
            "dot_acc_sat",
            "max",
            "clamp",
            "dot",
            "popcount",
            "rotate",
            "atomic_work_item_fence",
            "sub_group_barrier",
            "retain_event",
        ] {
            assert!(is_builtin_name(name), "{name}");
        }
        assert!(!is_builtin_name("my_helper"));
        assert!(!is_builtin_name("commit_changes"));
    }
}
