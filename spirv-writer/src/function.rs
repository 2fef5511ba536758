//! Functions and their blocks.
//!
//! A block is added with its label and its code, which must end with a
//! block terminator (SPIR-V 2.4: "a block ends with a block termination
//! instruction"); the function keeps all its blocks as one `Code`.

use crate::code::Code;
use crate::error::WriterError;
use crate::grammar::{inst, is_block_terminator};
use crate::Id;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{FunctionControl, Op};

/// A function: a declaration while it has no blocks, a definition once it has.
#[derive(Debug, Clone)]
pub struct Function {
    pub id: Id,
    pub result_type: Id,
    pub control: FunctionControl,
    pub function_type: Id,
    params: Vec<(Id, Id)>,
    /// The blocks, each its OpLabel and its code.
    blocks: Option<Code>,
}

impl Function {
    pub fn new(id: Id, result_type: Id, control: FunctionControl, function_type: Id) -> Self {
        Function { id, result_type, control, function_type, params: Vec::new(), blocks: None }
    }

    /// Adds a parameter `(id, type)`.
    pub fn add_param(&mut self, id: Id, ty: Id) {
        self.params.push((id, ty));
    }

    pub fn params(&self) -> &[(Id, Id)] {
        &self.params
    }

    /// Adds the block labelled `label` whose instructions are `code`, which
    /// must end with a terminator.
    pub fn add_block(&mut self, label: Id, code: Code) -> Result<(), WriterError> {
        match code.last_opcode() {
            Some(op) if is_block_terminator(op) => {}
            opcode => return Err(WriterError::NotATerminator { label, opcode: opcode.unwrap_or(Op::Nop) }),
        }
        let blocks = self.blocks.get_or_insert_with(|| code.empty_like());
        // OpLabel has no requirements and names no type.
        blocks.push(inst(Op::Label, None, Some(label), vec![]), None);
        blocks.append(code);
        Ok(())
    }

    /// Gives the function its blocks, laid out in `code` already: each its
    /// OpLabel, its instructions and its terminator (no copy of a large
    /// function's code, where `add_block` appends each block).
    pub fn set_blocks(&mut self, code: Code) {
        self.blocks = Some(code);
    }

    pub fn is_declaration(&self) -> bool {
        self.blocks.is_none()
    }

    /// The blocks' code (none for a declaration).
    pub(crate) fn code(&self) -> Option<&Code> {
        self.blocks.as_ref()
    }

    fn def(&self) -> Instruction {
        inst(
            Op::Function,
            Some(self.result_type),
            Some(self.id),
            vec![Operand::FunctionControl(self.control), Operand::IdRef(self.function_type)],
        )
    }

    fn parameters(&self) -> impl Iterator<Item = Instruction> + '_ {
        self.params.iter().map(|&(id, ty)| inst(Op::FunctionParameter, Some(ty), Some(id), vec![]))
    }

    /// The instructions around the blocks: OpFunction and the parameters
    /// (first), OpFunctionEnd (last).
    pub(crate) fn head_and_end(&self) -> (Vec<Instruction>, Instruction) {
        (
            std::iter::once(self.def()).chain(self.parameters()).collect(),
            inst(Op::FunctionEnd, None, None, vec![]),
        )
    }

    /// The function as rspirv's, for code kept as instructions.
    pub(crate) fn into_rspirv(self) -> rspirv::dr::Function {
        let (head, end) = self.head_and_end();
        let mut head = head.into_iter();
        let mut blocks: Vec<rspirv::dr::Block> = Vec::new();
        for i in self.blocks.map(Code::into_instructions).unwrap_or_default() {
            if i.class.opcode == Op::Label {
                blocks.push(rspirv::dr::Block { label: Some(i), instructions: Vec::new() });
            } else if let Some(block) = blocks.last_mut() {
                block.instructions.push(i);
            }
        }
        rspirv::dr::Function { def: head.next(), end: Some(end), parameters: head.collect(), blocks }
    }
}
