//! Vector intrinsics: reductions, masked loads and stores (gathers and
//! scatters in `extensions::masked_gather`), and fixed-length
//! vector.extract/vector.insert/vector.reverse (OpVectorShuffle).
//!
//! Reductions fold the components left to right, which is also the order the
//! ordered fadd/fmul reductions require. A masked lane is never touched, so
//! masked memory operations with a variable mask branch per lane.

use super::shared::spirv_int_width;
use super::signatures::Signature;
use super::table::{named, Intrinsic};
use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::llvm::{Call, Type};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::body::narrow_ints;
use crate::lower::body::vector_shapes;
use crate::lower::body::vector_shapes::is_exact_vector;
use crate::lower::calls::intrinsics::float;
use crate::lower::extensions::masked_gather;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// The lanes of a constant i1 vector mask (undefined lanes count as off);
/// None when the mask is not a constant.
fn constant_mask(mask: Value) -> Option<Vec<bool>> {
    if !mask.is_constant() || mask.const_opcode().is_some() {
        return None;
    }
    (0..mask.ty().vector_len())
        .map(|k| {
            let lane = mask.aggregate_element(k)?;
            if lane.is_undef() {
                return Some(false);
            }
            lane.const_int_zext().map(|v| v == 1)
        })
        .collect()
}

/// The vector intrinsics.
pub(super) const TABLE: &[Intrinsic] = &[
    named("vector.reduce.add", |f, i, _| lower_reduction(f, i, "add")),
    named("vector.reduce.mul", |f, i, _| lower_reduction(f, i, "mul")),
    named("vector.reduce.and", |f, i, _| lower_reduction(f, i, "and")),
    named("vector.reduce.or", |f, i, _| lower_reduction(f, i, "or")),
    named("vector.reduce.xor", |f, i, _| lower_reduction(f, i, "xor")),
    named("vector.reduce.smin", |f, i, _| lower_reduction(f, i, "smin")),
    named("vector.reduce.smax", |f, i, _| lower_reduction(f, i, "smax")),
    named("vector.reduce.umin", |f, i, _| lower_reduction(f, i, "umin")),
    named("vector.reduce.umax", |f, i, _| lower_reduction(f, i, "umax")),
    named("vector.reduce.fadd", |f, i, _| lower_reduction(f, i, "fadd")),
    named("vector.reduce.fmul", |f, i, _| lower_reduction(f, i, "fmul")),
    named("vector.reduce.fmin", |f, i, _| lower_reduction(f, i, "fmin")),
    named("vector.reduce.fmax", |f, i, _| lower_reduction(f, i, "fmax")),
    named("vector.reduce.fminimum", |f, i, _| lower_reduction(f, i, "fminimum"))
        .with_signature(Signature::Reduction),
    named("vector.reduce.fmaximum", |f, i, _| lower_reduction(f, i, "fmaximum"))
        .with_signature(Signature::Reduction),
    named("masked.load", |f, i, _| lower_masked_load(f, i)),
    named("masked.store", |f, i, _| lower_masked_store(f, i)),
    // Lane by lane, or as addresses (extensions::masked_gather).
    named("masked.gather", gather_scatter).direct(),
    named("masked.scatter", gather_scatter).direct(),
    named("vector.extract", |f, i, _| lower_vector_extract(f, i)),
    named("vector.insert", |f, i, _| lower_vector_insert(f, i)),
    named("vector.reverse", |f, i, _| lower_vector_reverse(f, i)).with_signature(Signature::Same),
    named("experimental.vector.reverse", |f, i, _| lower_vector_reverse(f, i)),
];

fn gather_scatter(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    masked_gather::lower_masked_gather_scatter(f, i, base)
        .unwrap_or(Err(LowerError::Internal("not a gather or scatter")))
}

/// vector.reduce.KIND(v), and vector.reduce.fadd/fmul(start, v).
fn lower_reduction(f: &mut FunctionLowering<'_>, i: Call, kind: &str) -> LowerResult<()> {
    let args = i.call_args();
    let (start, vector) = match kind {
        "fadd" | "fmul" => (Some(f.operand(args[0])?), args[1]),
        _ => (None, args[0]),
    };
    let ty = f.module().value_type(*i)?;
    let v = f.operand(vector)?;
    let pieces = crate::lower::body::vector_shapes::is_pieces(vector.ty());
    let scalar = i.ty();
    if scalar.is_integer() && scalar.int_width() == 1 {
        // Bool vectors: true is 1 unsigned and -1 signed.
        let id = match kind {
            "and" | "mul" | "umin" | "smax" if !pieces => f.emitter().unary(Op::All, ty, v),
            "or" | "umax" | "smin" if !pieces => f.emitter().unary(Op::Any, ty, v),
            "and" | "mul" | "umin" | "smax" | "or" | "umax" | "smin" | "xor" | "add" => {
                let op = match kind {
                    "and" | "mul" | "umin" | "smax" => Op::LogicalAnd,
                    "or" | "umax" | "smin" => Op::LogicalOr,
                    _ => Op::LogicalNotEqual,
                };
                let lanes = lanes(f, v, vector.ty(), ty);
                fold(f, lanes, |fl, a, b| Ok(fl.emitter().binary(op, ty, a, b)))?
            }
            _ => return Err(LowerError::unsupported(format!("llvm.vector.reduce.{kind} on i1 vectors"))),
        };
        f.set_result(i, id);
        return Ok(());
    }
    let narrow = crate::lower::body::narrow_ints::narrow(scalar);
    if scalar.is_integer() && narrow.is_none() {
        spirv_int_width(*i, &format!("llvm.vector.reduce.{kind}"))?;
    }
    let mut lanes = lanes(f, v, vector.ty(), ty);
    if let Some((width, carrier)) = narrow {
        // Narrow lanes in their carriers: signed ones compare sign-extended;
        // the result is normalized again.
        if matches!(kind, "smin" | "smax") {
            lanes = lanes
                .into_iter()
                .map(|lane| narrow_ints::sign_extend_within(f, lane, ty, width, carrier))
                .collect();
        }
        let id = reduce_lanes(f, kind, ty, lanes, None)?;
        let id = narrow_ints::normalize(f, id, ty, width);
        f.set_result(i, id);
        return Ok(());
    }
    let id = reduce_lanes(f, kind, ty, lanes, start)?;
    f.set_result(i, id);
    Ok(())
}

/// Folds `lanes` (each of type `ty`) with the operation of reduction `kind`.
fn reduce_lanes(
    f: &mut FunctionLowering<'_>,
    kind: &str,
    ty: Id,
    mut lanes: Vec<Id>,
    start: Option<Id>,
) -> LowerResult<Id> {
    if let Some(start) = start {
        lanes.insert(0, start);
    }
    let core =
        |op: Op| move |fl: &mut FunctionLowering<'_>, a: Id, b: Id| Ok(fl.emitter().binary(op, ty, a, b));
    let ext = |name: &'static str| {
        move |fl: &mut FunctionLowering<'_>, a: Id, b: Id| fl.ext_inst(name, ty, &[a, b])
    };
    let id = match kind {
        "add" => fold(f, lanes, core(Op::IAdd))?,
        "mul" => fold(f, lanes, core(Op::IMul))?,
        "and" => fold(f, lanes, core(Op::BitwiseAnd))?,
        "or" => fold(f, lanes, core(Op::BitwiseOr))?,
        "xor" => fold(f, lanes, core(Op::BitwiseXor))?,
        "fadd" => fold(f, lanes, core(Op::FAdd))?,
        "fmul" => fold(f, lanes, core(Op::FMul))?,
        "smin" => fold(f, lanes, ext("s_min"))?,
        "smax" => fold(f, lanes, ext("s_max"))?,
        "umin" => fold(f, lanes, ext("u_min"))?,
        "umax" => fold(f, lanes, ext("u_max"))?,
        "fmin" => fold(f, lanes, ext("fmin"))?,
        "fmax" => fold(f, lanes, ext("fmax"))?,
        "fminimum" => fold(f, lanes, |fl, a, b| float::propagating_min_max(fl, ty, a, b, true))?,
        "fmaximum" => fold(f, lanes, |fl, a, b| float::propagating_min_max(fl, ty, a, b, false))?,
        _ => return Err(LowerError::unsupported(format!("llvm.vector.reduce.{kind}"))),
    };
    Ok(id)
}

/// The lanes of `v` (of LLVM vector type `vector`), each of type `ty`.
fn lanes(f: &mut FunctionLowering<'_>, v: Id, vector: Type, ty: Id) -> Vec<Id> {
    (0..vector.vector_len()).map(|k| vector_shapes::extract_lane(f, v, vector, k, ty)).collect()
}

/// Left fold of `items` with `f`.
fn fold(
    fl: &mut FunctionLowering<'_>,
    items: Vec<Id>,
    mut f: impl FnMut(&mut FunctionLowering<'_>, Id, Id) -> LowerResult<Id>,
) -> LowerResult<Id> {
    let mut iter = items.into_iter();
    let mut acc = iter.next().ok_or_else(|| LowerError::unsupported("a reduction of an empty vector"))?;
    for item in iter {
        acc = f(fl, acc, item)?;
    }
    Ok(acc)
}

/// A pointer to lane `k` of the vector `base` points to (as an element pointer).
fn lane_pointer(f: &mut FunctionLowering<'_>, element_pointer_type: Id, base: Id, k: u32) -> Id {
    let size_type = f.module().size_type();
    let index = f.module().int_constant(size_type, u64::from(k));
    f.emitter().ptr_access_chain(element_pointer_type, true, base, index, &[])
}

/// masked.load(ptr, align, mask, passthru), or from LLVM 21 on
/// masked.load(align(A) ptr, mask, passthru): the lanes the mask selects
/// are loaded, the others come from passthru.
fn lower_masked_load(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let (pointer, align, mask, passthru) = match args[..] {
        [pointer, align, mask, passthru] => (pointer, align.const_int_zext().unwrap_or(0), mask, passthru),
        [pointer, mask, passthru] => (pointer, i.call_param_align(0).unwrap_or(0), mask, passthru),
        _ => return Err(LowerError::argument_count("llvm.masked.load", "3 or 4 arguments", args.len())),
    };
    let ty = f.module().value_type(*i)?;
    let lanes = constant_mask(mask);
    if lanes.as_ref().is_some_and(|l| l.iter().all(|&on| on)) && is_exact_vector(i.ty()) {
        let p = f.pointer_operand(pointer, i.ty())?;
        let id = f.emitter().load(ty, p, Access::new(align as u32, false));
        f.set_result(i, id);
        return Ok(());
    }
    if lanes.as_ref().is_some_and(|l| l.iter().all(|&on| !on)) {
        let id = f.operand(passthru)?;
        f.alias(*i, id);
        return Ok(());
    }
    let element = i.ty().element();
    let element_type = f.module().lower_type(element)?;
    let element_pointer_type = f.module().pointer_type(pointer.ty().address_space(), element)?;
    let base = f.pointer_operand(pointer, element)?;
    let mut acc = f.operand(passthru)?;
    let (vector, count) = (i.ty(), i.ty().vector_len());
    let mask_id = f.operand(mask)?;
    let bool_type = f.module().m.type_bool();
    for k in 0..count {
        let load_lane = |fl: &mut FunctionLowering<'_>, acc: Id| {
            let p = lane_pointer(fl, element_pointer_type, base, k);
            let e = fl.emitter().unary(Op::Load, element_type, p);
            vector_shapes::insert_lane(fl, acc, vector, ty, k, e)
        };
        match &lanes {
            Some(l) if l[k as usize] => acc = load_lane(f, acc),
            Some(_) => {}
            None => {
                let on = vector_shapes::extract_lane(f, mask_id, mask.ty(), k, bool_type);
                let selection = f.open_selection(on);
                let loaded = load_lane(f, acc);
                acc = f.close_selection_phi(selection, ty, loaded, acc);
            }
        }
    }
    f.set_result(i, acc);
    Ok(())
}

/// masked.store(value, ptr, align, mask), or from LLVM 21 on
/// masked.store(value, align(A) ptr, mask): only the selected lanes are stored.
fn lower_masked_store(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let (value, pointer, align, mask) = match args[..] {
        [value, pointer, align, mask] => (value, pointer, align.const_int_zext().unwrap_or(0), mask),
        [value, pointer, mask] => (value, pointer, i.call_param_align(1).unwrap_or(0), mask),
        _ => return Err(LowerError::argument_count("llvm.masked.store", "3 or 4 arguments", args.len())),
    };
    let v = f.operand(value)?;
    let lanes = constant_mask(mask);
    if lanes.as_ref().is_some_and(|l| l.iter().all(|&on| on)) && is_exact_vector(value.ty()) {
        let p = f.pointer_operand(pointer, value.ty())?;
        f.emitter().store(p, v, Access::new(align as u32, false));
        return Ok(());
    }
    if lanes.as_ref().is_some_and(|l| l.iter().all(|&on| !on)) {
        return Ok(());
    }
    let element = value.ty().element();
    let element_type = f.module().lower_type(element)?;
    let element_pointer_type = f.module().pointer_type(pointer.ty().address_space(), element)?;
    let base = f.pointer_operand(pointer, element)?;
    let mask_id = f.operand(mask)?;
    let bool_type = f.module().m.type_bool();
    for k in 0..value.ty().vector_len() {
        let store_lane = |fl: &mut FunctionLowering<'_>| {
            let e = vector_shapes::extract_lane(fl, v, value.ty(), k, element_type);
            let p = lane_pointer(fl, element_pointer_type, base, k);
            fl.emitter().store(p, e, Access::PLAIN);
        };
        match &lanes {
            Some(l) if l[k as usize] => store_lane(f),
            Some(_) => {}
            None => {
                let on = vector_shapes::extract_lane(f, mask_id, mask.ty(), k, bool_type);
                let selection = f.open_selection(on);
                store_lane(f);
                f.close_selection(selection);
            }
        }
    }
    Ok(())
}

/// vector.extract(v, index) -> the components index.. of v.
fn lower_vector_extract(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let index = args[1]
        .const_int_zext()
        .ok_or_else(|| LowerError::not_constant("the index of llvm.vector.extract"))? as u32;
    let v = f.operand(args[0])?;
    let count = i.ty().vector_len();
    if count == args[0].ty().vector_len() {
        f.alias(*i, v);
        return Ok(());
    }
    let from = args[0].ty();
    shuffle(f, i, (v, from), (v, from), (index..index + count).collect())
}

/// vector.insert(v, sub, index) -> v with components index.. from sub.
fn lower_vector_insert(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let index = args[2]
        .const_int_zext()
        .ok_or_else(|| LowerError::not_constant("the index of llvm.vector.insert"))? as u32;
    let (v, sub) = (f.operand(args[0])?, f.operand(args[1])?);
    let (count, sub_count) = (args[0].ty().vector_len(), args[1].ty().vector_len());
    if count == sub_count {
        f.alias(*i, sub);
        return Ok(());
    }
    if ![i.ty(), args[1].ty()].into_iter().all(is_exact_vector) {
        let components = (0..count)
            .map(|k| if k >= index && k < index + sub_count { count + k - index } else { k })
            .collect();
        return shuffle(f, i, (v, args[0].ty()), (sub, args[1].ty()), components);
    }
    // Widen sub to v's length first: the reference reader (like LLVM's
    // shufflevector) wants both shuffle operands of one type.
    let ty = f.module().value_type(*i)?;
    let lanes: Vec<u32> = (0..count).map(|k| if k < sub_count { k } else { u32::MAX }).collect();
    let wide = f.emitter().vector_shuffle(ty, sub, sub, &lanes);
    let components =
        (0..count).map(|k| if k >= index && k < index + sub_count { count + k - index } else { k }).collect();
    shuffle(f, i, (v, i.ty()), (wide, i.ty()), components)
}

fn lower_vector_reverse(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let v = f.operand(i.call_args()[0])?;
    let count = i.ty().vector_len();
    shuffle(f, i, (v, i.ty()), (v, i.ty()), (0..count).rev().collect())
}

/// The call's result: lanes of `a` (first) and `b` (after a's lanes), each
/// with its LLVM type, as `components` selects. Lane by lane where some
/// side is not exactly a SPIR-V vector (long vectors are pieces).
fn shuffle(
    f: &mut FunctionLowering<'_>,
    i: Call,
    a: (Id, Type),
    b: (Id, Type),
    components: Vec<u32>,
) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    if ![i.ty(), a.1, b.1].into_iter().all(is_exact_vector) {
        let element_type = f.module().lower_type(i.ty().element())?;
        let a_lanes = a.1.vector_len();
        let lanes: Vec<Id> = components
            .into_iter()
            .map(|k| match k < a_lanes {
                true => vector_shapes::extract_lane(f, a.0, a.1, k, element_type),
                false => vector_shapes::extract_lane(f, b.0, b.1, k - a_lanes, element_type),
            })
            .collect();
        let id = vector_shapes::build_lanes(f, i.ty(), ty, &lanes);
        f.set_result(i, id);
        return Ok(());
    }
    let (a, b) = (a.0, b.0);
    let id = f.emitter().vector_shuffle(ty, a, b, &components);
    f.set_result(i, id);
    Ok(())
}
