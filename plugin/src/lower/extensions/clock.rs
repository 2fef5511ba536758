//! cl_khr_kernel_clock (SPV_KHR_shader_clock): `clock_read_{device,
//! work_group,sub_group}` (ulong) and `clock_read_hilo_*` (uint2) become
//! OpReadClockKHR with the scope the name gives.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, Scope};

const EXTENSION: &str = "SPV_KHR_shader_clock";

pub fn clock_scope(source_name: &str) -> Option<Scope> {
    let rest = source_name.strip_prefix("clock_read_")?;
    let rest = rest.strip_prefix("hilo_").unwrap_or(rest);
    Some(match rest {
        "device" => Scope::Device,
        "work_group" => Scope::Workgroup,
        "sub_group" => Scope::Subgroup,
        _ => return None,
    })
}

pub(crate) fn lower_clock_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let scope = clock_scope(source_name)?;
    Some(lower_read_clock(f, i, source_name, scope))
}

/// OpReadClockKHR of `scope` for call `i` (named `source_name` in errors).
pub(crate) fn lower_read_clock(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    scope: Scope,
) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, &format!("'{source_name}'"))?;
    if !i.call_args().is_empty() {
        return Err(LowerError::argument_count(source_name, "no arguments", i.call_args().len()));
    }
    let result_type = f.module().value_type(*i)?;
    let scope = f.module().m.constant_u32(scope as u32);
    let id = f.result_id(*i);
    f.emitter_as(id).unary(Op::ReadClockKHR, result_type, scope);
    f.name_result(*i, id);
    Ok(())
}
