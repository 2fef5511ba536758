//! One function body: blocks in reverse post-order (so every block comes after
//! its dominators, as SPIR-V 2.16.1 requires), unreachable blocks dropped, one
//! SPIR-V instruction sequence per LLVM instruction.

use super::{LowerResult, ModuleLowering};
use crate::llvm::{BasicBlock, Opcode, Type, Value};
use llvm_sys::LLVMValueKind as VK;
use spirv_writer::grammar::inst;
use spirv_writer::spirv::{FunctionControl, Op};
use spirv_writer::{BlockBuilder, Function, Id, Instruction, Operand};
use std::collections::{HashMap, HashSet};

pub struct FunctionLowering<'a> {
    pub ml: &'a mut ModuleLowering,
    pub function: Value,
    values: HashMap<Value, Id>,
    labels: HashMap<BasicBlock, Id>,
    reachable: HashSet<BasicBlock>,
    /// The block being lowered.
    pub current_block: Option<BasicBlock>,
    body: Vec<Instruction>,
    /// OpVariable Function instructions, which must open the entry block.
    variables: Vec<Instruction>,
    /// Instructions to place at the end of a predecessor, before its
    /// terminator (pointer bitcasts for phi operands).
    edge_fixups: HashMap<BasicBlock, Vec<Instruction>>,
}

/// Blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(entry: BasicBlock) -> Vec<BasicBlock> {
    let mut order = Vec::new();
    let mut visited = HashSet::new();
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

pub fn lower_function_body(ml: &mut ModuleLowering, function: Value) {
    let Some(signature) = ml.signatures.get(&function).cloned() else { return };
    let Some(entry) = function.entry_block() else { return };
    let order = reverse_post_order(entry);
    let mut fl = FunctionLowering {
        ml,
        function,
        values: HashMap::new(),
        labels: HashMap::new(),
        reachable: order.iter().copied().collect(),
        current_block: None,
        body: Vec::new(),
        variables: Vec::new(),
        edge_fixups: HashMap::new(),
    };
    let mut spirv_function = Function::new(signature.id, signature.return_type, function_control(function), signature.function_type);
    for (param, ty) in function.params().into_iter().zip(signature.param_types.iter()) {
        let id = fl.ml.m.alloc_id();
        fl.values.insert(param, id);
        spirv_function.add_param(id, *ty);
        fl.ml.m.name(id, &param.name());
        fl.ml.decorate_parameter(function, param, id);
    }
    for &block in &order {
        let label = fl.ml.m.alloc_id();
        fl.labels.insert(block, label);
    }

    // Lower every block; terminators are kept apart until edge fixups are known.
    let mut lowered: Vec<(BasicBlock, Vec<Instruction>, Option<Instruction>)> = Vec::new();
    for &block in &order {
        fl.current_block = Some(block);
        let mut terminator = None;
        for instruction in block.instructions() {
            match fl.lower_instruction(instruction) {
                Ok(Some(t)) => terminator = Some(t),
                Ok(None) => {}
                Err(message) => fl.ml.error(Some(function), Some(instruction), message),
            }
        }
        lowered.push((block, std::mem::take(&mut fl.body), terminator));
    }

    let variables = std::mem::take(&mut fl.variables);
    let mut edge_fixups = std::mem::take(&mut fl.edge_fixups);
    let labels = std::mem::take(&mut fl.labels);
    let ml = fl.ml;
    for (index, (block, body, terminator)) in lowered.into_iter().enumerate() {
        let mut builder = BlockBuilder::new(labels[&block]);
        if index == 0 {
            variables.iter().cloned().for_each(|v| builder.push(v));
        }
        body.into_iter().for_each(|i| builder.push(i));
        edge_fixups.remove(&block).into_iter().flatten().for_each(|i| builder.push(i));
        let Some(terminator) = terminator else {
            // An error was reported for the terminator; keep the module well formed.
            continue;
        };
        match builder.terminate(terminator) {
            Ok(b) => spirv_function.add_block(b),
            Err(e) => ml.error(Some(function), None, e.to_string()),
        }
        let name = block.name();
        ml.m.name(labels[&block], &name);
    }
    ml.m.add_function(spirv_function);
}

/// Function control from attributes (seed 001's table, read backwards).
fn function_control(function: Value) -> FunctionControl {
    let mut control = FunctionControl::NONE;
    if function.has_attribute(-1, "alwaysinline") {
        control |= FunctionControl::INLINE;
    }
    if function.has_attribute(-1, "noinline") {
        control |= FunctionControl::DONT_INLINE;
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
    pub fn alias(&mut self, v: Value, id: Id) {
        self.values.insert(v, id);
    }

    pub fn label(&self, block: BasicBlock) -> Option<Id> {
        self.labels.get(&block).copied()
    }

    pub fn is_reachable(&self, block: BasicBlock) -> bool {
        self.reachable.contains(&block)
    }

    /// The id of an operand value.
    pub fn operand(&mut self, v: Value) -> LowerResult<Id> {
        match v.kind() {
            VK::LLVMInstructionValueKind | VK::LLVMArgumentValueKind => Ok(self.result_id(v)),
            VK::LLVMConstantExprValueKind => self.materialize_constant_expr(v),
            VK::LLVMMetadataAsValueValueKind => Err("metadata operand is not supported here".into()),
            VK::LLVMInlineAsmValueKind => Err("inline assembly has no SPIR-V equivalent".into()),
            VK::LLVMBasicBlockValueKind => Err("basic block used as a value".into()),
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
        Ok(self.emit(Op::Bitcast, Some(wanted_type), vec![Operand::IdRef(id)]))
    }

    /// A pointer operand with the SPIR-V type `wanted_type` (same storage class).
    pub fn pointer_operand_as(&mut self, v: Value, wanted_type: Id) -> LowerResult<Id> {
        let id = self.operand(v)?;
        if self.ml.value_type(v)? == wanted_type {
            return Ok(id);
        }
        Ok(self.emit(Op::Bitcast, Some(wanted_type), vec![Operand::IdRef(id)]))
    }

    /// Like `pointer_operand_as`, but the bitcast goes at the end of
    /// `predecessor` (for phi operands).
    pub fn pointer_operand_on_edge(&mut self, v: Value, wanted_type: Id, predecessor: BasicBlock) -> LowerResult<Id> {
        let id = self.operand(v)?;
        if self.ml.value_type(v)? == wanted_type || !v.ty().is_pointer() {
            return Ok(id);
        }
        let cast = self.ml.m.alloc_id();
        self.edge_fixups
            .entry(predecessor)
            .or_default()
            .push(inst(Op::Bitcast, Some(wanted_type), Some(cast), vec![Operand::IdRef(id)]));
        Ok(cast)
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
        self.variables.push(inst(
            Op::Variable,
            Some(pointer_type),
            Some(id),
            vec![Operand::StorageClass(spirv_writer::spirv::StorageClass::Function)],
        ));
    }

    /// Lowers one instruction; returns the terminator instruction if it is one.
    fn lower_instruction(&mut self, i: Value) -> LowerResult<Option<Instruction>> {
        let Some(opcode) = i.opcode() else { return Err("not an instruction".into()) };
        let result = match opcode {
            Opcode::LLVMRet | Opcode::LLVMBr | Opcode::LLVMSwitch | Opcode::LLVMUnreachable => {
                return self.lower_terminator(i, opcode).map(Some)
            }
            Opcode::LLVMPHI => self.lower_phi(i),
            Opcode::LLVMCall => self.lower_call(i),
            Opcode::LLVMAlloca => self.lower_alloca(i),
            Opcode::LLVMLoad => self.lower_load(i),
            Opcode::LLVMStore => self.lower_store(i),
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
        let Some(opcode) = v.const_opcode() else { return Err(format!("not a constant expression: {}", v.print())) };
        match opcode {
            Opcode::LLVMGetElementPtr => self.lower_gep(v),
            _ => self.lower_operation(v, opcode),
        }
    }

    /// Emits the instruction's OpName when it has a name.
    pub fn name_result(&mut self, v: Value, id: Id) {
        if v.is_instruction() {
            let name = v.name();
            self.ml.m.name(id, &name);
        }
    }
}
