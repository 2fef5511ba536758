//! Value operations: arithmetic, bitwise, casts, comparisons, select, and
//! vector element operations. Work for instructions and constant expressions.

use crate::diagnostics::LowerError;
use crate::llvm::{IntPredicate as IP, RealPredicate as RP};
use crate::llvm::{Opcode, Value};
use crate::lower::body::bools;
use crate::lower::body::bools::is_bool;
use crate::lower::body::casts;
use crate::lower::body::emit::{fcmp_opcode, opcode_name};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::narrow_ints;
use crate::lower::body::narrow_ints::narrow;
use crate::lower::body::pointer_vectors;
use crate::lower::body::vector_shapes;
use crate::lower::body::vector_shapes::{is_pieces, VectorShape};
use crate::lower::body::wide_ints;
use crate::lower::extensions::bfloat;
use crate::lower::extensions::replicated_composites;
use crate::lower::module::type_screen::TypeScreen;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id, Operand};

/// `screen`: `TypeScreen::of(i)`, which the caller has made.
pub(crate) fn lower_operation(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
    screen: TypeScreen,
) -> LowerResult<Id> {
    if let Some(result) = screen.bfloat.then(|| bfloat::lower_bfloat_operation(f, i, opcode)).flatten() {
        return result; // bfloat conversions and arithmetic (extensions::bfloat)
    }
    if let Some(result) = screen.wide.then(|| wide_ints::lower_wide_operation(f, i, opcode)).flatten() {
        return result; // i128 as two 64-bit halves (wide_ints)
    }
    let id = match opcode {
        Opcode::Add
        | Opcode::FAdd
        | Opcode::Sub
        | Opcode::FSub
        | Opcode::Mul
        | Opcode::FMul
        | Opcode::UDiv
        | Opcode::SDiv
        | Opcode::FDiv
        | Opcode::URem
        | Opcode::SRem
        | Opcode::FRem
        | Opcode::Shl
        | Opcode::LShr
        | Opcode::AShr
        | Opcode::And
        | Opcode::Or
        | Opcode::Xor => lower_binary(f, i, opcode)?,
        Opcode::FNeg => simple(f, i, Op::FNegate)?,
        Opcode::ICmp => lower_icmp(f, i)?,
        Opcode::FCmp => lower_fcmp(f, i)?,
        Opcode::Select => lower_select(f, i)?,
        Opcode::Trunc
        | Opcode::ZExt
        | Opcode::SExt
        | Opcode::FPToUI
        | Opcode::FPToSI
        | Opcode::UIToFP
        | Opcode::SIToFP
        | Opcode::FPTrunc
        | Opcode::FPExt
        | Opcode::PtrToInt
        | Opcode::IntToPtr
        | Opcode::BitCast
        | Opcode::AddrSpaceCast => casts::lower_cast(f, i, opcode)?,
        Opcode::ExtractElement => lower_extract_element(f, i)?,
        Opcode::InsertElement => lower_insert_element(f, i)?,
        Opcode::ShuffleVector => lower_shuffle(f, i)?,
        Opcode::VAArg => {
            return Err(LowerError::no_equivalent_because("va_arg", "variadic functions are not supported"))
        }
        _ => return Err(LowerError::unsupported(format!("instruction '{}'", opcode_name(opcode)))),
    };
    let fp_arithmetic = matches!(
        opcode,
        Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem | Opcode::FNeg
    );
    if fp_arithmetic && i.is_instruction() {
        decorate_fast_math(f, i, id);
    }
    f.name_result(i, id);
    Ok(id)
}

/// nsw/nuw -> NoSignedWrap/NoUnsignedWrap: SPIR-V 1.4 or
/// SPV_KHR_no_integer_wrap_decoration, used only when explicitly allowed
/// (dropping them is safe).
fn decorate_wrap_flags(f: &mut FunctionLowering<'_>, i: Value, id: Id, opcode: Opcode) {
    use crate::llvm::WrapFlags;
    use spirv_writer::spirv::Decoration;
    let flags = i.wrap_flags();
    if !flags.intersects(WrapFlags::NUW.union(WrapFlags::NSW))
        || !matches!(opcode, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl)
    {
        return;
    }
    if !f.module().use_optional_feature(crate::target::optional::OptionalFeature::NoIntegerWrap) {
        return;
    }
    if flags.contains(WrapFlags::NSW) {
        f.module().m.decorate(id, Decoration::NoSignedWrap, vec![]);
    }
    if flags.contains(WrapFlags::NUW) {
        f.module().m.decorate(id, Decoration::NoUnsignedWrap, vec![]);
    }
}

/// LLVM fast-math flags -> FPFastMathMode (the SPIR-V 1.0 bits; contract
/// and reassoc as AllowContractFastINTEL/AllowReassocINTEL where
/// SPV_INTEL_fp_fast_math_mode is allowed, otherwise dropped with afn,
/// which is safe: they only permit transformations).
fn decorate_fast_math(f: &mut FunctionLowering<'_>, i: Value, id: Id) {
    use crate::llvm::FastMathFlags as F;
    use spirv_writer::spirv::FPFastMathMode as M;
    let flags = i.fast_math_flags();
    let mut mode = M::NONE;
    for (flag, m) in
        [(F::NNAN, M::NOT_NAN), (F::NINF, M::NOT_INF), (F::NSZ, M::NSZ), (F::ARCP, M::ALLOW_RECIP)]
    {
        if flags.contains(flag) {
            mode |= m;
        }
    }
    if flags.contains(F::FAST) {
        mode |= M::FAST;
    } else if flags.intersects(F::CONTRACT.union(F::REASSOC))
        && f.module().use_optional_feature(crate::target::optional::OptionalFeature::FastMathContractReassoc)
    {
        // The same bits as SPV_KHR_float_controls2's AllowContract/AllowReassoc:
        // name the INTEL capability so that the grammar does not pick FloatControls2.
        f.module()
            .m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::FPFastMathModeINTEL, || {
                "contract/reassoc fast-math flags".into()
            });
        if flags.contains(F::CONTRACT) {
            mode |= M::ALLOW_CONTRACT;
        }
        if flags.contains(F::REASSOC) {
            mode |= M::ALLOW_REASSOC;
        }
    }
    if !mode.is_empty() {
        f.module().m.decorate(
            id,
            spirv_writer::spirv::Decoration::FPFastMathMode,
            vec![Operand::FPFastMathMode(mode)],
        );
    }
}

/// An instruction whose SPIR-V form takes the LLVM operands as they are.
fn simple(f: &mut FunctionLowering<'_>, i: Value, op: Op) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let mut operands = Vec::with_capacity(i.num_operands() as usize);
    for o in i.operand_iter() {
        operands.push((f.operand(o)?, o.ty()));
    }
    let id = f.def_id(i);
    vector_shapes::emit_elementwise(f, Some(id), op, i.ty(), result_type, &operands)
}

fn lower_binary(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let boolean = is_bool(i);
    let op = match (opcode, boolean) {
        (Opcode::And, true) => Op::LogicalAnd,
        (Opcode::Or, true) => Op::LogicalOr,
        (Opcode::Xor, true) => Op::LogicalNotEqual,
        (_, true) if is_pieces(i.ty()) => {
            return Err(LowerError::unsupported(format!("'{}' on {}", opcode_name(opcode), i.ty().print())))
        }
        (_, true) => return bools::bool_binary(f, i, opcode),
        (Opcode::Add, _) => Op::IAdd,
        (Opcode::FAdd, _) => Op::FAdd,
        (Opcode::Sub, _) => Op::ISub,
        (Opcode::FSub, _) => Op::FSub,
        (Opcode::Mul, _) => Op::IMul,
        (Opcode::FMul, _) => Op::FMul,
        (Opcode::UDiv, _) => Op::UDiv,
        (Opcode::SDiv, _) => Op::SDiv,
        (Opcode::FDiv, _) => Op::FDiv,
        (Opcode::URem, _) => Op::UMod,
        (Opcode::SRem, _) => Op::SRem,
        (Opcode::FRem, _) => Op::FRem,
        (Opcode::Shl, _) => Op::ShiftLeftLogical,
        (Opcode::LShr, _) => Op::ShiftRightLogical,
        (Opcode::AShr, _) => Op::ShiftRightArithmetic,
        (Opcode::And, _) => Op::BitwiseAnd,
        (Opcode::Or, _) => Op::BitwiseOr,
        (Opcode::Xor, _) => Op::BitwiseXor,
        _ => unreachable!("lower_binary is only called for binary opcodes"),
    };
    let Some((width, carrier)) = narrow(i.ty()) else {
        let padded = !vector_shapes::is_exact_vector_or_scalar(i.ty())
            && crate::lower::body::vector_shapes::shape(i.ty()) != Some(VectorShape::Scalar);
        if matches!(opcode, Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem) && padded {
            return lower_padded_division(f, i, op);
        }
        let id = simple(f, i, op)?;
        if i.is_instruction() {
            decorate_wrap_flags(f, i, id, opcode);
        }
        return Ok(id);
    };
    if is_pieces(i.ty()) {
        return Err(LowerError::unsupported(format!(
            "'{}' on {} (narrow integers in a vector of more than 16 lanes)",
            opcode_name(opcode),
            i.ty().print()
        )));
    }
    // A narrow integer: sign-extend what signed operations read, mask what
    // can carry into the unused high bits.
    let result_type = f.module().value_type(i)?;
    let mut x = f.operand(i.operand(0))?;
    let mut y = f.operand(i.operand(1))?;
    let signed = matches!(opcode, Opcode::AShr | Opcode::SDiv | Opcode::SRem);
    if signed {
        x = narrow_ints::sign_extend_within(f, x, result_type, width, carrier);
        if opcode != Opcode::AShr {
            y = narrow_ints::sign_extend_within(f, y, result_type, width, carrier);
        }
    }
    let raw = f.emitter().binary(op, result_type, x, y);
    let may_overflow = signed || matches!(opcode, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl);
    let id = if may_overflow { narrow_ints::normalize(f, raw, result_type, width) } else { raw };
    if i.is_instruction() {
        f.alias(i, id);
    }
    Ok(id)
}

fn lower_icmp(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let (a, b) = (i.operand(0), i.operand(1));
    let predicate =
        i.as_icmp().ok_or(LowerError::Internal("lowering an icmp that is not one"))?.icmp_predicate();
    let (mut x, mut y) = (f.operand(a)?, f.operand(b)?);
    let signed = matches!(predicate, IP::Sgt | IP::Sge | IP::Slt | IP::Sle);
    if let (Some((width, carrier)), true) = (narrow(a.ty()), signed) {
        let operand_type = f.module().value_type(a)?;
        x = narrow_ints::sign_extend_within(f, x, operand_type, width, carrier);
        y = narrow_ints::sign_extend_within(f, y, operand_type, width, carrier);
    }
    if a.ty().is_pointer() {
        // Compare addresses as integers (OpPtrEqual needs SPIR-V 1.4).
        let int = f.module().size_type();
        x = f.emitter().unary(Op::ConvertPtrToU, int, x);
        y = f.emitter().unary(Op::ConvertPtrToU, int, y);
    }
    if is_bool(a) {
        if is_pieces(a.ty()) {
            return Err(LowerError::unsupported(format!("ordered comparison of {}", a.ty().print())));
        }
        let id = bools::bool_compare(f, predicate, result_type, x, y);
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(id);
    }
    let op = match (predicate, false) {
        (IP::Eq, _) => Op::IEqual,
        (IP::Ne, _) => Op::INotEqual,
        (IP::Ugt, _) => Op::UGreaterThan,
        (IP::Uge, _) => Op::UGreaterThanEqual,
        (IP::Ult, _) => Op::ULessThan,
        (IP::Ule, _) => Op::ULessThanEqual,
        (IP::Sgt, _) => Op::SGreaterThan,
        (IP::Sge, _) => Op::SGreaterThanEqual,
        (IP::Slt, _) => Op::SLessThan,
        (IP::Sle, _) => Op::SLessThanEqual,
    };
    let id = f.def_id(i);
    vector_shapes::emit_elementwise(f, Some(id), op, i.ty(), result_type, &[(x, a.ty()), (y, b.ty())])
}

fn lower_fcmp(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let predicate =
        i.as_fcmp().ok_or(LowerError::Internal("lowering an fcmp that is not one"))?.fcmp_predicate();
    let Some(op) = fcmp_opcode(predicate) else {
        if is_pieces(i.ty()) {
            return Err(LowerError::unsupported(format!("fcmp true/false on {}", i.operand(0).ty().print())));
        }
        let value = predicate == RP::True;
        let id = f.bool_constant(result_type, value);
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(id);
    };
    simple(f, i, op)
}

fn lower_select(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let mut condition = f.operand(i.operand(0))?;
    let splat_count = match crate::lower::body::vector_shapes::shape(i.ty()) {
        Some(VectorShape::Vector { width }) => Some(width),
        Some(VectorShape::Pieces { .. }) => Some(crate::lower::body::vector_shapes::PIECE),
        _ => None,
    };
    if let (Some(count), false) = (splat_count, i.operand(0).ty().is_vector()) {
        // Before SPIR-V 1.4 a vector OpSelect needs one condition per component.
        // Splat with OpCompositeInsert: llvm-spirv-15 -r crashes on an
        // OpCompositeConstruct of a bool vector from non-constants.
        let bool_type = f.module().m.type_bool();
        let vector_type = f.module().m.type_vector(bool_type, count);
        let scalar = condition;
        condition = f.module().m.constant(ConstantKey::Undef { ty: vector_type });
        for index in 0..count {
            condition = f.emitter().composite_insert(vector_type, scalar, condition, &[index]);
        }
    }
    let (a, b) = if i.ty().is_pointer() {
        (f.pointer_operand_as(i.operand(1), result_type)?, f.pointer_operand_as(i.operand(2), result_type)?)
    } else {
        (f.operand(i.operand(1))?, f.operand(i.operand(2))?)
    };
    let id = f.def_id(i);
    let operands = [(condition, i.operand(0).ty()), (a, i.ty()), (b, i.ty())];
    vector_shapes::emit_elementwise(f, Some(id), Op::Select, i.ty(), result_type, &operands)
}

fn lower_extract_element(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    if pointer_vectors::is_address_vector(i.operand(0).ty()) {
        let id = pointer_vectors::lower_address_extract(f, i)?; // pointer_vectors
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(id);
    }
    let result_type = f.module().value_type(i)?;
    let vector = f.operand(i.operand(0))?;
    let index = i.operand(1);
    let vector_ty = i.operand(0).ty();
    if !vector_shapes::is_exact_vector_or_scalar(vector_ty) {
        let lanes = u64::from(vector_ty.vector_len());
        let lane = match index.const_int_zext() {
            Some(n) if n < lanes => n as u32,
            _ if matches!(crate::lower::body::vector_shapes::shape(vector_ty), Some(VectorShape::Scalar)) => {
                0
            } // any other index is poison
            Some(_) => return Ok(undef_result(f, i, result_type)),
            None if is_pieces(vector_ty) => {
                let whole = f.module().value_type(i.operand(0))?;
                let id = vector_shapes::extract_lane_dynamic(f, vector, vector_ty, whole, index)?;
                if i.is_instruction() {
                    f.alias(i, id);
                }
                return Ok(id);
            }
            None => u32::MAX,
        };
        if lane != u32::MAX {
            let id = vector_shapes::extract_lane(f, vector, vector_ty, lane, result_type);
            if i.is_instruction() {
                f.alias(i, id);
            }
            return Ok(id);
        }
    }
    let id = f.def_id(i);
    match index.const_int_zext() {
        Some(n) if n < u64::from(i.operand(0).ty().vector_len()) => {
            f.emitter_as(id).composite_extract(result_type, vector, &[n as u32]);
        }
        _ => {
            let index = f.operand(index)?;
            f.emitter_as(id).binary(Op::VectorExtractDynamic, result_type, vector, index);
        }
    }
    Ok(id)
}

fn lower_insert_element(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    if pointer_vectors::is_address_vector(i.ty()) {
        let id = pointer_vectors::lower_address_insert(f, i)?; // pointer_vectors
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(id);
    }
    let result_type = f.module().value_type(i)?;
    let vector = f.operand(i.operand(0))?;
    let element = f.operand(i.operand(1))?;
    let index = i.operand(2);
    if !vector_shapes::is_exact_vector_or_scalar(i.ty()) {
        let lanes = u64::from(i.ty().vector_len());
        let lane = match index.const_int_zext() {
            Some(n) if n < lanes => n as u32,
            _ if matches!(crate::lower::body::vector_shapes::shape(i.ty()), Some(VectorShape::Scalar)) => 0,
            Some(_) => return Ok(undef_result(f, i, result_type)),
            None if is_pieces(i.ty()) => {
                let id = vector_shapes::insert_lane_dynamic(f, vector, i.ty(), result_type, index, element)?;
                if i.is_instruction() {
                    f.alias(i, id);
                }
                return Ok(id);
            }
            None => u32::MAX,
        };
        if lane != u32::MAX {
            let id = vector_shapes::insert_lane(f, vector, i.ty(), result_type, lane, element);
            if i.is_instruction() {
                f.alias(i, id);
            }
            return Ok(id);
        }
    }
    let id = f.def_id(i);
    match index.const_int_zext() {
        Some(n) if n < u64::from(i.ty().vector_len()) => {
            f.emitter_as(id).composite_insert(result_type, element, vector, &[n as u32]);
        }
        _ => {
            let index = f.operand(index)?;
            f.emitter_as(id).op_ids(Op::VectorInsertDynamic, result_type, &[vector, element, index]);
        }
    }
    Ok(id)
}

fn lower_shuffle(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    if let Some(result) = replicated_composites::lower_splat_shuffle(f, i) {
        return result; // the splat idiom, where SPV_EXT_replicated_composites is asked for
    }
    let result_type = f.module().value_type(i)?;
    let a = f.operand(i.operand(0))?;
    let b = f.operand(i.operand(1))?;
    let (a_ty, b_ty) = (i.operand(0).ty(), i.operand(1).ty());
    if ![a_ty, b_ty, i.ty()].into_iter().all(crate::lower::body::vector_shapes::is_exact_vector) {
        // Lane by lane: some side is not a SPIR-V vector of exactly its lanes.
        let element_type = f.module().lower_type(i.ty().element())?;
        let undef = f.module().m.constant(ConstantKey::Undef { ty: element_type });
        let a_lanes = a_ty.vector_len();
        let mut lanes = Vec::new();
        for m in i
            .as_shuffle()
            .ok_or(LowerError::Internal("lowering a shufflevector that is not one"))?
            .shuffle_mask()
        {
            lanes.push(match m {
                Some(m) if m < a_lanes => vector_shapes::extract_lane(f, a, a_ty, m, element_type),
                Some(m) if m < 2 * a_lanes => {
                    vector_shapes::extract_lane(f, b, b_ty, m - a_lanes, element_type)
                }
                _ => undef,
            });
        }
        let id = vector_shapes::build_lanes(f, i.ty(), result_type, &lanes);
        if i.is_instruction() {
            f.alias(i, id);
        }
        return Ok(id);
    }
    // 0xFFFFFFFF marks an undefined component (SPIR-V OpVectorShuffle).
    let lanes: Vec<u32> = i
        .as_shuffle()
        .ok_or(LowerError::Internal("lowering a shufflevector that is not one"))?
        .shuffle_mask()
        .into_iter()
        .map(|m| m.unwrap_or(u32::MAX))
        .collect();
    let id = f.def_id(i);
    f.emitter_as(id).vector_shuffle(result_type, a, b, &lanes);
    Ok(id)
}

/// An undefined result (an out-of-range lane index is poison).
fn undef_result(f: &mut FunctionLowering<'_>, i: Value, result_type: Id) -> Id {
    let id = f.module().m.constant(ConstantKey::Undef { ty: result_type });
    if i.is_instruction() {
        f.alias(i, id);
    }
    id
}

/// Integer division of a widened vector: the padding lanes of the
/// divisor become 1, so they cannot divide by zero.
fn lower_padded_division(f: &mut FunctionLowering<'_>, i: Value, op: Op) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let x = f.operand(i.operand(0))?;
    let y = f.operand(i.operand(1))?;
    let lanes = i.ty().vector_len();
    let y = match crate::lower::body::vector_shapes::shape(i.ty()) {
        Some(VectorShape::Vector { width }) => {
            let ones = f.splat_int(result_type, 1);
            let mask: Vec<u32> = (0..width).map(|k| if k < lanes { k } else { width + k }).collect();
            f.emitter().vector_shuffle(result_type, y, ones, &mask)
        }
        _ => {
            // Pieces: padding only in the last piece.
            let piece_type = match f.module().type_key(result_type) {
                Some(spirv_writer::TypeKey::Array { element, .. }) => element,
                _ => return Err(LowerError::Internal("a long vector is not an array of pieces")),
            };
            let pieces = lanes.div_ceil(crate::lower::body::vector_shapes::PIECE);
            let real = lanes - (pieces - 1) * crate::lower::body::vector_shapes::PIECE;
            let piece_ones = f.splat_int(piece_type, 1);
            let last = f.emitter().composite_extract(piece_type, y, &[pieces - 1]);
            let w = crate::lower::body::vector_shapes::PIECE;
            let mask: Vec<u32> = (0..w).map(|k| if k < real { k } else { w + k }).collect();
            let fixed = f.emitter().vector_shuffle(piece_type, last, piece_ones, &mask);
            f.emitter().composite_insert(result_type, fixed, y, &[pieces - 1])
        }
    };
    let id = f.def_id(i);
    vector_shapes::emit_elementwise(f, Some(id), op, i.ty(), result_type, &[(x, i.ty()), (y, i.ty())])
}
