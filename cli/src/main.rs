//! `spirv-emit`: the plugin's translation as a command. Reads LLVM bitcode or
//! textual IR, writes SPIR-V; understands the reference translator's forward
//! command line, so that, linked as `llvm-spirv`, it is what clang 15-19 run
//! for `--target=spirv64 -c` (see args.rs for the options).

mod args;

use args::{Command, Parsed};
use spirv_emit::codegen::{emit, options_from_environment};
use spirv_emit::diagnostics::{render, Diagnostic};
use spirv_emit::llvm::Module;
use spirv_emit::llvm_sys::core::*;
#[allow(deprecated)]
use spirv_emit::llvm_sys::ir_reader::LLVMParseIRInContext;
use spirv_emit::llvm_sys::prelude::*;
use spirv_emit::panics::catch_panics;
use std::ffi::{CStr, CString};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = options_from_environment("")
        .map_err(|e| format!("spirv-emit: {e}"))
        .and_then(|defaults| args::parse(&args, defaults));
    let outcome = match parsed {
        Ok(Parsed::Help) => {
            println!("{}", args::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Version) => {
            println!("spirv-emit {} (LLVM {})", env!("CARGO_PKG_VERSION"), spirv_emit::LLVM_MAJOR);
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Run(command)) => translate(&command),
        Err(message) => Err(message),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // A closed stderr must not turn into a panic.
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "{message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads, translates and writes; the message to print on failure. Nothing is
/// written on failure.
fn translate(command: &Command) -> Result<(), String> {
    let context = Context::new();
    let module = context.parse(&command.input)?;
    let bytes = catch_panics(|| emit(module, &command.options, command.form))
        .map_err(|diagnostics: Vec<Diagnostic>| render(&diagnostics))?;
    spirv_emit::output::write_output(std::path::Path::new(&command.output_path()), &bytes)
        .map_err(|e| format!("spirv-emit: {e}"))
}

/// An LLVM context, disposed (with its modules) when dropped.
struct Context(LLVMContextRef);

impl Context {
    fn new() -> Context {
        // SAFETY: creates a fresh context owned by this value.
        Context(unsafe { LLVMContextCreate() })
    }

    /// Reads `path` (`-`: standard input) as bitcode or textual IR.
    fn parse(&self, path: &str) -> Result<Module, String> {
        let fail = |why: String| format!("spirv-emit: cannot read '{path}': {why}");
        let mut buffer: LLVMMemoryBufferRef = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        let c_path = CString::new(path).map_err(|e| fail(e.to_string()))?;
        // SAFETY: the out pointers are valid; on failure LLVM sets `message`.
        let failed = unsafe {
            if path == "-" {
                LLVMCreateMemoryBufferWithSTDIN(&mut buffer, &mut message)
            } else {
                LLVMCreateMemoryBufferWithContentsOfFile(c_path.as_ptr(), &mut buffer, &mut message)
            }
        } != 0;
        if failed {
            return Err(fail(take_message(message)));
        }
        let mut module: LLVMModuleRef = std::ptr::null_mut();
        // SAFETY: takes ownership of `buffer`; the module belongs to the context.
        // (LLVM 22 deprecates it for LLVMParseIRInContext2, which older LLVMs lack.)
        #[allow(deprecated)]
        let failed = unsafe { LLVMParseIRInContext(self.0, buffer, &mut module, &mut message) } != 0;
        if failed {
            return Err(fail(take_message(message)));
        }
        // SAFETY: the module lives as long as the context, which outlives the translation.
        Ok(unsafe { Module::from_raw(module) })
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: the context and its modules are not used after this.
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
    unsafe { LLVMDisposeMessage(message) };
    text
}
