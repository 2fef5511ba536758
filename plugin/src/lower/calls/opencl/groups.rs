//! Work-group and sub-group collectives (OpenCL C 6.15.15, cl_khr_subgroups,
//! cl_khr_work_group_uniform_arithmetic, cl_intel_subgroups shuffles):
//! `{work,sub}_group_{all,any}` -> OpGroupAll/OpGroupAny,
//! `{work,sub}_group_broadcast` -> OpGroupBroadcast,
//! `{work,sub}_group_{reduce,scan_inclusive,scan_exclusive}_<op>` ->
//! OpGroup{I,F}Add, OpGroup{S,U,F}Min/Max (signedness from the mangling) and
//! the KHR mul/bitwise/logical instructions, with Workgroup or Subgroup scope;
//! `intel_sub_group_shuffle[_down|_up|_xor]` -> OpSubgroupShuffle*INTEL.

use super::call::BuiltinCall;
use super::operands;
use super::table::{decided, exact, prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{GroupOperation, Op, Scope};
use spirv_writer::Id;

/// The instruction of a group arithmetic operation on a value whose type is
/// float / signed as given.
fn arithmetic(op: &str, float: bool, signed: bool) -> Option<Op> {
    Some(match (op, float) {
        ("add", false) => Op::GroupIAdd,
        ("add", true) => Op::GroupFAdd,
        ("min", true) => Op::GroupFMin,
        ("min", false) => {
            if signed {
                Op::GroupSMin
            } else {
                Op::GroupUMin
            }
        }
        ("max", true) => Op::GroupFMax,
        ("max", false) => {
            if signed {
                Op::GroupSMax
            } else {
                Op::GroupUMax
            }
        }
        ("mul", false) => Op::GroupIMulKHR,
        ("mul", true) => Op::GroupFMulKHR,
        // cl_khr_work_group_uniform_arithmetic spells them bitwise_*; the
        // sub-group forms (and older headers) plain and/or/xor.
        ("and" | "bitwise_and", false) => Op::GroupBitwiseAndKHR,
        ("or" | "bitwise_or", false) => Op::GroupBitwiseOrKHR,
        ("xor" | "bitwise_xor", false) => Op::GroupBitwiseXorKHR,
        ("logical_and", false) => Op::GroupLogicalAndKHR,
        ("logical_or", false) => Op::GroupLogicalOrKHR,
        ("logical_xor", false) => Op::GroupLogicalXorKHR,
        _ => return None,
    })
}

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    exact("work_group_all", BuiltinRule::Named(|fl, c| lower_group_vote(fl, c, Scope::Workgroup, true))),
    exact("work_group_any", BuiltinRule::Named(|fl, c| lower_group_vote(fl, c, Scope::Workgroup, false))),
    exact("work_group_broadcast", BuiltinRule::Named(|fl, c| lower_group_broadcast(fl, c, Scope::Workgroup))),
    prefixed(
        "work_group_reduce_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(fl, c, "work_group_reduce_", Scope::Workgroup, GroupOperation::Reduce)
        }),
    ),
    prefixed(
        "work_group_scan_inclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(
                fl,
                c,
                "work_group_scan_inclusive_",
                Scope::Workgroup,
                GroupOperation::InclusiveScan,
            )
        }),
    ),
    prefixed(
        "work_group_scan_exclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(
                fl,
                c,
                "work_group_scan_exclusive_",
                Scope::Workgroup,
                GroupOperation::ExclusiveScan,
            )
        }),
    ),
    exact("sub_group_all", BuiltinRule::Named(|fl, c| lower_group_vote(fl, c, Scope::Subgroup, true))),
    exact("sub_group_any", BuiltinRule::Named(|fl, c| lower_group_vote(fl, c, Scope::Subgroup, false))),
    exact("sub_group_broadcast", BuiltinRule::Named(|fl, c| lower_group_broadcast(fl, c, Scope::Subgroup))),
    prefixed(
        "sub_group_reduce_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(fl, c, "sub_group_reduce_", Scope::Subgroup, GroupOperation::Reduce)
        }),
    ),
    prefixed(
        "sub_group_scan_inclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(
                fl,
                c,
                "sub_group_scan_inclusive_",
                Scope::Subgroup,
                GroupOperation::InclusiveScan,
            )
        }),
    ),
    prefixed(
        "sub_group_scan_exclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_group_arithmetic(
                fl,
                c,
                "sub_group_scan_exclusive_",
                Scope::Subgroup,
                GroupOperation::ExclusiveScan,
            )
        }),
    ),
    exact(
        "intel_sub_group_shuffle",
        BuiltinRule::Named(|fl, c| lower_intel_shuffle(fl, c, Op::SubgroupShuffleINTEL)),
    ),
    exact(
        "intel_sub_group_shuffle_down",
        BuiltinRule::Named(|fl, c| lower_intel_shuffle(fl, c, Op::SubgroupShuffleDownINTEL)),
    ),
    exact(
        "intel_sub_group_shuffle_up",
        BuiltinRule::Named(|fl, c| lower_intel_shuffle(fl, c, Op::SubgroupShuffleUpINTEL)),
    ),
    exact(
        "intel_sub_group_shuffle_xor",
        BuiltinRule::Named(|fl, c| lower_intel_shuffle(fl, c, Op::SubgroupShuffleXorINTEL)),
    ),
    // Both this family and `subgroups` (cl_khr_subgroup_*) lower names under
    // sub_group_, each by its own exact names and longer prefixes; any other
    // name under these prefixes is claimed here, and an error.
    prefixed("work_group_", BuiltinRule::Reserved("work_group_ names no row lowers")),
    prefixed("sub_group_", BuiltinRule::Reserved("sub_group_ names no row lowers")),
    // (the AVC family, `avc`, decides its own names: a user function may share its prefix)
    decided(
        "intel_sub_group",
        |name| !name.starts_with(super::avc::PREFIX),
        BuiltinRule::Reserved("intel_sub_group names no row lowers"),
    ),
];

/// `<scope>_<reduce|scan_inclusive|scan_exclusive>_<op>`.
fn lower_ocl_group_arithmetic(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    prefix: &str,
    scope: Scope,
    operation: GroupOperation,
) -> LowerResult<()> {
    let op = c.name.strip_prefix(prefix).ok_or_else(|| c.unknown())?;
    let instruction = arithmetic(op, c.float(0), c.signed(0)).ok_or_else(|| c.unknown())?;
    lower_group_arithmetic(f, c, scope, operation, instruction, op.starts_with("logical_"))
}

fn scope_id(f: &mut FunctionLowering<'_>, scope: Scope) -> Id {
    operands::const_u32(f, scope as u32)
}

/// all/any(int predicate) -> 1 or 0.
fn lower_group_vote(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    scope: Scope,
    all: bool,
) -> LowerResult<()> {
    let x = c.arg(0)?;
    let (x_id, x_type) = (f.operand(x)?, f.module().value_type(x)?);
    let bool_type = f.module().m.type_bool();
    let zero = f.module().zero_of_type_id(x_type);
    let predicate = f.emitter().binary(Op::INotEqual, bool_type, x_id, zero);
    let scope = scope_id(f, scope);
    let op = if all { Op::GroupAll } else { Op::GroupAny };
    let b = f.emitter().binary(op, bool_type, scope, predicate);
    let result_type = f.module().value_type(*c.i)?;
    let id = operands::bool_to_ocl_int(f, b, result_type);
    f.set_result(c.i, id);
    Ok(())
}

/// broadcast(x, local_id...): several ids form a vector.
fn lower_group_broadcast(f: &mut FunctionLowering<'_>, c: &BuiltinCall, scope: Scope) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let args = operands::ocl_args(f, c)?;
    let (x, ids) =
        args.split_first().ok_or_else(|| LowerError::argument_count("broadcast", "a value and ids", 0))?;
    let local_id = match ids {
        [one] => *one,
        many => {
            let id_type = f.module().value_type(c.arg(1)?)?;
            let ty = f.module().m.type_vector(id_type, many.len() as u32);
            f.construct(ty, many)
        }
    };
    let scope = scope_id(f, scope);
    let id = f.emitter().group(Op::GroupBroadcast, result_type, scope, None, &[*x, local_id]);
    f.set_result(c.i, id);
    Ok(())
}

fn lower_group_arithmetic(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    scope: Scope,
    operation: GroupOperation,
    op: Op,
    logical: bool,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let x = c.arg(0)?;
    let mut x_id = f.operand(x)?;
    let scope = scope_id(f, scope);
    if logical {
        // The logical forms take and give bools; OpenCL passes ints.
        let bool_type = f.module().m.type_bool();
        let zero = f.module().zero_of_type_id(result_type);
        x_id = f.emitter().binary(Op::INotEqual, bool_type, x_id, zero);
        let b = f.emitter().group(op, bool_type, scope, Some(operation), &[x_id]);
        let id = operands::bool_to_ocl_int(f, b, result_type);
        f.set_result(c.i, id);
        return Ok(());
    }
    let id = f.emitter().group(op, result_type, scope, Some(operation), &[x_id]);
    f.set_result(c.i, id);
    Ok(())
}

/// intel_sub_group_shuffle(data, id), _xor(data, mask), _down(current, next, delta), _up(previous, current, delta).
fn lower_intel_shuffle(f: &mut FunctionLowering<'_>, c: &BuiltinCall, op: Op) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let operands = operands::ocl_args(f, c)?;
    let id = f.emitter().op_ids(op, result_type, &operands);
    f.set_result(c.i, id);
    Ok(())
}
