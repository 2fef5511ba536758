//! Synchronization builtins (OpenCL C 6.15.8, 6.15.9, 6.15.12.8): `barrier`,
//! `work_group_barrier`, `sub_group_barrier` -> OpControlBarrier; `mem_fence`,
//! `read_mem_fence`, `write_mem_fence`, `atomic_work_item_fence` ->
//! OpMemoryBarrier. Their fence flags, memory orders and scopes become
//! operands as `semantics` says.

use super::call::BuiltinCall;
use super::operands;
use super::semantics::{known_u32, ocl_fence_flags, ocl_order, ocl_scope, or_u32};
use super::table::{exact, Builtin, BuiltinRule};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemorySemantics as MS, Scope};

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    exact("barrier", BuiltinRule::Named(|fl, c| lower_ocl_barrier(fl, c, Scope::Workgroup))),
    exact("work_group_barrier", BuiltinRule::Named(|fl, c| lower_ocl_barrier(fl, c, Scope::Workgroup))),
    exact("sub_group_barrier", BuiltinRule::Named(|fl, c| lower_ocl_barrier(fl, c, Scope::Subgroup))),
    exact("mem_fence", BuiltinRule::Named(|fl, c| lower_ocl_fence(fl, c, MS::ACQUIRE_RELEASE))),
    exact("read_mem_fence", BuiltinRule::Named(|fl, c| lower_ocl_fence(fl, c, MS::ACQUIRE))),
    exact("write_mem_fence", BuiltinRule::Named(|fl, c| lower_ocl_fence(fl, c, MS::RELEASE))),
    exact("atomic_work_item_fence", BuiltinRule::Named(lower_ocl_work_item_fence)),
];

/// barrier(flags), work_group_barrier(flags[, scope]), sub_group_barrier(flags[, scope]).
fn lower_ocl_barrier(f: &mut FunctionLowering<'_>, c: &BuiltinCall, execution: Scope) -> LowerResult<()> {
    let classes = match c.args.first() {
        Some(&flags) => ocl_fence_flags(f, flags)?,
        None => known_u32(f, 0),
    };
    let memory = match c.args.get(1) {
        Some(&scope) => ocl_scope(f, scope)?,
        None => known_u32(f, execution as u32),
    };
    // Ordered like the reference translator: sequentially consistent on
    // the classes named (nothing if none is).
    let ordering = if classes.constant == Some(0) { 0 } else { MS::SEQUENTIALLY_CONSISTENT.bits() };
    let ordering = known_u32(f, ordering);
    let semantics = or_u32(f, classes, ordering);
    let execution = operands::const_u32(f, execution as u32);
    f.emitter().control_barrier(execution, memory.id, semantics.id);
    Ok(())
}

/// mem_fence(flags) and its read/write forms: a work-group scope fence.
fn lower_ocl_fence(f: &mut FunctionLowering<'_>, c: &BuiltinCall, ordering: MS) -> LowerResult<()> {
    let classes = ocl_fence_flags(f, c.arg(0)?)?;
    let ordering = known_u32(f, ordering.bits());
    let semantics = or_u32(f, classes, ordering);
    let scope = operands::const_u32(f, Scope::Workgroup as u32);
    f.emitter().memory_barrier(scope, semantics.id);
    Ok(())
}

/// atomic_work_item_fence(flags, order, scope).
fn lower_ocl_work_item_fence(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let classes = ocl_fence_flags(f, c.arg(0)?)?;
    let order = ocl_order(f, c.arg(1)?)?;
    if order.constant == Some(0) {
        return Ok(()); // a relaxed fence orders nothing
    }
    let scope = ocl_scope(f, c.arg(2)?)?;
    let semantics = or_u32(f, classes, order);
    f.emitter().memory_barrier(scope.id, semantics.id);
    Ok(())
}
