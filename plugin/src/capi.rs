//! The C API (plugin/include/spirv_emit.h): `api::translate_with` behind an
//! opaque result the caller frees. Every entry point catches panics, so
//! nothing unwinds into the host; the only process-wide state is the panic
//! hook of `panics.rs` (installed once, per-thread messages).

use crate::api::translate_with;
use crate::diagnostics::{render, Diagnostic};
use crate::llvm::Module;
use llvm_sys::prelude::LLVMModuleRef;
use std::ffi::{CStr, CString};
use std::os::raw::{c_char, c_int, c_uint};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// `spirv_emit_result`: the words, or the diagnostics (as C strings, kept
/// alive until the result is freed).
pub struct CResult {
    succeeded: bool,
    words: Vec<u32>,
    /// The whole report as the pass prints it; empty on success.
    message: CString,
    /// Each problem as one text, and the function it names (if any).
    diagnostics: Vec<(CString, Option<CString>)>,
}

/// A C string of `text` (an interior NUL, which LLVM names cannot hold in
/// practice, becomes a space).
fn c_string(text: &str) -> CString {
    CString::new(text.replace('\0', " ")).unwrap_or_default()
}

impl CResult {
    fn failed(list: &[Diagnostic]) -> CResult {
        CResult {
            succeeded: false,
            words: Vec::new(),
            message: c_string(&render(list)),
            diagnostics: list
                .iter()
                .map(|d| (c_string(&d.to_string()), d.function.as_deref().map(c_string)))
                .collect(),
        }
    }
}

/// `SPIRV_EMIT_VERSION_{MAJOR,MINOR,PATCH}` of the library (for a header/library mismatch check).
///
/// # Safety
/// Each pointer is null or writable.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_version(major: *mut c_uint, minor: *mut c_uint, patch: *mut c_uint) {
    let parse = |s: &str| s.parse::<c_uint>().unwrap_or(0);
    for (out, part) in [
        (major, env!("CARGO_PKG_VERSION_MAJOR")),
        (minor, env!("CARGO_PKG_VERSION_MINOR")),
        (patch, env!("CARGO_PKG_VERSION_PATCH")),
    ] {
        if !out.is_null() {
            *out = parse(part);
        }
    }
}

/// The LLVM major the library is built for (its modules must come from that LLVM).
#[no_mangle]
pub extern "C" fn spirv_emit_llvm_major() -> c_uint {
    crate::LLVM_MAJOR
}

/// Translates `module` with `options` (pass-parameter syntax; null = none).
/// Returns a result to free with `spirv_emit_result_free`; null only if
/// building the result itself failed (not expected).
///
/// # Safety
/// `module` is null or a live module not used by another thread during the
/// call; `options` is null or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_translate(module: LLVMModuleRef, options: *const c_char) -> *mut CResult {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let options = match options.is_null() {
            true => String::new(),
            false => CStr::from_ptr(options).to_string_lossy().into_owned(),
        };
        let result = match module.is_null() {
            true => Err(vec![Diagnostic::new("no module (a null LLVMModuleRef) was given")].into()),
            // SAFETY: the caller's module outlives this call, and the facade is only used inside it.
            false => translate_with(Module::from_raw(module), &options),
        };
        let result = match result {
            Ok(words) => {
                CResult { succeeded: true, words, message: CString::default(), diagnostics: Vec::new() }
            }
            Err(diagnostics) => CResult::failed(&diagnostics.0),
        };
        Box::into_raw(Box::new(result))
    }));
    outcome.unwrap_or(std::ptr::null_mut())
}

/// 1 if the module was translated (the words are there), 0 if not (the diagnostics are).
///
/// # Safety
/// `result` is null or a live result.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_succeeded(result: *const CResult) -> c_int {
    c_int::from(result.as_ref().is_some_and(|r| r.succeeded))
}

/// The words (null and 0 on failure); they live as long as the result.
///
/// # Safety
/// `result` is null or a live result; `count` is null or writable.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_words(result: *const CResult, count: *mut usize) -> *const u32 {
    let words = result.as_ref().map_or(&[][..], |r| &r.words[..]);
    if !count.is_null() {
        *count = words.len();
    }
    if words.is_empty() {
        std::ptr::null()
    } else {
        words.as_ptr()
    }
}

/// All problems as one text, as the pass prints them ("" on success).
///
/// # Safety
/// `result` is null or a live result.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_message(result: *const CResult) -> *const c_char {
    result.as_ref().map_or(c"".as_ptr(), |r| r.message.as_ptr())
}

/// How many problems the result lists (0 on success).
///
/// # Safety
/// `result` is null or a live result.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_diagnostic_count(result: *const CResult) -> usize {
    result.as_ref().map_or(0, |r| r.diagnostics.len())
}

/// Problem `index`: "in function 'f': what\n    the instruction"; null past the end.
///
/// # Safety
/// `result` is null or a live result.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_diagnostic(result: *const CResult, index: usize) -> *const c_char {
    match result.as_ref().and_then(|r| r.diagnostics.get(index)) {
        Some((text, _)) => text.as_ptr(),
        None => std::ptr::null(),
    }
}

/// The function problem `index` is in; null if it names none (a module-level problem).
///
/// # Safety
/// `result` is null or a live result.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_diagnostic_function(
    result: *const CResult,
    index: usize,
) -> *const c_char {
    match result.as_ref().and_then(|r| r.diagnostics.get(index)) {
        Some((_, Some(function))) => function.as_ptr(),
        _ => std::ptr::null(),
    }
}

/// Frees a result (and its words and texts); null is ignored.
///
/// # Safety
/// `result` is null or a result not freed yet.
#[no_mangle]
pub unsafe extern "C" fn spirv_emit_result_free(result: *mut CResult) {
    if !result.is_null() {
        drop(Box::from_raw(result));
    }
}

#[cfg(test)]
mod tests {
    /// The header's version macros are the crate's version.
    #[test]
    fn header_version_is_the_crate_version() {
        let header = include_str!("../include/spirv_emit.h");
        for (part, value) in [
            ("MAJOR", env!("CARGO_PKG_VERSION_MAJOR")),
            ("MINOR", env!("CARGO_PKG_VERSION_MINOR")),
            ("PATCH", env!("CARGO_PKG_VERSION_PATCH")),
        ] {
            let line = format!("#define SPIRV_EMIT_VERSION_{part} {value}\n");
            assert!(header.contains(&line), "spirv_emit.h lacks `{}`", line.trim());
        }
    }
}
