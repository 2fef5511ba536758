//! Calls to builtin functions: OpenCL work-item functions (`_Z13get_global_idj`)
//! and the SPIR-V friendly `__spirv_BuiltIn*` call form, both lowered to loads
//! of BuiltIn-decorated Input variables.
//!

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::module::callees::WorkItem;
use crate::lower::LowerResult;
use spirv_writer::spirv::{BuiltIn, Op};
use spirv_writer::Id;
use std::str::FromStr;

/// OpenCL work-item functions: builtin variable, whether it is a 3-vector, and
/// the value an out-of-range dimension yields (OpenCL C 6.15.1).
pub fn work_item_builtin(name: &str) -> Option<WorkItem> {
    let (builtin, vector, out_of_range) = match name {
        "get_global_id" => (BuiltIn::GlobalInvocationId, true, 0),
        "get_global_size" => (BuiltIn::GlobalSize, true, 1),
        "get_global_offset" => (BuiltIn::GlobalOffset, true, 0),
        "get_local_id" => (BuiltIn::LocalInvocationId, true, 0),
        "get_local_size" => (BuiltIn::WorkgroupSize, true, 1),
        "get_enqueued_local_size" => (BuiltIn::EnqueuedWorkgroupSize, true, 1),
        "get_num_groups" => (BuiltIn::NumWorkgroups, true, 1),
        "get_group_id" => (BuiltIn::WorkgroupId, true, 0),
        "get_work_dim" => (BuiltIn::WorkDim, false, 0),
        "get_global_linear_id" => (BuiltIn::GlobalLinearId, false, 0),
        "get_local_linear_id" => (BuiltIn::LocalInvocationIndex, false, 0),
        "get_sub_group_size" => (BuiltIn::SubgroupSize, false, 0),
        "get_max_sub_group_size" => (BuiltIn::SubgroupMaxSize, false, 0),
        "get_num_sub_groups" => (BuiltIn::NumSubgroups, false, 0),
        "get_enqueued_num_sub_groups" => (BuiltIn::NumEnqueuedSubgroups, false, 0),
        "get_sub_group_id" => (BuiltIn::SubgroupId, false, 0),
        "get_sub_group_local_id" => (BuiltIn::SubgroupLocalInvocationId, false, 0),
        _ => return None,
    };
    Some(WorkItem { builtin, vector: Some(vector), out_of_range: Some(out_of_range), dimension: None })
}

/// DPC++'s declared work-item functions in SPIR-V friendly spelling:
/// `__spirv_GlobalInvocationId_x()` (a component of a 3-vector BuiltIn, `_x`,
/// `_y` or `_z`) and `__spirv_SubgroupSize()` (a scalar BuiltIn; with a dimension argument, a component): the builtin
/// variable's value. Names that are instructions are not these.
pub fn friendly_work_item(source_name: &str) -> Option<WorkItem> {
    let rest = source_name.strip_prefix("__spirv_")?;
    if spirv_writer::grammar::class_by_name(rest).is_some() {
        return None;
    }
    let (name, dimension) = match rest.rsplit_once('_') {
        Some((name, "x")) => (name, Some(0)),
        Some((name, "y")) => (name, Some(1)),
        Some((name, "z")) => (name, Some(2)),
        _ => (rest, None),
    };
    let builtin = BuiltIn::from_str(name).ok()?;
    Some(WorkItem { builtin, vector: dimension.map(|_| true), out_of_range: None, dimension })
}

/// Loads builtin variable `builtin`, extracting the component the call's
/// argument selects when it is a 3-vector.
pub(crate) fn lower_work_item_call(
    f: &mut FunctionLowering<'_>,
    i: Call,
    work_item: WorkItem,
) -> LowerResult<()> {
    let WorkItem { builtin, vector, out_of_range: default, dimension: fixed } = work_item;
    let vector = vector.unwrap_or_else(|| !i.call_args().is_empty());
    let result_type = f.module().value_type(*i)?;
    let scalar = builtin_component_type(f, builtin);
    let value_type = if vector { f.module().m.type_vector(scalar, 3) } else { scalar };
    let variable = f.module().builtin_variable(builtin, value_type);
    let loaded = f.emitter().load(value_type, variable, Access::PLAIN);
    let mut value = if let (true, Some(d)) = (vector, fixed) {
        f.emitter().composite_extract(scalar, loaded, &[d])
    } else if vector {
        work_item_component(f, i, loaded, scalar, default)?
    } else {
        loaded
    };
    if scalar != result_type {
        value = f.emitter().unary(Op::UConvert, result_type, value);
    }
    f.alias(*i, value);
    Ok(())
}

/// The type of builtin variable `builtin`, or of one component of it when
/// it is a 3-vector (a size_t, a 32-bit integer, or a uint4 mask).
fn builtin_component_type(f: &mut FunctionLowering<'_>, builtin: BuiltIn) -> Id {
    match builtin {
        BuiltIn::WorkDim
        | BuiltIn::SubgroupSize
        | BuiltIn::SubgroupMaxSize
        | BuiltIn::NumSubgroups
        | BuiltIn::NumEnqueuedSubgroups
        | BuiltIn::SubgroupId
        | BuiltIn::SubgroupLocalInvocationId => f.module().m.type_int(32),
        // uint4 masks (cl_khr_subgroup_ballot); no dimension argument.
        BuiltIn::SubgroupEqMask
        | BuiltIn::SubgroupGeMask
        | BuiltIn::SubgroupGtMask
        | BuiltIn::SubgroupLeMask
        | BuiltIn::SubgroupLtMask => {
            let u32_type = f.module().m.type_int(32);
            f.module().m.type_vector(u32_type, 4)
        }
        _ => f.module().size_type(),
    }
}

/// The component of the 3-vector `loaded` that the call's dimension
/// argument selects; out-of-range dimensions give `default` when the
/// builtin has one (OpenCL's value for them).
fn work_item_component(
    f: &mut FunctionLowering<'_>,
    i: Call,
    loaded: Id,
    scalar: Id,
    default: Option<u64>,
) -> LowerResult<Id> {
    let args = i.call_args();
    let dimension =
        *args.first().ok_or_else(|| LowerError::argument_count("work-item builtin", "a dimension", 0))?;
    match dimension.const_int_zext() {
        Some(d) if d < 3 => Ok(f.emitter().composite_extract(scalar, loaded, &[d as u32])),
        Some(_) if default.is_some() => Ok(f.module().int_constant(scalar, default.unwrap_or(0))),
        _ => {
            let index = f.operand(dimension)?;
            let element = f.emitter().binary(Op::VectorExtractDynamic, scalar, loaded, index);
            let Some(default) = default else { return Ok(element) };
            // Out-of-range dimensions give the OpenCL default value.
            let index_type = f.module().value_type(dimension)?;
            let three = f.module().int_constant(index_type, 3);
            let bool_type = f.module().m.type_bool();
            let in_range = f.emitter().binary(Op::ULessThan, bool_type, index, three);
            let fallback = f.module().int_constant(scalar, default);
            Ok(f.emitter().select(scalar, in_range, element, fallback))
        }
    }
}
