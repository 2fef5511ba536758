//! One function body: blocks in reverse post-order (so every block comes after
//! its dominators, as SPIR-V 2.16.1 requires), unreachable blocks dropped, one
//! SPIR-V instruction sequence per LLVM instruction.

use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{BasicBlock, Opcode, Type, Value};
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::{IndexMap, IndexSet};
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{FunctionControl, Op};
use spirv_writer::{BlockBuilder, Function, Id, Instruction, Operand};

pub struct FunctionLowering<'a> {
    pub ml: &'a mut ModuleLowering,
    pub function: Value,
    values: IndexMap<Value, Id>,
    labels: IndexMap<BasicBlock, Id>,
    reachable: IndexSet<BasicBlock>,
    /// The LLVM block being lowered, and the SPIR-V block its instructions go to.
    pub current_block: Option<BasicBlock>,
    current_label: Id,
    body: Vec<Instruction>,
    /// Blocks done, in emission order (a valid dominance order).
    finished: Vec<LoweredBlock>,
    /// Result ids of OpPhis lowered from LLVM phis (their parents are LLVM
    /// blocks, remapped to the block's last part when it was split).
    pub llvm_phis: IndexSet<Id>,
    /// OpVariable Function instructions, which must open the entry block.
    variables: Vec<Instruction>,
    /// Copies of initial values into some of those variables, right after them.
    variable_initializers: Vec<Instruction>,
    /// Instructions to place at the end of a predecessor, before its
    /// terminator (pointer bitcasts for phi operands).
    edge_fixups: IndexMap<BasicBlock, Vec<Instruction>>,
    /// Instructions that are pointers into builtin globals (casts and GEPs of
    /// them): found one step at a time, as definitions come before uses.
    builtin_pointers: IndexSet<Value>,
}

/// Blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(entry: BasicBlock) -> Vec<BasicBlock> {
    let mut order = Vec::new();
    let mut visited = IndexSet::new();
    // Iterative DFS: (block, next successor index).
    let mut stack: Vec<(BasicBlock, Vec<BasicBlock>, usize)> = Vec::new();
    visited.insert(entry);
    stack.push((entry, entry.successors(), 0));
    while let Some((block, successors, next)) = stack.last_mut() {
        if let Some(&s) = successors.get(*next) {
            *next += 1;
            if visited.insert(s) {
                let succ = s.successors();
                stack.push((s, succ, 0));
            }
        } else {
            order.push(*block);
            stack.pop();
        }
    }
    order.reverse();
    order
}

/// A finished SPIR-V block. One LLVM block becomes one or more of these when
/// a lowering needs control flow of its own (a loop for memset, say).
struct LoweredBlock {
    label: Id,
    llvm: BasicBlock,
    body: Vec<Instruction>,
    /// `None` when lowering the terminator failed (an error was reported).
    terminator: Option<Instruction>,
}

pub fn lower_function_body(ml: &mut ModuleLowering, function: Value) {
    let Some(signature) = ml.signatures.get(&function).cloned() else { return };
    let Some(entry) = function.entry_block() else { return };
    let order = reverse_post_order(entry);
    let mut fl = FunctionLowering {
        ml,
        function,
        values: IndexMap::new(),
        labels: IndexMap::new(),
        reachable: order.iter().copied().collect(),
        current_block: None,
        current_label: 0,
        body: Vec::new(),
        variables: Vec::new(),
        variable_initializers: Vec::new(),
        edge_fixups: IndexMap::new(),
        builtin_pointers: IndexSet::new(),
        finished: Vec::new(),
        llvm_phis: IndexSet::new(),
    };
    let mut spirv_function = Function::new(
        signature.id,
        signature.return_type,
        function_control(fl.ml, function),
        signature.function_type,
    );
    for (param, ty) in function.params().into_iter().zip(signature.param_types.iter()) {
        let id = fl.ml.m.alloc_id();
        fl.values.insert(param, id);
        spirv_function.add_param(id, *ty);
        fl.ml.m.name(id, &param.name());
        fl.ml.decorate_parameter(function, param, id);
        let index = spirv_function.params().len() - 1;
        if let Err(e) = fl.ml.apply_parameter_decorations(function, index, id) {
            fl.ml.error(Some(function), None, e);
        }
    }
    fl.begin_debug_function(signature.id);
    for &block in &order {
        let label = fl.ml.m.alloc_id();
        fl.labels.insert(block, label);
        fl.ml.m.name(label, &block.name());
    }

    let mut loop_merges = match fl.plan_loop_merges(&order) {
        Ok(merges) => merges,
        Err(e) => {
            fl.ml.error(Some(function), None, e);
            IndexMap::new()
        }
    };

    // Lower every block; terminators are kept apart until edge fixups are known.
    let mut exit_labels: IndexMap<Id, Id> = IndexMap::new();
    for &block in &order {
        fl.current_block = Some(block);
        fl.current_label = fl.labels[&block];
        let mut terminator = None;
        for instruction in block.instructions() {
            fl.lower_debug_records(instruction);
            fl.emit_debug_location(instruction);
            match fl
                .lower_instruction(instruction)
                .and_then(|t| fl.apply_instruction_decorations(instruction).map(|_| t))
            {
                Ok(Some(t)) => terminator = Some(t),
                Ok(None) => {}
                Err(error) => fl.ml.error(Some(function), Some(instruction), error),
            }
        }
        exit_labels.insert(fl.labels[&block], fl.current_label);
        let body = std::mem::take(&mut fl.body);
        fl.finished.push(LoweredBlock { label: fl.current_label, llvm: block, body, terminator });
    }

    let mut variables = std::mem::take(&mut fl.variables);
    variables.append(&mut fl.variable_initializers);
    let mut edge_fixups = std::mem::take(&mut fl.edge_fixups);
    let finished = std::mem::take(&mut fl.finished);
    let llvm_phis = std::mem::take(&mut fl.llvm_phis);
    let labels = std::mem::take(&mut fl.labels);
    let ml = fl.ml;
    for (index, lowered) in finished.into_iter().enumerate() {
        let mut builder = BlockBuilder::new(lowered.label);
        if index == 0 {
            variables.iter().cloned().for_each(|v| builder.push(v));
        }
        for mut instruction in lowered.body {
            if instruction.class.opcode == Op::Phi
                && instruction.result_id.is_some_and(|id| llvm_phis.contains(&id))
            {
                // A predecessor split by a lowering reaches us from its last part.
                for operand in instruction.operands.iter_mut().skip(1).step_by(2) {
                    if let Operand::IdRef(parent) = operand {
                        *parent = exit_labels.get(parent).copied().unwrap_or(*parent);
                    }
                }
            }
            builder.push(instruction);
        }
        let is_exit = exit_labels.get(&labels[&lowered.llvm]) == Some(&lowered.label);
        if is_exit {
            edge_fixups.swap_remove(&lowered.llvm).into_iter().flatten().for_each(|i| builder.push(i));
            // OpLoopMerge immediately precedes the header's branch; a header
            // split by a lowering is no longer the back edge's target: no merge.
            if lowered.label == labels[&lowered.llvm] {
                if let Some(merge) = loop_merges.swap_remove(&lowered.llvm) {
                    builder.push(merge);
                }
            }
        }
        let Some(terminator) = lowered.terminator else {
            // An error was reported for the terminator; nothing will be written.
            continue;
        };
        match builder.terminate(terminator) {
            Ok(b) => spirv_function.add_block(b),
            Err(e) => ml.error(Some(function), None, e.into()),
        }
    }
    ml.m.add_function(spirv_function);
}

/// Function control from attributes (the table of the MLIR "SPIR-V Dialect to LLVM Dialect conversion manual", read backwards);
/// `optnone` as OptNoneINTEL where SPV_INTEL_optnone is allowed (LLVM
/// requires `noinline` beside it, so DontInline comes too, which the
/// translator's reader also expects).
fn function_control(ml: &mut ModuleLowering, function: Value) -> FunctionControl {
    let mut control = FunctionControl::NONE;
    if function.has_attribute(-1, "alwaysinline") {
        control |= FunctionControl::INLINE;
    }
    if function.has_attribute(-1, "noinline") {
        control |= FunctionControl::DONT_INLINE;
    }
    if function.has_attribute(-1, "optnone")
        && ml.use_optional_feature(crate::target::optional::OptionalFeature::OptNone)
    {
        control |= FunctionControl::DONT_INLINE | FunctionControl::OPT_NONE_EXT;
    }
    control
}

impl<'a> FunctionLowering<'a> {
    /// The result id of instruction or argument `v` (allocated on first
    /// request, so forward references from phis work).
    pub fn result_id(&mut self, v: Value) -> Id {
        if let Some(&id) = self.values.get(&v) {
            return id;
        }
        let id = self.ml.m.alloc_id();
        self.values.insert(v, id);
        id
    }

    /// The id an instruction or constant expression defines: instructions keep
    /// one id; constant expressions are materialized afresh at each use (an
    /// id from another block might not dominate this one).
    pub fn def_id(&mut self, v: Value) -> Id {
        if v.is_instruction() {
            self.result_id(v)
        } else {
            self.ml.m.alloc_id()
        }
    }

    /// Makes `v` denote an existing id (for no-op instructions like freeze).
    /// If `v`'s id was already handed out (a phi earlier in the function
    /// refers to it), that id is defined as a copy.
    pub fn alias(&mut self, v: Value, id: Id) {
        match self.values.get(&v).copied() {
            Some(existing) if existing != id => {
                if let Ok(ty) = self.ml.value_type(v) {
                    self.emit_as(existing, Op::CopyObject, ty, vec![Operand::IdRef(id)]);
                }
            }
            Some(_) => {}
            None => {
                self.values.insert(v, id);
            }
        }
    }

    /// The id already given to `v` in this function, if any.
    pub fn known_value(&self, v: Value) -> Option<Id> {
        self.values.get(&v).copied()
    }

    /// Forgets the id of `v` in this function, returning it.
    pub fn forget_value(&mut self, v: Value) -> Option<Id> {
        self.values.shift_remove(&v)
    }

    /// Makes `v` denote `id` in this function (a per-function copy of a global).
    pub fn remember_value(&mut self, v: Value, id: Id) {
        self.values.insert(v, id);
    }

    /// Whether `id` is an OpVariable of this function.
    pub fn is_variable(&self, id: Id) -> bool {
        self.variables.iter().any(|v| v.result_id == Some(id))
    }

    /// The opcode of the instruction last added to the current block.
    pub fn last_body_opcode(&self) -> Option<Op> {
        self.body.last().map(|i| i.class.opcode)
    }

    pub fn label(&self, block: BasicBlock) -> Option<Id> {
        self.labels.get(&block).copied()
    }

    pub fn is_reachable(&self, block: BasicBlock) -> bool {
        self.reachable.contains(&block)
    }

    /// The id of an operand value.
    pub fn operand(&mut self, v: Value) -> LowerResult<Id> {
        if let Some(&(piece, _)) = self.ml.piece_view.get(&v) {
            return Ok(piece); // one piece of a long vector (calls::intrinsics::pieces)
        }
        match v.kind() {
            VK::LLVMInstructionValueKind | VK::LLVMArgumentValueKind => Ok(self.result_id(v)),
            VK::LLVMConstantExprValueKind => self.materialize_constant_expr(v),
            VK::LLVMMetadataAsValueValueKind => Err(LowerError::unsupported("a metadata operand here")),
            VK::LLVMInlineAsmValueKind => Err(LowerError::no_equivalent("inline assembly")),
            VK::LLVMBasicBlockValueKind => Err(LowerError::unsupported("a basic block used as a value")),
            _ if crate::lower::body::private_globals::is_private_global(v, &self.ml.address_spaces) => {
                self.private_global_copy(v)
            }
            _ => self.ml.constant(v),
        }
    }

    /// A pointer operand as a pointer to `wanted` (bitcast if its inferred
    /// pointee differs).
    pub fn pointer_operand(&mut self, v: Value, wanted: Type) -> LowerResult<Id> {
        let id = self.operand(v)?;
        let actual_type = self.ml.value_type(v)?;
        let wanted_type = self.ml.pointer_type(v.ty().address_space(), wanted)?;
        if actual_type == wanted_type {
            return Ok(id);
        }
        self.check_castable_to_pointer(v, actual_type)?;
        Ok(self.cast_pointer(id, actual_type, wanted_type))
    }

    /// An error unless a value of SPIR-V type `actual_type` can be bitcast to
    /// a pointer: an image or sampler (as `!kernel_arg_type` may declare a
    /// pointer argument) cannot.
    fn check_castable_to_pointer(&self, v: Value, actual_type: Id) -> LowerResult<()> {
        match self.ml.type_key(actual_type) {
            Some(spirv_writer::TypeKey::Pointer { .. } | spirv_writer::TypeKey::Int { .. }) | None => Ok(()),
            Some(other) => Err(LowerError::malformed(format!(
                "'{}' is used as a pointer, but its SPIR-V type is {other:?} (from the kernel's argument metadata?)",
                v.name()
            ))),
        }
    }

    /// A pointer operand with the SPIR-V type `wanted_type` (same storage class).
    pub fn pointer_operand_as(&mut self, v: Value, wanted_type: Id) -> LowerResult<Id> {
        let id = self.operand(v)?;
        let actual_type = self.ml.value_type(v)?;
        if actual_type == wanted_type {
            return Ok(id);
        }
        self.check_castable_to_pointer(v, actual_type)?;
        Ok(self.cast_pointer(id, actual_type, wanted_type))
    }

    /// An operand of a phi: computed at the end of `predecessor` when it
    /// needs instructions (a constant expression, a pointer bitcast), since
    /// nothing may precede the phis of a block.
    pub fn operand_on_edge(&mut self, v: Value, wanted_type: Id, predecessor: BasicBlock) -> LowerResult<Id> {
        let needs_code = v.kind() == VK::LLVMConstantExprValueKind || v.ty().is_pointer();
        if !needs_code {
            return self.operand(v);
        }
        let saved = std::mem::take(&mut self.body);
        let result = self.operand(v).and_then(|id| {
            let actual_type = if v.ty().is_pointer() { self.ml.value_type(v)? } else { wanted_type };
            if actual_type != wanted_type {
                Ok(self.cast_pointer(id, actual_type, wanted_type))
            } else {
                Ok(id)
            }
        });
        let edge_code = std::mem::replace(&mut self.body, saved);
        self.edge_fixups.entry(predecessor).or_default().extend(edge_code);
        result
    }

    /// Ends the current SPIR-V block with `terminator` and continues in a new
    /// block labelled `next` (from `new_label`). Blocks must be finished in an
    /// order where each comes after its dominators.
    pub fn finish_block(&mut self, terminator: Instruction, next: Id) {
        let Some(llvm) = self.current_block else { return };
        let body = std::mem::take(&mut self.body);
        self.finished.push(LoweredBlock {
            label: self.current_label,
            llvm,
            body,
            terminator: Some(terminator),
        });
        self.current_label = next;
    }

    pub fn new_label(&mut self) -> Id {
        self.ml.m.alloc_id()
    }

    /// The label of the SPIR-V block instructions currently go to.
    pub fn current_label(&self) -> Id {
        self.current_label
    }

    /// Appends an instruction with a fresh result id.
    pub fn emit(&mut self, op: Op, result_type: Option<Id>, operands: Vec<Operand>) -> Id {
        let id = self.ml.m.alloc_id();
        self.body.push(inst(op, result_type, Some(id), operands));
        id
    }

    /// Appends an instruction whose result id is `id`.
    pub fn emit_as(&mut self, id: Id, op: Op, result_type: Id, operands: Vec<Operand>) {
        self.body.push(inst(op, Some(result_type), Some(id), operands));
    }

    /// Appends an instruction without a result.
    pub fn emit_void(&mut self, op: Op, operands: Vec<Operand>) {
        self.body.push(inst(op, None, None, operands));
    }

    /// Adds an OpVariable Function to the entry block.
    pub fn add_variable(&mut self, id: Id, pointer_type: Id) {
        let storage = Operand::StorageClass(spirv_writer::spirv::StorageClass::Function);
        self.variables.push(inst(Op::Variable, Some(pointer_type), Some(id), vec![storage]));
    }

    /// Adds an OpVariable Function to the entry block; with `source`
    /// (a variable and a byte count), the entry block copies its initial
    /// value from there right after the variables.
    pub fn add_variable_copied_from(&mut self, id: Id, pointer_type: Id, source: Option<(Id, Id)>) {
        self.add_variable(id, pointer_type);
        if let Some((from, size)) = source {
            let operands = vec![Operand::IdRef(id), Operand::IdRef(from), Operand::IdRef(size)];
            self.variable_initializers.push(inst(Op::CopyMemorySized, None, None, operands));
        }
    }

    /// Whether instruction `i` is a cast or GEP of a pointer into a builtin
    /// global. One step per instruction (chains can be millions long).
    fn is_derived_builtin_pointer(&mut self, i: Value, opcode: Opcode) -> bool {
        if !matches!(opcode, Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast | Opcode::LLVMGetElementPtr)
            || !i.ty().is_pointer()
        {
            return false;
        }
        if self.is_builtin_pointer(i.operand(0)) {
            self.builtin_pointers.insert(i);
            return true;
        }
        false
    }

    /// Whether pointer `v` leads into a builtin global: a global or constant
    /// expression is walked, an instruction was seen by `is_derived_builtin_pointer`.
    pub fn is_builtin_pointer(&self, v: Value) -> bool {
        if v.is_instruction() {
            self.builtin_pointers.contains(&v)
        } else {
            crate::lower::module::builtin_globals::builtin_access(v).is_some()
        }
    }

    /// Lowers one instruction; returns the terminator instruction if it is one.
    fn lower_instruction(&mut self, i: Value) -> LowerResult<Option<Instruction>> {
        let Some(opcode) = i.opcode() else {
            return Err(LowerError::Internal("lowering a value that is not an instruction"));
        };
        if let Some(result) = self.lower_opencl_object_memory(i) {
            return result.map(|_| None); // -O0 stack slots of images and samplers
        }
        if matches!(opcode, Opcode::LLVMAddrSpaceCast | Opcode::LLVMBitCast)
            && crate::lower::calls::opencl::invoked_function(i).is_some()
        {
            // The invoke function of enqueue_kernel (typed-pointer IR casts it in an
            // instruction): the builtins using it name the function itself.
            let all_named = i.users().into_iter().all(|u| {
                u.opcode() == Some(Opcode::LLVMCall)
                    || crate::lower::calls::opencl::invoked_function(u).is_some()
            });
            if all_named {
                return Ok(None);
            }
        }
        if self.is_derived_builtin_pointer(i, opcode) {
            // Only loads use it, and they go to the builtin variable directly.
            return self.check_builtin_pointer_uses(i).map(|_| None);
        }
        if crate::lower::body::wide_ints::involves_wide(i)
            && (!crate::lower::body::wide_ints::takes_wide(opcode) || i.is_atomic())
        {
            let what = if i.is_atomic() {
                "an atomic access".to_string()
            } else {
                format!("'{}'", super::operations::opcode_name(opcode))
            };
            return Err(LowerError::unsupported_because(
                format!("{what} on integers wider than 64 bits"),
                crate::lower::body::wide_ints::NO_EXTENSION,
            ));
        }
        let result = match opcode {
            Opcode::LLVMRet | Opcode::LLVMBr | Opcode::LLVMSwitch | Opcode::LLVMUnreachable => {
                return self.lower_terminator(i, opcode).map(Some)
            }
            Opcode::LLVMPHI => self.lower_phi(i),
            Opcode::LLVMCall => self.lower_call(i),
            Opcode::LLVMAlloca => self.lower_alloca(i),
            Opcode::LLVMLoad if i.is_atomic() => self.lower_atomic_load(i),
            Opcode::LLVMStore if i.is_atomic() => self.lower_atomic_store(i),
            Opcode::LLVMLoad => self.lower_load(i),
            Opcode::LLVMStore => self.lower_store(i),
            Opcode::LLVMAtomicRMW => self.lower_atomic_rmw(i),
            Opcode::LLVMAtomicCmpXchg => self.lower_cmpxchg(i),
            Opcode::LLVMFence => self.lower_fence(i),
            Opcode::LLVMGetElementPtr => self.lower_gep(i).map(|_| ()),
            Opcode::LLVMExtractValue | Opcode::LLVMInsertValue => self.lower_aggregate_access(i, opcode),
            Opcode::LLVMFreeze => {
                let id = self.operand(i.operand(0))?;
                self.alias(i, id);
                Ok(())
            }
            _ => self.lower_operation(i, opcode).map(|_| ()),
        };
        result.map(|_| None)
    }

    /// Materializes a constant expression as instructions at the current point.
    fn materialize_constant_expr(&mut self, v: Value) -> LowerResult<Id> {
        let Some(opcode) = v.const_opcode() else {
            return Err(LowerError::Internal("lowering a constant that is not a constant expression"));
        };
        match opcode {
            Opcode::LLVMGetElementPtr => self.lower_gep(v),
            _ => self.lower_operation(v, opcode),
        }
    }

    /// `!spirv.Decorations` on an instruction decorate its result.
    fn apply_instruction_decorations(&mut self, i: Value) -> LowerResult<()> {
        if i.instruction_metadata(self.ml.kinds.decorations).is_none() {
            return Ok(());
        }
        self.check_rounded_divide_sqrt(i)?;
        let id = self.values.get(&i).copied().ok_or_else(|| {
            LowerError::convention("!spirv.Decorations", "on an instruction without a SPIR-V result")
        })?;
        self.ml.apply_decorations(i, id)
    }

    /// Emits the instruction's OpName when it has a name.
    pub fn name_result(&mut self, v: Value, id: Id) {
        if v.is_instruction() {
            let name = v.name();
            self.ml.m.name(id, &name);
        }
    }
}
