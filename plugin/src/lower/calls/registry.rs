//! The call registry: every function of the module is classified once, by
//! name, before anything is lowered, from the call tables; the result
//! (`module::callees`, kept in the module context) answers both questions
//! about a callee: "is it a builtin?" (builtins get no OpFunction) and "who
//! lowers a call to it?" (`lower_call`). Names are demangled here, once.
//!
//! A name that belongs to the OpenCL C builtin library (some family in
//! `opencl` claims it) is a builtin even when no family can lower the call:
//! that is an error naming the builtin, never a silently imported function.
//! A declared `__spirv_*` name that names no instruction (nor anything else
//! the friendly lowering knows) is an ordinary, imported function, as the
//! reference translator treats it; one a typo away from an instruction or
//! BuiltIn name is imported too, with a warning suggesting that name.

use crate::lower::calls::builtins::{friendly_work_item, work_item_builtin};
use crate::lower::calls::friendly_names::{is_known_friendly, similar_friendly_name};
use crate::lower::calls::intrinsics::IntrinsicImports;
use crate::lower::calls::opencl;
use crate::lower::module::callees::{Callee, CalleeKind, Callees, WorkItem};
use crate::lower::module::function_table::FunctionEntry;
use crate::lower::module::mangling::{demangle, source_name};
use spirv_writer::spirv::BuiltIn;
use spirv_writer::ExtensionPolicy;
use std::rc::Rc;
use std::str::FromStr;

/// Every function of the module, classified, for the module context. The
/// target's extensions decide whether a vendor builtin is lowered or imported;
/// `intrinsic_imports`, which intrinsics are kept as imported functions (and
/// their link names).
pub fn classify_functions(
    functions: &[FunctionEntry],
    extensions: &ExtensionPolicy,
    intrinsic_imports: &IntrinsicImports,
) -> Callees {
    let classes: Vec<Callee> =
        functions.iter().map(|f| classify_one(f, extensions, intrinsic_imports)).collect();
    for (f, callee) in functions.iter().zip(&classes) {
        warn_if_typo(f, callee);
    }
    let callees = functions.iter().map(|f| f.value).zip(classes).collect();
    let import_names =
        functions.iter().filter_map(|f| Some((f.value, import_name(f, intrinsic_imports)?))).collect();
    Callees::new(callees, import_names)
}

fn classify_one(
    f: &FunctionEntry,
    extensions: &ExtensionPolicy,
    intrinsic_imports: &IntrinsicImports,
) -> Callee {
    if f.is_declaration && intrinsic_imports.import_name(&f.name).is_some() {
        return Callee { kind: CalleeKind::Function, source_name: f.name.clone(), demangled: None };
    }
    classify(&f.name, f.is_declaration, extensions)
}

/// The LinkageAttributes name of function `f` when it is an imported
/// intrinsic: its name as its consumers expect it.
fn import_name(f: &FunctionEntry, intrinsic_imports: &IntrinsicImports) -> Option<String> {
    match f.is_declaration && f.name.starts_with("llvm.") {
        true => intrinsic_imports.import_name(&f.name),
        false => None,
    }
}

/// A declared `__spirv_*` function imported because its name is no
/// instruction, while it is two edits away from one: likely a typo, which
/// only the consumer's linker would otherwise report.
fn warn_if_typo(f: &FunctionEntry, callee: &Callee) {
    let declared_friendly = f.is_declaration
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
