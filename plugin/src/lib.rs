//! spirv-emit: an LLVM pass plugin that emits SPIR-V.
//!
//! Loaded by `opt -load-pass-plugin=libspirv_emit.so -passes='spirv-emit<...>'`
//! or by `clang -fpass-plugin=libspirv_emit.so` (optimizer-last extension
//! point, options through `SPIRV_EMIT_*` variables).

pub mod diagnostics;
pub mod llvm;
pub mod lower;
pub mod options;
pub mod output;
pub mod pass;
mod panics;
mod shim;
pub mod target;

use llvm_plugin::{OptimizationLevel, PassBuilder, PipelineParsing};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set when a pipeline names `spirv-emit` explicitly; the extension-point
/// instance then stays quiet, so `opt -passes='default<O2>,spirv-emit<...>'`
/// emits once, with the explicit options.
static EXPLICIT_PASS_IN_PIPELINE: AtomicBool = AtomicBool::new(false);

#[llvm_plugin::plugin(name = "spirv-emit", version = "0.1")]
fn plugin_registrar(builder: &mut PassBuilder) {
    builder.add_module_pipeline_parsing_callback(|name, manager| match options::parse_pass_name(name) {
        Some(params) => {
            EXPLICIT_PASS_IN_PIPELINE.store(true, Ordering::SeqCst);
            manager.add_pass(pass::SpirvEmitPass::explicit(params));
            PipelineParsing::Parsed
        }
        None => PipelineParsing::NotParsed,
    });
    builder.add_optimizer_last_ep_callback(|manager, _level: OptimizationLevel| {
        manager.add_pass(pass::SpirvEmitPass::extension_point());
    });
}

pub(crate) fn explicit_pass_in_pipeline() -> bool {
    EXPLICIT_PASS_IN_PIPELINE.load(Ordering::SeqCst)
}
