//! The driver of one function body: blocks in reverse post-order (`order`),
//! unreachable blocks dropped, one SPIR-V instruction sequence per LLVM
//! instruction. The one place that dispatches instructions by opcode and
//! constant operands (the builder's `constant_operand` hook) to their
//! lowerings.

use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{BasicBlock, EnumAttribute, Opcode, RawName, Value, NAME_RUN};
use crate::lower::body::atomics;
use crate::lower::body::control;
use crate::lower::body::function::{FunctionLowering, Hooks};
use crate::lower::body::long_structs;
use crate::lower::body::loops;
use crate::lower::body::memory;
use crate::lower::body::operations;
use crate::lower::body::order::{reverse_post_order, BlockOrder};
use crate::lower::body::private_globals;
use crate::lower::calls;
use crate::lower::calls::opencl::opaque;
use crate::lower::debug::lines;
use crate::lower::extensions::fma;
use crate::lower::extensions::function_indices;
use crate::lower::extensions::newer_headers;
use crate::lower::module::builtin_globals;
use crate::lower::module::contraction::Summary;
use crate::lower::module::type_screen::TypeScreen;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::spirv::FunctionControl;
use spirv_writer::{Function, Id, Instruction};

pub fn lower_function_body(ml: &mut ModuleLowering, function: Value) {
    let Some(signature) = ml.signatures.get(&function).cloned() else { return };
    let Some(entry) = function.entry_block() else { return };
    let mut latch_candidates = Vec::new();
    let kinds = &ml.kinds;
    let BlockOrder { blocks: order, numbers } = reverse_post_order(entry, |block, terminator| {
        if kinds.is_loop_latch_branch(terminator) {
            latch_candidates.push(block);
        }
    });
    let control = function_control(ml, function);
    let mut spirv_function =
        Function::new(signature.id, signature.return_type, control, signature.function_type);
    let mut fl = FunctionLowering::new(ml, function, &HOOKS);
    fl.declare_params(&mut spirv_function, &signature.param_types);
    lines::begin_debug_function(&mut fl, signature.id);
    fl.begin_blocks(&order, numbers);
    let loop_merges = loops::plan_loop_merges(&mut fl, &order, latch_candidates).unwrap_or_else(|e| {
        fl.report(None, e);
        IndexMap::new()
    });
    // Every block; edge code and loop merges go before the terminators when the function is assembled.
    let mut ahead = Lookahead::new(&order);
    let mut contraction = Summary::default();
    for index in 0..order.len() {
        lower_block(&mut fl, &order, index, &mut ahead, &mut contraction);
    }
    fl.finish(spirv_function, loop_merges);
    ml.contraction_summaries.insert(function, contraction);
}

/// Function control from attributes (the table of the MLIR "SPIR-V Dialect to LLVM Dialect conversion manual", read backwards);
/// `optnone` as OptNoneINTEL where SPV_INTEL_optnone is allowed (LLVM
/// requires `noinline` beside it, so DontInline comes too, which the
/// translator's reader also expects).
fn function_control(ml: &mut ModuleLowering, function: Value) -> FunctionControl {
    let mut control = FunctionControl::NONE;
    if function.has_attribute(-1, EnumAttribute::AlwaysInline) {
        control |= FunctionControl::INLINE;
    }
    if function.has_attribute(-1, EnumAttribute::NoInline) {
        control |= FunctionControl::DONT_INLINE;
    }
    if function.has_attribute(-1, EnumAttribute::OptNone)
        && ml.use_optional_feature(crate::target::optional::OptionalFeature::OptNone)
    {
        control |= FunctionControl::DONT_INLINE | FunctionControl::OPT_NONE_EXT;
    }
    control
}

/// Lowers the instructions of `block` (at `index` in the lowering order),
/// reporting errors per instruction, and notes their float operations and
/// calls in `contraction`.
fn lower_block(
    f: &mut FunctionLowering<'_>,
    order: &[BasicBlock],
    index: usize,
    ahead: &mut Lookahead,
    contraction: &mut Summary,
) {
    f.begin_block(order, index);
    let mut terminator = None;
    while let Some((instruction, name)) = ahead.next_in(index) {
        if let Some(opcode) = instruction.opcode() {
            contraction.add(instruction, opcode);
        }
        f.set_instruction_name(instruction, name);
        if let Some(t) = lower_one(f, instruction) {
            terminator = Some(t);
        }
    }
    f.end_block(terminator);
}

/// The instructions of a function's blocks in lowering order, each with its
/// name looked up a run ahead: a name lookup misses the cache in a large
/// function, and in one short loop the misses overlap. (The translation
/// never changes the IR: the lists can be walked as they are.)
struct Lookahead<'o> {
    order: &'o [BasicBlock],
    /// The block being read ahead, and its next instruction.
    block: usize,
    next: Option<Value>,
    /// Instructions read ahead, with their block's index.
    queue: std::collections::VecDeque<(usize, Value, RawName)>,
}

impl<'o> Lookahead<'o> {
    fn new(order: &'o [BasicBlock]) -> Self {
        let next = order.first().and_then(|b| b.first_instruction());
        Lookahead { order, block: 0, next, queue: std::collections::VecDeque::with_capacity(NAME_RUN) }
    }

    /// The next instruction of block number `index`, if it has one more.
    fn next_in(&mut self, index: usize) -> Option<(Value, RawName)> {
        if self.queue.is_empty() {
            self.read_ahead();
        }
        match self.queue.front() {
            Some(&(block, ..)) if block == index => self.queue.pop_front().map(|(_, i, name)| (i, name)),
            _ => None,
        }
    }

    fn read_ahead(&mut self) {
        while self.queue.len() < NAME_RUN {
            match self.next {
                Some(i) => {
                    self.queue.push_back((self.block, i, i.raw_name()));
                    self.next = i.next_instruction();
                }
                None if self.block + 1 < self.order.len() => {
                    self.block += 1;
                    self.next = self.order[self.block].first_instruction();
                }
                None => return,
            }
        }
    }
}

/// Lowers `instruction` with its debug records and location, reporting an
/// error; returns the terminator instruction if it is one.
fn lower_one(f: &mut FunctionLowering<'_>, instruction: Value) -> Option<Instruction> {
    lines::lower_debug_records(f, instruction);
    lines::emit_debug_location(f, instruction);
    let lowered = lower_instruction(f, instruction)
        .and_then(|t| apply_instruction_decorations(f, instruction).map(|_| t));
    lowered.unwrap_or_else(|error| {
        f.report(Some(instruction), error);
        None
    })
}

/// Lowers one instruction; returns the terminator instruction if it is one.
fn lower_instruction(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Option<Instruction>> {
    let Some(opcode) = i.opcode() else {
        return Err(LowerError::Internal("lowering a value that is not an instruction"));
    };
    if let Some(result) = opaque::lower_opencl_object_memory(f, i, opcode) {
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
    if f.is_derived_builtin_pointer(i, opcode) {
        // Only loads use it, and they go to the builtin variable directly.
        return builtin_globals::check_builtin_pointer_uses(i).map(|_| None);
    }
    // (Memory-only integers are wide too: one check for the common case.)
    let screen = TypeScreen::of(i);
    let wide = screen.wide;
    if let Some(e) = wide.then(|| crate::lower::body::wide_memory::refuse_memory_only(i, opcode)).flatten() {
        return Err(e);
    }
    if let Some(e) = screen.long_struct.then(|| long_structs::refuse_in_instruction(i, opcode)).flatten() {
        return Err(e);
    }
    if wide && (!crate::lower::body::wide_ints::takes_wide(opcode) || i.is_atomic()) {
        let what = if i.is_atomic() {
            "an atomic access".to_string()
        } else {
            format!("'{}'", super::emit::opcode_name(opcode))
        };
        return Err(LowerError::unsupported_because(
            format!("{what} on integers wider than 64 bits"),
            crate::lower::body::wide_ints::NO_EXTENSION,
        ));
    }
    let result = match opcode {
        Opcode::Ret | Opcode::Br | Opcode::Switch | Opcode::Unreachable => {
            return control::lower_terminator(f, i, opcode).map(Some)
        }
        Opcode::Phi => control::lower_phi(f, i),
        Opcode::Call => calls::lower_call(f, i),
        Opcode::Alloca => memory::lower_alloca(f, i),
        Opcode::Load if i.is_atomic() => atomics::lower_atomic_load(f, i),
        Opcode::Store if i.is_atomic() => atomics::lower_atomic_store(f, i),
        Opcode::Load => memory::lower_load(f, i),
        Opcode::Store => memory::lower_store(f, i),
        Opcode::AtomicRMW => atomics::lower_atomic_rmw(f, i),
        Opcode::AtomicCmpXchg => atomics::lower_cmpxchg(f, i),
        Opcode::Fence => atomics::lower_fence(f, i),
        Opcode::GetElementPtr => memory::lower_gep(f, i).map(|_| ()),
        Opcode::ExtractValue | Opcode::InsertValue => memory::lower_aggregate_access(f, i, opcode),
        Opcode::Freeze => {
            let id = f.operand(i.operand(0))?;
            f.alias(i, id);
            Ok(())
        }
        _ => operations::lower_operation(f, i, opcode, screen).map(|_| ()),
    };
    result.map(|_| None)
}

/// Materializes a constant expression as instructions at the current point.
fn materialize_constant_expr(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<Id> {
    let Some(opcode) = v.const_opcode() else {
        return Err(LowerError::Internal("lowering a constant that is not a constant expression"));
    };
    match opcode {
        Opcode::GetElementPtr => memory::lower_gep(f, v),
        _ => operations::lower_operation(f, v, opcode, TypeScreen::of(v)),
    }
}

/// `!spirv.Decorations` on an instruction decorate its result.
fn apply_instruction_decorations(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let kind = f.module_ref().kinds.decorations;
    if kind.and_then(|kind| i.instruction_metadata(kind)).is_none() {
        return Ok(());
    }
    newer_headers::check_rounded_divide_sqrt(f, i)?;
    let id = f.known_value(i).ok_or_else(|| {
        LowerError::convention("!spirv.Decorations", "on an instruction without a SPIR-V result")
    })?;
    f.module().apply_decorations(i, id)
}

/// The lowerings the builder reaches (it names none itself).
const HOOKS: Hooks = Hooks { constant_operand, ext_inst: fma::fma_khr };

/// The id of a constant operand (`FunctionLowering::operand`'s hook): a
/// constant expression materialized here, an address-taken function's index
/// (extensions::function_indices), a per-function copy of a private global,
/// or the module's constant.
fn constant_operand(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<Id> {
    match v.kind() {
        VK::ConstantExpr => materialize_constant_expr(f, v),
        VK::Function if f.module().function_index(v).is_some() => function_indices::function_address(f, v),
        _ if private_globals::is_private_global(v, &f.module_ref().address_spaces) => {
            private_globals::private_global_copy(f, v)
        }
        _ => f.module().constant(v),
    }
}
