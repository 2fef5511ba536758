//! The instruction emitter: typed constructors for the instructions the
//! lowering emits most, appending to the current block and returning the
//! result id (`self.emitter().load(ty, pointer, access)` rather than an
//! operand vector). `Emitter` is a short-lived view: ids come from the
//! module (or, through `emitter_as(id)`, the next result id is `id`),
//! instructions go to the function's current block. Terminators are
//! built as instructions (`branch`, `branch_conditional`) and handed to
//! `finish_block` or returned by the terminator lowering.

use crate::lower::body::blocks::Blocks;
use crate::lower::body::emit::memory_operands;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Instruction, Module, Operand};

/// The memory access of a load, store or copy: alignment in bytes (0 for
/// none) and volatility, written as SPIR-V "Memory Operands" by `memory_operands`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub alignment: u32,
    pub volatile: bool,
}

impl Access {
    /// No memory operands.
    pub const PLAIN: Access = Access { alignment: 0, volatile: false };

    pub fn new(alignment: u32, volatile: bool) -> Self {
        Access { alignment, volatile }
    }

    fn operands(self) -> Vec<Operand> {
        memory_operands(self.alignment, self.volatile)
    }

    /// `first` followed by the memory operands, in a vector of the exact size
    /// (a load or store is kept until the module is written).
    fn after(self, first: &[Operand]) -> Vec<Operand> {
        let extra = usize::from(self.volatile || self.alignment > 0) + usize::from(self.alignment > 0);
        let mut operands = Vec::with_capacity(first.len() + extra);
        operands.extend_from_slice(first);
        operands.extend(self.operands());
        operands
    }
}

fn ids(ids: &[Id]) -> impl Iterator<Item = Operand> + '_ {
    ids.iter().map(|&id| Operand::IdRef(id))
}

fn literals(literals: &[u32]) -> impl Iterator<Item = Operand> + '_ {
    literals.iter().map(|&n| Operand::LiteralBit32(n))
}

/// OpBranch to `target`.
pub fn branch(target: Id) -> Instruction {
    inst(Op::Branch, None, None, vec![Operand::IdRef(target)])
}

/// OpBranchConditional on `condition`.
pub fn branch_conditional(condition: Id, if_true: Id, if_false: Id) -> Instruction {
    inst(Op::BranchConditional, None, None, ids(&[condition, if_true, if_false]).collect())
}

pub struct Emitter<'b> {
    pub(super) module: &'b mut Module,
    pub(super) blocks: &'b mut Blocks,
    /// The result id of the next instruction, when it is given (a value whose
    /// id was handed out before its definition): see `emitter_as`.
    pub(super) result: Option<Id>,
}

impl Emitter<'_> {
    /// Any instruction with a fresh result id (for the rarer opcodes).
    pub fn op(&mut self, op: Op, result_type: Option<Id>, operands: Vec<Operand>) -> Id {
        let id = self.result.take().unwrap_or_else(|| self.module.alloc_id());
        self.blocks.push(inst(op, result_type, Some(id), operands));
        id
    }

    /// Any instruction without a result.
    pub fn void(&mut self, op: Op, operands: Vec<Operand>) {
        self.blocks.push(inst(op, None, None, operands));
    }

    /// An instruction whose operands are all ids (for the rarer opcodes).
    pub fn op_ids(&mut self, op: Op, result_type: Id, operands: &[Id]) -> Id {
        self.op(op, Some(result_type), ids(operands).collect())
    }

    /// An instruction without a result whose operands are all ids.
    pub fn void_ids(&mut self, op: Op, operands: &[Id]) {
        self.void(op, ids(operands).collect());
    }

    /// OpControlBarrier (execution scope, memory scope, semantics: ids).
    pub fn control_barrier(&mut self, execution: Id, memory: Id, semantics: Id) {
        self.void_ids(Op::ControlBarrier, &[execution, memory, semantics]);
    }

    /// OpMemoryBarrier (memory scope, semantics: ids).
    pub fn memory_barrier(&mut self, memory: Id, semantics: Id) {
        self.void_ids(Op::MemoryBarrier, &[memory, semantics]);
    }

    /// A one-operand instruction: a conversion, negation, OpNot, OpCopyObject, ...
    pub fn unary(&mut self, op: Op, ty: Id, x: Id) -> Id {
        self.op(op, Some(ty), vec![Operand::IdRef(x)])
    }

    /// A two-operand instruction: arithmetic, bitwise, logical, a comparison, ...
    pub fn binary(&mut self, op: Op, ty: Id, a: Id, b: Id) -> Id {
        self.op(op, Some(ty), vec![Operand::IdRef(a), Operand::IdRef(b)])
    }

    pub fn bitcast(&mut self, ty: Id, x: Id) -> Id {
        self.unary(Op::Bitcast, ty, x)
    }

    pub fn select(&mut self, ty: Id, condition: Id, if_true: Id, if_false: Id) -> Id {
        self.op(Op::Select, Some(ty), ids(&[condition, if_true, if_false]).collect())
    }

    pub fn load(&mut self, ty: Id, pointer: Id, access: Access) -> Id {
        self.op(Op::Load, Some(ty), access.after(&[Operand::IdRef(pointer)]))
    }

    pub fn store(&mut self, pointer: Id, value: Id, access: Access) {
        self.void(Op::Store, access.after(&[Operand::IdRef(pointer), Operand::IdRef(value)]));
    }

    pub fn composite_extract(&mut self, ty: Id, composite: Id, indexes: &[u32]) -> Id {
        let operands = std::iter::once(Operand::IdRef(composite)).chain(literals(indexes)).collect();
        self.op(Op::CompositeExtract, Some(ty), operands)
    }

    /// `composite` (of type `ty`) with `part` at `indexes`.
    pub fn composite_insert(&mut self, ty: Id, part: Id, composite: Id, indexes: &[u32]) -> Id {
        let operands = ids(&[part, composite]).chain(literals(indexes)).collect();
        self.op(Op::CompositeInsert, Some(ty), operands)
    }

    /// OpVectorShuffle of `a` and `b` (lanes of `b` numbered after those of `a`).
    pub fn vector_shuffle(&mut self, ty: Id, a: Id, b: Id, lanes: &[u32]) -> Id {
        let operands = ids(&[a, b]).chain(literals(lanes)).collect();
        self.op(Op::VectorShuffle, Some(ty), operands)
    }

    /// OpPtrAccessChain (`in_bounds`: OpInBoundsPtrAccessChain) from `base`.
    pub fn ptr_access_chain(&mut self, ty: Id, in_bounds: bool, base: Id, element: Id, indexes: &[Id]) -> Id {
        let op = if in_bounds { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        self.op(op, Some(ty), ids(&[base, element]).chain(ids(indexes)).collect())
    }

    /// OpAccessChain (`in_bounds`: OpInBoundsAccessChain) from `base`.
    pub fn access_chain(&mut self, ty: Id, in_bounds: bool, base: Id, indexes: &[Id]) -> Id {
        let op = if in_bounds { Op::InBoundsAccessChain } else { Op::AccessChain };
        self.op(op, Some(ty), std::iter::once(Operand::IdRef(base)).chain(ids(indexes)).collect())
    }

    /// OpPhi from (value, parent label) pairs.
    pub fn phi(&mut self, ty: Id, incoming: &[(Id, Id)]) -> Id {
        let operands = incoming.iter().flat_map(|&(value, parent)| ids(&[value, parent]).collect::<Vec<_>>());
        self.op(Op::Phi, Some(ty), operands.collect())
    }

    pub fn function_call(&mut self, ty: Id, function: Id, arguments: &[Id]) -> Id {
        self.op(
            Op::FunctionCall,
            Some(ty),
            std::iter::once(Operand::IdRef(function)).chain(ids(arguments)).collect(),
        )
    }

    /// Instruction `number` of the extended instruction set `set`.
    pub fn ext_inst(&mut self, ty: Id, set: Id, number: u32, operands: Vec<Operand>) -> Id {
        let mut all = vec![Operand::IdRef(set), Operand::LiteralExtInstInteger(number)];
        all.extend(operands);
        self.op(Op::ExtInst, Some(ty), all)
    }
}
