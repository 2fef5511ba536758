//! Call lowering. `registry` classifies every callee once per module;
//! `lower_call` dispatches on that class: LLVM intrinsics (`intrinsics`),
//! builtin variables read by calls (`builtins`), SPIR-V friendly `__spirv_*`
//! calls (`friendly`), OpenCL C builtins (`opencl`, one file per family, with
//! signatures `mangling` demangles), or an ordinary OpFunctionCall.

pub(crate) mod builtins;
pub(crate) mod callee;
pub(crate) mod friendly;
mod friendly_decorations;
mod friendly_ext_inst;
mod friendly_images;
mod friendly_names;
mod friendly_pointers;
mod friendly_ptr_compare;
pub(crate) mod intrinsics;
pub(crate) mod opencl;
mod prefetch;
pub(crate) mod registry;
pub(crate) mod spec_constants;

use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::control;
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions;
use crate::lower::extensions::function_indices;
use crate::lower::extensions::function_pointers;
use crate::lower::extensions::inline_asm;
use crate::lower::LowerResult;
use callee::CalleeKind;

pub(crate) fn lower_call(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let i = i.as_call().ok_or(LowerError::Internal("lowering a call that is not one"))?;
    let callee = i.called_operand();
    if let Some(asm) = callee.inline_asm() {
        return inline_asm::lower_inline_asm(f, i, asm);
    }
    if !callee.is_function() {
        if f.module().uses_function_indices() {
            return function_indices::lower_dispatch_call(f, i);
        }
        return function_pointers::lower_indirect_call(f, i);
    }
    let class = f.module().calls.get(callee);
    let symbol = callee.name();
    match class.kind {
        CalleeKind::Intrinsic => intrinsics::lower_intrinsic(f, i, &symbol),
        CalleeKind::BuiltinVariable(work_item) => builtins::lower_work_item_call(f, i, work_item),
        CalleeKind::UnknownBuiltinVariable => {
            let rest = class.source_name.trim_start_matches("__spirv_BuiltIn");
            Err(LowerError::convention(
                format!("'{}'", class.source_name),
                format!("unknown SPIR-V builtin variable (no BuiltIn named '{rest}')"),
            ))
        }
        CalleeKind::Friendly => friendly::lower_friendly_call(f, i, &class.source_name),
        CalleeKind::Extension => extensions::lower_extension_builtin(f, i, &class.source_name)
            .unwrap_or_else(|| {
                Err(LowerError::UnknownBuiltin {
                    kind: "builtin",
                    name: class.source_name.clone(),
                    symbol: symbol.clone(),
                    detail: None,
                })
            }),
        CalleeKind::OpenCl => opencl::lower_opencl_builtin(f, i, &symbol, class.demangled.as_deref()),
        CalleeKind::Function => control::lower_function_call(f, i, callee),
    }
}
