//! Reading LLVM IR (bitcode or text) into a context of one's own: what the
//! command, the Rust API's callers and the tests need when they hold no
//! module yet. The pass itself is handed its module by LLVM.

use super::Module;
use llvm_sys::core::*;
#[allow(deprecated)]
use llvm_sys::ir_reader::LLVMParseIRInContext;
use llvm_sys::prelude::*;
use std::ffi::{CStr, CString};

/// An LLVM context, disposed with its modules when dropped. A module parsed
/// into it (a plain handle, like every handle of the facade) must not be used
/// after the context is dropped.
pub struct OwnedContext(LLVMContextRef);

impl OwnedContext {
    pub fn new() -> OwnedContext {
        // SAFETY: creates a fresh context owned by this value.
        OwnedContext(unsafe { LLVMContextCreate() })
    }

    /// Reads `path` (`-`: standard input) as bitcode or textual IR; the error
    /// is LLVM's message.
    pub fn parse_file(&self, path: &str) -> Result<Module, String> {
        let c_path = CString::new(path).map_err(|e| e.to_string())?;
        let mut buffer: LLVMMemoryBufferRef = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        // SAFETY: the out pointers are valid; on failure LLVM sets `message`.
        let failed = unsafe {
            if path == "-" {
                LLVMCreateMemoryBufferWithSTDIN(&mut buffer, &mut message)
            } else {
                LLVMCreateMemoryBufferWithContentsOfFile(c_path.as_ptr(), &mut buffer, &mut message)
            }
        } != 0;
        if failed {
            return Err(take_message(message));
        }
        self.parse_buffer(buffer)
    }

    /// Parses `ir` (bitcode or text); `name` is the buffer's name in LLVM's messages.
    pub fn parse_bytes(&self, ir: &[u8], name: &str) -> Result<Module, String> {
        let c_name = CString::new(name).map_err(|e| e.to_string())?;
        // SAFETY: LLVM copies the bytes; the buffer is handed to the parser, which owns it.
        let buffer = unsafe {
            LLVMCreateMemoryBufferWithMemoryRangeCopy(ir.as_ptr().cast(), ir.len(), c_name.as_ptr())
        };
        self.parse_buffer(buffer)
    }

    fn parse_buffer(&self, buffer: LLVMMemoryBufferRef) -> Result<Module, String> {
        let mut module: LLVMModuleRef = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        // SAFETY: takes ownership of `buffer`; the module belongs to the context.
        // (LLVM 22 deprecates it for LLVMParseIRInContext2, which older LLVMs lack.)
        #[allow(deprecated)]
        let failed = unsafe { LLVMParseIRInContext(self.0, buffer, &mut module, &mut message) } != 0;
        if failed {
            return Err(take_message(message));
        }
        if !message.is_null() {
            // SAFETY: a message LLVM gave us and nothing else holds.
            unsafe { LLVMDisposeMessage(message) };
        }
        // SAFETY: the module lives as long as the context (see the type's documentation).
        Ok(unsafe { Module::from_raw(module) })
    }
}

impl Default for OwnedContext {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for OwnedContext {
    fn drop(&mut self) {
        // SAFETY: the context's modules are borrowed from it, so none is used after this.
        unsafe { LLVMContextDispose(self.0) }
    }
}

/// An LLVM message as a String (disposed).
fn take_message(message: *mut std::os::raw::c_char) -> String {
    if message.is_null() {
        return "unknown error".to_string();
    }
    // SAFETY: LLVM gives a NUL-terminated message we own.
    let text = unsafe { CStr::from_ptr(message) }.to_string_lossy().trim().to_string();
    // SAFETY: disposed once, after the copy.
    unsafe { LLVMDisposeMessage(message) };
    text
}
