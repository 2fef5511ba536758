//! The pass: options, translation, output, and the FFI boundary.
//!
//! Nothing may unwind into LLVM: the whole run is inside `catch_unwind`, and a
//! panic becomes an "internal error" diagnostic. Problems are reported with
//! one `emitError` call after all cleanup, because opt exits inside it.

use crate::diagnostics::{emit_error, render, Diagnostic};
use crate::llvm::Module;
use crate::options::Options;
use crate::output::write_atomically;
use llvm_plugin::inkwell::module::Module as InkwellModule;
use llvm_plugin::{LlvmModulePass, ModuleAnalysisManager, PreservedAnalyses};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::{Mutex, Once};

pub struct SpirvEmitPass {
    params: String,
    from_extension_point: bool,
}

impl SpirvEmitPass {
    pub fn explicit(params: &str) -> Self {
        SpirvEmitPass { params: params.to_string(), from_extension_point: false }
    }

    pub fn extension_point() -> Self {
        SpirvEmitPass { params: String::new(), from_extension_point: true }
    }
}

impl LlvmModulePass for SpirvEmitPass {
    fn run_pass(&self, module: &mut InkwellModule, _manager: &ModuleAnalysisManager) -> PreservedAnalyses {
        if self.from_extension_point && crate::explicit_pass_in_pipeline() {
            return PreservedAnalyses::All;
        }
        // SAFETY: the module outlives this call, and the facade is only used inside it.
        let module = unsafe { Module::from_raw(module.as_mut_ptr()) };
        let outcome = catch_panics(|| run(module, &self.params));
        if let Err(diagnostics) = outcome {
            emit_error(module.context(), &render(&diagnostics));
        }
        PreservedAnalyses::All
    }
}

/// Translates and writes; every problem comes back as diagnostics.
pub fn run(module: Module, params: &str) -> Result<(), Vec<Diagnostic>> {
    let options = Options::resolve(params).map_err(|e| vec![Diagnostic::new(e)])?;
    let translated = crate::lower::translate(module, &options)?;
    let path = options.output_path(&module.source_file_name());
    write_atomically(&path, &translated.bytes).map_err(|e| vec![Diagnostic::new(e)])?;
    if options.text {
        let text_path = Path::new(&format!("{}asm", path.display())).to_path_buf();
        write_atomically(&text_path, translated.text.as_bytes()).map_err(|e| vec![Diagnostic::new(e)])?;
    }
    Ok(())
}

/// The message of the last panic caught, set by our panic hook (which also
/// keeps the default hook from printing into the host's stderr).
static LAST_PANIC: Mutex<String> = Mutex::new(String::new());

fn catch_panics(f: impl FnOnce() -> Result<(), Vec<Diagnostic>>) -> Result<(), Vec<Diagnostic>> {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            if let Ok(mut last) = LAST_PANIC.lock() {
                *last = info.to_string();
            }
        }))
    });
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(_) => {
            let what = LAST_PANIC.lock().map(|s| s.clone()).unwrap_or_default();
            Err(vec![Diagnostic::new(format!(
                "internal error (please report it with the input module): {what}; no SPIR-V was written"
            ))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panics_become_diagnostics() {
        let result = catch_panics(|| {
            let v: Vec<u32> = Vec::new();
            let _ = v[3];
            Ok(())
        });
        let errors = result.unwrap_err();
        assert!(errors[0].message.starts_with("internal error"), "{}", errors[0].message);
        assert!(errors[0].message.contains("index out of bounds"), "{}", errors[0].message);
        // Errors pass through untouched.
        let passed = catch_panics(|| Err(vec![Diagnostic::new("x")]));
        assert_eq!(passed.unwrap_err()[0].message, "x");
    }
}
