//! The module under construction and its serialization.
//!
//! Types, constants and global variables share one section in which every
//! item is appended after the items it refers to, so creation order is a
//! valid declaration order. The only forward references SPIR-V allows there
//! are pointers to structs that are still being defined (recursive types),
//! which get an OpTypeForwardPointer.
//!
//! `layout` lays the finished module out (`Module::finish`); `instructions`
//! makes the instructions of interned types, constants and decorations.

use crate::code::{Code, RequirementSources};
use crate::constants::{ConstantKey, ScalarType};
use crate::function::Function;
use crate::grammar::inst;
use crate::requirements::Requirements;
use crate::scalar_constants::ScalarConstants;
use crate::types::{StructIdentity, TypeKey};
use crate::{FastIndexMap, Id};
use indexmap::{IndexMap, IndexSet};
use instructions::{constant_instruction, type_instruction};
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{
    AddressingModel, Capability, Decoration, ExecutionMode, ExecutionModel, MemoryModel, Op, SourceLanguage,
    StorageClass,
};

mod decorations;
mod instructions;
mod layout;
mod names;

use decorations::Decorations;
pub(crate) use layout::oversized;
pub use layout::{FinishedModule, MAX_INSTRUCTION_WORDS};
use names::Names;

/// A decoration to add: `Decorations` keeps each once (SPIRV-Tools 2025
/// rejects the same decoration twice on one id).
#[derive(Debug)]
struct DecorationKey {
    target: Id,
    member: Option<u32>,
    decoration: Decoration,
    operands: Vec<Operand>,
}

#[derive(Debug)]
pub struct Module {
    next_id: Id,
    /// Capabilities, extensions and version the module needs so far.
    pub requirements: Requirements,
    addressing_model: AddressingModel,
    memory_model: MemoryModel,
    /// Word 2 of the header (SPIR-V 2.3): tool id in the high half.
    pub generator: u32,
    ext_imports: IndexMap<String, Id>,
    entry_points: Vec<Instruction>,
    execution_modes: IndexSet<(Id, ExecutionMode, Vec<u32>)>,
    /// OpExecutionModeId: modes whose operands are ids (LocalSizeId, ...).
    execution_mode_ids: IndexSet<(Id, ExecutionMode, Vec<Id>)>,
    strings: FastIndexMap<String, Id>,
    sources: Vec<Instruction>,
    names: Names,
    module_processed: Vec<Instruction>,
    decorations: Decorations,
    types: FastIndexMap<TypeKey, Id>,
    type_by_id: FastIndexMap<Id, usize>,
    /// Constants other than integers and floats (those are in `scalars`).
    constants: FastIndexMap<ConstantKey, Id>,
    scalars: ScalarConstants,
    /// Types, constants and global variables, in declaration order: encoded
    /// as they come, like function code (a module may have millions of
    /// constants), unless the module keeps instructions.
    globals: Code,
    /// The module-scope variables' ids, in order (each entry point's
    /// interface lists them from SPIR-V 1.4).
    global_variables: Vec<Id>,
    /// Debug-information OpExtInsts (types, functions, variables): after
    /// every type, constant and variable, in the order added.
    debug_globals: Vec<Instruction>,
    /// Non-semantic OpExtInsts that name functions: after the last function
    /// (SPIR-V 2.4 lets non-semantic instructions follow functions), where
    /// every id they name is defined.
    trailing_non_semantic: Vec<Instruction>,
    /// Structs reserved but not yet defined, with the pointer types to them
    /// whose OpTypePointer must wait for the struct.
    pending_structs: IndexMap<Id, Vec<Instruction>>,
    functions: Vec<Function>,
    /// Whether function code is kept as instructions rather than words (`code`).
    keep_instructions: bool,
    /// The distinct requirement sources of the encoded code.
    requirement_sources: RequirementSources,
    /// The 16-bit float type, once declared.
    half_type: Option<Id>,
    /// Whether encoded code names the 16-bit float type (not only through
    /// pointers: see `layout::half_only_pointed_to`).
    code_uses_half: bool,
}

impl Module {
    pub fn new(addressing_model: AddressingModel, memory_model: MemoryModel) -> Self {
        Module {
            next_id: 1,
            requirements: Requirements::default(),
            addressing_model,
            memory_model,
            generator: 0,
            ext_imports: IndexMap::new(),
            entry_points: Vec::new(),
            execution_modes: IndexSet::new(),
            execution_mode_ids: IndexSet::new(),
            strings: FastIndexMap::default(),
            sources: Vec::new(),
            names: Names::default(),
            module_processed: Vec::new(),
            decorations: Decorations::default(),
            types: FastIndexMap::default(),
            type_by_id: FastIndexMap::default(),
            constants: FastIndexMap::default(),
            scalars: ScalarConstants::default(),
            globals: Code::new(false),
            global_variables: Vec::new(),
            debug_globals: Vec::new(),
            trailing_non_semantic: Vec::new(),
            pending_structs: IndexMap::new(),
            functions: Vec::new(),
            keep_instructions: false,
            requirement_sources: RequirementSources::default(),
            half_type: None,
            code_uses_half: false,
        }
    }

    /// Keeps function code and the global section as instructions: for
    /// targets whose finishing rewrites them (untyped pointers, replicated
    /// composites) and for callers that read the finished module as
    /// instructions (`FinishedModule::module` works either way, by decoding
    /// words, at a cost). Call before anything is declared.
    pub fn keep_instructions(&mut self) {
        debug_assert!(self.globals.is_empty(), "called before anything is declared");
        self.keep_instructions = true;
        self.globals = Code::new(true);
    }

    /// Empty function code, in the module's form.
    pub fn new_code(&self) -> Code {
        Code::new(self.keep_instructions)
    }

    /// Appends `instruction` to `code`.
    pub fn push_code(&mut self, code: &mut Code, instruction: Instruction) {
        if self.keep_instructions {
            code.push(instruction, None);
            return;
        }
        if let Some(half) = self.half_type.filter(|_| instruction.class.opcode != Op::TypePointer) {
            // (A pointer to halves alone needs only Float16Buffer.)
            let names_half = |o: &Operand| matches!(o, Operand::IdRef(id) if *id == half);
            if instruction.result_type == Some(half) || instruction.operands.iter().any(names_half) {
                self.code_uses_half = true;
            }
        }
        let need = self.requirement_sources.source_of(&instruction);
        code.push(instruction, need);
    }

    pub fn alloc_id(&mut self) -> Id {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    pub fn addressing_model(&self) -> AddressingModel {
        self.addressing_model
    }

    // ---- types ------------------------------------------------------------

    /// The id of the type `key`, declaring it on first use.
    pub fn intern_type(&mut self, key: TypeKey) -> Id {
        if let Some(&id) = self.types.get(&key) {
            return id;
        }
        self.record_type_requirements(&key);
        if let TypeKey::Pointer { storage, pointee } = key {
            if self.pending_structs.contains_key(&pointee) {
                return self.forward_pointer(storage, pointee);
            }
        }
        let id = self.alloc_id();
        let instruction = type_instruction(&key, id);
        self.push_global(instruction);
        self.insert_type(key, id);
        id
    }

    fn insert_type(&mut self, key: TypeKey, id: Id) {
        if key == (TypeKey::Float { width: 16 }) {
            self.half_type = Some(id);
        }
        let (index, _) = self.types.insert_full(key, id);
        self.type_by_id.insert(id, index);
    }

    /// The key of a type id, for callers that need to look inside a type.
    pub fn type_key(&self, id: Id) -> Option<&TypeKey> {
        self.type_by_id.get(&id).and_then(|&index| self.types.get_index(index)).map(|(key, _)| key)
    }

    /// Type-level requirements the grammar does not express (widths, sizes).
    fn record_type_requirements(&mut self, key: &TypeKey) {
        if let TypeKey::Image { sampled_type, .. } = *key {
            // SPIR-V 2.16.1: an image of 64-bit integers needs Int64ImageEXT
            // (SPV_EXT_shader_image_int64, a Shader capability).
            if self.type_key(sampled_type) == Some(&TypeKey::Int { width: 64 }) {
                self.requirements
                    .require_capability(Capability::Int64ImageEXT, || "image of 64-bit integers".into());
            }
        }
        let r = &mut self.requirements;
        match *key {
            TypeKey::Int { width: 8 } => {
                r.require_capability(Capability::Int8, || "8-bit integer type".into())
            }
            TypeKey::Int { width: 16 } => {
                r.require_capability(Capability::Int16, || "16-bit integer type".into())
            }
            TypeKey::Int { width: 64 } => {
                r.require_capability(Capability::Int64, || "64-bit integer type".into())
            }
            TypeKey::Float { width: 16 } => {
                r.require_capability(Capability::Float16, || "16-bit float type".into())
            }
            TypeKey::Float { width: 64 } => {
                r.require_capability(Capability::Float64, || "64-bit float type".into())
            }
            TypeKey::Vector { count, .. } if count > 4 => {
                r.require_capability(Capability::Vector16, || format!("vector of {count} components"))
            }
            TypeKey::BFloat16 => r.require_capability(Capability::BFloat16TypeKHR, || "bfloat type".into()),
            TypeKey::Float8 { encoding } => {
                for capability in Operand::FPEncoding(encoding).required_capabilities() {
                    r.require_capability(capability, || format!("8-bit float type ({encoding:?})"));
                }
            }
            _ => {}
        }
    }

    fn forward_pointer(&mut self, storage: StorageClass, pointee: Id) -> Id {
        let id = self.alloc_id();
        self.push_global(inst(
            Op::TypeForwardPointer,
            None,
            None,
            vec![Operand::IdRef(id), Operand::StorageClass(storage)],
        ));
        let key = TypeKey::Pointer { storage, pointee };
        let pointer = type_instruction(&key, id);
        // INVARIANT: the caller checked that `pointee` is pending.
        self.pending_structs.get_mut(&pointee).expect("pending struct").push(pointer);
        self.insert_type(key, id);
        id
    }

    pub fn type_void(&mut self) -> Id {
        self.intern_type(TypeKey::Void)
    }
    pub fn type_bool(&mut self) -> Id {
        self.intern_type(TypeKey::Bool)
    }
    pub fn type_int(&mut self, width: u32) -> Id {
        self.intern_type(TypeKey::Int { width })
    }
    pub fn type_float(&mut self, width: u32) -> Id {
        self.intern_type(TypeKey::Float { width })
    }
    /// SPIR-V has no 1-component vectors: one component is the component
    /// itself (LLVM's `<1 x T>`).
    pub fn type_vector(&mut self, component: Id, count: u32) -> Id {
        if count == 1 {
            return component;
        }
        self.intern_type(TypeKey::Vector { component, count })
    }
    pub fn type_pointer(&mut self, storage: StorageClass, pointee: Id) -> Id {
        self.intern_type(TypeKey::Pointer { storage, pointee })
    }
    pub fn type_function(&mut self, result: Id, params: Vec<Id>) -> Id {
        self.intern_type(TypeKey::Function { result, params })
    }
    pub fn type_array(&mut self, element: Id, length: u64) -> Id {
        let width = if length > u64::from(u32::MAX) { 64 } else { 32 };
        let length = self.constant(ConstantKey::Scalar { ty: ScalarType::Int { width }, bits: length });
        self.intern_type(TypeKey::Array { element, length })
    }

    /// Reserves an id for a named struct whose members refer back to it;
    /// `define_struct` must follow before the module is finished.
    pub fn reserve_struct(&mut self) -> Id {
        let id = self.alloc_id();
        self.pending_structs.insert(id, Vec::new());
        id
    }

    /// Defines a struct reserved with `reserve_struct`.
    pub fn define_struct(&mut self, id: Id, members: Vec<Id>, identity: StructIdentity) {
        let key = TypeKey::Struct { members, identity };
        self.push_global(type_instruction(&key, id));
        self.insert_type(key, id);
        if let Some(deferred) = self.pending_structs.shift_remove(&id) {
            deferred.into_iter().for_each(|pointer| self.push_global(pointer));
        }
    }

    // ---- constants and globals ---------------------------------------------

    /// The id of constant `key`, declaring it on first use.
    pub fn constant(&mut self, key: ConstantKey) -> Id {
        if let ConstantKey::Scalar { ty, bits } = key {
            return self.scalar(ty, ty.truncate(bits));
        }
        if let Some(&id) = self.constants.get(&key) {
            return id;
        }
        let ty = self.constant_type(&key);
        let id = self.alloc_id();
        if let ConstantKey::Sampler { .. } = key {
            self.requirements.require_capability(Capability::LiteralSampler, || "constant sampler".into());
        }
        match &key {
            ConstantKey::Composite { parts, .. } if !self.keep_instructions => {
                self.globals.push_ids(Op::ConstantComposite, ty, id, parts)
            }
            _ => self.push_global(constant_instruction(&key, ty, id)),
        }
        self.constants.insert(key, id);
        id
    }

    /// The integer or float constant `bits` (truncated) of type `ty`.
    fn scalar(&mut self, ty: ScalarType, bits: u64) -> Id {
        if let Some(id) = self.scalars.get(ty, bits) {
            return id;
        }
        let key = ConstantKey::Scalar { ty, bits };
        let type_id = self.constant_type(&key);
        let id = self.alloc_id();
        self.push_global(constant_instruction(&key, type_id, id));
        self.scalars.insert(ty, bits, id);
        id
    }

    /// Makes room for `additional` more integer and float constants (a
    /// hint: a large initializer's elements, interned one by one).
    pub fn reserve_constants(&mut self, additional: usize) {
        self.scalars.reserve(additional);
    }

    /// Starts loading what interning `key` will look at (a hint for a caller
    /// interning many scalars in a row, given a few keys ahead).
    pub fn prefetch_constant(&self, key: &ConstantKey) {
        if let ConstantKey::Scalar { ty, bits } = *key {
            self.scalars.prefetch(ty, ty.truncate(bits));
        }
    }

    /// A 32-bit integer constant (used for literals passed as ids: scopes,
    /// memory semantics, array lengths).
    pub fn constant_u32(&mut self, value: u32) -> Id {
        self.constant(ConstantKey::Scalar { ty: ScalarType::Int { width: 32 }, bits: u64::from(value) })
    }

    /// The scalar constant `bits` of type `ty`; None when `ty` is not an
    /// integer or float type.
    pub fn scalar_constant(&mut self, ty: Id, bits: u64) -> Option<Id> {
        let scalar = ScalarType::of(self.type_key(ty)?)?;
        Some(self.constant(ConstantKey::Scalar { ty: scalar, bits }))
    }

    /// The type id of constant `key` (a scalar's type is interned here).
    fn constant_type(&mut self, key: &ConstantKey) -> Id {
        match key {
            ConstantKey::Scalar { ty, .. } => self.intern_type(ty.type_key()),
            ConstantKey::Bool { ty, .. }
            | ConstantKey::Composite { ty, .. }
            | ConstantKey::Null { ty }
            | ConstantKey::Undef { ty }
            | ConstantKey::Sampler { ty, .. }
            | ConstantKey::SpecOp { ty, .. }
            | ConstantKey::FunctionPointer { ty, .. } => *ty,
        }
    }

    /// Declares a module-scope OpVariable with the (already allocated) id `id`.
    pub fn global_variable(
        &mut self,
        id: Id,
        pointer_type: Id,
        storage: StorageClass,
        initializer: Option<Id>,
    ) -> Id {
        let mut operands = vec![Operand::StorageClass(storage)];
        operands.extend(initializer.map(Operand::IdRef));
        self.push_global(inst(Op::Variable, Some(pointer_type), Some(id), operands));
        id
    }

    /// Appends to the section of types, constants and global variables.
    fn push_global(&mut self, instruction: Instruction) {
        if matches!(instruction.class.opcode, Op::Variable | Op::UntypedVariableKHR) {
            self.global_variables.extend(instruction.result_id);
        }
        let mut globals = std::mem::replace(&mut self.globals, Code::new(self.keep_instructions));
        self.push_code(&mut globals, instruction);
        self.globals = globals;
    }

    /// A global instruction no table interns (OpAsmTargetINTEL, OpAsmINTEL):
    /// the caller keeps its id; every id it uses must be defined already.
    pub fn add_global(&mut self, instruction: Instruction) {
        self.push_global(instruction);
    }

    /// Appends a debug-information OpExtInst to the global section; it goes
    /// after all types, constants and global variables, so it may refer to
    /// any of them.
    pub fn add_debug_global(&mut self, instruction: Instruction) {
        self.debug_globals.push(instruction);
    }

    /// Appends a non-semantic OpExtInst after the last function, so that it
    /// may name functions (and anything else) without a forward reference.
    pub fn add_trailing_non_semantic(&mut self, instruction: Instruction) {
        self.trailing_non_semantic.push(instruction);
    }

    pub fn ext_inst_import(&mut self, name: &str) -> Id {
        if let Some(&id) = self.ext_imports.get(name) {
            return id;
        }
        let id = self.alloc_id();
        self.ext_imports.insert(name.to_string(), id);
        id
    }

    // ---- entry points, debug, annotations ---------------------------------

    pub fn add_entry_point(&mut self, model: ExecutionModel, function: Id, name: &str, interface: Vec<Id>) {
        let mut operands = Vec::with_capacity(3 + interface.len());
        operands.extend([
            Operand::ExecutionModel(model),
            Operand::IdRef(function),
            Operand::LiteralString(name.into()),
        ]);
        operands.extend(interface.into_iter().map(Operand::IdRef));
        self.entry_points.push(inst(Op::EntryPoint, None, None, operands));
    }

    pub fn add_execution_mode(&mut self, function: Id, mode: ExecutionMode, literals: Vec<u32>) {
        self.execution_modes.insert((function, mode, literals));
    }

    /// OpExecutionModeId (SPIR-V 1.2): a mode whose operands are ids of constants.
    pub fn add_execution_mode_id(&mut self, function: Id, mode: ExecutionMode, ids: Vec<Id>) {
        self.execution_mode_ids.insert((function, mode, ids));
    }

    /// An OpString, interned.
    pub fn string(&mut self, text: &str) -> Id {
        if let Some(&id) = self.strings.get(text) {
            return id;
        }
        let id = self.alloc_id();
        self.strings.insert(text.to_string(), id);
        id
    }

    pub fn source(&mut self, language: SourceLanguage, version: u32) {
        self.source_with_file(language, version, None);
    }

    /// OpSource with the file name's OpString.
    pub fn source_with_file(&mut self, language: SourceLanguage, version: u32, file: Option<&str>) {
        let mut operands = vec![Operand::SourceLanguage(language), Operand::LiteralBit32(version)];
        if let Some(file) = file {
            operands.push(Operand::IdRef(self.string(file)));
        }
        self.sources.push(inst(Op::Source, None, None, operands));
    }

    pub fn has_source(&self) -> bool {
        self.sources.iter().any(|i| i.class.opcode == Op::Source)
    }

    pub fn source_extension(&mut self, extension: &str) {
        self.sources.push(inst(
            Op::SourceExtension,
            None,
            None,
            vec![Operand::LiteralString(extension.into())],
        ));
    }

    pub fn module_processed(&mut self, text: &str) {
        self.module_processed.push(inst(
            Op::ModuleProcessed,
            None,
            None,
            vec![Operand::LiteralString(text.into())],
        ));
    }

    pub fn name(&mut self, target: Id, name: &str) {
        if !name.is_empty() {
            self.names.push(target, None, name);
        }
    }

    /// Replaces the OpName of `target` (adds one if it has none).
    pub fn rename(&mut self, target: Id, name: &str) {
        if !self.names.replace(target, name) {
            self.name(target, name);
        }
    }

    pub fn member_name(&mut self, target: Id, member: u32, name: &str) {
        self.names.push(target, Some(member), name);
    }

    /// Decorates `target`; applying the same decoration twice is a no-op.
    pub fn decorate(&mut self, target: Id, decoration: Decoration, operands: Vec<Operand>) {
        self.decorations.insert(DecorationKey { target, member: None, decoration, operands });
    }

    /// Decorates `target`, replacing any decoration of the same kind it had
    /// (explicit decorations from the input win over inferred ones).
    pub fn decorate_replacing(
        &mut self,
        target: Id,
        member: Option<u32>,
        decoration: Decoration,
        operands: Vec<Operand>,
    ) {
        self.decorations.replace(DecorationKey { target, member, decoration, operands });
    }

    pub fn member_decorate(
        &mut self,
        target: Id,
        member: u32,
        decoration: Decoration,
        operands: Vec<Operand>,
    ) {
        self.decorations.insert(DecorationKey { target, member: Some(member), decoration, operands });
    }

    pub fn add_function(&mut self, function: Function) {
        self.functions.push(function);
    }
}

#[cfg(test)]
mod tests;
