//! Call lowering. `registry` classifies every callee once per module;
//! `lower_call` dispatches on that class: LLVM intrinsics (`intrinsics`),
//! builtin variables read by calls (`builtins`), SPIR-V friendly `__spirv_*`
//! calls (`friendly`), OpenCL C builtins (`opencl`, one file per family, with
//! signatures `mangling` demangles), or an ordinary OpFunctionCall.

pub(crate) mod builtins;
pub(crate) mod friendly;
mod friendly_decorations;
mod friendly_ext_inst;
mod friendly_images;
mod friendly_names;
mod friendly_pointers;
mod friendly_ptr_compare;
pub(crate) mod intrinsics;
pub(crate) mod mangling;
pub(crate) mod opencl;
mod prefetch;
pub(crate) mod registry;
pub(crate) mod spec_constants;

use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use registry::CalleeKind;

impl FunctionLowering<'_> {
    pub fn lower_call(&mut self, i: Value) -> LowerResult<()> {
        let i = i.as_call().ok_or(LowerError::Internal("lowering a call that is not one"))?;
        let callee = i.called_operand();
        if let Some(asm) = callee.inline_asm() {
            return self.lower_inline_asm(i, asm); // extensions::inline_asm
        }
        if !callee.is_function() {
            if self.ml.uses_function_indices() {
                return self.lower_dispatch_call(i); // extensions::function_indices
            }
            return self.lower_indirect_call(i); // extensions::function_pointers
        }
        let class = self.ml.calls.get(callee);
        let symbol = callee.name();
        match class.kind {
            CalleeKind::Intrinsic => self.lower_intrinsic(i, &symbol),
            CalleeKind::BuiltinVariable(work_item) => self.lower_work_item_call(i, work_item),
            CalleeKind::UnknownBuiltinVariable => {
                let rest = class.source_name.trim_start_matches("__spirv_BuiltIn");
                Err(LowerError::convention(
                    format!("'{}'", class.source_name),
                    format!("unknown SPIR-V builtin variable (no BuiltIn named '{rest}')"),
                ))
            }
            CalleeKind::Friendly => self.lower_friendly_call(i, &class.source_name),
            CalleeKind::Extension => {
                self.lower_extension_builtin(i, &class.source_name).unwrap_or_else(|| {
                    Err(LowerError::UnknownBuiltin {
                        kind: "builtin",
                        name: class.source_name.clone(),
                        symbol: symbol.clone(),
                        detail: None,
                    })
                })
            }
            CalleeKind::OpenCl => self.lower_opencl_builtin(i, &symbol, class.demangled.as_deref()),
            CalleeKind::Function => self.lower_function_call(i, callee),
        }
    }
}
