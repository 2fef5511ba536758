//! Atomic instructions: atomicrmw, cmpxchg, fence, and atomic load/store.
//!
//! Scope comes from the syncscope, memory semantics from the ordering plus
//! the memory class of the pointer (SPIR-V 3.25 "Memory Semantics"). Intel's
//! CPU runtime cannot link atomics on Generic pointers, so a pointer that was
//! cast to generic from a known address space is used in that space (derived
//! from one by offsets or integer round trips: cast back, OpGenericCastToPtr).
//! The pointer, memory class and read-modify-write instruction are
//! `atomic_operands`', shared with the OpenCL atomic builtins.

use crate::diagnostics::LowerError;
use crate::llvm::AtomicOrdering as AO;
use crate::llvm::RmwOp as RMW;
use crate::llvm::Value;
use crate::lower::body::atomic_operands::{
    atomic_pointer, memory_class, require_atomic_width, rmw_instruction, Rmw,
};
use crate::lower::body::atomics16;
use crate::lower::body::atomics16::{is_word_atomic, Narrow, NarrowAtomic};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::AtomicAt;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemorySemantics, Op, Scope, StorageClass};
use spirv_writer::Id;

fn ordering_semantics(ordering: AO) -> MemorySemantics {
    match ordering {
        AO::Acquire => MemorySemantics::ACQUIRE,
        AO::Release => MemorySemantics::RELEASE,
        AO::AcquireRelease => MemorySemantics::ACQUIRE_RELEASE,
        AO::SequentiallyConsistent => MemorySemantics::SEQUENTIALLY_CONSISTENT,
        _ => MemorySemantics::RELAXED,
    }
}

/// An LLVM syncscope as a SPIR-V scope.
pub fn sync_scope(name: &str) -> LowerResult<Scope> {
    Ok(match name {
        "" | "all_svm_devices" => Scope::CrossDevice,
        "singlethread" => Scope::Invocation,
        "workgroup" | "work_group" => Scope::Workgroup,
        "agent" | "device" => Scope::Device,
        "subgroup" | "sub_group" | "wavefront" => Scope::Subgroup,
        other => return Err(LowerError::no_equivalent(format!("syncscope(\"{other}\")"))),
    })
}

fn scope_and_semantics(
    f: &mut FunctionLowering<'_>,
    i: Value,
    ordering: AO,
    storage: StorageClass,
) -> LowerResult<(Id, Id)> {
    let scope = sync_scope(&i.sync_scope())?;
    let mut semantics = ordering_semantics(ordering);
    if semantics != MemorySemantics::RELAXED {
        semantics |= memory_class(storage);
    }
    Ok((f.module().m.constant_u32(scope as u32), f.module().m.constant_u32(semantics.bits())))
}

pub(crate) fn lower_atomic_rmw(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let value = i.operand(1);
    let ty = value.ty();
    require_atomic_width(f, ty)?;
    let (pointer, storage) = atomic_pointer(f, i.operand(0), ty)?;
    let (scope, semantics) = scope_and_semantics(f, i, i.ordering(), storage)?;
    let result_type = f.module().value_type(i)?;
    let mut operand = f.operand(value)?;
    let rmw = i
        .as_atomic_rmw()
        .ok_or(LowerError::Internal("lowering an atomicrmw that is not one"))?
        .atomic_rmw_op()
        .ok_or_else(|| LowerError::unsupported("this atomicrmw operation"))?;
    if is_word_atomic(ty) {
        let at = NarrowAtomic { element: ty, pointer, storage, scope, semantics };
        let (old, _) = atomics16::narrow_atomic(f, at, Narrow::Rmw(rmw, operand))?;
        f.alias(i, old);
        return Ok(());
    }
    let (shared, signed) = match rmw {
        RMW::Xchg => (Rmw::Exchange, false),
        RMW::Add | RMW::FAdd => (Rmw::Add, false),
        RMW::Sub | RMW::FSub => (Rmw::Sub, false),
        RMW::And => (Rmw::And, false),
        RMW::Or => (Rmw::Or, false),
        RMW::Xor => (Rmw::Xor, false),
        RMW::Max => (Rmw::Max, true),
        RMW::Min => (Rmw::Min, true),
        RMW::UMax | RMW::FMax => (Rmw::Max, false),
        RMW::UMin | RMW::FMin => (Rmw::Min, false),
        other => return lower_atomic_rmw_by_cas(f, i, other, pointer, scope, semantics, operand),
    };
    let (op, value) = rmw_instruction(f, shared, ty, signed, result_type, Some(operand), "atomicrmw")?;
    operand = value.unwrap_or(operand);
    let id = f.result_id(i);
    f.emitter_as(id).atomic(op, result_type, AtomicAt { pointer, scope, semantics }, &[operand]);
    f.name_result(i, id);
    Ok(())
}

/// Operations SPIR-V has no atomic for (nand, uinc_wrap, udec_wrap): a
/// compare-exchange loop (`cas.rs`).
fn lower_atomic_rmw_by_cas(
    f: &mut FunctionLowering<'_>,
    i: Value,
    rmw: RMW,
    pointer: Id,
    scope: Id,
    semantics: Id,
    operand: Id,
) -> LowerResult<()> {
    let ty = f.module().value_type(i)?;
    let bool_type = f.module().m.type_bool();
    let old = super::cas::cas_loop(f, ty, pointer, scope, (semantics, semantics), |fl, old| {
        Ok((super::cas::cas_update(fl, rmw, (ty, bool_type), old, operand)?, old))
    })?;
    f.alias(i, old);
    Ok(())
}

pub(crate) fn lower_cmpxchg(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let (compare, new) = (i.operand(1), i.operand(2));
    if compare.ty().is_pointer() {
        return Err(LowerError::unsupported("cmpxchg of pointers"));
    }
    require_atomic_width(f, compare.ty())?;
    let (pointer, storage) = atomic_pointer(f, i.operand(0), compare.ty())?;
    let (scope, equal) = scope_and_semantics(f, i, i.ordering(), storage)?;
    let (_, unequal) = scope_and_semantics(
        f,
        i,
        i.as_cmpxchg()
            .ok_or(LowerError::Internal("lowering a cmpxchg that is not one"))?
            .cmpxchg_failure_ordering(),
        storage,
    )?;
    let value_type = f.module().lower_type(compare.ty())?;
    let (expected, replacement) = (f.operand(compare)?, f.operand(new)?);
    let (old, success) = if is_word_atomic(compare.ty()) {
        let at = NarrowAtomic { element: compare.ty(), pointer, storage, scope, semantics: equal };
        let (old, success) =
            atomics16::narrow_atomic(f, at, Narrow::CompareExchange { expected, replacement })?;
        (old, success.ok_or(LowerError::Internal("a 16-bit compare-exchange without its success"))?)
    } else {
        let at = AtomicAt { pointer, scope, semantics: equal };
        let old = f.emitter().atomic_compare_exchange(value_type, at, unequal, replacement, expected);
        let bool_type = f.module().m.type_bool();
        (old, f.emitter().binary(Op::IEqual, bool_type, old, expected))
    };
    let result_type = f.module().value_type(i)?;
    // Built by insertion into undef, as the reference translator does: its
    // reader crashes on an OpCompositeConstruct of this struct.
    let undef = f.module().m.constant(spirv_writer::ConstantKey::Undef { ty: result_type });
    let first = f.emitter().composite_insert(result_type, old, undef, &[0]);
    let id = f.result_id(i);
    f.emitter_as(id).composite_insert(result_type, success, first, &[1]);
    Ok(())
}

pub(crate) fn lower_fence(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let scope = sync_scope(&i.sync_scope())?;
    // A fence orders every memory class the kernel can reach.
    let semantics = ordering_semantics(i.ordering())
        | MemorySemantics::WORKGROUP_MEMORY
        | MemorySemantics::CROSS_WORKGROUP_MEMORY;
    let (scope, semantics) =
        (f.module().m.constant_u32(scope as u32), f.module().m.constant_u32(semantics.bits()));
    f.emitter().memory_barrier(scope, semantics);
    Ok(())
}

/// `load atomic` -> OpAtomicLoad.
pub(crate) fn lower_atomic_load(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    require_atomic_width(f, i.ty())?;
    let (pointer, storage) = atomic_pointer(f, i.operand(0), i.ty())?;
    let (scope, semantics) = scope_and_semantics(f, i, i.ordering(), storage)?;
    if is_word_atomic(i.ty()) {
        let at = NarrowAtomic { element: i.ty(), pointer, storage, scope, semantics };
        let (value, _) = atomics16::narrow_atomic(f, at, Narrow::Load)?;
        f.alias(i, value);
        return Ok(());
    }
    let result_type = f.module().value_type(i)?;
    let id = f.result_id(i);
    f.emitter_as(id).atomic(Op::AtomicLoad, result_type, AtomicAt { pointer, scope, semantics }, &[]);
    Ok(())
}

/// `store atomic` -> OpAtomicStore.
pub(crate) fn lower_atomic_store(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let value = i.operand(0);
    require_atomic_width(f, value.ty())?;
    let (pointer, storage) = atomic_pointer(f, i.operand(1), value.ty())?;
    let (scope, semantics) = scope_and_semantics(f, i, i.ordering(), storage)?;
    let stored = f.operand(value)?;
    if is_word_atomic(value.ty()) {
        // An exchange whose old value nobody reads.
        let at = NarrowAtomic { element: value.ty(), pointer, storage, scope, semantics };
        atomics16::narrow_atomic(f, at, Narrow::Rmw(RMW::Xchg, stored))?;
        return Ok(());
    }
    f.emitter().atomic_void(Op::AtomicStore, AtomicAt { pointer, scope, semantics }, &[stored]);
    Ok(())
}
