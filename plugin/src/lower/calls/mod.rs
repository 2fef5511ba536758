//! Call lowering. `registry` classifies every callee once per module;
//! `lower_call` dispatches on that class: LLVM intrinsics (`intrinsics`),
//! builtin variables read by calls (`builtins`), SPIR-V friendly `__spirv_*`
//! calls (`friendly`), OpenCL C builtins (`opencl`, one file per family, with
//! signatures `mangling` demangles), or an ordinary OpFunctionCall.

pub(crate) mod builtins;
pub(crate) mod friendly;
pub(crate) mod intrinsics;
pub(crate) mod mangling;
pub(crate) mod opencl;
pub(crate) mod registry;

use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use crate::llvm::Value;
use registry::CalleeKind;

impl FunctionLowering<'_> {
    pub fn lower_call(&mut self, i: Value) -> LowerResult<()> {
        let callee = i.called_operand();
        if let Some(asm) = callee.inline_asm() {
            return self.lower_inline_asm(i, asm); // extensions::inline_asm
        }
        if !callee.is_function() {
            return self.lower_indirect_call(i); // extensions::function_pointers
        }
        let class = self.ml.calls.get(callee);
        let symbol = callee.name();
        match class.kind {
            CalleeKind::Intrinsic => self.lower_intrinsic(i, &symbol),
            CalleeKind::BuiltinVariable(work_item) => self.lower_work_item_call(i, work_item),
            CalleeKind::UnknownBuiltinVariable => {
                let rest = class.source_name.trim_start_matches("__spirv_BuiltIn");
                Err(format!("unknown SPIR-V builtin variable '{}' (no BuiltIn named '{rest}')", class.source_name))
            }
            CalleeKind::Friendly => self.lower_friendly_call(i, &class.source_name),
            CalleeKind::Extension => self
                .lower_extension_builtin(i, &class.source_name)
                .unwrap_or_else(|| Err(format!("builtin '{}' ({symbol}) is not lowered", class.source_name))),
            CalleeKind::OpenCl => self.lower_opencl_builtin(i, &symbol, class.demangled.as_deref()),
            CalleeKind::Unsupported(feature) => Err(format!(
                "OpenCL builtin function '{}' ({symbol}) is not supported yet ({feature} are not translated)",
                class.source_name
            )),
            CalleeKind::Function => self.lower_function_call(i, callee),
        }
    }
}
