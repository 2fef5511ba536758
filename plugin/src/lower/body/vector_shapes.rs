//! LLVM vectors of lengths SPIR-V lacks (it has 2, 3, 4, 8 and 16).
//!
//! - `<1 x T>` is `T`.
//! - 5-7 and 9-15 lanes are widened in registers to the next SPIR-V length
//!   (8 or 16); the extra lanes hold nothing meaningful. LLVM's data layout
//!   gives such vectors the widened size in memory too (alignment is the size
//!   rounded up to a power of two), but loads and stores touch only the real
//!   lanes, one element at a time.
//! - More than 16 lanes: an array of `<16 x T>` pieces (the last one padded),
//!   which has LLVM's layout in memory; element-wise operations run piece by
//!   piece, lane operations address `[piece, lane]`.

use super::function::FunctionLowering;
use super::instructions::Access;
use crate::llvm::{Type, Value};
pub use crate::lower::module::legal_vectors::{
    is_exact_vector, is_pieces, shape, shape_of_len, VectorShape, PIECE,
};
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{ConstantKey, Id, Operand, TypeKey};

/// Lane `lane` of vector value `v` (LLVM type `ty`), of SPIR-V type `element_type`.
/// (A piece, then its lane: the reference reader crashes on one
/// OpCompositeExtract that indexes through an array into a vector.)
pub(crate) fn extract_lane(f: &mut FunctionLowering<'_>, v: Id, ty: Type, lane: u32, element_type: Id) -> Id {
    match shape_of_len(ty.vector_len()) {
        VectorShape::Scalar => v,
        VectorShape::Vector { .. } => f.emitter().composite_extract(element_type, v, &[lane]),
        VectorShape::Pieces { .. } => {
            let piece_type = f.module().m.type_vector(element_type, PIECE);
            let piece = f.emitter().composite_extract(piece_type, v, &[lane / PIECE]);
            f.emitter().composite_extract(element_type, piece, &[lane % PIECE])
        }
    }
}

/// `v` (LLVM type `ty`, SPIR-V type `type_id`) with lane `lane` replaced by `element`.
pub(crate) fn insert_lane(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    type_id: Id,
    lane: u32,
    element: Id,
) -> Id {
    match shape_of_len(ty.vector_len()) {
        VectorShape::Scalar => element,
        VectorShape::Vector { .. } => f.emitter().composite_insert(type_id, element, v, &[lane]),
        VectorShape::Pieces { .. } => {
            let piece_type = piece_type(f, type_id);
            let (p, l) = (lane / PIECE, lane % PIECE);
            let piece = f.emitter().composite_extract(piece_type, v, &[p]);
            let piece = f.emitter().composite_insert(piece_type, element, piece, &[l]);
            f.emitter().composite_insert(type_id, piece, v, &[p])
        }
    }
}

/// A vector of LLVM type `ty` from its lanes.
pub(crate) fn build_lanes(f: &mut FunctionLowering<'_>, ty: Type, type_id: Id, lanes: &[Id]) -> Id {
    let mut v = f.module().m.constant(ConstantKey::Undef { ty: type_id });
    for (k, &lane) in lanes.iter().enumerate() {
        v = insert_lane(f, v, ty, type_id, k as u32, lane);
    }
    v
}

/// A pointer to lane `index` (a run-time value) of long vector `v` (LLVM
/// type `ty`, SPIR-V type `type_id`) spilled to a fresh Function variable:
/// OpVectorExtractDynamic cannot index an array of pieces. The index is
/// taken modulo the padded lane count (out of range is poison in LLVM;
/// this keeps the access inside the variable).
fn spilled_lane(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    type_id: Id,
    index: Value,
) -> LowerResult<(Id, Id)> {
    let index_ty = index.ty();
    if !index_ty.is_integer() || !matches!(index_ty.int_width(), 8 | 16 | 32 | 64) {
        return Err(crate::diagnostics::LowerError::unsupported(format!(
            "a vector lane index of type {} into {}",
            index_ty.print(),
            ty.print()
        )));
    }
    let array_pointer = f.module().m.type_pointer(StorageClass::Function, type_id);
    let variable = f.module().m.alloc_id();
    f.add_variable(variable, array_pointer);
    f.emitter().store(variable, v, Access::PLAIN);
    let index_type = f.module().value_type(index)?;
    let index = f.operand(index)?;
    let padded = f.module().int_constant(index_type, u64::from(ty.vector_len().div_ceil(PIECE) * PIECE));
    let piece_lanes = f.module().int_constant(index_type, u64::from(PIECE));
    let index = f.emitter().binary(Op::UMod, index_type, index, padded);
    let piece = f.emitter().binary(Op::UDiv, index_type, index, piece_lanes);
    let lane = f.emitter().binary(Op::UMod, index_type, index, piece_lanes);
    let element_type = f.module().lower_type(ty.element())?;
    let element_pointer = f.module().m.type_pointer(StorageClass::Function, element_type);
    let pointer = f.emitter().access_chain(element_pointer, true, variable, &[piece, lane]);
    Ok((variable, pointer))
}

/// Lane `index` (a run-time value) of long vector `v`.
pub(crate) fn extract_lane_dynamic(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    type_id: Id,
    index: Value,
) -> LowerResult<Id> {
    let (_, pointer) = spilled_lane(f, v, ty, type_id, index)?;
    let element_type = f.module().lower_type(ty.element())?;
    Ok(f.emitter().load(element_type, pointer, Access::PLAIN))
}

/// Long vector `v` with lane `index` (a run-time value) replaced by `element`.
pub(crate) fn insert_lane_dynamic(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    type_id: Id,
    index: Value,
    element: Id,
) -> LowerResult<Id> {
    let (variable, pointer) = spilled_lane(f, v, ty, type_id, index)?;
    f.emitter().store(pointer, element, Access::PLAIN);
    Ok(f.emitter().load(type_id, variable, Access::PLAIN))
}

/// Emits `op` on `operands` (ids with their LLVM types) with result type
/// `result_type` (LLVM type `result`); when that is a long vector, once
/// per piece (long-vector operands piece by piece, others as they are).
pub(crate) fn emit_elementwise(
    f: &mut FunctionLowering<'_>,
    id: Option<Id>,
    op: Op,
    result: Type,
    result_type: Id,
    operands: &[(Id, Type)],
) -> LowerResult<Id> {
    // (A long vector's SPIR-V type is an array of pieces, unless it stands
    // for one piece: calls::intrinsics::pieces.)
    let held_in_pieces = |this: &FunctionLowering<'_>| {
        matches!(this.module_ref().m.type_key(result_type), Some(TypeKey::Array { .. }))
    };
    let Some(VectorShape::Pieces { pieces }) = shape(result).filter(|_| held_in_pieces(f)) else {
        let id = id.unwrap_or_else(|| f.module().m.alloc_id());
        let ids = operands.iter().map(|&(o, _)| Operand::IdRef(o)).collect();
        f.emitter_as(id).op(op, Some(result_type), ids);
        return Ok(id);
    };
    let piece_ty = piece_type(f, result_type);
    let mut result = f.module().m.constant(ConstantKey::Undef { ty: result_type });
    for p in 0..pieces {
        let mut piece_operands = Vec::new();
        for &(o, ty) in operands {
            if is_pieces(ty) {
                let whole = f.module().lower_type(ty)?;
                let element = piece_type(f, whole);
                piece_operands.push(f.emitter().composite_extract(element, o, &[p]));
            } else {
                piece_operands.push(o);
            }
        }
        let piece = f.emitter().op_ids(op, piece_ty, &piece_operands);
        result = f.emitter().composite_insert(result_type, piece, result, &[p]);
    }
    if let Some(id) = id {
        f.emitter_as(id).unary(Op::CopyObject, result_type, result);
        return Ok(id);
    }
    Ok(result)
}

/// The piece type of an array-of-pieces type.
fn piece_type(f: &FunctionLowering<'_>, array_type: Id) -> Id {
    match f.module_ref().type_key(array_type) {
        Some(TypeKey::Array { element, .. }) => element,
        _ => array_type,
    }
}

/// Load of a vector whose shape is not exactly a SPIR-V vector: lane by
/// lane through a pointer to the element, touching only the real lanes.
pub(crate) fn load_lanes(f: &mut FunctionLowering<'_>, i: Value, alignment: u32) -> LowerResult<Id> {
    let ty = i.ty();
    let element = ty.element();
    let element_type = f.module().lower_type(element)?;
    let result_type = f.module().value_type(i)?;
    let base = f.pointer_operand(i.operand(0), element)?;
    let element_pointer = f.module().pointer_type(i.operand(0).ty().address_space(), element)?;
    let mut lanes = Vec::new();
    for k in 0..ty.vector_len() {
        let address = f.element_address(base, element_pointer, k);
        let access = lane_access(f, alignment, element, k, i.is_volatile());
        lanes.push(f.emitter().load(element_type, address, access));
    }
    Ok(build_lanes(f, ty, result_type, &lanes))
}

/// Store of such a vector, lane by lane.
pub(crate) fn store_lanes(f: &mut FunctionLowering<'_>, i: Value, alignment: u32) -> LowerResult<()> {
    let value = i.operand(0);
    let ty = value.ty();
    let element = ty.element();
    let element_type = f.module().lower_type(element)?;
    let v = f.operand(value)?;
    let base = f.pointer_operand(i.operand(1), element)?;
    let element_pointer = f.module().pointer_type(i.operand(1).ty().address_space(), element)?;
    for k in 0..ty.vector_len() {
        let lane = extract_lane(f, v, ty, k, element_type);
        let address = f.element_address(base, element_pointer, k);
        let access = lane_access(f, alignment, element, k, i.is_volatile());
        f.emitter().store(address, lane, access);
    }
    Ok(())
}

/// The memory access of one lane: the alignment that lane is known to have.
fn lane_access(
    f: &mut FunctionLowering<'_>,
    alignment: u32,
    element: Type,
    lane: u32,
    volatile: bool,
) -> Access {
    let size = f.module().llvm.store_size(element).max(1) as u32;
    let offset = size * lane;
    let mut align = alignment.max(1);
    if offset > 0 {
        align = align.min(1 << offset.trailing_zeros());
    }
    Access::new(align, volatile)
}

/// Whether `ty` is not a vector, or a vector SPIR-V holds exactly.
pub(crate) fn is_exact_vector_or_scalar(ty: crate::llvm::Type) -> bool {
    !ty.is_vector() || is_exact_vector(ty)
}

/// The piece type of a long vector's array type; other types as they are.
pub(crate) fn piece_or_whole(f: &FunctionLowering<'_>, type_id: Id) -> Id {
    match f.module_ref().type_key(type_id) {
        Some(spirv_writer::TypeKey::Array { element, .. }) => element,
        _ => type_id,
    }
}
