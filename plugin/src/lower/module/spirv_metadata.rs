//! `!spirv.*` metadata of SPIR-V friendly IR ("SPIR-V Representation in LLVM IR", "SPIR-V instructions
//! mapped to LLVM metadata" and "decorations"): module-level named metadata,
//! and `!spirv.Decorations` / `!spirv.ParameterDecorations` on globals,
//! functions, parameters and instructions. Explicit metadata adds to what the
//! module needs; it never removes anything.

use crate::diagnostics::LowerError;
use crate::llvm::{self, Metadata, Value};
use crate::lower::module::explicit_decorations::DecorationTarget;
use crate::lower::{warn, LowerResult, ModuleLowering};
use spirv_writer::spirv::{AddressingModel, Capability, Decoration, MemoryModel, SourceLanguage};
use spirv_writer::{Id, Operand};

/// `!spirv.MemoryModel = !{!{i32 addressing, i32 memory}}`, if present.
pub fn explicit_memory_model(module: llvm::Module) -> LowerResult<Option<(AddressingModel, MemoryModel)>> {
    let Some(node) = module.named_metadata("spirv.MemoryModel").first().copied() else { return Ok(None) };
    let (Some(a), Some(m)) = (node.int_operand(0), node.int_operand(1)) else {
        return Err(LowerError::convention(
            "!spirv.MemoryModel",
            "must be !{i32 addressing model, i32 memory model}",
        ));
    };
    let addressing = AddressingModel::from_u32(a as u32).ok_or_else(|| {
        LowerError::convention("!spirv.MemoryModel", format!("{a} is not an addressing model"))
    })?;
    let memory = MemoryModel::from_u32(m as u32)
        .ok_or_else(|| LowerError::convention("!spirv.MemoryModel", format!("{m} is not a memory model")))?;
    Ok(Some((addressing, memory)))
}

/// The decoration nodes of a decoration list: `!{!{i32 id, operands...}, ...}`
/// (`node` names the metadata kind it came from, for errors).
/// An operand of a decoration node: ready, or an integer constant that the
/// grammar wants as an id (AlignmentId, MaxByteOffsetId, ...), lowered when applied.
pub enum DecorationOperand {
    Ready(Operand),
    Constant(Value),
}

pub fn decoration_list(
    list: Metadata,
    node: &str,
    owner: &str,
) -> LowerResult<Vec<(Decoration, Vec<DecorationOperand>)>> {
    let md = node;
    let malformed = |problem: String| LowerError::convention(md, problem);
    let mut out = Vec::new();
    for (n, node) in list.operands().into_iter().enumerate() {
        let node = node.map(Metadata::from_value).filter(|m| m.is_node()).ok_or_else(|| {
            malformed(format!("decoration list entry {n} is not a metadata node (expected !{{i32 decoration, operands...}})"))
        })?;
        let id = node.int_operand(0).ok_or_else(|| {
            malformed(format!("decoration node {n} does not start with an integer decoration id"))
        })?;
        let decoration = Decoration::from_u32(id as u32)
            .ok_or_else(|| malformed(format!("{id} is not a SPIR-V decoration")))?;
        if decoration == Decoration::InitModeINTEL {
            // An FPGA hint whose operand kind (InitializationModeQualifier)
            // makes SPIRV-Tools up to 2025.5 stop with "Unhandled operand
            // type": nothing could check the module, so it is left out.
            warn(&format!(
                "spirv-emit: warning: {md}: decoration InitModeINTEL of {owner} is dropped: \
                 no SPIRV-Tools release up to 2025.5 can validate it\n"
            ));
            continue;
        }
        let given = node.operands().len() - 1;
        let (operands, dropped) = decoration_operands(node, decoration, &malformed)?;
        if dropped > 0 {
            // Front ends write operands the grammar does not give (RelaxedPrecision 2,
            // ConduitKernelArgumentINTEL 1); the reference translator drops them too.
            warn(&format!(
                "spirv-emit: warning: {md}: decoration {decoration:?} of {owner} takes {} operand(s), \
                 not {given}: the {dropped} extra one(s) are dropped\n",
                given - dropped
            ));
        }
        out.push((decoration, operands));
    }
    Ok(out)
}

/// The operands of one decoration node, read as the grammar's operand kinds,
/// and how many operands past the grammar's were left out.
fn decoration_operands(
    node: Metadata,
    decoration: Decoration,
    malformed: &dyn Fn(String) -> LowerError,
) -> LowerResult<(Vec<DecorationOperand>, usize)> {
    // The grammar's operands of the decoration: a string where it wants a
    // number (or the reverse) would encode as garbage.
    let expected = Operand::Decoration(decoration).additional_operands();
    let mut operands = Vec::new();
    let given = node.operands().len();
    for k in 1..given {
        let kind = expected
            .get(k - 1)
            .or_else(|| {
                expected.last().filter(|o| o.quantifier == rspirv::grammar::OperandQuantifier::ZeroOrMore)
            })
            .map(|o| o.kind);
        let Some(kind) = kind else {
            return Ok((operands, given - k));
        };
        let wants_string = kind == rspirv::grammar::OperandKind::LiteralString;
        let wants_id = matches!(kind, rspirv::grammar::OperandKind::IdRef);
        if let Some(value) = node.operands()[k].filter(|v| wants_id && v.const_int_sext().is_some()) {
            operands.push(DecorationOperand::Constant(value));
        } else if let Some(value) = node.int_operand(k).filter(|_| !wants_string && !wants_id) {
            if known_enumerant(kind, value) == Some(false) {
                return Err(malformed(format!(
                    "operand {k} of decoration {decoration:?} is {value}, which is no {kind:?} of the SPIR-V grammar"
                )));
            }
            operands.push(DecorationOperand::Ready(Operand::LiteralBit32(value as u32)));
        } else if let Some(text) = node.string_operand(k).filter(|_| wants_string) {
            operands.push(DecorationOperand::Ready(Operand::LiteralString(text)));
        } else if node.int_operand(k).is_some() || node.string_operand(k).is_some() {
            return Err(malformed(format!(
                "operand {k} of decoration {decoration:?} must be {}",
                if wants_string { "a string" } else { "an integer" }
            )));
        } else {
            return Err(malformed(format!(
                "operand {k} of decoration {decoration:?} is neither an integer nor a string"
            )));
        }
    }
    let required =
        expected.iter().filter(|o| o.quantifier == rspirv::grammar::OperandQuantifier::One).count();
    if operands.len() < required {
        return Err(malformed(format!(
            "decoration {decoration:?} takes {required} operand(s), not {}",
            operands.len()
        )));
    }
    Ok((operands, 0))
}

/// Whether `value` is an enumerant of the value enumeration `kind`, for the
/// enumerations of extension decorations (None: not one checked here; the
/// validator checks the others).
fn known_enumerant(kind: rspirv::grammar::OperandKind, value: i64) -> Option<bool> {
    use rspirv::grammar::OperandKind as K;
    use spirv_writer::spirv::{HostAccessQualifier, LoadCacheControl, StoreCacheControl};
    let known: fn(u32) -> bool = match kind {
        K::LoadCacheControl => |v| LoadCacheControl::from_u32(v).is_some(),
        K::StoreCacheControl => |v| StoreCacheControl::from_u32(v).is_some(),
        K::HostAccessQualifier => |v| HostAccessQualifier::from_u32(v).is_some(),
        _ => return None,
    };
    Some(u32::try_from(value).is_ok_and(known))
}

impl ModuleLowering {
    /// Applies the `!spirv.Decorations` of `v` (a global, function or instruction) to `id`.
    pub fn apply_decorations(&mut self, v: Value, id: Id) -> LowerResult<()> {
        let decorations = self.explicit_decorations(v)?;
        self.decorate_explicitly(id, &DecorationTarget::of(v), decorations);
        Ok(())
    }

    /// The `!spirv.Decorations` of `v`, their id operands lowered to constants
    /// (before the decorated variable: SPIR-V wants OpDecorateId's operands
    /// declared before its target).
    pub fn explicit_decorations(&mut self, v: Value) -> LowerResult<Vec<(Decoration, Vec<Operand>)>> {
        let Some(kind) = self.kinds.decorations else { return Ok(Vec::new()) };
        let list = if v.is_instruction() { v.instruction_metadata(kind) } else { v.global_metadata(kind) };
        match list {
            Some(list) => {
                let raw = decoration_list(list, "!spirv.Decorations", &DecorationTarget::of(v).shown)?;
                self.lower_decoration_operands(raw)
            }
            None => Ok(Vec::new()),
        }
    }

    fn lower_decoration_operands(
        &mut self,
        raw: Vec<(Decoration, Vec<DecorationOperand>)>,
    ) -> LowerResult<Vec<(Decoration, Vec<Operand>)>> {
        let mut out = Vec::new();
        for (decoration, operands) in raw {
            let mut lowered = Vec::new();
            for operand in operands {
                lowered.push(match operand {
                    DecorationOperand::Ready(o) => o,
                    DecorationOperand::Constant(v) => Operand::IdRef(self.constant(v)?),
                });
            }
            out.push((decoration, lowered));
        }
        Ok(out)
    }

    /// Applies `!spirv.ParameterDecorations` of `function` to its parameter `index`.
    pub fn apply_parameter_decorations(&mut self, function: Value, index: usize, id: Id) -> LowerResult<()> {
        let kind = self.kinds.parameter_decorations;
        let Some(lists) = kind.and_then(|kind| function.global_metadata(kind)) else { return Ok(()) };
        let Some(list) = lists.node_operand(index) else { return Ok(()) };
        let Some(&param) = function.params().get(index) else { return Ok(()) };
        let target = DecorationTarget::of(param);
        let raw = decoration_list(list, "!spirv.ParameterDecorations", &target.shown)?;
        let decorations = self.lower_decoration_operands(raw)?;
        self.decorate_explicitly(id, &target, decorations);
        Ok(())
    }

    /// Module-level named metadata that does not depend on functions.
    pub fn lower_spirv_named_metadata(&mut self) -> LowerResult<()> {
        if let Some(node) = self.llvm.named_metadata("spirv.Source").first().copied() {
            let language = node.int_operand(0).ok_or_else(|| {
                LowerError::convention("!spirv.Source", "needs !{i32 language, i32 version[, !{!\"file\"}]}")
            })?;
            let language = SourceLanguage::from_u32(language as u32)
                .ok_or_else(|| LowerError::convention("!spirv.Source", "unknown source language"))?;
            let version = node.int_operand(1).unwrap_or(0) as u32;
            // The file: a string (as the reference translator writes and reads
            // it) or a node holding one (the document's example).
            let file =
                node.string_operand(2).or_else(|| node.node_operand(2).and_then(|f| f.string_operand(0)));
            self.m.source_with_file(language, version, file.as_deref());
        }
        for node in self.llvm.named_metadata("spirv.SourceExtension") {
            let text = node.string_operand(0).ok_or_else(|| {
                LowerError::convention("!spirv.SourceExtension", "entries are !{!\"name\"}")
            })?;
            self.m.source_extension(&text);
        }
        for node in self.llvm.named_metadata("spirv.Extension") {
            let name = node
                .string_operand(0)
                .ok_or_else(|| LowerError::convention("!spirv.Extension", "entries are !{!\"SPV_...\"}"))?;
            self.m.requirements.require_extension(&name, || "!spirv.Extension".into());
        }
        for node in self.llvm.named_metadata("spirv.Capability") {
            let value = node.int_operand(0).ok_or_else(|| {
                LowerError::convention("!spirv.Capability", "entries are !{i32 capability}")
            })?;
            let capability = Capability::from_u32(value as u32).ok_or_else(|| {
                LowerError::convention("!spirv.Capability", format!("{value} is not a capability"))
            })?;
            self.m.requirements.require_capability(capability, || "!spirv.Capability".into());
        }
        if let Some(node) = self.llvm.named_metadata("spirv.Generator").first().copied() {
            // Only informative: another form (an empty node, as some front
            // ends write) keeps spirv-emit's own generator word.
            match (node.int_operand(0), node.int_operand(1)) {
                (Some(vendor), Some(version)) => {
                    self.m.generator = ((vendor as u32 & 0xFFFF) << 16) | (version as u32 & 0xFFFF)
                }
                _ if node.operands().is_empty() => {}
                _ => warn(
                    "spirv-emit: warning: !spirv.Generator is not !{i16 generator id, i16 version}: \
                     it is ignored\n",
                ),
            }
        }
        Ok(())
    }

    /// Functions named by `!spirv.EntryPoint = !{!{i32 model, ptr @f, !"name", ...}}`, with their names.
    pub fn metadata_entry_points(&self) -> Vec<(Value, String)> {
        let mut out = Vec::new();
        for node in self.llvm.named_metadata("spirv.EntryPoint") {
            let Some(function) = node.operands().get(1).copied().flatten().filter(|f| f.is_function()) else {
                continue;
            };
            let name = node.string_operand(2).unwrap_or_else(|| function.name());
            out.push((function, name));
        }
        out
    }
}
