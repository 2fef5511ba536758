//! Which casts to generic the OpenCL builtins make unneeded: core cast
//! lowering (`body::casts`) asks before it emits OpPtrCastToGeneric.

use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::callees::CalleeKind;
use spirv_writer::spirv::StorageClass;

/// Whether `cast` (an addrspacecast to generic) is only passed to OpenCL
/// builtins, which use the pointer before the cast (`strip_generic_cast`:
/// Intel's CPU runtime cannot link several builtins on Generic pointers): then no
/// OpPtrCastToGeneric is needed (nor GenericPointer, which OpenCL 1.2
/// lacks, though clang 16 passes `wait_group_events` a generic pointer there).
pub(crate) fn generic_cast_only_for_builtins(f: &FunctionLowering<'_>, cast: Value) -> bool {
    let spaces = &f.module_ref().address_spaces;
    if !spaces.is(cast.ty().address_space(), StorageClass::Generic)
        || spaces.is(cast.operand(0).ty().address_space(), StorageClass::Generic)
    {
        return false;
    }
    let users = cast.users();
    !users.is_empty()
        && users.into_iter().all(|u| {
            let Some(u) = u.as_call().filter(|u| u.called_operand().is_function()) else {
                return false;
            };
            let callee = f.module_ref().calls.get(u.called_operand());
            matches!(callee.kind, CalleeKind::OpenCl)
                && !callee.source_name.starts_with("__")
                && !matches!(callee.source_name.as_str(), "to_global" | "to_local" | "to_private")
        })
}
