//! Serialization: the module laid out in the order of SPIR-V 2.4 "Logical
//! Layout of a Module", the requirements inferred from the grammar and checked
//! against the target, and the limits of the binary form checked.

use super::decorations::Decorations;
use super::instructions::decoration_instruction;
use super::names::Names;
use super::Module;
use crate::code::{Code, RequirementSources};
use crate::error::WriterError;
use crate::function::Function;
use crate::grammar::inst;
use crate::requirements::{Requirements, Version};
use crate::target::TargetEnv;
use crate::types::TypeKey;
use crate::{FastIndexMap, Id};
use indexmap::{IndexMap, IndexSet};
use rspirv::binary::Assemble;
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{Capability, Op};

impl Module {
    /// Lays the module out in the order of SPIR-V 2.4, infers what the grammar
    /// says it needs, and checks that against `target`.
    pub fn finish(mut self, target: &TargetEnv) -> Result<FinishedModule, Vec<WriterError>> {
        if let Some(&id) = self.pending_structs.keys().min() {
            return Err(vec![WriterError::UndefinedStruct(id)]);
        }
        let (mut module, globals, functions) = self.lay_out();
        let mut names = std::mem::take(&mut self.names);
        let mut requirements = std::mem::take(&mut self.requirements);
        if target.rewrites_code() && !self.keep_instructions {
            return Err(vec![WriterError::CodeNotKept]);
        }
        if target.untyped_pointers {
            // Untyping rewrites names with the rest: it needs them as instructions.
            module.debug_names = names.take_instructions();
            crate::untyped::untype_pointers(&mut module, &mut requirements, &mut self.next_id)?;
        }
        if target.replicated_composites {
            crate::replicated::replicate_composites(&mut module);
        }
        let code = EncodedCode {
            globals: &globals,
            functions: &functions,
            sources: &self.requirement_sources,
            half: if globals.is_empty() { None } else { self.half_type },
            uses_half: self.code_uses_half,
        };
        let encoded_decorations = (!self.keep_instructions).then_some(&self.decorations);
        let annotations = settle_requirements(
            &module,
            &code,
            &names,
            encoded_decorations,
            &mut requirements,
            &self.types,
            target,
        )?;
        let trailing = std::mem::take(&mut self.trailing_non_semantic);
        let too_long: Vec<WriterError> = trailing.iter().filter_map(oversized).collect();
        if !too_long.is_empty() {
            return Err(too_long);
        }
        module.capabilities = requirements
            .minimal_capabilities()
            .into_iter()
            .map(|c| inst(Op::Capability, None, None, vec![Operand::Capability(c)]))
            .collect();
        module.extensions = requirements
            .extensions()
            .map(|(e, _)| inst(Op::Extension, None, None, vec![Operand::LiteralString(e.to_string())]))
            .collect();
        let version = requirements.version();
        if version >= Version::V1_4 {
            list_interface_variables(&mut module, &self.global_variables);
        }
        if version < Version::V1_1 {
            // OpModuleProcessed is SPIR-V 1.1; it only records history.
            module.debug_module_processed.clear();
        }
        module.header = Some(dr::ModuleHeader {
            magic_number: rspirv::spirv::MAGIC_NUMBER,
            version: version.word(),
            generator: self.generator,
            bound: self.next_id,
            reserved_word: 0,
        });
        Ok(FinishedModule { module, globals, functions, trailing, names, annotations, requirements, version })
    }

    /// Every section but the header, capabilities, extensions and debug
    /// names, in the order of SPIR-V 2.4; the global section and the
    /// functions are in the module when the code was kept as instructions,
    /// else beside it (encoded).
    fn lay_out(&mut self) -> (dr::Module, Code, Vec<Function>) {
        let mut module = dr::Module::new();
        module.memory_model = Some(inst(
            Op::MemoryModel,
            None,
            None,
            vec![Operand::AddressingModel(self.addressing_model), Operand::MemoryModel(self.memory_model)],
        ));
        module.ext_inst_imports = self
            .ext_imports
            .iter()
            .map(|(name, &id)| {
                inst(Op::ExtInstImport, None, Some(id), vec![Operand::LiteralString(name.clone())])
            })
            .collect();
        module.entry_points = std::mem::take(&mut self.entry_points);
        module.execution_modes = self
            .execution_modes
            .iter()
            .map(|(function, mode, literals)| {
                let mut operands = vec![Operand::IdRef(*function), Operand::ExecutionMode(*mode)];
                operands.extend(literals.iter().map(|&w| Operand::LiteralBit32(w)));
                inst(Op::ExecutionMode, None, None, operands)
            })
            .chain(self.execution_mode_ids.iter().map(|(function, mode, ids)| {
                let mut operands = vec![Operand::IdRef(*function), Operand::ExecutionMode(*mode)];
                operands.extend(ids.iter().map(|&id| Operand::IdRef(id)));
                inst(Op::ExecutionModeId, None, None, operands)
            }))
            .collect();
        module.debug_string_source = self
            .strings
            .iter()
            .map(|(text, &id)| inst(Op::String, None, Some(id), vec![Operand::LiteralString(text.clone())]))
            .chain(std::mem::take(&mut self.sources))
            .collect();
        module.debug_module_processed = std::mem::take(&mut self.module_processed);
        // (Else encoded as the requirements are settled: `settle_requirements`.)
        if self.keep_instructions {
            module.annotations = self.decorations.iter().map(decoration_instruction).collect();
        }
        let mut globals = std::mem::replace(&mut self.globals, Code::new(self.keep_instructions));
        for i in std::mem::take(&mut self.debug_globals) {
            self.push_code(&mut globals, i);
        }
        // SPIR-V 2.4: all function declarations come before all definitions.
        let (declarations, mut functions): (Vec<Function>, Vec<Function>) =
            std::mem::take(&mut self.functions).into_iter().partition(Function::is_declaration);
        functions.splice(0..0, declarations);
        if self.keep_instructions {
            module.types_global_values = globals.into_instructions();
            module.functions = functions.into_iter().map(Function::into_rspirv).collect();
            return (module, Code::new(false), Vec::new());
        }
        (module, globals, functions)
    }
}

/// Completes `requirements` from the laid-out module (Linkage for a library,
/// what each instruction needs, Float16Buffer where Float16 is more than
/// needed), checks the binary form's limits, and checks the requirements
/// against `target`. `decorations`, when the module's annotations are not
/// kept as instructions, are encoded here, one instruction at a time (a
/// module may have millions, and as many instructions alive at once, freed
/// together, cost the allocator more than making them): their words.
fn settle_requirements(
    module: &dr::Module,
    code: &EncodedCode,
    names: &Names,
    decorations: Option<&Decorations>,
    requirements: &mut Requirements,
    types: &FastIndexMap<TypeKey, Id>,
    target: &TargetEnv,
) -> Result<Vec<u32>, Vec<WriterError>> {
    if module.entry_points.is_empty() {
        // SPIR-V 2.4 validation: a module without entry points is a library.
        requirements
            .require_capability(Capability::Linkage, || "a module without entry points (a library)".into());
    }
    // In module order, what each instruction needs and the instructions too
    // long to encode: the sections before the names, the names (OpName and
    // OpMemberName need nothing), the annotations, the rest; then the
    // encoded global section and functions, which come after it.
    let halves = half_ids(module, code.half);
    let mut too_long = Vec::new();
    let mut settle = |i: &Instruction, too_long: &mut Vec<WriterError>| {
        requirements.infer_from_instruction(i);
        too_long.extend(oversized(i));
    };
    sections_before_names(module).for_each(|i| settle(i, &mut too_long));
    too_long.extend(names.too_long().iter().cloned());
    module.debug_names.iter().chain(&module.debug_module_processed).for_each(|i| settle(i, &mut too_long));
    let mut annotations = Vec::new();
    let mut annotation_uses_half = false;
    for d in decorations.into_iter().flat_map(Decorations::iter) {
        let i = decoration_instruction(d);
        settle(&i, &mut too_long);
        annotation_uses_half |= uses_half_other_than_pointee(&i, &halves);
        i.assemble_into(&mut annotations);
    }
    let rest = module.annotations.iter().chain(&module.types_global_values);
    rest.chain(module.functions.iter().flat_map(|f| f.all_inst_iter()))
        .for_each(|i| settle(i, &mut too_long));
    code.infer_requirements(requirements);
    too_long.extend(code.globals.too_long().iter().cloned());
    too_long.extend(code.functions.iter().filter_map(Function::code).flat_map(|c| c.too_long()).cloned());
    too_long.extend(too_deep_struct(types));
    if !too_long.is_empty() {
        return Err(too_long);
    }
    if requirements.has_capability(Capability::Float16)
        && !code.uses_half
        && !annotation_uses_half
        && !halves.is_empty()
        && !module.all_inst_iter().any(|i| uses_half_other_than_pointee(i, &halves))
    {
        requirements.replace_capability(Capability::Float16, Capability::Float16Buffer);
    }
    requirements.resolve_alternatives(target);
    requirements.waive_core_extensions();
    requirements.check(target)?;
    Ok(annotations)
}

/// The global section and functions whose code is encoded, and what the
/// layout needs of them.
struct EncodedCode<'a> {
    globals: &'a Code,
    functions: &'a [Function],
    sources: &'a RequirementSources,
    /// The 16-bit float type, when the global section is encoded.
    half: Option<Id>,
    /// Whether encoded code names it other than as a pointee.
    uses_half: bool,
}

impl EncodedCode<'_> {
    /// Infers each function's requirements in layout order: OpFunction and
    /// its parameters, the code's requirement sources in order of first use
    /// (what its other instructions would infer again changes nothing), and
    /// OpFunctionEnd.
    fn infer_requirements(&self, requirements: &mut Requirements) {
        for need in self.globals.needs() {
            requirements.infer_from_instruction(self.sources.get(need));
        }
        for f in self.functions {
            let (head, end) = f.head_and_end();
            head.iter().for_each(|i| requirements.infer_from_instruction(i));
            for need in f.code().into_iter().flat_map(Code::needs) {
                requirements.infer_from_instruction(self.sources.get(need));
            }
            requirements.infer_from_instruction(&end);
        }
    }
}

/// From SPIR-V 1.4 an entry point's interface lists the module-scope
/// variables it uses, not just Input/Output: all of them are listed, decided
/// when the module is finished, where the final version is known.
fn list_interface_variables(module: &mut dr::Module, variables: &[Id]) {
    for entry in &mut module.entry_points {
        let listed: IndexSet<Id> = entry
            .operands
            .iter()
            .skip(3)
            .filter_map(|o| if let Operand::IdRef(id) = o { Some(*id) } else { None })
            .collect();
        entry.operands.extend(variables.iter().filter(|v| !listed.contains(*v)).map(|&v| Operand::IdRef(v)));
    }
}

/// A laid-out module whose requirements the target accepts. Its debug names
/// stay compact (`Names`) until they are assembled or `module` is asked for.
pub struct FinishedModule {
    module: dr::Module,
    /// The global section, encoded (empty when it was kept as instructions:
    /// then it is in `module`).
    globals: Code,
    /// The functions whose code is encoded (none when it was kept as
    /// instructions: then they are in `module`).
    functions: Vec<Function>,
    /// The non-semantic instructions after the last function (rspirv's
    /// module has no section for them).
    trailing: Vec<Instruction>,
    names: Names,
    /// The annotations, encoded (empty when they were kept as instructions:
    /// then they are in `module`).
    annotations: Vec<u32>,
    pub requirements: Requirements,
    pub version: Version,
}

impl FinishedModule {
    /// The whole module as rspirv instructions (the names made into
    /// instructions on the first call), but for the non-semantic instructions
    /// after the last function (`trailing`).
    pub fn module(&mut self) -> &dr::Module {
        if !self.functions.is_empty() || !self.globals.is_empty() || !self.annotations.is_empty() {
            // Encoded code is read back by rspirv's loader (the trailing
            // instructions, outside any function, are left out).
            let mut words = self.words();
            let trailing: usize = self.trailing.iter().map(instruction_words).sum();
            words.truncate(words.len() - trailing);
            // INVARIANT: the words are this crate's encoding of a laid-out module.
            let header = self.module.header.take();
            self.module = dr::load_words(words).expect("the module's own words load");
            self.module.header = header; // (the loader writes its own generator)
            self.functions.clear();
            self.globals = Code::new(false);
            self.names = Names::default();
            self.annotations = Vec::new();
        }
        if !self.names.is_empty() {
            self.module.debug_names = std::mem::take(&mut self.names).instructions();
        }
        &self.module
    }

    pub fn into_module(mut self) -> dr::Module {
        self.module();
        self.module
    }

    /// The non-semantic instructions that follow the last function.
    pub fn trailing(&self) -> &[Instruction] {
        &self.trailing
    }

    /// The whole module as text (rspirv's disassembly), the instructions after
    /// the last function included.
    pub fn disassemble(&mut self) -> String {
        use rspirv::binary::Disassemble;
        let mut text = crate::text::disassemble(self.module());
        for i in &self.trailing {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str(&i.disassemble());
        }
        text
    }

    pub fn entry_point_count(&self) -> usize {
        self.module.entry_points.len()
    }

    /// The module's words, in one allocation of the exact size.
    pub fn words(&self) -> Vec<u32> {
        let mut words = Vec::with_capacity(self.word_count());
        let Ok(()) = self.write_runs(|run| {
            words.extend_from_slice(run);
            Ok::<(), std::convert::Infallible>(())
        });
        words
    }

    /// How many words the module has.
    pub fn word_count(&self) -> usize {
        5 + module_words(&self.module)
            + self.globals.words().len()
            + self.functions.iter().map(function_words).sum::<usize>()
            + self.trailing.iter().map(instruction_words).sum::<usize>()
            + self.names.words().len()
            + self.annotations.len()
    }

    /// Gives `run` the module's words in order, a run at a time: the encoded
    /// global section and each function's code as they are, what is kept as
    /// instructions assembled between them: a large module is written
    /// without a copy of all its words.
    pub fn write_runs<E>(&self, mut run: impl FnMut(&[u32]) -> Result<(), E>) -> Result<(), E> {
        let m = &self.module;
        let mut words = Vec::new();
        if let Some(header) = &m.header {
            header.assemble_into(&mut words);
        }
        sections_before_names(m).for_each(|i| i.assemble_into(&mut words));
        m.debug_names.iter().for_each(|i| i.assemble_into(&mut words));
        run(&words)?;
        run(self.names.words())?;
        words.clear();
        m.debug_module_processed.iter().chain(&m.annotations).for_each(|i| i.assemble_into(&mut words));
        run(&words)?;
        run(&self.annotations)?;
        words.clear();
        m.types_global_values.iter().for_each(|i| i.assemble_into(&mut words));
        run(&words)?;
        run(self.globals.words())?;
        words.clear();
        m.functions.iter().for_each(|f| f.assemble_into(&mut words));
        for f in &self.functions {
            let (head, end) = f.head_and_end();
            head.iter().for_each(|i| i.assemble_into(&mut words));
            let code = f.code().map_or(&[][..], Code::words);
            // A short function's code joins the run; a long one's goes alone.
            if code.len() < LONG_RUN {
                words.extend_from_slice(code);
            } else {
                run(&words)?;
                run(code)?;
                words.clear();
            }
            end.assemble_into(&mut words);
        }
        self.trailing.iter().for_each(|i| i.assemble_into(&mut words));
        run(&words)
    }

    /// The words, and what the module requires; the instructions are freed.
    pub fn into_words(self) -> (Vec<u32>, Requirements, Version) {
        let words = self.words();
        (words, self.requirements, self.version)
    }

    pub fn bytes(&self) -> Vec<u8> {
        self.words().iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// How many words of a function's code `write_runs` copies into the run
/// around them rather than giving them alone.
const LONG_RUN: usize = 1 << 14;

/// The sections of rspirv's layout before OpName (SPIR-V 2.4, sections 1-7a).
fn sections_before_names(m: &dr::Module) -> impl Iterator<Item = &Instruction> {
    m.capabilities
        .iter()
        .chain(&m.extensions)
        .chain(&m.ext_inst_imports)
        .chain(&m.memory_model)
        .chain(&m.entry_points)
        .chain(&m.execution_modes)
        .chain(&m.debug_string_source)
}

/// How many words the module's instructions assemble to (plain loops rather
/// than `all_inst_iter`'s nested chains: this visits every instruction).
fn module_words(m: &dr::Module) -> usize {
    let sections = [
        &m.capabilities,
        &m.extensions,
        &m.ext_inst_imports,
        &m.entry_points,
        &m.execution_modes,
        &m.debug_string_source,
        &m.debug_names,
        &m.debug_module_processed,
        &m.annotations,
        &m.types_global_values,
    ];
    let words = |list: &[Instruction]| list.iter().map(instruction_words).sum::<usize>();
    let mut count = m.memory_model.iter().map(instruction_words).sum::<usize>();
    count += sections.iter().map(|list| words(list)).sum::<usize>();
    for f in &m.functions {
        count += f.def.iter().chain(&f.end).map(instruction_words).sum::<usize>() + words(&f.parameters);
        for b in &f.blocks {
            count += b.label.iter().map(instruction_words).sum::<usize>() + words(&b.instructions);
        }
    }
    count
}

/// How many words an encoded function assembles to.
fn function_words(f: &Function) -> usize {
    let (head, end) = f.head_and_end();
    head.iter().chain([&end]).map(instruction_words).sum::<usize>() + f.code().map_or(0, |c| c.words().len())
}

/// How many words `i` assembles to.
fn instruction_words(i: &Instruction) -> usize {
    let operand_words: usize = i
        .operands
        .iter()
        .map(|o| match o {
            Operand::LiteralString(s) => s.len() / 4 + 1,
            Operand::LiteralBit64(_) => 2,
            _ => 1,
        })
        .sum();
    1 + usize::from(i.result_type.is_some()) + usize::from(i.result_id.is_some()) + operand_words
}

/// The first struct nested deeper than the universal limit of 255 (SPIR-V
/// 2.17), counting structs through arrays; members come before their structs
/// in `types`, and pointers end the nesting.
fn too_deep_struct(types: &FastIndexMap<TypeKey, Id>) -> Option<WriterError> {
    let mut depth: IndexMap<Id, u32> = IndexMap::new();
    for (key, &id) in types {
        let d = match key {
            TypeKey::Struct { members, .. } => {
                1 + members.iter().map(|m| depth.get(m).copied().unwrap_or(0)).max().unwrap_or(0)
            }
            TypeKey::Array { element, .. } | TypeKey::RuntimeArray { element } => {
                depth.get(element).copied().unwrap_or(0)
            }
            _ => continue,
        };
        if d > 255 {
            return Some(WriterError::StructTooDeep { id, depth: d });
        }
        depth.insert(id, d);
    }
    None
}

/// The most words one instruction can have: the word count in its first word
/// is 16 bits (SPIR-V 2.3 "Physical Layout of a SPIR-V Module and Instruction").
pub const MAX_INSTRUCTION_WORDS: usize = 0xFFFF;

/// An error if `i` would not fit in one instruction (a huge constant array,
/// struct, switch or name), which rspirv would otherwise encode silently wrong.
pub(crate) fn oversized(i: &Instruction) -> Option<WriterError> {
    let is_string = |o: &Operand| matches!(o, Operand::LiteralString(_));
    if i.operands.len() < 1024 && !i.operands.iter().any(is_string) {
        return None; // at most 3 + 2 * 1023 words
    }
    let words = instruction_words(i);
    (words > MAX_INSTRUCTION_WORDS)
        .then_some(WriterError::InstructionTooLong { opcode: i.class.opcode, words })
}

/// The module's 16-bit float types (the encoded global section's, `encoded_half`, too).
fn half_ids(module: &dr::Module, encoded_half: Option<Id>) -> Vec<Id> {
    module
        .types_global_values
        .iter()
        .filter(|i| i.class.opcode == Op::TypeFloat && i.operands == [Operand::LiteralBit32(16)])
        .filter_map(|i| i.result_id)
        .chain(encoded_half)
        .collect()
}

/// Whether `i` uses one of the 16-bit float types `halves` other than as the
/// pointee of an OpTypePointer (or in a name or plain decoration). Where no
/// instruction does, Float16Buffer suffices (SPIR-V 3.31, "Float16Buffer":
/// pointers to 16-bit floats, dereferenced only by instructions that allow it,
/// such as OpenCL.std vload_half), not Float16.
fn uses_half_other_than_pointee(i: &Instruction, halves: &[Id]) -> bool {
    if i.result_type.is_some_and(|t| halves.contains(&t)) {
        return true;
    }
    match i.class.opcode {
        Op::TypePointer | Op::Name | Op::Decorate => false,
        _ => i.operands.iter().any(|o| matches!(o, Operand::IdRef(id) if halves.contains(id))),
    }
}
