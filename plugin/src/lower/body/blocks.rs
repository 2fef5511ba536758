//! Block and phi bookkeeping of one function: the labels of its LLVM blocks,
//! the SPIR-V block instructions currently go to, the blocks finished so far,
//! the function-scope variables (which must open the entry block), the code
//! placed on edges, and the assembly of all of it into a SPIR-V function.

use crate::llvm::BasicBlock;
use crate::local_hash::LocalIndexMap;
use crate::lower::body::order::BlockNumbers;
use indexmap::IndexMap;
use spirv_writer::grammar::{inst, is_block_terminator};
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Code, Function, Id, Instruction, Module, Operand, WriterError};

/// A finished SPIR-V block. One LLVM block becomes one or more of these when
/// a lowering needs control flow of its own (a loop for memset, say).
struct LoweredBlock {
    label: Id,
    llvm: BasicBlock,
    /// The label of the LLVM block's first SPIR-V block.
    first: Id,
    /// Where its terminator starts in the function's code; None when
    /// lowering the terminator failed (an error was reported).
    terminator: Option<usize>,
}

/// OpLabel `id`.
fn label(id: Id) -> Instruction {
    inst(Op::Label, None, Some(id), vec![])
}

pub struct Blocks {
    /// The reachable blocks' numbers, and the label of each by its number.
    numbers: BlockNumbers,
    labels: Vec<Id>,
    /// The numbers of the blocks before, at and after the current one in
    /// the lowering order: what a phi's edges and a branch most often name,
    /// found without a lookup in a map a large function has made cold.
    nearby: [Option<(BasicBlock, usize)>; 3],
    /// The LLVM block being lowered, its label, and the SPIR-V block its
    /// instructions go to.
    current_block: Option<BasicBlock>,
    current_first: Id,
    current_label: Id,
    /// The function's code so far, laid out as it will be written: the
    /// finished blocks (each its OpLabel, instructions and terminator), then
    /// the current block's label and instructions. (Written in place, a
    /// million-block function's code is neither copied nor allocated per block.)
    pub(super) body: Code,
    /// Where the entry block's instructions start (after its label).
    after_entry_label: usize,
    /// Blocks done, in emission order (a valid dominance order).
    finished: Vec<LoweredBlock>,
    /// Blocks ended by an instruction that is not a terminator.
    not_terminated: Vec<WriterError>,
    /// The label of the last SPIR-V block of each LLVM block a lowering split
    /// (by its first label); an unsplit block ends in its own label.
    exit_labels: LocalIndexMap<Id, Id>,
    /// Result ids of OpPhis lowered from LLVM phis (their parents are LLVM
    /// blocks, remapped to the block's last part when it was split); sorted
    /// only then.
    llvm_phis: Vec<Id>,
    /// OpVariable Function instructions, which must open the entry block.
    variables: Vec<Instruction>,
    /// Copies of initial values into some of those variables, right after them.
    variable_initializers: Vec<Instruction>,
    /// Instructions to place at the end of a predecessor, before its
    /// terminator (pointer bitcasts for phi operands).
    edge_fixups: IndexMap<BasicBlock, Code>,
}

impl Blocks {
    pub fn new(m: &Module) -> Self {
        Blocks {
            numbers: BlockNumbers::default(),
            labels: Vec::new(),
            nearby: [None; 3],
            current_block: None,
            current_first: 0,
            current_label: 0,
            body: m.new_code(),
            after_entry_label: 0,
            finished: Vec::new(),
            not_terminated: Vec::new(),
            exit_labels: LocalIndexMap::default(),
            llvm_phis: Vec::new(),
            variables: Vec::new(),
            variable_initializers: Vec::new(),
            edge_fixups: IndexMap::new(),
        }
    }

    /// Declares the reachable blocks (their numbers) and their labels by
    /// number (what was emitted before goes to the entry block, after its label).
    pub fn set_blocks(&mut self, m: &mut Module, numbers: BlockNumbers, labels: Vec<Id>) {
        if numbers.count() > 0 {
            let entry = labels[numbers.of_order(0)];
            let before = std::mem::replace(&mut self.body, m.new_code());
            m.push_code(&mut self.body, label(entry));
            self.after_entry_label = self.body.position();
            self.body.append(before);
        }
        self.numbers = numbers;
        self.labels = labels;
    }

    pub fn label(&self, block: BasicBlock) -> Option<Id> {
        self.number(block).map(|n| self.labels[n])
    }

    pub fn is_reachable(&self, block: BasicBlock) -> bool {
        self.number(block).is_some()
    }

    /// The number of `block`; None if unreachable.
    fn number(&self, block: BasicBlock) -> Option<usize> {
        match self.nearby.iter().flatten().find(|&&(b, _)| b == block) {
            Some(&(_, number)) => Some(number),
            None => self.numbers.get(block),
        }
    }

    /// The label of the SPIR-V block instructions currently go to.
    pub fn current_label(&self) -> Id {
        self.current_label
    }

    /// Instructions go to the first SPIR-V block of the LLVM block at `index`
    /// in the lowering `order` from now on.
    pub fn begin(&mut self, m: &mut Module, order: &[BasicBlock], index: usize) {
        let block = order[index];
        self.nearby = [index.checked_sub(1), Some(index), Some(index + 1)]
            .map(|i| i.and_then(|i| Some((*order.get(i)?, self.numbers.of_order(i)))));
        self.current_block = Some(block);
        self.current_first = self.labels[self.numbers.of_order(index)];
        self.current_label = self.current_first;
        if index > 0 {
            // (The entry block's label opened the code: `set_blocks`.)
            m.push_code(&mut self.body, label(self.current_first));
        }
    }

    /// Ends the LLVM block begun last with `terminator` (`None` when an error
    /// was reported for it).
    pub fn end(&mut self, m: &mut Module, terminator: Option<Instruction>) {
        let Some(llvm) = self.current_block else { return };
        let first = self.current_first;
        if self.current_label != first {
            self.exit_labels.insert(first, self.current_label);
        }
        let terminator = terminator.map(|t| self.push_terminator(m, t));
        self.finished.push(LoweredBlock { label: self.current_label, llvm, first, terminator });
    }

    /// Ends the current SPIR-V block with `terminator` and continues in a new
    /// block labelled `next`.
    pub fn split(&mut self, m: &mut Module, terminator: Instruction, next: Id) {
        let Some(llvm) = self.current_block else { return };
        let terminator = Some(self.push_terminator(m, terminator));
        let first = self.current_first;
        self.finished.push(LoweredBlock { label: self.current_label, llvm, first, terminator });
        m.push_code(&mut self.body, label(next));
        self.current_label = next;
    }

    /// Ends the current SPIR-V block with `terminator`; returns where it starts.
    fn push_terminator(&mut self, m: &mut Module, terminator: Instruction) -> usize {
        let opcode = terminator.class.opcode;
        if !is_block_terminator(opcode) {
            self.not_terminated.push(WriterError::NotATerminator { label: self.current_label, opcode });
        }
        let at = self.body.position();
        m.push_code(&mut self.body, terminator);
        at
    }

    pub fn push(&mut self, m: &mut Module, instruction: Instruction) {
        m.push_code(&mut self.body, instruction);
    }

    /// The opcode of the instruction last added to the current block.
    pub fn last_opcode(&self) -> Option<Op> {
        self.body.last_opcode()
    }

    /// Marks `id` as an OpPhi lowered from an LLVM phi.
    pub fn add_llvm_phi(&mut self, id: Id) {
        self.llvm_phis.push(id);
    }

    /// Whether `id` is an OpVariable of this function.
    pub fn is_variable(&self, id: Id) -> bool {
        self.variables.iter().any(|v| v.result_id == Some(id))
    }

    /// Adds an OpVariable Function to the entry block.
    pub fn add_variable(&mut self, id: Id, pointer_type: Id) {
        let storage = Operand::StorageClass(StorageClass::Function);
        self.variables.push(inst(Op::Variable, Some(pointer_type), Some(id), vec![storage]));
    }

    /// Copies `size` bytes from `from` into the variable `id` right after the
    /// variables of the entry block.
    pub fn add_variable_initializer(&mut self, id: Id, from: Id, size: Id) {
        let operands = vec![Operand::IdRef(id), Operand::IdRef(from), Operand::IdRef(size)];
        self.variable_initializers.push(inst(Op::CopyMemorySized, None, None, operands));
    }

    /// Sets the current body aside (to collect code for an edge); returns it.
    pub fn take_body(&mut self) -> Code {
        let empty = self.body.empty_like();
        std::mem::replace(&mut self.body, empty)
    }

    /// Puts `saved` back as the current body; what was collected since goes
    /// to the end of `predecessor`, before its terminator.
    pub fn restore_body_moving_to_edge(&mut self, saved: Code, predecessor: BasicBlock) {
        let edge_code = std::mem::replace(&mut self.body, saved);
        match self.edge_fixups.entry(predecessor) {
            indexmap::map::Entry::Occupied(mut e) => e.get_mut().append(edge_code),
            indexmap::map::Entry::Vacant(e) => {
                e.insert(edge_code);
            }
        }
    }

    /// Gives `function` its blocks: variables open the entry block, phis
    /// name the last part of split predecessors, edge code and `loop_merges`
    /// come before the terminators (all inserted in one pass). Returns the
    /// blocks ended by something else than a terminator.
    pub fn assemble(
        mut self,
        m: &mut Module,
        function: &mut Function,
        mut loop_merges: IndexMap<BasicBlock, Instruction>,
    ) -> Vec<WriterError> {
        let mut code = std::mem::replace(&mut self.body, m.new_code());
        // Phis name predecessors by their first label: only a split one changes.
        if !self.exit_labels.is_empty() {
            self.llvm_phis.sort_unstable();
            let llvm_phi = |phi| self.llvm_phis.binary_search(&phi).is_ok();
            code.remap_phi_parents(llvm_phi, |parent| self.exit_label(parent));
        }
        let mut insertions = Vec::new();
        let mut variables = std::mem::take(&mut self.variables);
        variables.append(&mut self.variable_initializers);
        if !variables.is_empty() {
            let mut entry = m.new_code();
            variables.into_iter().for_each(|v| m.push_code(&mut entry, v));
            insertions.push((self.after_entry_label, entry));
        }
        for lowered in std::mem::take(&mut self.finished) {
            // Without a terminator an error was reported; nothing will be written.
            let Some(terminator) = lowered.terminator else { continue };
            // (Before the terminator of the LLVM block's last part.)
            if self.exit_label(lowered.first) != lowered.label {
                continue;
            }
            if let Some(fixups) = self.edge_fixups.swap_remove(&lowered.llvm) {
                insertions.push((terminator, fixups));
            }
            // OpLoopMerge immediately precedes the header's branch; a header
            // split by a lowering is no longer the back edge's target: no merge.
            if lowered.label == lowered.first {
                if let Some(merge) = loop_merges.swap_remove(&lowered.llvm) {
                    let mut merge_code = m.new_code();
                    m.push_code(&mut merge_code, merge);
                    insertions.push((terminator, merge_code));
                }
            }
        }
        code.insert_at(insertions);
        function.set_blocks(code);
        self.not_terminated
    }

    /// The label of the last SPIR-V block of the LLVM block labelled `first`.
    fn exit_label(&self, first: Id) -> Id {
        self.exit_labels.get(&first).copied().unwrap_or(first)
    }
}
