//! NonSemantic.AuxData (`preserve-auxdata`, the reference translator's
//! `--spirv-preserve-auxdata`): the attributes and metadata attachments of
//! functions and global variables, in the translator's wire format, so that
//! its reverse translation (`llvm-spirv -r --spirv-preserve-auxdata`) restores
//! them. Each is one OpExtInst at module scope naming the function or
//! variable, then OpStrings (a string attribute's kind and, when not empty,
//! its value; any other attribute as LLVM prints it; a metadata kind) and, for
//! metadata, each operand: an OpString for a string, the constant's id for a
//! constant.
//!
//! The instructions follow the last function: they name functions, and
//! SPIR-V 2.4 lets non-semantic instructions come after functions, so the
//! module validates (SPIRV-Tools rejects the translator's placement, before
//! the functions, as a forward reference) and the translator's reader takes
//! them there as well as anywhere at module scope.

use super::super::ModuleLowering;
use crate::llvm::{Attribute, Metadata, MetadataOperand, Value};
use spirv_writer::grammar::inst;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Operand};

/// The extended instruction set, and its instructions (the translator's
/// `NonSemantic.AuxData.h`).
const SET: &str = "NonSemantic.AuxData";
/// FunctionAttribute (1) and FunctionMetadata (0).
const FUNCTION: Opcodes = Opcodes { attribute: 1, metadata: 0 };
/// GlobalVariableAttribute (3) and GlobalVariableMetadata (2).
const GLOBAL_VARIABLE: Opcodes = Opcodes { attribute: 3, metadata: 2 };

/// Metadata the translator leaves out, as it carries them otherwise (explicit
/// decorations, debug information): the reader would make them twice.
const SKIPPED_METADATA: [&str; 3] = ["spirv.Decorations", "spirv.ParameterDecorations", "dbg"];

/// Which instructions carry one kind of global's data.
#[derive(Clone, Copy)]
struct Opcodes {
    attribute: u32,
    metadata: u32,
}

impl ModuleLowering {
    /// The attributes and metadata of every function and global variable the
    /// module defines or declares, when `preserve-auxdata` asks for them.
    pub(crate) fn lower_aux_data(&mut self) {
        if !self.preserve_auxdata {
            return;
        }
        let globals: Vec<(Value, Id)> =
            self.llvm.globals().into_iter().filter_map(|g| Some((g, *self.globals.get(&g)?))).collect();
        let functions: Vec<(Value, Id)> = self
            .functions
            .iter()
            .filter_map(|f| Some((f.value, self.signatures.get(&f.value)?.id)))
            .collect();
        for (g, id) in globals {
            self.aux_data_of(g, id, GLOBAL_VARIABLE);
        }
        for (f, id) in functions {
            self.aux_data_of(f, id, FUNCTION);
        }
    }

    fn aux_data_of(&mut self, global: Value, id: Id, opcodes: Opcodes) {
        for attribute in global.attributes() {
            let mut operands = vec![id];
            match attribute {
                Attribute::String { kind, value } => {
                    operands.push(self.m.string(&kind));
                    if !value.is_empty() {
                        operands.push(self.m.string(&value));
                    }
                }
                Attribute::Other(text) => operands.push(self.m.string(&text)),
            }
            self.aux_instruction(opcodes.attribute, operands);
        }
        for (kind, node) in global.metadata_attachments() {
            if SKIPPED_METADATA.contains(&kind.as_str()) {
                continue;
            }
            match self.metadata_operands(node) {
                Some(values) => {
                    let mut operands = vec![id, self.m.string(&kind)];
                    operands.extend(values);
                    self.aux_instruction(opcodes.metadata, operands);
                }
                None => crate::lower::warn(&format!(
                    "spirv-emit: warning: !{kind} of '{}' is not preserved (preserve-auxdata): NonSemantic.AuxData \
                     carries strings and constants only, not nested nodes or null operands\n",
                    global.name()
                )),
            }
        }
    }

    /// A metadata node's operands as NonSemantic.AuxData writes them; None
    /// when one is neither a string nor a constant spirv-emit can write (the
    /// translator asserts on those).
    fn metadata_operands(&mut self, node: Metadata) -> Option<Vec<Id>> {
        node.classified_operands()
            .into_iter()
            .map(|operand| match operand {
                MetadataOperand::String(text) => Some(self.m.string(&text)),
                MetadataOperand::Constant(value) => self.constant(value).ok(),
                MetadataOperand::Other => None,
            })
            .collect()
    }

    fn aux_instruction(&mut self, opcode: u32, ids: Vec<Id>) {
        super::requirements::require_non_semantic(self, || {
            "function attributes and metadata in NonSemantic.AuxData (preserve-auxdata)".to_string()
        });
        let set = self.m.ext_inst_import(SET);
        let void = self.m.type_void();
        let result = self.m.alloc_id();
        let mut operands = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(opcode)];
        operands.extend(ids.into_iter().map(Operand::IdRef));
        self.m.add_trailing_non_semantic(inst(Op::ExtInst, Some(void), Some(result), operands));
    }
}
