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
//! - `__read_pipe_2_bl` / `__write_pipe_2_bl` (and the friendly
//!   `__spirv_{Read,Write}PipeBlockingINTEL`) -> OpReadPipe / OpWritePipe in a
//!   loop until they succeed
//!
//! Pipe and reserve-id values are typed by `opaque` (OpTypePipe with the
//! kernel argument's access qualifier, OpTypeReserveId). The data pointer is
//! a Generic pointer to i8, as the translator passes it.

use super::call::BuiltinCall;
use super::operands;
use super::table::{exact, prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, Scope, StorageClass};
use spirv_writer::{Id, Operand};

pub(super) const TABLE: &[Builtin] = &[
    exact(
        "is_valid_reserve_id",
        BuiltinRule::Named(|fl, c| pipe_instruction(fl, c, Op::IsValidReserveId, None, &[0])),
    ),
    exact("__read_pipe_2", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::ReadPipe, None))),
    exact("__write_pipe_2", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::WritePipe, None))),
    exact("__read_pipe_4", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::ReservedReadPipe, None))),
    exact("__write_pipe_4", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::ReservedWritePipe, None))),
    exact(
        "__reserve_read_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::ReserveReadPipePackets, None)),
    ),
    exact(
        "__reserve_write_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::ReserveWritePipePackets, None)),
    ),
    exact("__commit_read_pipe", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::CommitReadPipe, None))),
    exact("__commit_write_pipe", BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::CommitWritePipe, None))),
    exact(
        "__work_group_reserve_read_pipe",
        BuiltinRule::Named(|fl, c| {
            pipe_on_all(fl, c, Op::GroupReserveReadPipePackets, Some(Scope::Workgroup))
        }),
    ),
    exact(
        "__work_group_reserve_write_pipe",
        BuiltinRule::Named(|fl, c| {
            pipe_on_all(fl, c, Op::GroupReserveWritePipePackets, Some(Scope::Workgroup))
        }),
    ),
    exact(
        "__work_group_commit_read_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GroupCommitReadPipe, Some(Scope::Workgroup))),
    ),
    exact(
        "__work_group_commit_write_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GroupCommitWritePipe, Some(Scope::Workgroup))),
    ),
    exact(
        "__sub_group_reserve_read_pipe",
        BuiltinRule::Named(|fl, c| {
            pipe_on_all(fl, c, Op::GroupReserveReadPipePackets, Some(Scope::Subgroup))
        }),
    ),
    exact(
        "__sub_group_reserve_write_pipe",
        BuiltinRule::Named(|fl, c| {
            pipe_on_all(fl, c, Op::GroupReserveWritePipePackets, Some(Scope::Subgroup))
        }),
    ),
    exact(
        "__sub_group_commit_read_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GroupCommitReadPipe, Some(Scope::Subgroup))),
    ),
    exact(
        "__sub_group_commit_write_pipe",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GroupCommitWritePipe, Some(Scope::Subgroup))),
    ),
    exact(
        "__get_pipe_num_packets_ro",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GetNumPipePackets, None)),
    ),
    exact(
        "__get_pipe_num_packets_wo",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GetNumPipePackets, None)),
    ),
    exact(
        "__get_pipe_max_packets_ro",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GetMaxPipePackets, None)),
    ),
    exact(
        "__get_pipe_max_packets_wo",
        BuiltinRule::Named(|fl, c| pipe_on_all(fl, c, Op::GetMaxPipePackets, None)),
    ),
    exact("__read_pipe_2_bl", BuiltinRule::Named(|fl, c| blocking_pipe(fl, &c.name, &c.args, Op::ReadPipe))),
    exact(
        "__write_pipe_2_bl",
        BuiltinRule::Named(|fl, c| blocking_pipe(fl, &c.name, &c.args, Op::WritePipe)),
    ),
    // The source-level names (clang calls the __ forms) and other __ forms:
    // claimed, an error.
    exact("read_pipe", SOURCE_LEVEL),
    exact("write_pipe", SOURCE_LEVEL),
    exact("reserve_read_pipe", SOURCE_LEVEL),
    exact("reserve_write_pipe", SOURCE_LEVEL),
    exact("commit_read_pipe", SOURCE_LEVEL),
    exact("commit_write_pipe", SOURCE_LEVEL),
    exact("get_pipe_num_packets", SOURCE_LEVEL),
    exact("get_pipe_max_packets", SOURCE_LEVEL),
    prefixed("__read_pipe_", OTHER),
    prefixed("__write_pipe_", OTHER),
    prefixed("__reserve_", OTHER),
    prefixed("__commit_", OTHER),
    prefixed("__get_pipe_", OTHER),
    prefixed("__work_group_reserve_", OTHER),
    prefixed("__work_group_commit_", OTHER),
    prefixed("__sub_group_reserve_", OTHER),
    prefixed("__sub_group_commit_", OTHER),
];

const SOURCE_LEVEL: BuiltinRule = BuiltinRule::Reserved("clang calls the __ forms");
const OTHER: BuiltinRule = BuiltinRule::Reserved("other pipe forms");

/// `op` on every argument of the call.
fn pipe_on_all(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    op: Op,
    scope: Option<Scope>,
) -> LowerResult<()> {
    let all: Vec<usize> = (0..c.args.len()).collect();
    pipe_instruction(f, c, op, scope, &all)
}

/// `op` on the call's arguments `used` (in order), after the execution
/// scope for the group forms.
fn pipe_instruction(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    op: Op,
    scope: Option<Scope>,
    used: &[usize],
) -> LowerResult<()> {
    let args: Vec<_> = used.iter().map(|&n| c.arg(n)).collect::<LowerResult<_>>()?;
    let operands = pipe_operands(f, &c.name, &args, op, scope)?;
    if c.i.ty().kind() == crate::llvm::TypeKind::Void {
        f.emit_void(op, operands);
    } else {
        let result_type = f.module().value_type(*c.i)?;
        let id = f.emit(op, Some(result_type), operands);
        f.set_result(c.i, id);
    }
    Ok(())
}

/// The operands of pipe instruction `op` on `args` of call `name`: the
/// execution scope first for the group forms; pointer arguments become
/// Generic `i8*`; the packet size and alignment must be constants.
fn pipe_operands(
    f: &mut FunctionLowering<'_>,
    name: &str,
    args: &[Value],
    op: Op,
    scope: Option<Scope>,
) -> LowerResult<Vec<Operand>> {
    let mut operands = Vec::new();
    if let Some(scope) = scope {
        operands.push(Operand::IdRef(operands::const_u32(f, scope as u32)));
    }
    let sized = !matches!(op, Op::IsValidReserveId);
    for (position, &a) in args.iter().enumerate() {
        let is_size_or_align = sized && position + 2 >= args.len();
        if is_size_or_align && a.const_int_zext().is_none() {
            return Err(LowerError::not_constant(format!("the packet size and alignment of '{name}'")));
        }
        if sized && position == 0 {
            check_pipe_operand(f, name, a)?;
        }
        let id = if a.ty().is_pointer()
            && f.module().address_spaces.is(a.ty().address_space(), StorageClass::Generic)
        {
            generic_byte_pointer(f, a)?
        } else {
            f.operand(a)?
        };
        operands.push(Operand::IdRef(id));
    }
    Ok(operands)
}

/// A blocking read or write (`__read_pipe_2_bl`, SPV_INTEL_blocking_pipes'
/// `__spirv_ReadPipeBlockingINTEL(pipe, ptr, size, align)`): the core
/// OpReadPipe / OpWritePipe `op` retried until it succeeds (returns 0),
/// which is what blocking means. SPIR-V's grammar and the extension's
/// specification disagree on OpReadPipeBlockingINTEL's operands (a result
/// and size and alignment only, against pipe, pointer, size and alignment
/// without a result), so no encoding of it both validates and keeps the
/// pipe and pointer.
pub(crate) fn blocking_pipe(
    f: &mut FunctionLowering<'_>,
    name: &str,
    args: &[Value],
    op: Op,
) -> LowerResult<()> {
    if args.len() != 4 {
        return Err(LowerError::argument_count(
            name,
            "4 arguments (pipe, pointer, size, alignment)",
            args.len(),
        ));
    }
    let operands = pipe_operands(f, name, args, op, None)?;
    f.repeat_until(|fl| {
        let int = fl.module().m.type_int(32);
        let status = fl.emit(op, Some(int), operands);
        let zero = operands::const_u32(fl, 0);
        let bool_type = fl.module().m.type_bool();
        Ok(fl.emitter().binary(Op::IEqual, bool_type, status, zero))
    })
}

/// Ok if `pipe`, the first argument of pipe call `name`, was found to be
/// a pipe (a kernel's pipe argument or a value reaching one); a pipe
/// read from memory nothing stores a pipe into is none.
fn check_pipe_operand(f: &mut FunctionLowering<'_>, name: &str, pipe: Value) -> LowerResult<()> {
    let ty = f.module().value_type(pipe)?;
    if matches!(f.module().type_key(ty), Some(spirv_writer::TypeKey::Pipe { .. })) {
        return Ok(());
    }
    Err(LowerError::InvalidOperand {
        callee: name.to_string(),
        operand: format!("the pipe {}", pipe.print()),
        expected: "a pipe (a kernel argument declared as a pipe, or a value reaching one)".into(),
    })
}

/// A generic pointer argument as a Generic pointer to i8.
fn generic_byte_pointer(f: &mut FunctionLowering<'_>, v: crate::llvm::Value) -> LowerResult<Id> {
    let byte = f.module().m.type_int(8);
    let wanted = f.module().m.type_pointer(StorageClass::Generic, byte);
    f.pointer_operand_as(v, wanted)
}
