//! Casts: numeric conversions (bools and narrow integers included),
//! address-space casts (`address_spaces::AddressSpaceMap::cast`), and bitcasts,
//! including those between types whose SPIR-V forms differ in shape or width
//! (repacked lane by lane).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::bools;
use crate::lower::body::bools::is_bool;
use crate::lower::body::emit::opcode_name;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::pointer_vectors;
use crate::lower::body::repack;
use crate::lower::body::vector_shapes;
use crate::lower::body::vector_shapes::is_pieces;
use crate::lower::calls::opencl::generic_casts;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::Id;

pub(super) fn lower_cast(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    if let Some(id) = lower_routed_cast(f, i, opcode)? {
        return Ok(id);
    }
    let source = i.operand(0);
    let from_bool = is_bool(source);
    let to_bool = is_bool(i);
    let result_type = f.module().value_type(i)?;
    let x = f.operand(source)?;
    let numeric = matches!(
        opcode,
        Opcode::Trunc
            | Opcode::ZExt
            | Opcode::SExt
            | Opcode::FPToUI
            | Opcode::FPToSI
            | Opcode::UIToFP
            | Opcode::SIToFP
    );
    if numeric && !from_bool && !to_bool && (narrow(source.ty()).is_some() || narrow(i.ty()).is_some()) {
        return lower_narrow_cast(f, i, opcode, x, result_type);
    }
    let id = f.def_id(i);
    if let Some(id) = lower_bool_cast(f, i, opcode, x, result_type, id)? {
        return Ok(id);
    }
    let op = match opcode {
        Opcode::Trunc | Opcode::ZExt => Op::UConvert,
        Opcode::SExt => Op::SConvert,
        Opcode::FPToUI => Op::ConvertFToU,
        Opcode::FPToSI => Op::ConvertFToS,
        Opcode::UIToFP => Op::ConvertUToF,
        Opcode::SIToFP => Op::ConvertSToF,
        Opcode::FPTrunc | Opcode::FPExt => Op::FConvert,
        Opcode::PtrToInt => Op::ConvertPtrToU,
        Opcode::IntToPtr => Op::ConvertUToPtr,
        Opcode::BitCast if f.module().value_type(source)? == result_type => {
            f.alias(i, x);
            return Ok(x);
        }
        Opcode::BitCast
            if (narrow(source.ty()).is_some() || narrow(i.ty()).is_some())
                && repack::repackable(source.ty(), i.ty()) =>
        {
            // `<3 x i8>` to `i24` (carried in 32 bits): the SPIR-V widths differ.
            return lower_repacked_bitcast(f, i, x, result_type);
        }
        Opcode::BitCast
            if !vector_shapes::is_exact_vector_or_scalar(source.ty())
                || !vector_shapes::is_exact_vector_or_scalar(i.ty()) =>
        {
            return lower_widened_bitcast(f, i, x, result_type);
        }
        Opcode::BitCast => Op::Bitcast,
        Opcode::AddrSpaceCast => {
            let from = source.ty().address_space();
            let to = i.ty().address_space();
            // (generic to USM: GenericCastToPtr to global first, in usm_through_global)
            match f.module().address_spaces.cast(from, to)? {
                _ if from == to => Op::Bitcast,
                Some(op) => op,
                None => {
                    return Err(LowerError::no_equivalent_because(
                        format!("addrspacecast from address space {from} to {to}"),
                        f.module().address_spaces.no_cast_reason(),
                    ))
                }
            }
        }
        _ => unreachable!("lower_cast is only called for casts"),
    };
    let x = cast_operand(f, i, op, x, result_type)?;
    vector_shapes::emit_elementwise(f, Some(id), op, i.ty(), result_type, &[(x, source.ty())])
}

/// Casts lowered elsewhere or refused before any operand is lowered:
/// generic casts only builtins use, vectors of addresses, bitcasts of long
/// vectors and of bools, and casts of long vectors no piecewise form has.
fn lower_routed_cast(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Option<Id>> {
    let source = i.operand(0);
    if opcode == Opcode::AddrSpaceCast
        && i.is_instruction()
        && generic_casts::generic_cast_only_for_builtins(f, i)
    {
        // The builtins use `source` itself (AddressSpaceMap::strip_generic_cast).
        let id = f.operand(source)?;
        f.alias(i, id);
        return Ok(Some(id));
    }
    if pointer_vectors::is_address_vector(source.ty()) || pointer_vectors::is_address_vector(i.ty()) {
        let id = pointer_vectors::lower_address_cast(f, i, opcode)?; // pointer_vectors
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(Some(id));
    }
    let from_bool = is_bool(source);
    let to_bool = is_bool(i);
    let piecewise_bool_cast =
        matches!(opcode, Opcode::ZExt | Opcode::SExt | Opcode::UIToFP | Opcode::SIToFP | Opcode::Trunc);
    if opcode == Opcode::BitCast
        && (is_pieces(source.ty()) || is_pieces(i.ty()))
        && repack::repackable(source.ty(), i.ty())
    {
        let result_type = f.module().value_type(i)?;
        let x = f.operand(source)?;
        return lower_repacked_bitcast(f, i, x, result_type).map(Some);
    }
    if opcode == Opcode::BitCast && (from_bool || to_bool) {
        let result_type = f.module().value_type(i)?;
        let x = f.operand(source)?;
        return bools::bool_bitcast(f, i, x, result_type).map(Some);
    }
    if ((from_bool || to_bool) && !piecewise_bool_cast
        || narrow(source.ty()).is_some()
        || narrow(i.ty()).is_some()
        || opcode == Opcode::BitCast)
        && (is_pieces(source.ty()) || is_pieces(i.ty()))
    {
        return Err(LowerError::unsupported(format!(
            "'{}' from {} to {}",
            opcode_name(opcode),
            source.ty().print(),
            i.ty().print()
        )));
    }
    Ok(None)
}

/// Casts between bools and numbers (SPIR-V has no conversion of bools):
/// selects and compares, as `id`; `None` for any other cast.
fn lower_bool_cast(
    fl: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
    x: Id,
    result_type: Id,
    id: Id,
) -> LowerResult<Option<Id>> {
    let source = i.operand(0);
    let (from_bool, to_bool) = (is_bool(source), is_bool(i));
    Ok(Some(match opcode {
        Opcode::ZExt | Opcode::UIToFP | Opcode::SExt | Opcode::SIToFP if from_bool => {
            // bool -> number: select between the two values it maps to.
            let one = match (opcode, narrow(i.ty())) {
                (Opcode::SExt, Some((width, _))) => (1u64 << width) - 1,
                (Opcode::SExt, None) => u64::MAX,
                _ => 1,
            };
            // (Long vectors: per piece, with piece-shaped constants.)
            let (t, f) = numeric_pair(fl, vector_shapes::piece_or_whole(fl, result_type), one, opcode)?;
            let scalar = i.ty().scalar();
            vector_shapes::emit_elementwise(
                fl,
                Some(id),
                Op::Select,
                i.ty(),
                result_type,
                &[(x, source.ty()), (t, scalar), (f, scalar)],
            )?
        }
        Opcode::Trunc if to_bool => {
            // number -> bool keeps the low bit.
            let source_type = fl.module().value_type(source)?;
            let piece_type = vector_shapes::piece_or_whole(fl, source_type);
            let one = fl.splat_int(piece_type, 1);
            let zero = fl.module().zero_of_type_id(piece_type);
            let scalar = source.ty().scalar();
            let low = vector_shapes::emit_elementwise(
                fl,
                None,
                Op::BitwiseAnd,
                source.ty(),
                source_type,
                &[(x, source.ty()), (one, scalar)],
            )?;
            vector_shapes::emit_elementwise(
                fl,
                Some(id),
                Op::INotEqual,
                i.ty(),
                result_type,
                &[(low, source.ty()), (zero, scalar)],
            )?
        }
        Opcode::FPToUI | Opcode::FPToSI if to_bool => {
            // float -> i1: defined only where the truncated value fits (else
            // poison), so it is "trunc(x) != 0". SPIR-V has no bool conversion.
            let int = fl.module().m.type_int(32);
            let int_type = if i.ty().is_vector() { fl.module().vector_shape_type(i.ty(), int) } else { int };
            let convert = if opcode == Opcode::FPToSI { Op::ConvertFToS } else { Op::ConvertFToU };
            let n = fl.emitter().unary(convert, int_type, x);
            let zero = fl.module().zero_of_type_id(int_type);
            fl.emitter_as(id).binary(Op::INotEqual, result_type, n, zero);
            id
        }
        _ => return Ok(None),
    }))
}

/// The operand of cast `op` (`x`, of `i`'s operand): address-space casts
/// keep the pointee, so the operand is bitcast to the result's pointee
/// first (and USM pointers go through global).
fn cast_operand(f: &mut FunctionLowering<'_>, i: Value, op: Op, x: Id, result_type: Id) -> LowerResult<Id> {
    let source = i.operand(0);
    // Casts that change the storage class keep the pointee: bitcast the
    // operand to the result's pointee first.
    Ok(
        if matches!(op, Op::PtrCastToGeneric | Op::GenericCastToPtr)
            && f.module().opencl_objects.pointee_kind(i).is_some()
        {
            // a variable holding events: both sides point to the object type
            let object = match f.module().type_key(result_type) {
                Some(spirv_writer::TypeKey::Pointer { pointee, .. }) => pointee,
                _ => return Err(LowerError::Internal("cast of an event variable is not a pointer")),
            };
            let storage = f.module().storage_class(source.ty().address_space())?;
            let wanted = f.module().m.type_pointer(storage, object);
            let x = f.pointer_operand_as(source, wanted)?;
            if f.module()
                .address_spaces
                .through_generic(source.ty().address_space(), i.ty().address_space())?
            {
                let generic = f.module().m.type_pointer(StorageClass::Generic, object);
                f.emitter().unary(Op::PtrCastToGeneric, generic, x)
            } else {
                x
            }
        } else if matches!(
            op,
            Op::PtrCastToGeneric
                | Op::GenericCastToPtr
                | Op::PtrCastToCrossWorkgroupINTEL
                | Op::CrossWorkgroupCastToPtrINTEL
        ) {
            let pointee = f.module().pointees.pointee_of(i);
            let x = f.pointer_operand(source, pointee)?;
            let (from, to) = (source.ty().address_space(), i.ty().address_space());
            if i.ty().is_vector() && f.module().address_spaces.through_generic(from, to)? {
                return Err(LowerError::unsupported(format!(
                    "addrspacecast of {} to {} (between named address spaces, through generic)",
                    source.ty().print(),
                    i.ty().print()
                )));
            } else if i.ty().is_vector() {
                x
            } else {
                first_cast_step(f, x, from, to, pointee)?
            }
        } else {
            x
        },
    )
}

/// The first step of a cast in two: device-only and host-only USM pointers
/// (SPIR address spaces 5 and 6) reach generic through global
/// (SPV_INTEL_usm_storage_classes casts only to and from CrossWorkgroup),
/// and a cast between two named address spaces goes through generic
/// (`AddressSpaceMap::through_generic`): `x` becomes a global or generic
/// pointer first, and the caller's cast goes on from there.
fn first_cast_step(
    f: &mut FunctionLowering<'_>,
    x: Id,
    from: u32,
    to: u32,
    pointee: crate::llvm::Type,
) -> LowerResult<Id> {
    use StorageClass as S;
    let usm = |s: S| s == S::DeviceOnlyINTEL || s == S::HostOnlyINTEL;
    let through_generic = f.module().address_spaces.through_generic(from, to)?;
    let (from, to) = (f.module().storage_class(from)?, f.module().storage_class(to)?);
    let (op, via) = match (from, to) {
        _ if through_generic => (Op::PtrCastToGeneric, S::Generic),
        (_, S::Generic) if usm(from) => (Op::PtrCastToCrossWorkgroupINTEL, S::CrossWorkgroup),
        (S::Generic, _) if usm(to) => (Op::GenericCastToPtr, S::CrossWorkgroup),
        _ => return Ok(x),
    };
    let pointer = f.module().pointer_type_in(via, pointee)?;
    Ok(f.emitter().unary(op, pointer, x))
}

/// A cast from or to a narrow integer (see `narrow_ints`).
fn lower_narrow_cast(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
    x: Id,
    result_type: Id,
) -> LowerResult<Id> {
    let source = i.operand(0);
    let source_type = f.module().value_type(source)?;
    let mut value = x;
    if let (Some((width, carrier)), Opcode::SExt | Opcode::SIToFP) = (narrow(source.ty()), opcode) {
        value = narrow_ints::sign_extend_within(f, value, source_type, width, carrier);
    }
    let op = match opcode {
        Opcode::SExt => Op::SConvert,
        Opcode::Trunc | Opcode::ZExt => Op::UConvert,
        Opcode::FPToUI => Op::ConvertFToU,
        Opcode::FPToSI => Op::ConvertFToS,
        Opcode::UIToFP => Op::ConvertUToF,
        _ => Op::ConvertSToF,
    };
    // Integer casts between equal carriers are no-ops on the carrier.
    if source_type != result_type {
        value = f.emitter().unary(op, result_type, value);
    }
    if let (Some((width, _)), Opcode::Trunc | Opcode::SExt | Opcode::FPToSI | Opcode::FPToUI) =
        (narrow(i.ty()), opcode)
    {
        value = narrow_ints::normalize(f, value, result_type, width);
    }
    if i.is_instruction() {
        f.alias(i, value);
    }
    Ok(value)
}

/// A bitcast where a side is a vector widened in registers (or `<1 x T>`):
/// an OpBitcast when both SPIR-V types have the same width.
fn lower_widened_bitcast(f: &mut FunctionLowering<'_>, i: Value, x: Id, result_type: Id) -> LowerResult<Id> {
    let source_type = f.module().value_type(i.operand(0))?;
    let bits = |fl: &mut FunctionLowering<'_>, t: Id| -> Option<u32> {
        match fl.module().type_key(t)? {
            spirv_writer::TypeKey::Int { width } | spirv_writer::TypeKey::Float { width } => Some(width),
            spirv_writer::TypeKey::Vector { component, count } => match fl.module().type_key(component)? {
                spirv_writer::TypeKey::Int { width } | spirv_writer::TypeKey::Float { width } => {
                    Some(width * count)
                }
                _ => None,
            },
            _ => None,
        }
    };
    match (bits(f, source_type), bits(f, result_type)) {
        (Some(a), Some(b)) if a == b && narrow(i.ty()).is_none() && narrow(i.operand(0).ty()).is_none() => {
            let id = f.def_id(i);
            f.emitter_as(id).bitcast(result_type, x);
            Ok(id)
        }
        _ if repack::repackable(i.operand(0).ty(), i.ty()) => lower_repacked_bitcast(f, i, x, result_type),
        _ => Err(LowerError::unsupported_because(
            format!("bitcast from {} to {}", i.operand(0).ty().print(), i.ty().print()),
            "their SPIR-V forms differ in width",
        )),
    }
}

/// A bitcast between types whose SPIR-V forms differ in shape or width,
/// repacked lane by lane (`repack::repack`).
fn lower_repacked_bitcast(f: &mut FunctionLowering<'_>, i: Value, x: Id, result_type: Id) -> LowerResult<Id> {
    let id = repack::repack(f, x, i.operand(0).ty(), i.ty(), result_type)?;
    f.alias(i, id);
    Ok(id)
}

/// The (true, false) values a bool maps to under `opcode`, splatted to
/// the shape of `type_id`.
fn numeric_pair(
    f: &mut FunctionLowering<'_>,
    type_id: Id,
    one: u64,
    opcode: Opcode,
) -> LowerResult<(Id, Id)> {
    let zero = f.module().zero_of_type_id(type_id);
    let t = if matches!(opcode, Opcode::UIToFP | Opcode::SIToFP) {
        let value = if opcode == Opcode::SIToFP { -1.0 } else { 1.0 };
        f.splat_float(type_id, value)?
    } else {
        f.splat_int(type_id, one)
    };
    Ok((t, zero))
}
