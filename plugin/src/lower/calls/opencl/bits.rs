//! cl_khr_extended_bit_ops: `bitfield_insert`, `bitfield_extract_signed`,
//! `bitfield_extract_unsigned`, `bit_reverse`. With SPV_KHR_bit_instructions
//! allowed by the target they are OpBitFieldInsert / OpBitFieldSExtract /
//! OpBitFieldUExtract / OpBitReverse (capability BitInstructions); otherwise
//! shifts and masks compute them (a count of 0 gives 0 / leaves `base`, a
//! count of the full width takes every bit), and bit_reverse swaps ever
//! smaller halves.

use super::call::BuiltinCall;
use super::operands;
use super::table::{shaped, Builtin, BuiltinRule, FirstParam};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op};
use spirv_writer::Id;

const EXTENSION: &str = "SPV_KHR_bit_instructions";

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    shaped(
        "bitfield_insert",
        FirstParam::Integer,
        BuiltinRule::Named(|fl, c| lower_bit_op(fl, c, Op::BitFieldInsert)),
    ),
    shaped(
        "bitfield_extract_signed",
        FirstParam::Integer,
        BuiltinRule::Named(|fl, c| lower_bit_op(fl, c, Op::BitFieldSExtract)),
    ),
    shaped(
        "bitfield_extract_unsigned",
        FirstParam::Integer,
        BuiltinRule::Named(|fl, c| lower_bit_op(fl, c, Op::BitFieldUExtract)),
    ),
    shaped(
        "bit_reverse",
        FirstParam::Integer,
        BuiltinRule::Named(|fl, c| lower_bit_op(fl, c, Op::BitReverse)),
    ),
];

fn lower_bit_op(f: &mut FunctionLowering<'_>, c: &BuiltinCall, native: Op) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let args = operands::ocl_args(f, c)?;
    let id = if f.module().target.extensions.allows(EXTENSION) {
        // Required first, so that inference does not pick the Shader alternative.
        f.module().m.requirements.require_capability(Capability::BitInstructions, || c.name.clone());
        f.emitter().op_ids(native, result_type, &args)
    } else {
        let (element, _) = f.components(result_type);
        let width = match f.module().type_key(element) {
            Some(spirv_writer::TypeKey::Int { width }) => width,
            _ => return Err(LowerError::operand(c.name.as_str(), "the argument", "an integer")),
        };
        // Offsets and counts are uints: as the element type, splatted.
        let mut scalars = Vec::new();
        for (&a, &id) in c.args.iter().zip(&args).skip(if native == Op::BitFieldInsert { 2 } else { 1 }) {
            let mut id = id;
            if a.ty().int_width() != width {
                let op = Op::UConvert;
                id = f.emitter().unary(op, element, id);
            }
            scalars.push(f.splat(result_type, id));
        }
        match native {
            Op::BitReverse => f.swap_bit_groups(args[0], result_type, width, 1),
            Op::BitFieldInsert => {
                emulate_insert(f, args[0], args[1], scalars[0], scalars[1], result_type, width)
            }
            _ => emulate_extract(
                f,
                args[0],
                scalars[0],
                scalars[1],
                result_type,
                width,
                native == Op::BitFieldSExtract,
            ),
        }
    };
    f.set_result(c.i, id);
    Ok(())
}

/// `count` low bits set: all ones >> (width - count), 0 when count is 0.
fn low_mask(f: &mut FunctionLowering<'_>, count: Id, ty: Id, width: u32) -> Id {
    let ones = f.splat_int(ty, u64::MAX >> (64 - width));
    let zero = f.module().zero_of_type_id(ty);
    let w = f.splat_int(ty, u64::from(width));
    let shift = f.emitter().binary(Op::ISub, ty, w, count);
    let mask = f.emitter().binary(Op::ShiftRightLogical, ty, ones, shift);
    let bool_type = f.bool_like(ty);
    let empty = f.emitter().binary(Op::IEqual, bool_type, count, zero);
    f.emitter().select(ty, empty, zero, mask)
}

fn emulate_insert(
    f: &mut FunctionLowering<'_>,
    base: Id,
    insert: Id,
    offset: Id,
    count: Id,
    ty: Id,
    width: u32,
) -> Id {
    let low = low_mask(f, count, ty, width);
    let mask = f.emitter().binary(Op::ShiftLeftLogical, ty, low, offset);
    let keep = f.emitter().unary(Op::Not, ty, mask);
    let kept = f.emitter().binary(Op::BitwiseAnd, ty, base, keep);
    let shifted = f.emitter().binary(Op::ShiftLeftLogical, ty, insert, offset);
    let inserted = f.emitter().binary(Op::BitwiseAnd, ty, shifted, mask);
    f.emitter().binary(Op::BitwiseOr, ty, kept, inserted)
}

/// (base << (width - offset - count)) >> (width - count), logical or
/// arithmetic; 0 when count is 0.
fn emulate_extract(
    f: &mut FunctionLowering<'_>,
    base: Id,
    offset: Id,
    count: Id,
    ty: Id,
    width: u32,
    signed: bool,
) -> Id {
    let w = f.splat_int(ty, u64::from(width));
    let top = f.emitter().binary(Op::ISub, ty, w, count);
    let up = f.emitter().binary(Op::ISub, ty, top, offset);
    let raised = f.emitter().binary(Op::ShiftLeftLogical, ty, base, up);
    let down = if signed { Op::ShiftRightArithmetic } else { Op::ShiftRightLogical };
    let field = f.emitter().binary(down, ty, raised, top);
    let zero = f.module().zero_of_type_id(ty);
    let bool_type = f.bool_like(ty);
    let empty = f.emitter().binary(Op::IEqual, bool_type, count, zero);
    f.emitter().select(ty, empty, zero, field)
}
