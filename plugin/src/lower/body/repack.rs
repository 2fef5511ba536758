//! Bitcasts repacked lane by lane: between types whose SPIR-V forms differ
//! in shape or width (`<3 x i16>` to `<6 x i8>`, `<3 x i8>` to `i24`), the
//! source's lanes cut into units and the result's lanes assembled from
//! them. Used by the cast lowering and the bool legalization.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::vector_shapes;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

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
            crate::lower::module::legal_ints::carrier_width(width).map(|carrier| (width, carrier))
        }
        TypeKind::Half | TypeKind::Float | TypeKind::Double => {
            Some((element.float_width(), element.float_width()))
        }
        _ => None,
    }
}

/// Whether a bitcast between these types can be done lane by lane with
/// shifts (integer or float elements of 2 to 64 bits).
pub(crate) fn repackable(from: Type, to: Type) -> bool {
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

/// `x` of LLVM type `from` bitcast to `to` (SPIR-V type `result_type`), lane by lane,
/// where their SPIR-V forms differ in shape
/// (`<3 x i16>` to `<6 x i8>`, widened to 8 lanes; `<8 x i32>` to
/// `<32 x i8>`, two 16-lane pieces) or in width (`<3 x i8>` to `i24`,
/// carried in 32 bits): the source's lanes are cut into units of the
/// greatest common width (as integers, little-endian: LLVM's bitcast of
/// vectors in memory order on SPIR targets), and the result's lanes are
/// assembled from them with shifts and ors. When one width divides the
/// other, one of the two steps is nothing. Narrow lanes stay normalized
/// (zero above their width).
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
    let carrier_u = crate::lower::module::legal_ints::carrier_width(unit).unwrap_or(64).max(8);
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
