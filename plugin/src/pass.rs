//! The pass: options, translation, output, and the FFI boundary.
//!
//! Nothing may unwind into LLVM: the whole run is inside `catch_unwind`, and a
//! panic becomes an "internal error" diagnostic. Problems are reported with
//! one `emitError` call after all cleanup, because opt exits inside it.

use crate::diagnostics::{render, Diagnostic};
use crate::llvm::Module;
use crate::options::Options;
use crate::output::{write_output, write_output_with, Destination};
use crate::panics::catch_panics;
use llvm_sys::prelude::LLVMModuleRef;
use std::path::{Path, PathBuf};

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
            *params_offset = if params.is_empty() {
                name.len()
            } else {
                params.as_ptr() as usize - name.as_ptr() as usize
            };
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
        module.emit_error(&render(&diagnostics));
    }
}

/// The extension-point instance (clang `-fpass-plugin`, `opt -passes=default<O2>`):
/// like `spirv_emit_run_module` without parameters, except that a module of
/// another target than SPIR or SPIR-V is left alone with a warning, so that a
/// build passing the plugin to every compilation (host code, other
/// targets) still compiles those.
///
/// # Safety
/// `module` is a live module the caller owns for the duration of the call;
/// `params` points to `params_len` readable bytes (the `-spirv-emit-options`
/// text on LLVM 22, else empty).
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_run_extension_point(
    module: LLVMModuleRef,
    params: *const u8,
    params_len: usize,
) {
    // SAFETY: the module outlives this call, and the facade is only used inside it.
    let facade = Module::from_raw(module);
    let triple = facade.target_triple();
    if !crate::triple::is_spir_or_spirv(&triple) {
        crate::lower::warn(&format!(
            "spirv-emit: warning: target triple '{triple}' is not a SPIR target: the module is left to its back end \
             and no SPIR-V is written (compile with --target=spirv64, or -target spir64 -emit-llvm)\n"
        ));
        return;
    }
    spirv_emit_run_module(module, params, params_len);
}

/// Translates and writes; every problem comes back as diagnostics.
pub fn run(module: Module, params: &str) -> Result<(), Vec<Diagnostic>> {
    let options = Options::resolve(params).map_err(|e| vec![Diagnostic::new(e)])?;
    let path = options.output_path(&module.source_file_name());
    // Checked before any work: the text goes beside a file, never to a device.
    let text_path = match options.text {
        true => Some(text_path(&path)?),
        false => None,
    };
    let translated = crate::lower::translate::translate(module, &options)?;
    write_output_with(&path, |out| translated.write_to(out)).map_err(|e| vec![Diagnostic::new(e)])?;
    if let Some(text_path) = text_path {
        write_output(&text_path, translated.text.as_bytes()).map_err(|e| vec![Diagnostic::new(e)])?;
    }
    Ok(())
}

/// Where the `text` option writes the disassembly: `<out>asm`, which needs
/// `<out>` to be a regular file (or a new path); with `-`, a device or a FIFO
/// there is no sensible sibling, so it is an error.
fn text_path(out: &Path) -> Result<PathBuf, Vec<Diagnostic>> {
    let destination = Destination::of(out).map_err(|e| vec![Diagnostic::new(e)])?;
    if !destination.is_file() {
        return Err(vec![Diagnostic::new(format!(
            "option 'text' writes the disassembly to '<out>asm' beside a file output, but the output '{}' is {}; \
             write the binary to a file, or disassemble it with spirv-dis",
            out.display(),
            if matches!(destination, Destination::Stdout) { "standard output" } else { "not a regular file" }
        ))]);
    }
    Ok(PathBuf::from(format!("{}asm", out.display())))
}
