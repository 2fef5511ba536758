//! Functions and basic blocks.
//!
//! A `Block` can only be made by terminating a `BlockBuilder`, so every block
//! in a function ends with exactly one terminator (SPIR-V 2.4: "a block ends
//! with a block termination instruction").

use crate::error::WriterError;
use crate::grammar::{inst, is_block_terminator};
use crate::Id;
use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{FunctionControl, Op};

/// A block under construction.
#[derive(Debug)]
pub struct BlockBuilder {
    label: Id,
    instructions: Vec<Instruction>,
}

impl BlockBuilder {
    pub fn new(label: Id) -> Self {
        BlockBuilder { label, instructions: Vec::new() }
    }

    /// A block whose first instructions are `instructions` (none a
    /// terminator), taken as they are: a long block is not copied.
    pub fn with_instructions(label: Id, instructions: Vec<Instruction>) -> Self {
        debug_assert!(
            !instructions.iter().any(|i| is_block_terminator(i.class.opcode)),
            "terminators end blocks"
        );
        BlockBuilder { label, instructions }
    }

    pub fn label(&self) -> Id {
        self.label
    }

    /// Appends a non-terminator instruction.
    pub fn push(&mut self, instruction: Instruction) {
        debug_assert!(!is_block_terminator(instruction.class.opcode), "use terminate() for terminators");
        self.instructions.push(instruction);
    }

    pub fn instructions(&self) -> &[Instruction] {
        &self.instructions
    }

    /// Ends the block with `terminator`.
    pub fn terminate(mut self, terminator: Instruction) -> Result<Block, WriterError> {
        let opcode = terminator.class.opcode;
        if !is_block_terminator(opcode) {
            return Err(WriterError::NotATerminator { label: self.label, opcode });
        }
        self.instructions.push(terminator);
        Ok(Block { label: self.label, instructions: self.instructions })
    }
}

/// A terminated block.
#[derive(Debug, Clone)]
pub struct Block {
    label: Id,
    instructions: Vec<Instruction>,
}

impl Block {
    pub fn label(&self) -> Id {
        self.label
    }

    pub fn instructions(&self) -> &[Instruction] {
        &self.instructions
    }

    pub(crate) fn into_rspirv(self) -> rspirv::dr::Block {
        rspirv::dr::Block {
            label: Some(inst(Op::Label, None, Some(self.label), vec![])),
            instructions: self.instructions,
        }
    }
}

/// A function: a declaration while it has no blocks, a definition once it has.
#[derive(Debug, Clone)]
pub struct Function {
    pub id: Id,
    pub result_type: Id,
    pub control: FunctionControl,
    pub function_type: Id,
    params: Vec<(Id, Id)>,
    blocks: Vec<Block>,
}

impl Function {
    pub fn new(id: Id, result_type: Id, control: FunctionControl, function_type: Id) -> Self {
        Function { id, result_type, control, function_type, params: Vec::new(), blocks: Vec::new() }
    }

    /// Adds a parameter `(id, type)`.
    pub fn add_param(&mut self, id: Id, ty: Id) {
        self.params.push((id, ty));
    }

    pub fn params(&self) -> &[(Id, Id)] {
        &self.params
    }

    pub fn add_block(&mut self, block: Block) {
        self.blocks.push(block);
    }

    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }

    pub(crate) fn into_rspirv(self) -> rspirv::dr::Function {
        rspirv::dr::Function {
            def: Some(inst(
                Op::Function,
                Some(self.result_type),
                Some(self.id),
                vec![Operand::FunctionControl(self.control), Operand::IdRef(self.function_type)],
            )),
            end: Some(inst(Op::FunctionEnd, None, None, vec![])),
            parameters: self
                .params
                .into_iter()
                .map(|(id, ty)| inst(Op::FunctionParameter, Some(ty), Some(id), vec![]))
                .collect(),
            blocks: self.blocks.into_iter().map(Block::into_rspirv).collect(),
        }
    }
}
