//! LLVM IR -> spirv-writer model.
//!
//! `ModuleLowering` holds what is module-wide (types, pointee inference,
//! globals, function signatures, builtin variables); `function::FunctionLowering`
//! lowers one function body. Errors are collected, not thrown, so one run
//! reports every problem it finds.

mod atomics;
mod builtins;
mod constants;
mod control;
mod function;
mod globals;
mod intrinsics;
mod kernel;
mod memory;
mod narrow_ints;
mod operations;
mod pointee;
mod types;

use crate::diagnostics::Diagnostic;
use crate::llvm::{self, Type, Value};
use crate::options::Options;
use indexmap::IndexMap;
use pointee::Pointees;
use spirv_writer::spirv::{AddressingModel, BuiltIn, MemoryModel};
use spirv_writer::{Id, TargetEnv, Version};
use std::collections::HashMap;

/// The emitted module.
pub struct Translated {
    pub bytes: Vec<u8>,
    pub text: String,
    pub version: Version,
}

/// What a lowering step returns: a message; the caller adds where it happened.
pub type LowerResult<T> = Result<T, String>;

/// The SPIR-V signature of an LLVM function.
#[derive(Clone, Debug)]
pub struct Signature {
    pub id: Id,
    pub function_type: Id,
    pub return_type: Id,
    pub param_types: Vec<Id>,
}

pub struct ModuleLowering {
    pub m: spirv_writer::Module,
    pub llvm: llvm::Module,
    /// Pointer width in bits (64 for spir64, 32 for spir).
    pub pointer_bits: u32,
    types: HashMap<Type, Id>,
    pub pointees: Pointees,
    globals: HashMap<Value, Id>,
    signatures: IndexMap<Value, Signature>,
    builtin_variables: IndexMap<BuiltIn, Id>,
    pub errors: Vec<Diagnostic>,
}

/// Translates `module`; on success the module has passed the writer's checks.
pub fn translate(module: llvm::Module, options: &Options) -> Result<Translated, Vec<Diagnostic>> {
    let triple = module.target_triple();
    let (addressing, pointer_bits) = addressing_model(&triple).map_err(|e| vec![Diagnostic::new(e)])?;
    let mut lowering = ModuleLowering {
        m: spirv_writer::Module::new(addressing, MemoryModel::OpenCL),
        llvm: module,
        pointer_bits,
        types: HashMap::new(),
        pointees: Pointees::new(module),
        globals: HashMap::new(),
        signatures: IndexMap::new(),
        builtin_variables: IndexMap::new(),
        errors: Vec::new(),
    };
    lowering.m.requirements.require_capability(spirv_writer::spirv::Capability::Kernel, || "OpenCL kernels".into());
    lowering.lower_module();
    if !lowering.errors.is_empty() {
        return Err(lowering.errors);
    }
    let target = TargetEnv::universal(options.version.unwrap_or(Version::V1_6));
    let finished = lowering
        .m
        .finish(&target)
        .map_err(|errors| errors.into_iter().map(|e| Diagnostic::new(e.to_string())).collect::<Vec<_>>())?;
    Ok(Translated {
        bytes: finished.bytes(),
        text: spirv_writer::text::disassemble(&finished.module),
        version: finished.version,
    })
}

/// `spir64` -> Physical64, `spir` -> Physical32 (seed 000, "Additional requirements").
fn addressing_model(triple: &str) -> Result<(AddressingModel, u32), String> {
    let arch = triple.split('-').next().unwrap_or("");
    match arch {
        "spir64" | "spirv64" => Ok((AddressingModel::Physical64, 64)),
        "spir" | "spirv32" | "spirv" => Ok((AddressingModel::Physical32, 32)),
        "" => Err("the module has no target triple; expected spir64-unknown-unknown or spir-unknown-unknown".into()),
        _ => Err(format!(
            "target triple '{triple}' is not a SPIR target; compile with -target spir64 (or spir) for SPIR-V"
        )),
    }
}

impl ModuleLowering {
    fn lower_module(&mut self) {
        self.lower_source_info();
        self.lower_globals();
        let functions = self.llvm.functions();
        for f in &functions {
            if let Err(e) = self.declare_function(*f) {
                self.errors.push(Diagnostic::new(e).in_function(&f.name()));
            }
        }
        for f in functions {
            if !f.is_declaration() && self.signatures.contains_key(&f) {
                function::lower_function_body(self, f);
            }
        }
        self.lower_entry_points();
    }

    pub fn error(&mut self, function: Option<Value>, culprit: Option<Value>, message: String) {
        let mut d = Diagnostic::new(message);
        if let Some(f) = function {
            d = d.in_function(&f.name());
        }
        if let Some(c) = culprit {
            d = d.at(c.print());
        }
        self.errors.push(d);
    }
}
