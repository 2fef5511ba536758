//! Work-group and sub-group collectives (OpenCL C 6.15.15, cl_khr_subgroups,
//! cl_khr_work_group_uniform_arithmetic, cl_intel_subgroups shuffles):
//! `{work,sub}_group_{all,any}` -> OpGroupAll/OpGroupAny,
//! `{work,sub}_group_broadcast` -> OpGroupBroadcast,
//! `{work,sub}_group_{reduce,scan_inclusive,scan_exclusive}_<op>` ->
//! OpGroup{I,F}Add, OpGroup{S,U,F}Min/Max (signedness from the mangling) and
//! the KHR mul/bitwise/logical instructions, with Workgroup or Subgroup scope;
//! `intel_sub_group_shuffle[_down|_up|_xor]` -> OpSubgroupShuffle*INTEL.

use super::{Call, Lowered};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{GroupOperation, Op, Scope};
use spirv_writer::{Id, Operand};

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

/// The builtins this family lowers (`opencl::Names`).
pub(super) const NAMES: super::Names =
    super::Names { exact: &[], prefixes: &["work_group_", "sub_group_", "intel_sub_group"] };

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_group(&mut self, c: &Call) -> Lowered {
        if let Some(op) = c.name.strip_prefix("intel_sub_group_shuffle") {
            let op = match op {
                "" => Op::SubgroupShuffleINTEL,
                "_down" => Op::SubgroupShuffleDownINTEL,
                "_up" => Op::SubgroupShuffleUpINTEL,
                "_xor" => Op::SubgroupShuffleXorINTEL,
                _ => return None,
            };
            return Some(self.lower_intel_shuffle(c, op));
        }
        let (scope, rest) = if let Some(rest) = c.name.strip_prefix("work_group_") {
            (Scope::Workgroup, rest)
        } else if let Some(rest) = c.name.strip_prefix("sub_group_") {
            (Scope::Subgroup, rest)
        } else {
            return None;
        };
        match rest {
            "all" | "any" => return Some(self.lower_group_vote(c, scope, rest == "all")),
            "broadcast" => return Some(self.lower_group_broadcast(c, scope)),
            _ => {}
        }
        let (operation, op) = if let Some(op) = rest.strip_prefix("reduce_") {
            (GroupOperation::Reduce, op)
        } else if let Some(op) = rest.strip_prefix("scan_inclusive_") {
            (GroupOperation::InclusiveScan, op)
        } else if let Some(op) = rest.strip_prefix("scan_exclusive_") {
            (GroupOperation::ExclusiveScan, op)
        } else {
            return None;
        };
        let instruction = arithmetic(op, c.float(0), c.signed(0))?;
        Some(self.lower_group_arithmetic(c, scope, operation, instruction, op.starts_with("logical_")))
    }

    fn scope_id(&mut self, scope: Scope) -> Id {
        self.const_u32(scope as u32)
    }

    /// all/any(int predicate) -> 1 or 0.
    fn lower_group_vote(&mut self, c: &Call, scope: Scope, all: bool) -> LowerResult<()> {
        let x = c.arg(0)?;
        let (x_id, x_type) = (self.operand(x)?, self.ml.value_type(x)?);
        let bool_type = self.ml.m.type_bool();
        let zero = self.ml.zero_of_type_id(x_type);
        let predicate =
            self.emit(Op::INotEqual, Some(bool_type), vec![Operand::IdRef(x_id), Operand::IdRef(zero)]);
        let scope = self.scope_id(scope);
        let op = if all { Op::GroupAll } else { Op::GroupAny };
        let b = self.emit(op, Some(bool_type), vec![Operand::IdRef(scope), Operand::IdRef(predicate)]);
        let result_type = self.ml.value_type(*c.i)?;
        let id = self.bool_to_ocl_int(b, result_type);
        self.ocl_finish(c, id);
        Ok(())
    }

    /// broadcast(x, local_id...): several ids form a vector.
    fn lower_group_broadcast(&mut self, c: &Call, scope: Scope) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let args = self.ocl_args(c)?;
        let (x, ids) = args
            .split_first()
            .ok_or_else(|| LowerError::argument_count("broadcast", "a value and ids", 0))?;
        let local_id = match ids {
            [one] => *one,
            many => {
                let id_type = self.ml.value_type(c.arg(1)?)?;
                self.vector_of(many, id_type)
            }
        };
        let scope = self.scope_id(scope);
        let id = self.emit(
            Op::GroupBroadcast,
            Some(result_type),
            vec![Operand::IdRef(scope), Operand::IdRef(*x), Operand::IdRef(local_id)],
        );
        self.ocl_finish(c, id);
        Ok(())
    }

    fn lower_group_arithmetic(
        &mut self,
        c: &Call,
        scope: Scope,
        operation: GroupOperation,
        op: Op,
        logical: bool,
    ) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let x = c.arg(0)?;
        let mut x_id = self.operand(x)?;
        let scope = self.scope_id(scope);
        if logical {
            // The logical forms take and give bools; OpenCL passes ints.
            let bool_type = self.ml.m.type_bool();
            let zero = self.ml.zero_of_type_id(result_type);
            x_id =
                self.emit(Op::INotEqual, Some(bool_type), vec![Operand::IdRef(x_id), Operand::IdRef(zero)]);
            let b = self.emit(
                op,
                Some(bool_type),
                vec![Operand::IdRef(scope), Operand::GroupOperation(operation), Operand::IdRef(x_id)],
            );
            let id = self.bool_to_ocl_int(b, result_type);
            self.ocl_finish(c, id);
            return Ok(());
        }
        let id = self.emit(
            op,
            Some(result_type),
            vec![Operand::IdRef(scope), Operand::GroupOperation(operation), Operand::IdRef(x_id)],
        );
        self.ocl_finish(c, id);
        Ok(())
    }

    /// intel_sub_group_shuffle(data, id), _xor(data, mask), _down(current, next, delta), _up(previous, current, delta).
    fn lower_intel_shuffle(&mut self, c: &Call, op: Op) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operands = self.ocl_args(c)?;
        let id = self.emit(op, Some(result_type), operands.into_iter().map(Operand::IdRef).collect());
        self.ocl_finish(c, id);
        Ok(())
    }
}
