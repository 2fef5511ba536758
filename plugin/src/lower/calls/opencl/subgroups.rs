//! The cl_khr_subgroup_* extensions (non-uniform vote, ballot, non-uniform
//! arithmetic, shuffle, shuffle relative, clustered reduce, rotate) ->
//! OpGroupNonUniform* with Subgroup scope (SPIR-V 1.3, 3.37.24), and
//! `get_sub_group_{eq,ge,gt,le,lt}_mask` -> the Subgroup*Mask builtin
//! variables. Predicates are ints in OpenCL and bools in SPIR-V: `x != 0` in,
//! 1/0 out.

use super::call::BuiltinCall;
use super::operands;
use super::table::{exact, prefixed, Builtin, BuiltinRule};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::calls::opencl::cluster_sizes;
use crate::lower::LowerResult;
use spirv_writer::spirv::{BuiltIn, Capability, GroupOperation, Op, Scope};
use spirv_writer::Id;

/// The non-uniform instruction of an arithmetic operation.
fn arithmetic(op: &str, float: bool, signed: bool) -> Option<Op> {
    Some(match (op, float) {
        ("add", false) => Op::GroupNonUniformIAdd,
        ("add", true) => Op::GroupNonUniformFAdd,
        ("mul", false) => Op::GroupNonUniformIMul,
        ("mul", true) => Op::GroupNonUniformFMul,
        ("min", true) => Op::GroupNonUniformFMin,
        ("min", false) => {
            if signed {
                Op::GroupNonUniformSMin
            } else {
                Op::GroupNonUniformUMin
            }
        }
        ("max", true) => Op::GroupNonUniformFMax,
        ("max", false) => {
            if signed {
                Op::GroupNonUniformSMax
            } else {
                Op::GroupNonUniformUMax
            }
        }
        ("and", false) => Op::GroupNonUniformBitwiseAnd,
        ("or", false) => Op::GroupNonUniformBitwiseOr,
        ("xor", false) => Op::GroupNonUniformBitwiseXor,
        ("logical_and", false) => Op::GroupNonUniformLogicalAnd,
        ("logical_or", false) => Op::GroupNonUniformLogicalOr,
        ("logical_xor", false) => Op::GroupNonUniformLogicalXor,
        _ => return None,
    })
}

fn mask_builtin(which: &str) -> Option<BuiltIn> {
    Some(match which {
        "eq" => BuiltIn::SubgroupEqMask,
        "ge" => BuiltIn::SubgroupGeMask,
        "gt" => BuiltIn::SubgroupGtMask,
        "le" => BuiltIn::SubgroupLeMask,
        "lt" => BuiltIn::SubgroupLtMask,
        _ => return None,
    })
}

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    prefixed("get_sub_group_", BuiltinRule::Named(lower_ocl_subgroup_mask)),
    exact(
        "sub_group_elect",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformElect, None)),
    ),
    exact(
        "sub_group_non_uniform_all",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformAll, None)),
    ),
    exact(
        "sub_group_non_uniform_any",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformAny, None)),
    ),
    exact(
        "sub_group_non_uniform_all_equal",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformAllEqual, None)),
    ),
    exact(
        "sub_group_non_uniform_broadcast",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBroadcast, None)),
    ),
    exact(
        "sub_group_broadcast_first",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBroadcastFirst, None)),
    ),
    exact(
        "sub_group_ballot",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBallot, None)),
    ),
    exact(
        "sub_group_inverse_ballot",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformInverseBallot, None)),
    ),
    exact(
        "sub_group_ballot_bit_extract",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBallotBitExtract, None)),
    ),
    exact(
        "sub_group_ballot_bit_count",
        BuiltinRule::Named(|fl, c| {
            lower_non_uniform(fl, c, Op::GroupNonUniformBallotBitCount, Some(GroupOperation::Reduce))
        }),
    ),
    exact(
        "sub_group_ballot_inclusive_scan",
        BuiltinRule::Named(|fl, c| {
            lower_non_uniform(fl, c, Op::GroupNonUniformBallotBitCount, Some(GroupOperation::InclusiveScan))
        }),
    ),
    exact(
        "sub_group_ballot_exclusive_scan",
        BuiltinRule::Named(|fl, c| {
            lower_non_uniform(fl, c, Op::GroupNonUniformBallotBitCount, Some(GroupOperation::ExclusiveScan))
        }),
    ),
    exact(
        "sub_group_ballot_find_lsb",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBallotFindLSB, None)),
    ),
    exact(
        "sub_group_ballot_find_msb",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformBallotFindMSB, None)),
    ),
    exact(
        "sub_group_shuffle",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformShuffle, None)),
    ),
    exact(
        "sub_group_shuffle_xor",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformShuffleXor, None)),
    ),
    exact(
        "sub_group_shuffle_up",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformShuffleUp, None)),
    ),
    exact(
        "sub_group_shuffle_down",
        BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformShuffleDown, None)),
    ),
    // cl_khr_subgroup_rotate (SPV_KHR_subgroup_rotate); the cluster size is the last operand
    exact("sub_group_rotate", ROTATE),
    exact("sub_group_clustered_rotate", ROTATE),
    prefixed(
        "sub_group_non_uniform_reduce_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_non_uniform(fl, c, "sub_group_non_uniform_reduce_", GroupOperation::Reduce)
        }),
    ),
    prefixed(
        "sub_group_non_uniform_scan_inclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_non_uniform(
                fl,
                c,
                "sub_group_non_uniform_scan_inclusive_",
                GroupOperation::InclusiveScan,
            )
        }),
    ),
    prefixed(
        "sub_group_non_uniform_scan_exclusive_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_non_uniform(
                fl,
                c,
                "sub_group_non_uniform_scan_exclusive_",
                GroupOperation::ExclusiveScan,
            )
        }),
    ),
    prefixed(
        "sub_group_clustered_reduce_",
        BuiltinRule::Named(|fl, c| {
            lower_ocl_non_uniform(fl, c, "sub_group_clustered_reduce_", GroupOperation::ClusteredReduce)
        }),
    ),
];

const ROTATE: BuiltinRule =
    BuiltinRule::Named(|fl, c| lower_non_uniform(fl, c, Op::GroupNonUniformRotateKHR, None));

/// `get_sub_group_<eq|ge|gt|le|lt>_mask`: a Subgroup*Mask variable.
fn lower_ocl_subgroup_mask(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let which = c.name.strip_prefix("get_sub_group_").and_then(|r| r.strip_suffix("_mask"));
    let builtin = which.and_then(mask_builtin).ok_or_else(|| c.unknown())?;
    lower_subgroup_mask(f, c, builtin)
}

/// `sub_group_<non_uniform_reduce|non_uniform_scan_*|clustered_reduce>_<op>`.
fn lower_ocl_non_uniform(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    prefix: &str,
    operation: GroupOperation,
) -> LowerResult<()> {
    let arith = c.name.strip_prefix(prefix).ok_or_else(|| c.unknown())?;
    let op = arithmetic(arith, c.float(0), c.signed(0)).ok_or_else(|| c.unknown())?;
    lower_non_uniform_arithmetic(f, c, op, operation, arith.starts_with("logical_"))
}

/// `x != 0` as a bool.
fn predicate(f: &mut FunctionLowering<'_>, x: Id, x_type: Id) -> Id {
    let bool_type = f.module().m.type_bool();
    let zero = f.module().zero_of_type_id(x_type);
    f.emitter().binary(Op::INotEqual, bool_type, x, zero)
}

/// Votes, ballots, broadcasts and shuffles: Subgroup scope, then the
/// call's arguments (predicates as bools), bool results as 1/0.
fn lower_non_uniform(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    mut op: Op,
    operation: Option<GroupOperation>,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let bool_type = f.module().m.type_bool();
    let takes_predicate =
        matches!(op, Op::GroupNonUniformAll | Op::GroupNonUniformAny | Op::GroupNonUniformBallot);
    let gives_bool = matches!(
        op,
        Op::GroupNonUniformElect
            | Op::GroupNonUniformAll
            | Op::GroupNonUniformAny
            | Op::GroupNonUniformAllEqual
            | Op::GroupNonUniformInverseBallot
            | Op::GroupNonUniformBallotBitExtract
    );
    // Before SPIR-V 1.5 a broadcast's id must be a constant; a computed
    // (uniform) one reads the same lane with a shuffle.
    if op == Op::GroupNonUniformBroadcast && c.arg(1)?.const_int_zext().is_none() {
        op = Op::GroupNonUniformShuffle;
    }
    let scope = operands::const_u32(f, Scope::Subgroup as u32);
    let mut values = Vec::new();
    // sub_group_clustered_rotate(value, delta, cluster size)
    let cluster = (op == Op::GroupNonUniformRotateKHR && c.args.len() == 3).then_some(2);
    for (n, &a) in c.args.iter().enumerate() {
        if Some(n) == cluster {
            break;
        }
        let mut id = f.operand(a)?;
        if takes_predicate && n == 0 {
            let ty = f.module().value_type(a)?;
            id = predicate(f, id, ty);
        }
        values.push(id);
    }
    let raw_type = if gives_bool { bool_type } else { result_type };
    let raw = match cluster {
        Some(arg) => cluster_sizes::with_cluster_size(f, c, arg, raw_type, |fl, size| {
            fl.emitter().group(op, raw_type, scope, operation, &[&values[..], &[size]].concat())
        })?,
        None => f.emitter().group(op, raw_type, scope, operation, &values),
    };
    let id = if gives_bool { operands::bool_to_ocl_int(f, raw, result_type) } else { raw };
    f.set_result(c.i, id);
    Ok(())
}

/// sub_group_non_uniform_{reduce,scan_*}_<op>(x) and
/// sub_group_clustered_reduce_<op>(x, cluster size).
fn lower_non_uniform_arithmetic(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    op: Op,
    operation: GroupOperation,
    logical: bool,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let x = c.arg(0)?;
    let mut value = f.operand(x)?;
    let scope = operands::const_u32(f, Scope::Subgroup as u32);
    let value_type = if logical {
        let ty = f.module().value_type(x)?;
        value = predicate(f, value, ty);
        f.module().m.type_bool()
    } else {
        result_type
    };
    let raw = if operation == GroupOperation::ClusteredReduce {
        cluster_sizes::with_cluster_size(f, c, 1, value_type, |fl, size| {
            fl.emitter().group(op, value_type, scope, Some(operation), &[value, size])
        })?
    } else {
        f.emitter().group(op, value_type, scope, Some(operation), &[value])
    };
    let id = if logical { operands::bool_to_ocl_int(f, raw, result_type) } else { raw };
    f.set_result(c.i, id);
    Ok(())
}

/// get_sub_group_*_mask(): a uint4 builtin variable.
fn lower_subgroup_mask(f: &mut FunctionLowering<'_>, c: &BuiltinCall, builtin: BuiltIn) -> LowerResult<()> {
    // The builtin's alternatives are SubgroupBallotKHR (a Vulkan extension) and this.
    f.module()
        .m
        .requirements
        .require_capability(Capability::GroupNonUniformBallot, || format!("{} ({:?})", c.name, builtin));
    let result_type = f.module().value_type(*c.i)?;
    let variable = f.module().builtin_variable(builtin, result_type);
    let id = f.emitter().load(result_type, variable, Access::PLAIN);
    f.set_result(c.i, id);
    Ok(())
}
