//! spirv-emit in the place of a code generator: LLVM 22's pre-codegen plugin
//! callback (clang `--target=spirv64 -c` / `-S` with `-fpass-plugin`, llc
//! with `-load-pass-plugin`) and the `spirv-emit` command line hand over a
//! module and write its SPIR-V where they write their output, so the output
//! path is theirs (`-o`) and `out=` / `SPIRV_EMIT_OUT` do not apply.

use crate::diagnostics::{render, Diagnostic};
use crate::llvm::Module;
use crate::lower::Translated;
use crate::options::Options;
use crate::panics::catch_panics;
use llvm_sys::prelude::LLVMModuleRef;
use std::os::raw::c_void;

/// What the caller writes: the binary module (clang `-c`, llc
/// `-filetype=obj`), its disassembly (clang `-S`: the `text` option's form,
/// which spirv-dis reads back as it wrote it), or nothing (the module is
/// still translated, so problems are reported).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Binary,
    Text,
    Nothing,
}

/// The options of a code generator run: the `SPIRV_EMIT_*` variables, then
/// `params` (pass parameter syntax: LLVM 22's `-mllvm -spirv-emit-options=...`),
/// except the output (`out=`, `SPIRV_EMIT_OUT`): the caller names it.
pub fn options_from_environment(params: &str) -> Result<Options, String> {
    let mut options = Options::resolve(params)?;
    options.out = None;
    Ok(options)
}

/// Translates `module` and returns its SPIR-V in `form`. A versioned
/// sub-architecture in the triple (`spirv64v1.2`) caps the version unless the
/// options name one.
pub fn emit(module: Module, options: &Options, form: Form) -> Result<Vec<u8>, Vec<Diagnostic>> {
    let translated = translate(module, options, form)?;
    Ok(match form {
        Form::Binary => translated.bytes(),
        Form::Text => translated.text.into_bytes(),
        Form::Nothing => Vec::new(),
    })
}

/// Translates `module` for `form` (its disassembly too when that is the
/// form), the version capped as `emit` says.
pub fn translate(module: Module, options: &Options, form: Form) -> Result<Translated, Vec<Diagnostic>> {
    let mut options = options.clone();
    if options.version.is_none() {
        options.version = crate::triple::version_cap(&module.target_triple());
    }
    options.text = form == Form::Text;
    crate::lower::translate::translate(module, &options)
}

/// Whether LLVM 22's code generator callback writes this module (a SPIR-V
/// triple); the registrar leaves other targets to their back end.
///
/// # Safety
/// `module` is a live module.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_is_codegen_target(module: LLVMModuleRef) -> bool {
    // SAFETY: the caller's module outlives this call.
    let module = Module::from_raw(module);
    catch_panics(|| Ok::<_, Vec<Diagnostic>>(crate::triple::is_spirv_codegen_target(&module.target_triple())))
        .unwrap_or(false)
}

/// The code generator entry (plugin/cxx/registrar.cpp, LLVM 22): translates
/// `module` with the `SPIRV_EMIT_*` options and `params` (the
/// `-spirv-emit-options` text) and hands the result to `write`
/// (with `sink`, the host's output stream), in one piece. `form` is 0 for the
/// binary, 1 for the text, 2 for nothing. Problems are reported as one LLVM
/// error, with nothing written (clang then fails and removes its output).
///
/// # Safety
/// `module` is a live module the caller owns for the duration of the call;
/// `params` points to `params_len` readable bytes; `write` may be called with
/// `sink` and a readable buffer.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_codegen(
    module: LLVMModuleRef,
    params: *const u8,
    params_len: usize,
    form: u32,
    sink: *mut c_void,
    write: unsafe extern "C" fn(sink: *mut c_void, data: *const u8, len: usize),
) {
    // SAFETY: the module outlives this call, and the facade is only used inside it.
    let module = Module::from_raw(module);
    let form = match form {
        0 => Form::Binary,
        1 => Form::Text,
        _ => Form::Nothing,
    };
    let params = if params.is_null() { &[][..] } else { std::slice::from_raw_parts(params, params_len) };
    let params = String::from_utf8_lossy(params);
    let outcome = catch_panics(|| {
        let options = options_from_environment(&params).map_err(|e| vec![Diagnostic::new(e)])?;
        emit(module, &options, form)
    });
    match outcome {
        Ok(bytes) if !bytes.is_empty() => write(sink, bytes.as_ptr(), bytes.len()),
        Ok(_) => {}
        Err(diagnostics) => module.emit_error(&render(&diagnostics)),
    }
}
