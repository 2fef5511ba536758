//! Pipe builtins (OpenCL C 6.15.16). clang emits them unmangled, with the
//! packet size and alignment as the last two operands:
//!
//! - `__read_pipe_2(pipe, ptr, size, align)` / `__write_pipe_2` -> OpReadPipe / OpWritePipe
//! - `__read_pipe_4(pipe, rid, index, ptr, size, align)` / `__write_pipe_4` ->
//!   OpReservedReadPipe / OpReservedWritePipe
//! - `__reserve_{read,write}_pipe(pipe, n, size, align)` -> OpReserve{Read,Write}PipePackets,
//!   `__commit_{read,write}_pipe(pipe, rid, size, align)` -> OpCommit{Read,Write}Pipe
//! - `__{work,sub}_group_reserve_*` / `__{work,sub}_group_commit_*` -> the OpGroup* forms
//!   with Workgroup / Subgroup scope
//! - `__get_pipe_{num,max}_packets_{ro,wo}(pipe, size, align)` -> OpGet{Num,Max}PipePackets
//! - `is_valid_reserve_id(rid)` -> OpIsValidReserveId
//!
//! Pipe and reserve-id values are typed by `opaque` (OpTypePipe with the
//! kernel argument's access qualifier, OpTypeReserveId). The data pointer is
//! a Generic pointer to i8, as the translator passes it.

use super::{Call, Lowered};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, Scope, StorageClass};
use spirv_writer::{Id, Operand};

pub(super) const NAMES: super::Names = super::Names {
    // (the source-level names are claimed too: clang never calls them, a module that does gets an error)
    exact: &[&[
        "is_valid_reserve_id",
        "read_pipe",
        "write_pipe",
        "reserve_read_pipe",
        "reserve_write_pipe",
        "commit_read_pipe",
        "commit_write_pipe",
        "get_pipe_num_packets",
        "get_pipe_max_packets",
    ]],
    prefixes: &[
        "__read_pipe_",
        "__write_pipe_",
        "__reserve_",
        "__commit_",
        "__get_pipe_",
        "__work_group_reserve_",
        "__work_group_commit_",
        "__sub_group_reserve_",
        "__sub_group_commit_",
    ],
};

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_pipe(&mut self, c: &Call) -> Lowered {
        let name = c.name.as_str();
        if name == "is_valid_reserve_id" {
            return Some(self.pipe_instruction(c, Op::IsValidReserveId, None, &[0]));
        }
        if matches!(name, "__read_pipe_2_bl" | "__write_pipe_2_bl") {
            return Some(Err(LowerError::NotEmitted {
                what: format!("'{name}' is a blocking pipe access of SPV_INTEL_blocking_pipes"),
                why: crate::lower::calls::friendly::BLOCKING_PIPES_WHY.to_string(),
            }));
        }
        let rest = name.strip_prefix("__")?;
        let (scope, rest) = if let Some(r) = rest.strip_prefix("work_group_") {
            (Some(Scope::Workgroup), r)
        } else if let Some(r) = rest.strip_prefix("sub_group_") {
            (Some(Scope::Subgroup), r)
        } else {
            (None, rest)
        };
        let op = match (scope.is_some(), rest) {
            (false, "read_pipe_2") => Op::ReadPipe,
            (false, "write_pipe_2") => Op::WritePipe,
            (false, "read_pipe_4") => Op::ReservedReadPipe,
            (false, "write_pipe_4") => Op::ReservedWritePipe,
            (false, "reserve_read_pipe") => Op::ReserveReadPipePackets,
            (false, "reserve_write_pipe") => Op::ReserveWritePipePackets,
            (false, "commit_read_pipe") => Op::CommitReadPipe,
            (false, "commit_write_pipe") => Op::CommitWritePipe,
            (true, "reserve_read_pipe") => Op::GroupReserveReadPipePackets,
            (true, "reserve_write_pipe") => Op::GroupReserveWritePipePackets,
            (true, "commit_read_pipe") => Op::GroupCommitReadPipe,
            (true, "commit_write_pipe") => Op::GroupCommitWritePipe,
            (false, "get_pipe_num_packets_ro" | "get_pipe_num_packets_wo") => Op::GetNumPipePackets,
            (false, "get_pipe_max_packets_ro" | "get_pipe_max_packets_wo") => Op::GetMaxPipePackets,
            _ => return None,
        };
        let all: Vec<usize> = (0..c.args.len()).collect();
        Some(self.pipe_instruction(c, op, scope, &all))
    }

    /// `op` on the call's arguments `used` (in order), after the execution
    /// scope for the group forms; pointer arguments become Generic `i8*`,
    /// the packet size and alignment must be constants.
    fn pipe_instruction(
        &mut self,
        c: &Call,
        op: Op,
        scope: Option<Scope>,
        used: &[usize],
    ) -> LowerResult<()> {
        let mut operands = Vec::new();
        if let Some(scope) = scope {
            operands.push(Operand::IdRef(self.const_u32(scope as u32)));
        }
        let sized = !matches!(op, Op::IsValidReserveId);
        for (position, &n) in used.iter().enumerate() {
            let a = c.arg(n)?;
            let is_size_or_align = sized && position + 2 >= used.len();
            if is_size_or_align && a.const_int_zext().is_none() {
                return Err(LowerError::not_constant(format!(
                    "the packet size and alignment of '{}'",
                    c.name
                )));
            }
            let id = if a.ty().is_pointer() && a.ty().address_space() == 4 {
                self.generic_byte_pointer(a)?
            } else {
                self.operand(a)?
            };
            operands.push(Operand::IdRef(id));
        }
        if c.i.ty().kind() == crate::llvm::TypeKind::Void {
            self.emit_void(op, operands);
        } else {
            let result_type = self.ml.value_type(*c.i)?;
            let id = self.emit(op, Some(result_type), operands);
            self.ocl_finish(c, id);
        }
        Ok(())
    }

    /// A generic pointer argument as a Generic pointer to i8.
    fn generic_byte_pointer(&mut self, v: crate::llvm::Value) -> LowerResult<Id> {
        let byte = self.ml.m.type_int(8);
        let wanted = self.ml.m.type_pointer(StorageClass::Generic, byte);
        self.pointer_operand_as(v, wanted)
    }
}
