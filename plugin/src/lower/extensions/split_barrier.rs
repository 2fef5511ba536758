//! cl_intel_split_work_group_barrier (SPV_INTEL_split_barrier):
//! `intel_work_group_barrier_arrive(flags[, scope])` and
//! `intel_work_group_barrier_wait(flags[, scope])` become
//! OpControlBarrierArriveINTEL (release) and OpControlBarrierWaitINTEL
//! (acquire) at work-group execution scope, as the reference translator
//! writes them. (`__spirv_ControlBarrier{Arrive,Wait}INTEL` calls go
//! through the generic friendly-call path.)

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::opencl::semantics::{fence_classes, scope_of};
use spirv_writer::spirv::{MemorySemantics as MS, Op, Scope};

const EXTENSION: &str = "SPV_INTEL_split_barrier";

/// The instruction and memory order of a split barrier builtin.
pub fn split_barrier_op(source_name: &str) -> Option<(Op, MS)> {
    match source_name {
        "intel_work_group_barrier_arrive" => Some((Op::ControlBarrierArriveINTEL, MS::RELEASE)),
        "intel_work_group_barrier_wait" => Some((Op::ControlBarrierWaitINTEL, MS::ACQUIRE)),
        _ => None,
    }
}

pub(crate) fn lower_split_barrier_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<crate::lower::LowerResult<()>> {
    let (op, order) = split_barrier_op(source_name)?;
    Some(lower_split_barrier(f, i, source_name, op, order))
}

fn lower_split_barrier(
    fl: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    op: Op,
    order: MS,
) -> crate::lower::LowerResult<()> {
    fl.module().needs_extension(EXTENSION, &format!("'{source_name}'"))?;
    let args = i.call_args();
    let flags = args
        .first()
        .and_then(|f| f.const_int_zext())
        .ok_or_else(|| LowerError::not_constant(format!("the fence flags of '{source_name}'")))?;
    let memory_scope = match args.get(1) {
        None => Scope::Workgroup,
        Some(s) => s
            .const_int_zext()
            .and_then(scope_of)
            .ok_or_else(|| LowerError::not_constant(format!("the memory scope of '{source_name}'")))?,
    };
    let classes = fence_classes(flags);
    // No memory classes: only execution is synchronized (relaxed).
    let semantics = if classes.is_empty() { MS::empty() } else { classes | order };
    let execution = fl.module().m.constant_u32(Scope::Workgroup as u32);
    let memory = fl.module().m.constant_u32(memory_scope as u32);
    let semantics = fl.module().m.constant_u32(semantics.bits());
    fl.emitter().void_ids(op, &[execution, memory, semantics]);
    Ok(())
}
