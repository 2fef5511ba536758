//! The translation of one LLVM module, from end to end: the module context
//! made (with the module-wide analyses every lowering may ask about: the
//! call registry, the OpenCL objects), module-level metadata and globals,
//! functions declared, debug information begun, every body lowered by the
//! driver, entry points and annotations; then the writer's checks,
//! validation and the bytes. The one place above every layer of `lower/`.

use super::{body, calls, module, warn, LowerResult, ModuleLowering, Translated, Words};
use crate::diagnostics::{Diagnostic, LowerError};
use crate::llvm;
use crate::options::{Options, Validate, AUTO_VALIDATE_MAX_ENTRY_POINTS, AUTO_VALIDATE_MAX_WORDS};
use crate::target::Environment;
use indexmap::IndexMap;
use module::pointee::Pointees;
use spirv_writer::spirv::{AddressingModel, MemoryModel};
use spirv_writer::FastIndexMap;
use spirv_writer::{TargetEnv, WriterError};

/// Translates `module`; on success the module has passed the writer's checks.
pub fn translate(module: llvm::Module, options: &Options) -> Result<Translated, Vec<Diagnostic>> {
    let (addressing, memory_model, pointer_bits) = memory_model(module)?;
    let target = options.target().map_err(|e| vec![Diagnostic::new(e)])?;
    let mut lowering =
        ModuleLowering::new(module, options, &target, (addressing, memory_model), pointer_bits);
    lowering.lower_module(options.debug_flavour());
    if !lowering.errors.is_empty() {
        return Err(lowering.errors);
    }
    let had_debug_info = lowering.debug.is_some();
    let mut finished = lowering.m.finish(&target).map_err(|errors| writer_diagnostics(errors, &target))?;
    if options.env == Some(Environment::LevelZero) {
        let problems = crate::target::level_zero::check(finished.module());
        if !problems.is_empty() {
            return Err(problems);
        }
    }
    // Disassembling costs as much as the whole translation: only on request.
    let text = if options.text { finished.disassemble() } else { String::new() };
    // The last line of defence: a module SPIRV-Tools rejects is never written.
    let known = crate::validator::validatable(finished.requirements.extensions().map(|(e, _)| e));
    let entry_points = finished.entry_point_count();
    let word_count = finished.word_count();
    let validating = should_validate(known, entry_points, word_count, options);
    if known && !validating && options.validate == Validate::Auto {
        // Never unvalidated without saying so (docs/BENCHMARKS.md: the validator's cost).
        warn(&format!(
            "spirv-emit: note: the module is not validated: {entry_points} kernels, {word_count} words; validate=auto \
             validates modules of at most {AUTO_VALIDATE_MAX_ENTRY_POINTS} kernels and {AUTO_VALIDATE_MAX_WORDS} \
             words (validate=on validates any module)\n",
        ));
    }
    let version = finished.version;
    if !validating {
        if options.report {
            report(&finished.requirements, version, &target);
        }
        // Written as the writer's runs: a large module's words are never copied into one vector.
        let words = Words::Runs(Box::new(finished));
        return Ok(Translated { words, text, version });
    }
    // The validator reads the module in one piece: its instructions go first.
    let (words, requirements, _) = finished.into_words();
    if let Err(message) = crate::validator::validate(&words, version.minor) {
        if had_debug_info {
            // Debug information must never cost the kernel: write the module
            // without it, and say so.
            warn(&format!(
                "spirv-emit: warning: the debug information of this module does not validate ({message}); \
                 the module is written without debug information. Please report this with the input module\n"
            ));
            let mut without = options.clone();
            without.debug_info = Some(crate::options::DebugInfoChoice::None);
            return translate(module, &without);
        }
        return Err(vec![Diagnostic::new(format!(
            "the SPIR-V emitted for this module does not validate ({message}); no SPIR-V was written. \
             Unless the module's !spirv.* metadata or __spirv_* calls ask for it, this is a bug in spirv-emit: please report it with the input module"
        ))]);
    }
    if options.report {
        report(&requirements, version, &target);
    }
    Ok(Translated { words: Words::Whole(words), text, version })
}

/// The addressing model, memory model and pointer width of `module`: the
/// target triple's, or `!spirv.MemoryModel`'s where it agrees with the triple.
fn memory_model(module: llvm::Module) -> Result<(AddressingModel, MemoryModel, u32), Vec<Diagnostic>> {
    let mut triple = module.target_triple();
    if triple.is_empty() {
        triple = assumed_triple(module);
    }
    let (mut addressing, pointer_bits) = addressing_model(&triple).map_err(|e| vec![Diagnostic::from(e)])?;
    let memory_model = MemoryModel::OpenCL;
    if let Some((explicit_addressing, explicit_memory)) =
        module::spirv_metadata::explicit_memory_model(module).map_err(|e| vec![Diagnostic::from(e)])?
    {
        // The module's pointers are the triple's, and OpenCL kernels use the
        // OpenCL memory model: where the metadata says otherwise, the triple's
        // addressing model and OpenCL are kept (as the reference translator
        // does, which writes both from the triple) and a warning says so.
        let bits = match explicit_addressing {
            AddressingModel::Physical32 => Some(32),
            AddressingModel::Physical64 => Some(64),
            _ => None,
        };
        if bits != Some(pointer_bits) {
            let says = match bits {
                Some(_) => format!("{explicit_addressing:?}"),
                None => format!("{explicit_addressing:?}, which is no addressing model for OpenCL kernels"),
            };
            warn(&format!(
                "spirv-emit: warning: !spirv.MemoryModel says {says}, but the target triple \
                 '{triple}' has {pointer_bits}-bit pointers: the module is written with the triple's {addressing:?}\n"
            ));
        } else {
            addressing = explicit_addressing;
        }
        if explicit_memory != MemoryModel::OpenCL {
            warn(&format!(
                "spirv-emit: warning: !spirv.MemoryModel says memory model {explicit_memory:?}, which is none \
                 for OpenCL kernels: the module is written with the OpenCL memory model\n"
            ));
        }
    }
    Ok((addressing, memory_model, pointer_bits))
}

/// The writer's errors as diagnostics: a requirement the target environment
/// forbids says which environment.
fn writer_diagnostics(errors: Vec<WriterError>, target: &TargetEnv) -> Vec<Diagnostic> {
    errors
        .into_iter()
        .map(|e| match e {
            WriterError::VersionTooLow { .. }
            | WriterError::ExtensionNotAllowed { .. }
            | WriterError::CapabilityNotAllowed { .. } => {
                LowerError::ForbiddenByTarget { requirement: e, environment: target.name.to_string() }.into()
            }
            other => LowerError::Writer(other).into(),
        })
        .collect()
}

/// Whether the finished module goes through SPIRV-Tools' validator: when its
/// extensions are ones the validator knows, and `validate=auto` only for
/// modules small enough to validate quickly.
fn should_validate(known_extensions: bool, entry_points: usize, words: usize, options: &Options) -> bool {
    known_extensions
        && match options.validate {
            Validate::On => true,
            Validate::Off => false,
            Validate::Auto => {
                entry_points <= AUTO_VALIDATE_MAX_ENTRY_POINTS && words <= AUTO_VALIDATE_MAX_WORDS
            }
        }
}

/// Prints what the module declares (the `report` option), like the reference
/// translator's report. Write errors (closed stderr) are ignored.
fn report(requirements: &spirv_writer::Requirements, version: spirv_writer::Version, target: &TargetEnv) {
    use std::io::Write;
    let capabilities: Vec<String> =
        requirements.minimal_capabilities().iter().map(|c| format!("{c:?}")).collect();
    let extensions: Vec<&str> = requirements.extensions().map(|(e, _)| e).collect();
    let text = format!(
        "spirv-emit report: SPIR-V {} (env {}, at most {}); capabilities: {}; extensions: {}\n",
        version,
        target.name,
        target.max_version,
        capabilities.join(", "),
        if extensions.is_empty() { "none".to_string() } else { extensions.join(", ") }
    );
    let _ = std::io::stderr().write_all(text.as_bytes());
}

/// The triple of a module without one: as the reference translator does,
/// SPIR (`spir64`, or `spir` where the data layout's pointers are 32-bit). A
/// warning says so when there is anything the pointer width changes (an
/// empty module becomes an empty SPIR-V module silently).
fn assumed_triple(module: llvm::Module) -> String {
    let triple = if module.pointer_bits() == 32 { "spir-unknown-unknown" } else { "spir64-unknown-unknown" };
    if !module.functions().is_empty() || !module.globals().is_empty() {
        warn(&format!(
            "spirv-emit: warning: the module has no target triple: translated as {triple} \
             (its data layout's pointer width); compile with -target spir64 (or spir)\n"
        ));
    }
    triple.to_string()
}

/// `spir64` -> Physical64, `spir` -> Physical32 ("SPIR-V Representation in LLVM IR", "Additional requirements").
fn addressing_model(triple: &str) -> LowerResult<(AddressingModel, u32)> {
    match crate::triple::arch(triple) {
        "spir64" | "spirv64" => Ok((AddressingModel::Physical64, 64)),
        "spir" | "spirv32" | "spirv" => Ok((AddressingModel::Physical32, 32)),
        _ => Err(LowerError::NotSpirTarget { triple: triple.to_string() }),
    }
}

impl ModuleLowering {
    /// The lowering of `module` into an empty SPIR-V module, with the
    /// module-wide analyses done that any lowering may ask about: pointee
    /// hints (read when `Pointees` is made) and the OpenCL objects.
    fn new(
        module: llvm::Module,
        options: &Options,
        target: &TargetEnv,
        (addressing, memory_model): (AddressingModel, MemoryModel),
        pointer_bits: u32,
    ) -> Self {
        let kinds = module::metadata_kinds::MetadataKinds::new(module);
        let functions = module::function_table::read_functions(module);
        let kernel_md = crate::lower::module::kernel_metadata::KernelMetadataIndex::new(module);
        let pointees = Pointees::new(module, &functions, &kernel_md);
        let mut lowering = ModuleLowering {
            kinds,
            metadata_entries: Vec::new(),
            kernel_md,
            target: target.clone(),
            explicit_version: options.version,
            m: spirv_writer::Module::new(addressing, memory_model),
            llvm: module,
            pointer_bits,
            address_spaces: options.addrspace_map,
            types: FastIndexMap::default(),
            pointer_types: Default::default(),
            pointees,
            globals: FastIndexMap::default(),
            private_global_sources: FastIndexMap::default(),
            signatures: Default::default(),
            builtin_variables: IndexMap::new(),
            opencl_objects: module::opencl_objects::OpaqueValues::default(),
            contraction_summaries: Default::default(),
            calls: calls::registry::classify_functions(
                &functions,
                &target.extensions,
                &calls::intrinsics::IntrinsicImports::new(
                    options.allow_unknown_intrinsics.clone(),
                    &module.target_triple(),
                    &target.extensions,
                ),
            ),
            errors: Vec::new(),
            debug: None,
            nesting: 0,
            explicit_extensions: options.explicit_extensions(),
            inline_asm: module::lowering_state::InlineAsmTable::default(),
            piece_view: FastIndexMap::default(),
            spec_constants: Default::default(),
            function_pointer_form: options.function_pointers,
            validate: options.validate,
            preserve_auxdata: options.preserve_auxdata,
            functions: functions.clone(),
            function_indices: Default::default(),
        };
        lowering
            .m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::Kernel, || "OpenCL kernels".into());
        // Finishing rewrites the code for these targets, and the listing and
        // the Level Zero checks read it back: there it stays instructions.
        let reads_code = options.text || options.env == Some(Environment::LevelZero);
        if target.rewrites_code() || reads_code {
            lowering.m.keep_instructions();
        }
        lowering.infer_opencl_objects();
        lowering
    }

    fn lower_module(&mut self, debug_flavour: Option<crate::options::DebugFlavour>) {
        self.metadata_entries = self.metadata_entry_points();
        if let Err(e) = self.lower_spirv_named_metadata() {
            self.errors.push(e.into());
        }
        self.lower_source_info();
        let unused_pipe_storage = self.settle_pipe_storage();
        self.lower_globals(&unused_pipe_storage);
        // (A clang kernel body nothing calls is left out.)
        let table = self.functions.clone();
        let functions: Vec<&module::function_table::FunctionEntry> =
            table.iter().filter(|f| !(f.is_clang_kernel_body() && f.value.users().is_empty())).collect();
        for f in &functions {
            if self.signatures.contains_key(&f.value) {
                continue; // declared early: a global initializer takes its address
            }
            if let Err(e) = self.declare_function(f.value, &f.name) {
                self.errors.push(Diagnostic::from(e).in_function(&f.name));
            }
        }
        self.begin_debug_info(debug_flavour);
        for f in functions {
            if !f.is_declaration && self.signatures.contains_key(&f.value) {
                body::driver::lower_function_body(self, f.value);
            }
        }
        if let Err(e) = self.lower_global_annotations() {
            self.errors.push(e.into());
        }
        self.lower_entry_points();
        self.lower_aux_data();
    }
}
