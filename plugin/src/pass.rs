//! The pass: options, translation, output, and the FFI boundary.
//!
//! Nothing may unwind into LLVM: the whole run is inside `catch_unwind`, and a
//! panic becomes an "internal error" diagnostic. Problems are reported with
//! one `emitError` call after all cleanup, because opt exits inside it.

use crate::diagnostics::{emit_error, render, Diagnostic};
use crate::llvm::Module;
use crate::options::Options;
use crate::output::{write_output, Destination};
use crate::panics::catch_panics;
use llvm_plugin::inkwell::module::Module as InkwellModule;
use llvm_plugin::{LlvmModulePass, ModuleAnalysisManager, PreservedAnalyses};
use std::path::{Path, PathBuf};

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
    let path = options.output_path(&module.source_file_name());
    // Checked before any work: the text goes beside a file, never to a device.
    let text_path = match options.text {
        true => Some(text_path(&path)?),
        false => None,
    };
    let translated = crate::lower::translate(module, &options)?;
    write_output(&path, &translated.bytes).map_err(|e| vec![Diagnostic::new(e)])?;
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
