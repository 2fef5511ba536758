//! Block and phi bookkeeping of one function: the labels of its LLVM blocks,
//! the SPIR-V block instructions currently go to, the blocks finished so far,
//! the function-scope variables (which must open the entry block), the code
//! placed on edges, and the assembly of all of it into a SPIR-V function.

use crate::llvm::BasicBlock;
use crate::local_hash::LocalIndexMap;
use crate::lower::body::order::BlockPositions;
use indexmap::IndexMap;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Code, Function, Id, Instruction, Module, Operand, WriterError};

/// A finished SPIR-V block. One LLVM block becomes one or more of these when
/// a lowering needs control flow of its own (a loop for memset, say).
struct LoweredBlock {
    label: Id,
    llvm: BasicBlock,
    /// The label of the LLVM block's first SPIR-V block.
    first: Id,
    /// The instructions (encoded: `spirv_writer::code`), the terminator last
    /// when `terminated` (kept in the code rather than beside it: a block of
    /// a million-block function is smaller so).
    code: Code,
    /// False when lowering the terminator failed (an error was reported).
    terminated: bool,
}

pub struct Blocks {
    /// Where each reachable block is in the lowering order, and the label of
    /// each by that index.
    positions: BlockPositions,
    labels: Vec<Id>,
    /// The LLVM block being lowered, its label, and the SPIR-V block its
    /// instructions go to.
    current_block: Option<BasicBlock>,
    current_first: Id,
    current_label: Id,
    /// The instructions of the current SPIR-V block so far.
    pub(super) body: Code,
    /// Blocks done, in emission order (a valid dominance order).
    finished: Vec<LoweredBlock>,
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
            positions: BlockPositions::default(),
            labels: Vec::new(),
            current_block: None,
            current_first: 0,
            current_label: 0,
            body: m.new_code(),
            finished: Vec::new(),
            exit_labels: LocalIndexMap::default(),
            llvm_phis: Vec::new(),
            variables: Vec::new(),
            variable_initializers: Vec::new(),
            edge_fixups: IndexMap::new(),
        }
    }

    /// Declares the reachable blocks (where each is in the lowering order)
    /// and their labels in that order (what was emitted before goes to the
    /// entry block).
    pub fn set_blocks(&mut self, positions: BlockPositions, labels: Vec<Id>) {
        self.positions = positions;
        self.labels = labels;
    }

    pub fn label(&self, block: BasicBlock) -> Option<Id> {
        self.positions.get(block).map(|index| self.labels[index])
    }

    pub fn is_reachable(&self, block: BasicBlock) -> bool {
        self.positions.get(block).is_some()
    }

    /// The label of the SPIR-V block instructions currently go to.
    pub fn current_label(&self) -> Id {
        self.current_label
    }

    /// Instructions go to the first SPIR-V block of `block` (number `index`
    /// of the order) from now on.
    pub fn begin(&mut self, block: BasicBlock, index: usize) {
        self.current_block = Some(block);
        self.current_first = self.labels[index];
        self.current_label = self.current_first;
    }

    /// Ends the LLVM block begun last with `terminator` (`None` when an error
    /// was reported for it).
    pub fn end(&mut self, m: &mut Module, terminator: Option<Instruction>) {
        let Some(llvm) = self.current_block else { return };
        let first = self.current_first;
        if self.current_label != first {
            self.exit_labels.insert(first, self.current_label);
        }
        let terminated = terminator.is_some();
        if let Some(terminator) = terminator {
            m.push_code(&mut self.body, terminator);
        }
        let code = self.body.take();
        self.finished.push(LoweredBlock { label: self.current_label, llvm, first, code, terminated });
    }

    /// Ends the current SPIR-V block with `terminator` and continues in a new
    /// block labelled `next`.
    pub fn split(&mut self, m: &mut Module, terminator: Instruction, next: Id) {
        let Some(llvm) = self.current_block else { return };
        m.push_code(&mut self.body, terminator);
        let code = self.body.take();
        let first = self.current_first;
        self.finished.push(LoweredBlock { label: self.current_label, llvm, first, code, terminated: true });
        self.current_label = next;
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

    /// Adds the finished blocks to `function`: variables open the entry
    /// block, phis name the last part of split predecessors, edge code and
    /// `loop_merges` come before the terminators. Returns the blocks that
    /// could not be ended.
    pub fn assemble(
        mut self,
        m: &mut Module,
        function: &mut Function,
        mut loop_merges: IndexMap<BasicBlock, Instruction>,
    ) -> Vec<WriterError> {
        let mut errors = Vec::new();
        let mut variables = std::mem::take(&mut self.variables);
        variables.append(&mut self.variable_initializers);
        // Phis name predecessors by their first label: only a split one changes.
        let any_split = !self.exit_labels.is_empty();
        if any_split {
            self.llvm_phis.sort_unstable();
        }
        for (index, lowered) in std::mem::take(&mut self.finished).into_iter().enumerate() {
            let mut code = lowered.code;
            if any_split {
                let llvm_phi = |phi| self.llvm_phis.binary_search(&phi).is_ok();
                code.remap_phi_parents(llvm_phi, |parent| self.exit_label(parent));
            }
            if index == 0 && !variables.is_empty() {
                // Variables open the entry block.
                let mut entry = m.new_code();
                for v in variables.drain(..) {
                    m.push_code(&mut entry, v);
                }
                entry.append(code);
                code = entry;
            }
            let first_label = lowered.first;
            if self.exit_label(first_label) == lowered.label {
                // (Before the terminator: the block was ended.)
                if let Some(fixups) = self.edge_fixups.swap_remove(&lowered.llvm) {
                    code.insert_before_last(fixups);
                }
                // OpLoopMerge immediately precedes the header's branch; a header
                // split by a lowering is no longer the back edge's target: no merge.
                if lowered.label == first_label {
                    if let Some(merge) = loop_merges.swap_remove(&lowered.llvm) {
                        let mut merge_code = m.new_code();
                        m.push_code(&mut merge_code, merge);
                        code.insert_before_last(merge_code);
                    }
                }
            }
            // Without a terminator an error was reported; nothing will be written.
            if lowered.terminated {
                if let Err(e) = function.add_block(lowered.label, code) {
                    errors.push(e);
                }
            }
        }
        errors
    }

    /// The label of the last SPIR-V block of the LLVM block labelled `first`.
    fn exit_label(&self, first: Id) -> Id {
        self.exit_labels.get(&first).copied().unwrap_or(first)
    }
}
