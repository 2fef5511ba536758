//! The pass: options, translation, output, and the FFI boundary.
//!
//! Nothing may unwind into LLVM: the whole run is inside `catch_unwind`, and a
//! panic becomes an "internal error" diagnostic. Problems are reported with
//! one `emitError` call after all cleanup, because opt exits inside it.

use crate::diagnostics::{emit_error, render, Diagnostic};
use crate::llvm::Module;
use crate::options::Options;
use crate::output::write_atomically;
use llvm_sys::prelude::LLVMModuleRef;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::sync::{Mutex, Once};

/// Whether a pipeline element names this pass (`spirv-emit` or
/// `spirv-emit<params>`); if so, where its parameters are in `name`.
///
/// # Safety
/// `name` points to `name_len` readable bytes; the out pointers are writable.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_parse_pass_name(
    name: *const u8,
    name_len: usize,
    params_offset: *mut usize,
    params_len: *mut usize,
) -> bool {
    let Ok(name) = std::str::from_utf8(std::slice::from_raw_parts(name, name_len)) else { return false };
    match crate::options::parse_pass_name(name) {
        Some(params) => {
            // The parameters are a suffix of `name` less its closing `>`.
            *params_offset = if params.is_empty() { name.len() } else { params.as_ptr() as usize - name.as_ptr() as usize };
            *params_len = params.len();
            true
        }
        None => false,
    }
}

/// The one entry point of the pass, called by the registrar
/// (plugin/cxx/registrar.cpp) for every instance in a pipeline: `params` are
/// the text between `spirv-emit<` and `>` (empty for the extension-point
/// instance, which the registrar already kept quiet where the pipeline names
/// the pass explicitly).
///
/// # Safety
/// `module` is a live module the caller owns for the duration of the call;
/// `params` points to `params_len` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_run_module(module: LLVMModuleRef, params: *const u8, params_len: usize) {
    let params = if params.is_null() { &[][..] } else { std::slice::from_raw_parts(params, params_len) };
    let params = String::from_utf8_lossy(params);
    // SAFETY: the module outlives this call, and the facade is only used inside it.
    let module = Module::from_raw(module);
    let outcome = catch_panics(|| run(module, &params));
    if let Err(diagnostics) = outcome {
        emit_error(module.context(), &render(&diagnostics));
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
