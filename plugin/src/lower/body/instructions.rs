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
use spirv_writer::spirv::{GroupOperation, ImageOperands, Op};
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

/// OpReturn, or OpReturnValue of `value`.
pub fn ret(value: Option<Id>) -> Instruction {
    match value {
        Some(value) => inst(Op::ReturnValue, None, None, vec![Operand::IdRef(value)]),
        None => inst(Op::Return, None, None, vec![]),
    }
}

pub fn unreachable() -> Instruction {
    inst(Op::Unreachable, None, None, vec![])
}

/// OpSwitch on `selector`: to `default`, or to the label after each case's
/// literal (LiteralBit32 or LiteralBit64, as wide as the selector).
pub fn switch(selector: Id, default: Id, cases: impl IntoIterator<Item = (Operand, Id)>) -> Instruction {
    let targets = cases.into_iter().flat_map(|(literal, label)| [literal, Operand::IdRef(label)]);
    inst(Op::Switch, None, None, ids(&[selector, default]).chain(targets).collect())
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
        self.blocks.push(self.module, inst(op, result_type, Some(id), operands));
        id
    }

    /// Any instruction without a result.
    pub fn void(&mut self, op: Op, operands: Vec<Operand>) {
        self.blocks.push(self.module, inst(op, None, None, operands));
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

    /// OpCopyMemorySized of `size` bytes from `source` to `target`.
    pub fn copy_memory_sized(&mut self, target: Id, source: Id, size: Id, access: Access) {
        let mut operands: Vec<Operand> = ids(&[target, source, size]).collect();
        operands.extend(access.operands());
        self.void(Op::CopyMemorySized, operands);
    }

    /// OpCompositeConstruct of `parts`.
    pub fn composite_construct(&mut self, ty: Id, parts: &[Id]) -> Id {
        self.op_ids(Op::CompositeConstruct, ty, parts)
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
        let mut operands = Vec::with_capacity(2 * incoming.len());
        for &(value, parent) in incoming {
            operands.extend([Operand::IdRef(value), Operand::IdRef(parent)]);
        }
        self.op(Op::Phi, Some(ty), operands)
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

/// Where an atomic instruction operates: its pointer, and the ids of its
/// Scope and (equal) MemorySemantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtomicAt {
    pub pointer: Id,
    pub scope: Id,
    pub semantics: Id,
}

fn image_operands(mask: ImageOperands, values: &[Id]) -> impl Iterator<Item = Operand> + '_ {
    (!mask.is_empty()).then_some(Operand::ImageOperands(mask)).into_iter().chain(ids(values))
}

/// Atomics, images and group operations: the instructions whose operands mix
/// ids with enumerants or follow a fixed prefix.
impl Emitter<'_> {
    /// An atomic with a result (OpAtomicLoad, the read-modify-writes,
    /// OpAtomicFlagTestAndSet): pointer, scope, semantics, then `values`.
    pub fn atomic(&mut self, op: Op, ty: Id, at: AtomicAt, values: &[Id]) -> Id {
        self.op_ids(op, ty, &[&[at.pointer, at.scope, at.semantics], values].concat())
    }

    /// An atomic without a result (OpAtomicStore, OpAtomicFlagClear).
    pub fn atomic_void(&mut self, op: Op, at: AtomicAt, values: &[Id]) {
        self.void_ids(op, &[&[at.pointer, at.scope, at.semantics], values].concat());
    }

    /// OpAtomicCompareExchange: stores `value` where `comparator` is found
    /// (`unequal`: the semantics when it is not); gives the value found.
    pub fn atomic_compare_exchange(
        &mut self,
        ty: Id,
        at: AtomicAt,
        unequal: Id,
        value: Id,
        comparator: Id,
    ) -> Id {
        self.atomic(Op::AtomicCompareExchange, ty, at, &[unequal, value, comparator])
    }

    /// OpImageRead of `image` at `coordinate`, with the image operands `mask`
    /// (none when empty) and their `values`.
    pub fn image_read(
        &mut self,
        ty: Id,
        image: Id,
        coordinate: Id,
        (mask, values): (ImageOperands, &[Id]),
    ) -> Id {
        let operands = ids(&[image, coordinate]).chain(image_operands(mask, values)).collect();
        self.op(Op::ImageRead, Some(ty), operands)
    }

    /// OpImageWrite of `texel` to `image` at `coordinate`.
    pub fn image_write(
        &mut self,
        image: Id,
        coordinate: Id,
        texel: Id,
        (mask, values): (ImageOperands, &[Id]),
    ) {
        let operands = ids(&[image, coordinate, texel]).chain(image_operands(mask, values)).collect();
        self.void(Op::ImageWrite, operands);
    }

    /// OpImageSampleExplicitLod of the sampled image `sampled` at `coordinate`.
    pub fn image_sample_explicit_lod(
        &mut self,
        ty: Id,
        sampled: Id,
        coordinate: Id,
        (mask, values): (ImageOperands, &[Id]),
    ) -> Id {
        let operands = ids(&[sampled, coordinate]).chain(image_operands(mask, values)).collect();
        self.op(Op::ImageSampleExplicitLod, Some(ty), operands)
    }

    /// A group instruction (OpGroup*, OpGroupNonUniform*): execution scope,
    /// the GroupOperation of a reduction or scan, then `values` (the value,
    /// a lane, a cluster size, ...).
    pub fn group(
        &mut self,
        op: Op,
        ty: Id,
        scope: Id,
        operation: Option<GroupOperation>,
        values: &[Id],
    ) -> Id {
        let operands = std::iter::once(Operand::IdRef(scope))
            .chain(operation.map(Operand::GroupOperation))
            .chain(ids(values));
        self.op(op, Some(ty), operands.collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spirv_writer::spirv::{AddressingModel, MemoryModel};

    /// The instructions `build` emits, with ids 1.. handed out by a fresh module.
    fn emitted(build: impl FnOnce(&mut Emitter)) -> Vec<(Op, Option<Id>, Vec<Operand>)> {
        let mut module = Module::new(AddressingModel::Physical64, MemoryModel::OpenCL);
        module.keep_instructions();
        let mut blocks = Blocks::new(&module);
        build(&mut Emitter { module: &mut module, blocks: &mut blocks, result: None });
        let body = std::mem::replace(&mut blocks.body, module.new_code());
        body.into_instructions().into_iter().map(|i| (i.class.opcode, i.result_type, i.operands)).collect()
    }

    #[test]
    fn atomics_put_pointer_scope_and_semantics_first() {
        let at = AtomicAt { pointer: 100, scope: 101, semantics: 102 };
        let got = emitted(|e| {
            e.atomic(Op::AtomicIAdd, 7, at, &[103]);
            e.atomic_void(Op::AtomicStore, at, &[104]);
            e.atomic_compare_exchange(7, at, 105, 106, 107);
        });
        let ids = |list: &[Id]| list.iter().map(|&id| Operand::IdRef(id)).collect::<Vec<_>>();
        assert_eq!(got[0], (Op::AtomicIAdd, Some(7), ids(&[100, 101, 102, 103])));
        assert_eq!(got[1], (Op::AtomicStore, None, ids(&[100, 101, 102, 104])));
        assert_eq!(got[2], (Op::AtomicCompareExchange, Some(7), ids(&[100, 101, 102, 105, 106, 107])));
    }

    #[test]
    fn image_operands_only_when_the_mask_is_not_empty() {
        let got = emitted(|e| {
            e.image_read(7, 100, 101, (ImageOperands::NONE, &[]));
            e.image_read(7, 100, 101, (ImageOperands::LOD, &[102]));
        });
        assert_eq!(got[0].2, vec![Operand::IdRef(100), Operand::IdRef(101)]);
        let lod = vec![
            Operand::IdRef(100),
            Operand::IdRef(101),
            Operand::ImageOperands(ImageOperands::LOD),
            Operand::IdRef(102),
        ];
        assert_eq!(got[1].2, lod);
    }

    #[test]
    fn group_instructions_take_the_operation_after_the_scope() {
        let got = emitted(|e| {
            e.group(Op::GroupIAdd, 7, 100, Some(GroupOperation::Reduce), &[101]);
            e.group(Op::GroupBroadcast, 7, 100, None, &[101, 102]);
        });
        let reduce =
            vec![Operand::IdRef(100), Operand::GroupOperation(GroupOperation::Reduce), Operand::IdRef(101)];
        assert_eq!(got[0].2, reduce);
        assert_eq!(got[1].2, vec![Operand::IdRef(100), Operand::IdRef(101), Operand::IdRef(102)]);
    }
}
