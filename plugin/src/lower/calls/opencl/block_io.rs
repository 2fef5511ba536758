//! cl_intel_subgroups block reads and writes (SPV_INTEL_subgroups):
//! `intel_sub_group_block_{read,write}[N]` and the `_uc`, `_us`, `_ui`,
//! `_ul` typed forms on global pointers -> OpSubgroupBlock{Read,Write}INTEL
//! (the pointer points to the data's scalar type); on local pointers
//! (cl_intel_subgroup_local_block_io) the same instructions with a Workgroup
//! pointer; on images -> OpSubgroupImageBlock{Read,Write}INTEL.
//! cl_intel_media_block_io (SPV_INTEL_media_block_io):
//! `intel_sub_group_media_block_read_<t>(coord, width, height, image)` and
//! `..._write_<t>(coord, width, height, data, image)` ->
//! OpSubgroupImageMediaBlock{Read,Write}INTEL (image first).

use super::call::BuiltinCall;
use super::opaque::parse_image;
use super::operands;
use super::table::{prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op};

pub(super) const TABLE: &[Builtin] = &[
    prefixed("intel_sub_group_block_", BuiltinRule::Named(lower_ocl_intel_block_io)),
    prefixed("intel_sub_group_media_block_", BuiltinRule::Named(lower_ocl_intel_block_io)),
];

fn lower_ocl_intel_block_io(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    if let Some(rest) = c.name.strip_prefix("intel_sub_group_media_block_") {
        let write = match rest.split('_').next() {
            Some("read") => false,
            Some("write") => true,
            _ => return Err(c.unknown()),
        };
        return lower_media_block_io(f, c, write);
    }
    let rest = c.name.strip_prefix("intel_sub_group_block_").ok_or_else(|| c.unknown())?;
    let write = if rest.starts_with("read") {
        false
    } else if rest.starts_with("write") {
        true
    } else {
        return Err(c.unknown());
    };
    lower_block_io(f, c, write)
}

fn lower_block_io(f: &mut FunctionLowering<'_>, c: &BuiltinCall, write: bool) -> LowerResult<()> {
    let on_image = c.param(0)?.name().and_then(|n| parse_image(n, None)).is_some();
    let data = if write { c.arg(c.args.len() - 1)? } else { *c.i };
    let data_type = f.module().value_type(data)?;
    let (scalar, _) = f.components(data_type);
    let mut operands = Vec::new();
    if on_image {
        f.module()
            .m
            .requirements
            .require_capability(Capability::SubgroupImageBlockIOINTEL, || format!("{} on an image", c.name));
        operands.push(f.operand(c.arg(0)?)?);
        operands.push(f.operand(c.arg(1)?)?);
    } else {
        f.module()
            .m
            .requirements
            .require_capability(Capability::SubgroupBufferBlockIOINTEL, || c.name.clone());
        let (pointer, _) = operands::ocl_pointer(f, c.arg(0)?, scalar)?;
        operands.push(pointer);
    }
    if write {
        operands.push(f.operand(data)?);
        let op = if on_image { Op::SubgroupImageBlockWriteINTEL } else { Op::SubgroupBlockWriteINTEL };
        f.emitter().void_ids(op, &operands);
    } else {
        let op = if on_image { Op::SubgroupImageBlockReadINTEL } else { Op::SubgroupBlockReadINTEL };
        let id = f.emitter().op_ids(op, data_type, &operands);
        f.set_result(c.i, id);
    }
    Ok(())
}

/// The image is the last argument in OpenCL C, the first operand in SPIR-V;
/// the capability brings SPV_INTEL_media_block_io.
fn lower_media_block_io(f: &mut FunctionLowering<'_>, c: &BuiltinCall, write: bool) -> LowerResult<()> {
    let expected = if write { 5 } else { 4 };
    if c.args.len() != expected {
        return Err(LowerError::argument_count(
            c.name.as_str(),
            format!("{expected} arguments"),
            c.args.len(),
        ));
    }
    f.module()
        .m
        .requirements
        .require_capability(Capability::SubgroupImageMediaBlockIOINTEL, || c.name.clone());
    let image = f.operand(c.arg(expected - 1)?)?;
    let mut operands = vec![image];
    for n in 0..expected - 1 {
        operands.push(f.operand(c.arg(n)?)?);
    }
    if write {
        f.emitter().void_ids(Op::SubgroupImageMediaBlockWriteINTEL, &operands);
    } else {
        let result_type = f.module().value_type(*c.i)?;
        let id = f.emitter().op_ids(Op::SubgroupImageMediaBlockReadINTEL, result_type, &operands);
        f.set_result(c.i, id);
    }
    Ok(())
}
