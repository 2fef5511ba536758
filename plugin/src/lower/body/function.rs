//! One function body: blocks in reverse post-order (so every block comes after
//! its dominators, as SPIR-V 2.16.1 requires), unreachable blocks dropped, one
//! SPIR-V instruction sequence per LLVM instruction.

use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{BasicBlock, Opcode, Type, TypeKind, Value};
use crate::lower::body::atomics;
use crate::lower::body::blocks::Blocks;
use crate::lower::body::control;
use crate::lower::body::instructions::Emitter;
use crate::lower::body::loops;
use crate::lower::body::memory;
use crate::lower::body::operations;
use crate::lower::body::private_globals;
use crate::lower::body::values::ValueMap;
use crate::lower::calls;
use crate::lower::calls::opencl::opaque;
use crate::lower::debug::lines;
use crate::lower::extensions::function_indices;
use crate::lower::extensions::function_pointers;
use crate::lower::extensions::newer_headers;
use crate::lower::module::builtin_globals;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::spirv::{FunctionControl, Op};
use spirv_writer::{Function, Id, Instruction, Operand};

/// The lowering of one function: the module services it borrows (`ml`), the
/// value map, the block and phi bookkeeping; instructions are appended
/// through `emitter()` (typed constructors) or the `emit` family.
pub struct FunctionLowering<'a> {
    ml: &'a mut ModuleLowering,
    pub function: Value,
    values: ValueMap,
    blocks: Blocks,
}

/// Blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(entry: BasicBlock) -> Vec<BasicBlock> {
    let mut order = Vec::new();
    let mut visited = spirv_writer::FastIndexSet::default();
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

/// How many instructions of `blocks` have a value (a result id).
fn instruction_count(blocks: &[BasicBlock]) -> usize {
    blocks.iter().map(|b| b.instruction_iter().filter(|i| i.ty().kind() != TypeKind::Void).count()).sum()
}

pub fn lower_function_body(ml: &mut ModuleLowering, function: Value) {
    let Some(signature) = ml.signatures.get(&function).cloned() else { return };
    let Some(entry) = function.entry_block() else { return };
    let order = reverse_post_order(entry);
    let control = function_control(ml, function);
    let mut spirv_function =
        Function::new(signature.id, signature.return_type, control, signature.function_type);
    // Sized up front: growing the map rehashes it, with both tables alive at once.
    let values = ValueMap::with_capacity(function.params().len() + instruction_count(&order));
    let mut fl = FunctionLowering { ml, function, values, blocks: Blocks::default() };
    fl.declare_params(&mut spirv_function, &signature.param_types);
    lines::begin_debug_function(&mut fl, signature.id);
    let labels: Vec<Id> = order
        .iter()
        .map(|block| {
            let label = fl.ml.m.alloc_id();
            block.as_value().with_name(|name| fl.ml.m.name(label, name));
            label
        })
        .collect();
    fl.blocks.set_blocks(&order, labels);
    let loop_merges = loops::plan_loop_merges(&mut fl, &order).unwrap_or_else(|e| {
        fl.ml.error(Some(function), None, e);
        IndexMap::new()
    });
    // Every block; terminators are kept apart until edge fixups are known.
    for &block in &order {
        fl.lower_block(block);
    }
    let FunctionLowering { ml, blocks, .. } = fl;
    for e in blocks.assemble(&mut spirv_function, loop_merges) {
        ml.error(Some(function), None, e.into());
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
    /// Gives every parameter an id, a name and its decorations.
    fn declare_params(&mut self, spirv_function: &mut Function, types: &[Id]) {
        let function = self.function;
        for (param, ty) in function.params().into_iter().zip(types.iter()) {
            let id = self.ml.m.alloc_id();
            self.values.insert(param, id);
            spirv_function.add_param(id, *ty);
            self.ml.m.name(id, &param.name());
            self.ml.decorate_parameter(function, param, id);
            let index = spirv_function.params().len() - 1;
            if let Err(e) = self.ml.apply_parameter_decorations(function, index, id) {
                self.ml.error(Some(function), None, e);
            }
        }
    }

    /// Lowers the instructions of `block`, reporting errors per instruction.
    fn lower_block(&mut self, block: BasicBlock) {
        self.blocks.begin(block);
        let mut terminator = None;
        // (The translation never changes the IR: the list can be walked as it is.)
        for instruction in block.instruction_iter() {
            lines::lower_debug_records(self, instruction);
            lines::emit_debug_location(self, instruction);
            match self
                .lower_instruction(instruction)
                .and_then(|t| self.apply_instruction_decorations(instruction).map(|_| t))
            {
                Ok(Some(t)) => terminator = Some(t),
                Ok(None) => {}
                Err(error) => self.ml.error(Some(self.function), Some(instruction), error),
            }
        }
        self.blocks.end(terminator);
    }

    /// The result id of instruction or argument `v` (allocated on first
    /// request, so forward references from phis work).
    pub fn result_id(&mut self, v: Value) -> Id {
        if let Some(id) = self.values.get(v) {
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
        match self.values.get(v) {
            Some(existing) if existing != id => {
                if let Ok(ty) = self.ml.value_type(v) {
                    self.emitter_as(existing).unary(Op::CopyObject, ty, id);
                }
            }
            Some(_) => {}
            None => {
                self.values.insert(v, id);
            }
        }
    }

    /// The module services (types, constants, globals, requirements).
    pub fn module(&mut self) -> &mut ModuleLowering {
        self.ml
    }

    /// The module services, read only.
    pub fn module_ref(&self) -> &ModuleLowering {
        self.ml
    }

    /// The id already given to `v` in this function, if any.
    pub fn known_value(&self, v: Value) -> Option<Id> {
        self.values.get(v)
    }

    /// Forgets the id of `v` in this function, returning it.
    pub fn forget_value(&mut self, v: Value) -> Option<Id> {
        self.values.forget(v)
    }

    /// Makes `v` denote `id` in this function (a per-function copy of a global).
    pub fn remember_value(&mut self, v: Value, id: Id) {
        self.values.insert(v, id);
    }

    /// Whether `id` is an OpVariable of this function.
    pub fn is_variable(&self, id: Id) -> bool {
        self.blocks.is_variable(id)
    }

    /// The opcode of the instruction last added to the current block.
    pub fn last_body_opcode(&self) -> Option<Op> {
        self.blocks.last_opcode()
    }

    pub fn label(&self, block: BasicBlock) -> Option<Id> {
        self.blocks.label(block)
    }

    pub fn is_reachable(&self, block: BasicBlock) -> bool {
        self.blocks.is_reachable(block)
    }

    /// The id of an operand value.
    pub fn operand(&mut self, v: Value) -> LowerResult<Id> {
        if let Some(&(piece, _)) = self.ml.piece_view.get(&v) {
            return Ok(piece); // one piece of a long vector (calls::intrinsics::pieces)
        }
        match v.kind() {
            VK::Instruction | VK::Argument => Ok(self.result_id(v)),
            VK::ConstantExpr => self.materialize_constant_expr(v),
            // an address-taken function: its index (extensions::function_indices)
            VK::Function if self.ml.function_index(v).is_some() => {
                function_indices::function_address(self, v)
            }
            VK::MetadataAsValue => Err(LowerError::unsupported("a metadata operand here")),
            VK::InlineAsm => Err(LowerError::no_equivalent("inline assembly")),
            VK::BasicBlock => Err(LowerError::unsupported("a basic block used as a value")),
            _ if crate::lower::body::private_globals::is_private_global(v, &self.ml.address_spaces) => {
                private_globals::private_global_copy(self, v)
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
        Ok(function_pointers::cast_pointer(self, id, actual_type, wanted_type))
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
        Ok(function_pointers::cast_pointer(self, id, actual_type, wanted_type))
    }

    /// An operand of a phi: computed at the end of `predecessor` when it
    /// needs instructions (a constant expression, a pointer bitcast), since
    /// nothing may precede the phis of a block.
    pub fn operand_on_edge(&mut self, v: Value, wanted_type: Id, predecessor: BasicBlock) -> LowerResult<Id> {
        let needs_code = v.kind() == VK::ConstantExpr || v.ty().is_pointer();
        if !needs_code {
            return self.operand(v);
        }
        let saved = self.blocks.take_body();
        let result = self.operand(v).and_then(|id| {
            let actual_type = if v.ty().is_pointer() { self.ml.value_type(v)? } else { wanted_type };
            if actual_type != wanted_type {
                Ok(function_pointers::cast_pointer(self, id, actual_type, wanted_type))
            } else {
                Ok(id)
            }
        });
        self.blocks.restore_body_moving_to_edge(saved, predecessor);
        result
    }

    /// Ends the current SPIR-V block with `terminator` and continues in a new
    /// block labelled `next` (from `new_label`). Blocks must be finished in an
    /// order where each comes after its dominators.
    pub fn finish_block(&mut self, terminator: Instruction, next: Id) {
        self.blocks.split(terminator, next);
    }

    pub fn new_label(&mut self) -> Id {
        self.ml.m.alloc_id()
    }

    /// The label of the SPIR-V block instructions currently go to.
    pub fn current_label(&self) -> Id {
        self.blocks.current_label()
    }

    /// Marks `id` as an OpPhi lowered from an LLVM phi (its parents are
    /// remapped when a predecessor is split).
    pub fn add_llvm_phi(&mut self, id: Id) {
        self.blocks.add_llvm_phi(id);
    }

    /// The instruction emitter, appending to the current block.
    pub fn emitter(&mut self) -> Emitter<'_> {
        Emitter { module: &mut self.ml.m, blocks: &mut self.blocks, result: None }
    }

    /// The instruction emitter whose next instruction defines `id`.
    pub fn emitter_as(&mut self, id: Id) -> Emitter<'_> {
        Emitter { module: &mut self.ml.m, blocks: &mut self.blocks, result: Some(id) }
    }

    /// Appends an instruction with a fresh result id.
    pub fn emit(&mut self, op: Op, result_type: Option<Id>, operands: Vec<Operand>) -> Id {
        self.emitter().op(op, result_type, operands)
    }

    /// Appends an instruction whose result id is `id`.
    pub fn emit_as(&mut self, id: Id, op: Op, result_type: Id, operands: Vec<Operand>) {
        self.emitter_as(id).op(op, Some(result_type), operands);
    }

    /// Appends an instruction without a result.
    pub fn emit_void(&mut self, op: Op, operands: Vec<Operand>) {
        self.emitter().void(op, operands);
    }

    /// Adds an OpVariable Function to the entry block.
    pub fn add_variable(&mut self, id: Id, pointer_type: Id) {
        self.blocks.add_variable(id, pointer_type);
    }

    /// Adds an OpVariable Function to the entry block; with `source`
    /// (a variable and a byte count), the entry block copies its initial
    /// value from there right after the variables.
    pub fn add_variable_copied_from(&mut self, id: Id, pointer_type: Id, source: Option<(Id, Id)>) {
        self.add_variable(id, pointer_type);
        if let Some((from, size)) = source {
            self.blocks.add_variable_initializer(id, from, size);
        }
    }

    /// Whether instruction `i` is a cast or GEP of a pointer into a builtin
    /// global. One step per instruction (chains can be millions long).
    fn is_derived_builtin_pointer(&mut self, i: Value, opcode: Opcode) -> bool {
        if !matches!(opcode, Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::GetElementPtr)
            || !i.ty().is_pointer()
        {
            return false;
        }
        if self.is_builtin_pointer(i.operand(0)) {
            self.values.add_builtin_pointer(i);
            return true;
        }
        false
    }

    /// Whether pointer `v` leads into a builtin global: a global or constant
    /// expression is walked, an instruction was seen by `is_derived_builtin_pointer`.
    pub fn is_builtin_pointer(&self, v: Value) -> bool {
        if v.is_instruction() {
            self.values.is_builtin_pointer(v)
        } else {
            crate::lower::module::builtin_globals::builtin_access(v).is_some()
        }
    }

    /// Lowers one instruction; returns the terminator instruction if it is one.
    fn lower_instruction(&mut self, i: Value) -> LowerResult<Option<Instruction>> {
        let Some(opcode) = i.opcode() else {
            return Err(LowerError::Internal("lowering a value that is not an instruction"));
        };
        if let Some(result) = opaque::lower_opencl_object_memory(self, i) {
            return result.map(|_| None); // -O0 stack slots of images and samplers
        }
        if matches!(opcode, Opcode::AddrSpaceCast | Opcode::BitCast)
            && crate::lower::calls::opencl::invoked_function(i).is_some()
        {
            // The invoke function of enqueue_kernel (typed-pointer IR casts it in an
            // instruction): the builtins using it name the function itself.
            let all_named = i.users().into_iter().all(|u| {
                u.opcode() == Some(Opcode::Call) || crate::lower::calls::opencl::invoked_function(u).is_some()
            });
            if all_named {
                return Ok(None);
            }
        }
        if self.is_derived_builtin_pointer(i, opcode) {
            // Only loads use it, and they go to the builtin variable directly.
            return builtin_globals::check_builtin_pointer_uses(i).map(|_| None);
        }
        // (Memory-only integers are wide too: one check for the common case.)
        let wide = crate::lower::body::wide_ints::involves_wide(i);
        if let Some(e) =
            wide.then(|| crate::lower::body::wide_memory::refuse_memory_only(i, opcode)).flatten()
        {
            return Err(e);
        }
        if let Some(e) = crate::lower::body::long_structs::refuse_in_instruction(i, opcode) {
            return Err(e);
        }
        if wide && (!crate::lower::body::wide_ints::takes_wide(opcode) || i.is_atomic()) {
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
            Opcode::Ret | Opcode::Br | Opcode::Switch | Opcode::Unreachable => {
                return control::lower_terminator(self, i, opcode).map(Some)
            }
            Opcode::Phi => control::lower_phi(self, i),
            Opcode::Call => calls::lower_call(self, i),
            Opcode::Alloca => memory::lower_alloca(self, i),
            Opcode::Load if i.is_atomic() => atomics::lower_atomic_load(self, i),
            Opcode::Store if i.is_atomic() => atomics::lower_atomic_store(self, i),
            Opcode::Load => memory::lower_load(self, i),
            Opcode::Store => memory::lower_store(self, i),
            Opcode::AtomicRMW => atomics::lower_atomic_rmw(self, i),
            Opcode::AtomicCmpXchg => atomics::lower_cmpxchg(self, i),
            Opcode::Fence => atomics::lower_fence(self, i),
            Opcode::GetElementPtr => memory::lower_gep(self, i).map(|_| ()),
            Opcode::ExtractValue | Opcode::InsertValue => memory::lower_aggregate_access(self, i, opcode),
            Opcode::Freeze => {
                let id = self.operand(i.operand(0))?;
                self.alias(i, id);
                Ok(())
            }
            _ => operations::lower_operation(self, i, opcode).map(|_| ()),
        };
        result.map(|_| None)
    }

    /// Materializes a constant expression as instructions at the current point.
    fn materialize_constant_expr(&mut self, v: Value) -> LowerResult<Id> {
        let Some(opcode) = v.const_opcode() else {
            return Err(LowerError::Internal("lowering a constant that is not a constant expression"));
        };
        match opcode {
            Opcode::GetElementPtr => memory::lower_gep(self, v),
            _ => operations::lower_operation(self, v, opcode),
        }
    }

    /// `!spirv.Decorations` on an instruction decorate its result.
    fn apply_instruction_decorations(&mut self, i: Value) -> LowerResult<()> {
        if i.instruction_metadata(self.ml.kinds.decorations).is_none() {
            return Ok(());
        }
        newer_headers::check_rounded_divide_sqrt(self, i)?;
        let id = self.values.get(i).ok_or_else(|| {
            LowerError::convention("!spirv.Decorations", "on an instruction without a SPIR-V result")
        })?;
        self.ml.apply_decorations(i, id)
    }

    /// Emits the instruction's OpName when it has a name.
    pub fn name_result(&mut self, v: Value, id: Id) {
        if v.is_instruction() {
            v.with_name(|name| self.ml.m.name(id, name));
        }
    }
}
