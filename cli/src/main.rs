//! `spirv-emit`: the plugin's translation as a command. Reads LLVM bitcode or
//! textual IR, writes SPIR-V; understands the reference translator's forward
//! command line, so that, linked as `llvm-spirv`, it is what clang 15-19 run
//! for `--target=spirv64 -c` (see args.rs for the options).

mod args;

use args::{Command, Parsed};
use spirv_emit::codegen::{emit, options_from_environment};
use spirv_emit::diagnostics::{render, Diagnostic};
use spirv_emit::llvm::OwnedContext;
use spirv_emit::panics::catch_panics;
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
    let context = OwnedContext::new();
    let module = context
        .parse_file(&command.input)
        .map_err(|why| format!("spirv-emit: cannot read '{}': {why}", command.input))?;
    let bytes = catch_panics(|| emit(module, &command.options, command.form))
        .map_err(|diagnostics: Vec<Diagnostic>| render(&diagnostics))?;
    spirv_emit::output::write_output(std::path::Path::new(&command.output_path()), &bytes)
        .map_err(|e| format!("spirv-emit: {e}"))
}
