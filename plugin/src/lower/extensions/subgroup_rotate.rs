//! cl_khr_subgroup_rotate (SPV_KHR_subgroup_rotate): `sub_group_rotate(value,
//! delta)` and `sub_group_clustered_rotate(value, delta, cluster_size)`
//! become OpGroupNonUniformRotateKHR at Subgroup scope.

use crate::lower::body::function::FunctionLowering;
use super::super::LowerResult;
use crate::llvm::Value;
use spirv_writer::spirv::{Op, Scope};
use spirv_writer::Operand;

const EXTENSION: &str = "SPV_KHR_subgroup_rotate";

pub fn is_rotate(source_name: &str) -> bool {
    matches!(source_name, "sub_group_rotate" | "sub_group_clustered_rotate")
}

impl FunctionLowering<'_> {
    pub fn lower_subgroup_rotate_builtin(&mut self, i: Value, source_name: &str) -> Option<LowerResult<()>> {
        is_rotate(source_name).then(|| self.lower_subgroup_rotate(i, source_name))
    }

    fn lower_subgroup_rotate(&mut self, i: Value, source_name: &str) -> LowerResult<()> {
        self.ml.needs_extension(EXTENSION, &format!("'{source_name}'"))?;
        let args = i.call_args();
        let clustered = source_name == "sub_group_clustered_rotate";
        if args.len() != if clustered { 3 } else { 2 } {
            return Err(format!("'{source_name}' is called with {} arguments", args.len()));
        }
        let result_type = self.ml.value_type(i)?;
        let scope = self.ml.m.constant_u32(Scope::Subgroup as u32);
        let mut operands = vec![Operand::IdRef(scope), Operand::IdRef(self.operand(args[0])?), Operand::IdRef(self.operand(args[1])?)];
        if clustered {
            // SPIR-V wants a constant cluster size (a power of two).
            let size = args[2].const_int_zext().ok_or_else(|| format!("'{source_name}' needs a constant cluster size"))?;
            operands.push(Operand::IdRef(self.ml.m.constant_u32(size as u32)));
        }
        let id = self.result_id(i);
        self.emit_as(id, Op::GroupNonUniformRotateKHR, result_type, operands);
        self.name_result(i, id);
        Ok(())
    }
}
