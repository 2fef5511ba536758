//! The function builder: operands, values, blocks and the emitters of one
//! function's body. It knows no feature: the driver (`driver.rs`) walks the
//! blocks and dispatches instructions, and gives the builder its `Hooks`.

use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{BasicBlock, Opcode, RawName, Type, Value, NAME_RUN};
use crate::local_hash::SpacedBuild;
use crate::lower::body::blocks::Blocks;
use crate::lower::body::instructions::Emitter;
use crate::lower::body::order::BlockNumbers;
use crate::lower::body::values::ValueMap;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::spirv::Op;
use spirv_writer::{Function, Id, Instruction, Operand};

/// The builder of one function's body: the module services it borrows
/// (`module()`), the value map, the block and phi bookkeeping; instructions
/// are appended through `emitter()` (typed constructors) or the `emit`
/// family. Only this file, `emit.rs` and `shapes.rs` add methods to it; the
/// lowerings are free functions taking it (`scripts/code_shape.py` counts).
pub struct FunctionLowering<'a> {
    ml: &'a mut ModuleLowering,
    pub function: Value,
    values: ValueMap,
    blocks: Blocks,
    /// What the builder leaves to the lowerings: the driver's table, so the
    /// builder names no feature.
    hooks: &'static Hooks,
    /// The instruction being lowered and its name, looked up by the driver.
    instruction_name: Option<(Value, RawName)>,
}

/// The lowerings the builder reaches, set by the driver.
pub struct Hooks {
    /// The id of a constant operand (`FunctionLowering::operand`): a constant
    /// expression, an address-taken function, a global.
    pub constant_operand: fn(&mut FunctionLowering<'_>, Value) -> LowerResult<Id>,
    /// An extended instruction in another form than OpenCL.std's, when the
    /// target allows it (`FunctionLowering::ext_inst_operands`; `None`: OpenCL.std).
    pub ext_inst: fn(&mut FunctionLowering<'_>, &str, Id, &[Operand]) -> Option<Id>,
}

impl<'a> FunctionLowering<'a> {
    /// The builder of `function`'s body.
    pub fn new(ml: &'a mut ModuleLowering, function: Value, hooks: &'static Hooks) -> Self {
        // The function's first instructions (up to `SpacedBuild`'s sample)
        // give the value map its hash and its size: a small function's map is
        // allocated once. (Counting all would be a walk over all; a larger
        // function's map grows.)
        let mut sampled = 0;
        let instructions = function
            .block_iter()
            .flat_map(BasicBlock::instruction_iter)
            .inspect(|_| sampled += 1)
            .map(|i| i.raw() as usize);
        let build = SpacedBuild::for_uneven_addresses(instructions);
        let values = ValueMap::with_capacity(function.params().len() + sampled, build);
        let blocks = Blocks::new(&ml.m);
        FunctionLowering { ml, function, values, blocks, hooks, instruction_name: None }
    }

    /// Labels `order`'s blocks (named as their LLVM blocks, the names looked up
    /// a run at a time: `NAME_RUN`) and starts the bookkeeping.
    pub fn begin_blocks(&mut self, order: &[BasicBlock], numbers: BlockNumbers) {
        // Labels by the blocks' numbers, handed out in lowering order.
        let mut labels = vec![0; numbers.count()];
        let mut names = Vec::with_capacity(NAME_RUN);
        for (start, run) in (0..).step_by(NAME_RUN).zip(order.chunks(NAME_RUN)) {
            names.extend(run.iter().map(|block| block.as_value().raw_name()));
            for (index, name) in (start..).zip(names.drain(..)) {
                let label = self.ml.m.alloc_id();
                name.with_str(|name| self.ml.m.name(label, name));
                labels[numbers.of_order(index)] = label;
            }
        }
        self.blocks.set_blocks(&mut self.ml.m, numbers, labels);
    }

    /// Starts lowering the LLVM block at `index` in the lowering `order`.
    pub fn begin_block(&mut self, order: &[BasicBlock], index: usize) {
        self.blocks.begin(&mut self.ml.m, order, index);
    }

    /// Ends the LLVM block begun last, with its terminator if it was lowered.
    pub fn end_block(&mut self, terminator: Option<Instruction>) {
        self.blocks.end(&mut self.ml.m, terminator);
    }

    /// Assembles the blocks into `spirv_function` and adds it to the module.
    pub fn finish(self, mut spirv_function: Function, loop_merges: IndexMap<BasicBlock, Instruction>) {
        let FunctionLowering { ml, blocks, function, .. } = self;
        for e in blocks.assemble(&mut ml.m, &mut spirv_function, loop_merges) {
            ml.error(Some(function), None, e.into());
        }
        ml.m.add_function(spirv_function);
    }

    /// Reports `error` at instruction `i` of this function (lowering goes on).
    pub fn report(&mut self, i: Option<Value>, error: LowerError) {
        self.ml.error(Some(self.function), i, error);
    }

    /// Pointer `id` of type `from` as type `to`: OpBitcast, or through an
    /// integer between a function pointer and a data pointer.
    pub fn cast_pointer(&mut self, id: Id, from: Id, to: Id) -> Id {
        if self.ml.needs_integer_pointer_cast(from, to) {
            let size = self.ml.size_type();
            let int = self.emitter().unary(Op::ConvertPtrToU, size, id);
            return self.emitter().unary(Op::ConvertUToPtr, to, int);
        }
        self.emitter().bitcast(to, id)
    }

    /// Gives every parameter an id, a name and its decorations.
    pub fn declare_params(&mut self, spirv_function: &mut Function, types: &[Id]) {
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

    /// The driver's hooks (what the builder leaves to the lowerings).
    pub fn hooks(&self) -> &'static Hooks {
        self.hooks
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
            VK::MetadataAsValue => Err(LowerError::unsupported("a metadata operand here")),
            VK::InlineAsm => Err(LowerError::no_equivalent("inline assembly")),
            VK::BasicBlock => Err(LowerError::unsupported("a basic block used as a value")),
            _ => (self.hooks.constant_operand)(self, v),
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
        let needs_code = v.kind() == VK::ConstantExpr || v.ty().is_pointer();
        if !needs_code {
            return self.operand(v);
        }
        let saved = self.blocks.take_body();
        let result = self.operand(v).and_then(|id| {
            let actual_type = if v.ty().is_pointer() { self.ml.value_type(v)? } else { wanted_type };
            if actual_type != wanted_type {
                Ok(self.cast_pointer(id, actual_type, wanted_type))
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
        self.blocks.split(&mut self.ml.m, terminator, next);
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
    pub fn is_derived_builtin_pointer(&mut self, i: Value, opcode: Opcode) -> bool {
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

    /// Emits the instruction's OpName when it has a name.
    pub fn name_result(&mut self, v: Value, id: Id) {
        let name = match self.instruction_name {
            Some((i, name)) if i == v => name,
            _ if v.is_instruction() => v.raw_name(),
            _ => return,
        };
        name.with_str(|name| self.ml.m.name(id, name));
    }

    /// Sets the name of the instruction about to be lowered (`driver`).
    pub fn set_instruction_name(&mut self, i: Value, name: RawName) {
        self.instruction_name = Some((i, name));
    }
}
