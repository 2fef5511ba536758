//! Casts: numeric conversions (bools and narrow integers included),
//! address-space casts (`address_spaces::AddressSpaceMap::cast`), and bitcasts,
//! including those between types whose SPIR-V forms differ in shape or width
//! (repacked lane by lane).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use crate::lower::body::bools;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::operations;
use crate::lower::body::operations::{is_bool, is_exact_vector_or_scalar, opcode_name};
use crate::lower::body::pointer_vectors;
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
                && repackable(source.ty(), i.ty()) =>
        {
            // `<3 x i8>` to `i24` (carried in 32 bits): the SPIR-V widths differ.
            return lower_repacked_bitcast(f, i, x, result_type);
        }
        Opcode::BitCast if !is_exact_vector_or_scalar(source.ty()) || !is_exact_vector_or_scalar(i.ty()) => {
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
        && repackable(source.ty(), i.ty())
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
            let (t, f) =
                operations::numeric_pair(fl, operations::piece_or_whole(fl, result_type), one, opcode)?;
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
            let piece_type = operations::piece_or_whole(fl, source_type);
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
        _ if repackable(i.operand(0).ty(), i.ty()) => lower_repacked_bitcast(f, i, x, result_type),
        _ => Err(LowerError::unsupported_because(
            format!("bitcast from {} to {}", i.operand(0).ty().print(), i.ty().print()),
            "their SPIR-V forms differ in width",
        )),
    }
}

/// The lanes of a bitcast operand or result: (element type, lane count);
/// a scalar is one lane.
fn lanes_of(ty: Type) -> (Type, u32) {
    if ty.is_vector() {
        (ty.element(), ty.vector_len())
    } else {
        (ty, 1)
    }
}

/// The width of an integer or float element of up to 64 bits, and the width
/// of the SPIR-V type that carries it (narrow integers: see `narrow_ints`);
/// none for bools, bfloat and pointers.
fn repack_width(element: Type) -> Option<(u32, u32)> {
    match element.kind() {
        TypeKind::Integer if element.int_width() > 1 => {
            let width = element.int_width();
            crate::lower::body::narrow_ints::carrier_width(width).map(|carrier| (width, carrier))
        }
        TypeKind::Half | TypeKind::Float | TypeKind::Double => {
            Some((element.float_width(), element.float_width()))
        }
        _ => None,
    }
}

/// Whether a bitcast between these types can be done lane by lane with
/// shifts (integer or float elements of 2 to 64 bits).
fn repackable(from: Type, to: Type) -> bool {
    let ((a, _), (b, _)) = (lanes_of(from), lanes_of(to));
    repack_width(a).is_some() && repack_width(b).is_some()
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A bitcast between types whose SPIR-V forms differ in shape
/// (`<3 x i16>` to `<6 x i8>`, widened to 8 lanes; `<8 x i32>` to
/// `<32 x i8>`, two 16-lane pieces) or in width (`<3 x i8>` to `i24`,
/// carried in 32 bits): the source's lanes are cut into units of the
/// greatest common width (as integers, little-endian: LLVM's bitcast of
/// vectors in memory order on SPIR targets), and the result's lanes are
/// assembled from them with shifts and ors. When one width divides the
/// other, one of the two steps is nothing. Narrow lanes stay normalized
/// (zero above their width).
fn lower_repacked_bitcast(f: &mut FunctionLowering<'_>, i: Value, x: Id, result_type: Id) -> LowerResult<Id> {
    let id = repack(f, x, i.operand(0).ty(), i.ty(), result_type)?;
    f.alias(i, id);
    Ok(id)
}

/// `x` of LLVM type `from` bitcast to `to` (SPIR-V type `result_type`), lane by lane.
pub(crate) fn repack(
    f: &mut FunctionLowering<'_>,
    x: Id,
    from: Type,
    to: Type,
    result_type: Id,
) -> LowerResult<Id> {
    let ((from_element, from_lanes), (to_element, to_lanes)) = (lanes_of(from), lanes_of(to));
    let (Some((ws, carrier_s)), Some((wd, carrier_d))) =
        (repack_width(from_element), repack_width(to_element))
    else {
        return Err(LowerError::unsupported(format!("bitcast from {} to {}", from.print(), to.print())));
    };
    let unit = gcd(ws, wd);
    let carrier_u = crate::lower::body::narrow_ints::carrier_width(unit).unwrap_or(64).max(8);
    let from_element_type = f.module().lower_type(from_element)?;
    let int_s = f.module().m.type_int(carrier_s);
    let mut units = Vec::with_capacity((from_lanes * (ws / unit)) as usize);
    for lane in 0..from_lanes {
        let mut v = if from.is_vector() {
            vector_shapes::extract_lane(f, x, from, lane, from_element_type)
        } else {
            x
        };
        if from_element.is_float() {
            v = f.emitter().bitcast(int_s, v);
        }
        for k in 0..ws / unit {
            units.push(cut_bits(f, v, (ws, carrier_s), k * unit, (unit, carrier_u)));
        }
    }
    let to_element_type = f.module().lower_type(to_element)?;
    let int_d = f.module().m.type_int(carrier_d);
    let per_lane = wd / unit;
    let mut lanes = Vec::with_capacity(to_lanes as usize);
    for j in 0..to_lanes {
        let mut acc = None;
        for k in 0..per_lane {
            let mut part = units[(j * per_lane + k) as usize];
            if carrier_u != carrier_d {
                part = f.emitter().unary(Op::UConvert, int_d, part);
            }
            if k > 0 {
                let amount = f.module().int_constant(int_d, (k * unit) as u64);
                part = f.emitter().binary(Op::ShiftLeftLogical, int_d, part, amount);
            }
            acc = Some(match acc {
                None => part,
                Some(a) => f.emitter().binary(Op::BitwiseOr, int_d, a, part),
            });
        }
        let lane = acc.ok_or(LowerError::Internal("empty bitcast lane"))?;
        lanes.push(if to_element.is_float() { f.emitter().bitcast(to_element_type, lane) } else { lane });
    }
    Ok(if to.is_vector() { vector_shapes::build_lanes(f, to, result_type, &lanes) } else { lanes[0] })
}

/// Bits `shift..shift + width` of integer `v` (`bits` wide, normalized, in
/// a `carrier`-bit SPIR-V integer), normalized in a `unit_carrier`-bit one.
fn cut_bits(
    f: &mut FunctionLowering<'_>,
    v: Id,
    (bits, carrier): (u32, u32),
    shift: u32,
    (width, unit_carrier): (u32, u32),
) -> Id {
    if width == bits {
        return v;
    }
    let int = f.module().m.type_int(carrier);
    let int_u = f.module().m.type_int(unit_carrier);
    let mut v = v;
    if shift > 0 {
        let amount = f.module().int_constant(int, shift as u64);
        v = f.emitter().binary(Op::ShiftRightLogical, int, v, amount);
    }
    if unit_carrier != carrier {
        v = f.emitter().unary(Op::UConvert, int_u, v);
    }
    if width < unit_carrier && shift + width < bits {
        // A narrow unit below the source's top bits: clear what lies above it.
        let mask = f.module().int_constant(int_u, (1u64 << width) - 1);
        v = f.emitter().binary(Op::BitwiseAnd, int_u, v, mask);
    }
    v
}
