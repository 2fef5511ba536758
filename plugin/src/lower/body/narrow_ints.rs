//! Integers of widths SPIR-V lacks (i2..i63 other than 8, 16, 32): LLVM's
//! optimizer makes them (a sum loop at -O2 computes in i33), so they live in
//! the next wider SPIR-V integer, kept *normalized*: the bits above the
//! LLVM width are zero. Operations that can set those bits mask them off;
//! signed operations first sign-extend within the wider type. In memory a
//! narrow integer takes LLVM's store size (i24: 3 bytes): accessed as the
//! carrier when the sizes agree, else byte by byte.

use crate::diagnostics::LowerError;
use crate::llvm::Type;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::body::vector_shapes;
pub use crate::lower::module::legal_ints::{carrier_width, narrow};
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// Rejects memory accesses of vectors of more than 16 narrow integers;
/// scalars are loaded and stored with LLVM's store size (`load_narrow`,
/// `store_narrow`), vectors bit-packed (`load_packed`, `store_packed`).
pub fn check_memory_type(ty: Type) -> LowerResult<()> {
    crate::lower::body::bools::check_memory_type(ty)?;
    match narrow(ty) {
        Some((width, _)) if crate::lower::body::vector_shapes::is_pieces(ty) => Err(LowerError::unsupported(
            format!("memory access of type {} (bit-packed vector of more than 16 i{width})", ty.print()),
        )),
        _ => Ok(()),
    }
}

/// A load of a vector of narrow integers: LLVM packs the lanes' bits
/// (lane k at bit k * width) into the type's store size. The bytes are
/// loaded one by one and each lane gathered from the bytes it overlaps.
pub(crate) fn load_packed(
    f: &mut FunctionLowering<'_>,
    pointer: crate::llvm::Value,
    ty: Type,
    alignment: u32,
    volatile: bool,
) -> LowerResult<Id> {
    let (width, carrier) = narrow(ty).ok_or(LowerError::Internal("not a narrow integer vector"))?;
    let bytes = f.module().llvm.store_size(ty) as u32;
    let byte = f.module().llvm.int_type(8);
    let byte_type = f.module().lower_type(byte)?;
    let int64 = f.module().m.type_int(64);
    let base = f.pointer_operand(pointer, byte)?;
    let byte_pointer = f.module().pointer_type(pointer.ty().address_space(), byte)?;
    let mut loaded = Vec::new();
    for k in 0..bytes {
        let address = f.element_address(base, byte_pointer, k);
        let part = f.emitter().load(byte_type, address, Access::new(alignment_at(alignment, k), volatile));
        loaded.push(f.emitter().unary(Op::UConvert, int64, part));
    }
    let lane_type = f.module().m.type_int(carrier);
    let mut lanes = Vec::new();
    for lane in 0..ty.vector_len() {
        let first_bit = lane * width;
        let mut value = None;
        for k in first_bit / 8..=(first_bit + width - 1) / 8 {
            let offset = i64::from(8 * k) - i64::from(first_bit);
            value = Some(or_shifted(f, value, loaded[k as usize], offset));
        }
        // INVARIANT: a lane overlaps at least one byte (width >= 1).
        let value = normalize(f, value.expect("a lane overlaps a byte"), int64, width);
        lanes.push(if carrier == 64 { value } else { f.emitter().unary(Op::UConvert, lane_type, value) });
    }
    let vector_type = f.module().lower_type(ty)?;
    Ok(vector_shapes::build_lanes(f, ty, vector_type, &lanes))
}

/// A store of a vector of narrow integers (id `x`, lanes normalized),
/// bit-packed into the type's store size, byte by byte (bits past the
/// last lane are zero).
pub(crate) fn store_packed(
    f: &mut FunctionLowering<'_>,
    x: Id,
    pointer: crate::llvm::Value,
    ty: Type,
    alignment: u32,
    volatile: bool,
) -> LowerResult<()> {
    let (width, carrier) = narrow(ty).ok_or(LowerError::Internal("not a narrow integer vector"))?;
    let bytes = f.module().llvm.store_size(ty) as u32;
    let byte = f.module().llvm.int_type(8);
    let byte_type = f.module().lower_type(byte)?;
    let int64 = f.module().m.type_int(64);
    let lane_type = f.module().m.type_int(carrier);
    let mut lanes = Vec::new();
    for lane in 0..ty.vector_len() {
        let value = vector_shapes::extract_lane(f, x, ty, lane, lane_type);
        lanes.push(if carrier == 64 { value } else { f.emitter().unary(Op::UConvert, int64, value) });
    }
    let base = f.pointer_operand(pointer, byte)?;
    let byte_pointer = f.module().pointer_type(pointer.ty().address_space(), byte)?;
    for k in 0..bytes {
        let mut value = None;
        for lane in 0..ty.vector_len() {
            let first_bit = lane * width;
            if first_bit + width <= 8 * k || first_bit >= 8 * (k + 1) {
                continue; // the lane does not overlap this byte
            }
            let offset = i64::from(first_bit) - i64::from(8 * k);
            value = Some(or_shifted(f, value, lanes[lane as usize], offset));
        }
        // Padding bits after the last lane are zero.
        let value = value.unwrap_or_else(|| f.module().int_constant(int64, 0));
        let part = f.emitter().unary(Op::UConvert, byte_type, value);
        let address = f.element_address(base, byte_pointer, k);
        f.emitter().store(address, part, Access::new(alignment_at(alignment, k), volatile));
    }
    Ok(())
}

/// `accumulated | (part << offset)` (a right shift for a negative offset)
/// on i64s; `part` alone when nothing is accumulated yet.
fn or_shifted(f: &mut FunctionLowering<'_>, accumulated: Option<Id>, part: Id, offset: i64) -> Id {
    let int64 = f.module().m.type_int(64);
    let placed = if offset == 0 {
        part
    } else {
        let (op, by) =
            if offset > 0 { (Op::ShiftLeftLogical, offset) } else { (Op::ShiftRightLogical, -offset) };
        let by = f.module().int_constant(int64, by as u64);
        f.emitter().binary(op, int64, part, by)
    };
    match accumulated {
        Some(value) => f.emitter().binary(Op::BitwiseOr, int64, value, placed),
        None => placed,
    }
}

/// A load of narrow integer type `ty` through LLVM pointer `pointer`.
pub(crate) fn load_narrow(
    f: &mut FunctionLowering<'_>,
    pointer: crate::llvm::Value,
    ty: Type,
    alignment: u32,
    volatile: bool,
) -> LowerResult<Id> {
    let (width, carrier) = narrow(ty).ok_or(LowerError::Internal("not a narrow integer"))?;
    let carrier_type = f.module().lower_type(ty)?;
    let bytes = f.module().llvm.store_size(ty) as u32;
    if bytes * 8 == carrier {
        let p = f.pointer_operand(pointer, ty)?;
        let loaded = f.emitter().load(carrier_type, p, Access::new(alignment, volatile));
        return Ok(normalize(f, loaded, carrier_type, width));
    }
    let byte = f.module().llvm.int_type(8);
    let byte_type = f.module().lower_type(byte)?;
    let base = f.pointer_operand(pointer, byte)?;
    let byte_pointer = f.module().pointer_type(pointer.ty().address_space(), byte)?;
    let mut value = f.module().int_constant(carrier_type, 0);
    for k in 0..bytes {
        let address = f.element_address(base, byte_pointer, k);
        let part = f.emitter().load(byte_type, address, Access::new(alignment_at(alignment, k), volatile));
        let wide = f.emitter().unary(Op::UConvert, carrier_type, part);
        let shift = f.module().int_constant(carrier_type, u64::from(8 * k));
        let placed = f.emitter().binary(Op::ShiftLeftLogical, carrier_type, wide, shift);
        value = f.emitter().binary(Op::BitwiseOr, carrier_type, value, placed);
    }
    Ok(normalize(f, value, carrier_type, width))
}

/// A store of narrow integer `value` (id `x`, normalized) of type `ty`.
pub(crate) fn store_narrow(
    f: &mut FunctionLowering<'_>,
    x: Id,
    pointer: crate::llvm::Value,
    ty: Type,
    alignment: u32,
    volatile: bool,
) -> LowerResult<()> {
    let (_, carrier) = narrow(ty).ok_or(LowerError::Internal("not a narrow integer"))?;
    let carrier_type = f.module().lower_type(ty)?;
    let bytes = f.module().llvm.store_size(ty) as u32;
    if bytes * 8 == carrier {
        let p = f.pointer_operand(pointer, ty)?;
        f.emitter().store(p, x, Access::new(alignment, volatile));
        return Ok(());
    }
    let byte = f.module().llvm.int_type(8);
    let byte_type = f.module().lower_type(byte)?;
    let base = f.pointer_operand(pointer, byte)?;
    let byte_pointer = f.module().pointer_type(pointer.ty().address_space(), byte)?;
    for k in 0..bytes {
        let shift = f.module().int_constant(carrier_type, u64::from(8 * k));
        let moved = f.emitter().binary(Op::ShiftRightLogical, carrier_type, x, shift);
        let part = f.emitter().unary(Op::UConvert, byte_type, moved);
        let address = f.element_address(base, byte_pointer, k);
        f.emitter().store(address, part, Access::new(alignment_at(alignment, k), volatile));
    }
    Ok(())
}

/// Clears the bits of `value` (of type `type_id`) above `width`.
pub(crate) fn normalize(f: &mut FunctionLowering<'_>, value: Id, type_id: Id, width: u32) -> Id {
    let mask = f.splat_int(type_id, (1u64 << width) - 1);
    f.emitter().binary(Op::BitwiseAnd, type_id, value, mask)
}

/// Sign-extends the low `width` bits of `value` over its `carrier` bits.
pub(crate) fn sign_extend_within(
    f: &mut FunctionLowering<'_>,
    value: Id,
    type_id: Id,
    width: u32,
    carrier: u32,
) -> Id {
    let shift = f.splat_int(type_id, u64::from(carrier - width));
    let up = f.emitter().binary(Op::ShiftLeftLogical, type_id, value, shift);
    f.emitter().binary(Op::ShiftRightArithmetic, type_id, up, shift)
}

/// The alignment known at byte `k` of an access aligned to `alignment`.
fn alignment_at(alignment: u32, k: u32) -> u32 {
    if k == 0 || alignment == 0 {
        alignment
    } else {
        alignment.min(1 << k.trailing_zeros())
    }
}
