//! LLVM's `bfloat`: with SPV_INTEL_bfloat16_conversion (allowed by
//! default), carried as i16 (as the OpenCL C `intel_convert_*bfloat16*`
//! builtins do) and converted with OpConvertFToBF16INTEL /
//! OpConvertBF16ToFINTEL; otherwise, with SPV_KHR_bfloat16, the type
//! OpTypeFloat 16 BFloat16KHR converted with OpFConvert.
//!
//! Arithmetic and comparisons on bfloat are computed in float and rounded
//! back: float's 24-bit significand is more than 2 * 8 + 2 bits, so one
//! float operation rounded to bfloat gives the correctly rounded bfloat
//! result (no SPIR-V bfloat arithmetic extension is needed).

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::bfloat_conversions::{bfloat_to_float, float_shaped, float_to_bfloat};
use crate::lower::module::legal_floats::{is_bfloat, Mode, INTEL, KHR};
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, FPRoundingMode, Op};
use spirv_writer::{Id, Operand, TypeKey};

/// For a cl_intel_bfloat16_conversions builtin, whether it converts to
/// bfloat (`intel_convert_bfloat16{N}_as_ushort{N}`) or from it
/// (`intel_convert_as_bfloat16{N}_float{N}`).
pub fn is_bfloat_builtin(source_name: &str) -> Option<bool> {
    if source_name.starts_with("intel_convert_bfloat16") && source_name.contains("_as_ushort") {
        Some(true)
    } else if source_name.starts_with("intel_convert_as_bfloat16") && source_name.contains("_float") {
        Some(false)
    } else {
        None
    }
}

/// The OpenCL builtins lowered on bfloat values (mangled `DF16b`); the others
/// are errors rather than OpenCL.std instructions on bfloat, which takes none.
const BFLOAT_BUILTINS: &[&str] = &["dot"];

/// OpenCL builtins computed on bfloat values in float and rounded back
/// (`bfloat_ext_inst`): exact where the result is an operand or one with its
/// sign changed (clamp, fmin, fmax, fabs, copysign), a NaN (nan), and within
/// the accuracy the `native_` functions leave to the implementation.
const FLOAT_THEN_ROUND: &[&str] = &[
    "clamp",
    "fmin",
    "fmax",
    "fabs",
    "copysign",
    "nan",
    "native_cos",
    "native_divide",
    "native_exp",
    "native_exp10",
    "native_exp2",
    "native_log",
    "native_log10",
    "native_log2",
    "native_powr",
    "native_recip",
    "native_rsqrt",
    "native_sin",
    "native_sqrt",
    "native_tan",
];

/// Whether call `c` is a `FLOAT_THEN_ROUND` builtin on bfloat values whose
/// arguments all have the result's vector length (none splatted).
pub fn is_float_then_round(c: &crate::lower::calls::opencl::call::BuiltinCall) -> bool {
    let lanes = |t: Type| if t.is_vector() { t.vector_len() } else { 1 };
    let on_bfloat = is_bfloat(c.i.ty()) || c.args.iter().any(|a| is_bfloat(a.ty()));
    // nan's nancode is an integer (a bfloat one is no OpenCL signature).
    let nancode = c.name != "nan" || c.args.iter().all(|a| a.ty().scalar().is_integer());
    on_bfloat
        && nancode
        && FLOAT_THEN_ROUND.contains(&c.name.as_str())
        && c.args.iter().all(|a| lanes(a.ty()) == lanes(c.i.ty()))
}

/// An error for an OpenCL builtin call on bfloat values that no lowering handles.
pub fn check_bfloat_builtin(c: &crate::lower::calls::opencl::call::BuiltinCall) -> LowerResult<()> {
    let on_bfloat = is_bfloat(c.i.ty()) || c.args.iter().any(|a| is_bfloat(a.ty()));
    if on_bfloat && !BFLOAT_BUILTINS.contains(&c.name.as_str()) && !is_float_then_round(c) {
        return Err(LowerError::unsupported(format!("OpenCL builtin '{}' on bfloat values", c.name)));
    }
    Ok(())
}

/// `dot` on bfloat: with the KHR type, OpDot on the bfloat vectors
/// (BFloat16DotProductKHR); with the i16 carrier, or on scalars (bfloat
/// arithmetic is computed in float), the float dot product rounded back.
/// `None` when the operands are not bfloat.
pub(crate) fn bfloat_dot(
    f: &mut FunctionLowering<'_>,
    c: &crate::lower::calls::opencl::call::BuiltinCall,
    operands: &[Id],
) -> Option<LowerResult<Id>> {
    let (&a, &[x, y]) = (c.args.first()?, operands) else { return None };
    if !is_bfloat(a.ty()) {
        return None;
    }
    Some(lower_bfloat_dot(f, c, a.ty(), x, y))
}

fn lower_bfloat_dot(
    f: &mut FunctionLowering<'_>,
    c: &crate::lower::calls::opencl::call::BuiltinCall,
    ty: Type,
    x: Id,
    y: Id,
) -> LowerResult<Id> {
    let result_type = f.module().value_type(*c.i)?;
    if ty.is_vector() && f.module().bfloat_mode()? == Mode::Khr {
        f.module()
            .m
            .requirements
            .require_capability(spirv_writer::spirv::Capability::BFloat16DotProductKHR, || {
                format!("'{}' on bfloat vectors", c.name)
            });
        return Ok(f.emitter().op_ids(Op::Dot, result_type, &[x, y]));
    }
    let (fx, fy) = (bfloat_to_float(f, x, ty)?, bfloat_to_float(f, y, ty)?);
    let float = f.module().m.type_float(32);
    let op = if ty.is_vector() { Op::Dot } else { Op::FMul };
    let product = f.emitter().op_ids(op, float, &[fx, fy]);
    float_to_bfloat(f, product, result_type)
}

/// `llvm.fmuladd` on bfloat, unfused (LLVM allows either): the product
/// rounded to bfloat, then the sum, each computed in float and rounded
/// once. `None` when the values are not bfloat.
pub(crate) fn bfloat_mul_add(f: &mut FunctionLowering<'_>, i: Call) -> Option<LowerResult<()>> {
    let (&[a, b, c], true) = (&i.call_args()[..], is_bfloat(i.ty())) else { return None };
    Some(lower_bfloat_mul_add(f, i, a, b, c))
}

/// `llvm.fma` on bfloat, rounded once: the product of two bfloats is
/// exact in float (16 significant bits; barring underflow below float's
/// subnormals), the sum is rounded to odd in float (the round-to-nearest
/// sum, moved toward zero and its last bit set when TwoSum finds it
/// inexact), and float's 24 bits are more than bfloat's 8 + 2, so the
/// final rounding to bfloat is the correctly rounded fma.
pub(crate) fn bfloat_fma(f: &mut FunctionLowering<'_>, i: Call) -> Option<LowerResult<()>> {
    let (&[a, b, c], true) = (&i.call_args()[..], is_bfloat(i.ty())) else { return None };
    Some(lower_bfloat_fma(f, i, a, b, c))
}

fn lower_bfloat_fma(f: &mut FunctionLowering<'_>, i: Call, a: Value, b: Value, c: Value) -> LowerResult<()> {
    let ty = i.ty();
    let result_type = f.module().value_type(*i)?;
    let float = float_shaped(f, ty);
    let widened = bfloats_as_floats(f, [a, b, c], ty)?;
    let product = f.emitter().binary(Op::FMul, float, widened[0], widened[1]);
    let sum = f.emitter().binary(Op::FAdd, float, product, widened[2]);
    // TwoSum: the sum's rounding error, exactly.
    let b_virtual = f.emitter().binary(Op::FSub, float, sum, product);
    let a_virtual = f.emitter().binary(Op::FSub, float, sum, b_virtual);
    let a_error = f.emitter().binary(Op::FSub, float, product, a_virtual);
    let b_error = f.emitter().binary(Op::FSub, float, widened[2], b_virtual);
    let error = f.emitter().binary(Op::FAdd, float, a_error, b_error);
    let odd = round_sum_to_odd(f, sum, error, float)?;
    let id = float_to_bfloat(f, odd, result_type)?;
    f.set_result(i, id);
    Ok(())
}

/// The bfloat operands `values` (of type `ty`) widened to float, exactly.
fn bfloats_as_floats(f: &mut FunctionLowering<'_>, values: [Value; 3], ty: Type) -> LowerResult<Vec<Id>> {
    let mut widened = Vec::new();
    for v in values {
        let id = f.operand(v)?;
        widened.push(bfloat_to_float(f, id, ty)?);
    }
    Ok(widened)
}

/// `sum` rounded to odd given its exact rounding `error` (NaN: kept).
fn round_sum_to_odd(f: &mut FunctionLowering<'_>, sum: Id, error: Id, float: Id) -> LowerResult<Id> {
    let int = f.module().m.type_int(32);
    let uint = f.same_shape(float, int);
    let bool_type = f.bool_like(float);
    let zero = f.splat_float(float, 0.0)?;
    let inexact = f.emitter().binary(Op::FOrdNotEqual, bool_type, error, zero);
    let sum_bits = f.emitter().bitcast(uint, sum);
    let error_bits = f.emitter().bitcast(uint, error);
    let signs = f.emitter().binary(Op::BitwiseXor, uint, sum_bits, error_bits);
    let shift = f.splat_int(uint, 31);
    let opposite = f.emitter().binary(Op::ShiftRightLogical, uint, signs, shift);
    let no = f.splat_int(uint, 0);
    let down = f.emitter().select(uint, inexact, opposite, no);
    let toward_zero = f.emitter().binary(Op::ISub, uint, sum_bits, down);
    let one = f.splat_int(uint, 1);
    let sticky = f.emitter().select(uint, inexact, one, no);
    let odd = f.emitter().binary(Op::BitwiseOr, uint, toward_zero, sticky);
    Ok(f.emitter().bitcast(float, odd))
}

fn lower_bfloat_mul_add(
    f: &mut FunctionLowering<'_>,
    i: Call,
    a: Value,
    b: Value,
    c: Value,
) -> LowerResult<()> {
    let ty = i.ty();
    let result_type = f.module().value_type(*i)?;
    let float = float_shaped(f, ty);
    let widened = bfloats_as_floats(f, [a, b, c], ty)?;
    let product = f.emitter().binary(Op::FMul, float, widened[0], widened[1]);
    let rounded = float_to_bfloat(f, product, result_type)?;
    let product = bfloat_to_float(f, rounded, ty)?;
    let sum = f.emitter().binary(Op::FAdd, float, product, widened[2]);
    let id = float_to_bfloat(f, sum, result_type)?;
    f.set_result(i, id);
    Ok(())
}

/// Instructions that convert to, from or compute on bfloat; `None` for
/// everything else (including type-agnostic ones: select, shuffles).
pub(crate) fn lower_bfloat_operation(
    f: &mut FunctionLowering<'_>,
    i: Value,
    opcode: Opcode,
) -> Option<LowerResult<Id>> {
    let operand_bfloat = i.num_operands() > 0 && is_bfloat(i.operand(0).ty());
    if !is_bfloat(i.ty()) && !operand_bfloat {
        return None;
    }
    let result = match opcode {
        Opcode::FAdd | Opcode::FSub | Opcode::FMul | Opcode::FDiv | Opcode::FRem | Opcode::FNeg => {
            bfloat_arithmetic(f, i, opcode)
        }
        Opcode::FCmp => bfloat_compare(f, i),
        Opcode::FPTrunc | Opcode::FPExt | Opcode::BitCast => bfloat_cast(f, i, opcode),
        Opcode::FPToSI | Opcode::FPToUI | Opcode::SIToFP | Opcode::UIToFP => {
            bfloat_int_conversion(f, i, opcode)
        }
        _ => return None,
    };
    Some(result.inspect(|&id| {
        f.name_result(i, id);
    }))
}

/// OpExtInst `head` (set and number) with `operands` (those of the call's
/// arguments, in order) when a bfloat is among the call's values: OpExtInst
/// takes no bfloat, so bfloat operands become float and a bfloat result is
/// rounded back from float. `None` without bfloat values.
pub(crate) fn bfloat_ext_inst(
    f: &mut FunctionLowering<'_>,
    i: Call,
    head: &[Operand],
    operands: &[Operand],
) -> Option<LowerResult<()>> {
    let args = i.call_args();
    if !is_bfloat(i.ty()) && !args.iter().any(|a| is_bfloat(a.ty())) {
        return None;
    }
    Some(float_ext_inst(f, i, &args, head, operands).map(|value| {
        let id = define(f, *i, value, value);
        f.name_result(*i, id);
    }))
}

fn float_ext_inst(
    f: &mut FunctionLowering<'_>,
    i: Call,
    args: &[Value],
    head: &[Operand],
    operands: &[Operand],
) -> LowerResult<Id> {
    let nan = spirv_writer::grammar::opencl_std_opcode("nan");
    let is_nan = matches!(head.get(1), Some(&Operand::LiteralExtInstInteger(n)) if Some(n) == nan);
    let mut all = head.to_vec();
    for (k, operand) in operands.iter().enumerate() {
        all.push(match (args.get(k), operand) {
            (Some(arg), Operand::IdRef(id)) if is_bfloat(arg.ty()) => {
                Operand::IdRef(bfloat_to_float(f, *id, arg.ty())?)
            }
            (Some(arg), Operand::IdRef(id)) if is_nan && arg.ty().scalar().is_integer() => {
                Operand::IdRef(float_nancode(f, *id, arg.ty()))
            }
            _ => operand.clone(),
        });
    }
    let result_type = f.module().value_type(*i)?;
    if !is_bfloat(i.ty()) {
        return Ok(f.emit(Op::ExtInst, Some(result_type), all));
    }
    let float = float_shaped(f, i.ty());
    let value = f.emit(Op::ExtInst, Some(float), all);
    float_to_bfloat(f, value, result_type)
}

/// A bfloat `nan`'s 16-bit nancode for the float `nan` computing it
/// (OpenCL.std wants a nancode as wide as the result): widened and moved
/// to the float significand bits that rounding to bfloat keeps.
fn float_nancode(f: &mut FunctionLowering<'_>, code: Id, ty: Type) -> Id {
    let uint = f.module().m.type_int(32);
    let wide = if ty.is_vector() { f.module().m.type_vector(uint, ty.vector_len()) } else { uint };
    if ty.scalar().int_width() != 16 {
        return code; // not a bfloat's nancode: left for the validator to judge
    }
    let widened = f.emitter().unary(Op::UConvert, wide, code);
    let shift = f.splat_int(wide, 16);
    f.emitter().binary(Op::ShiftLeftLogical, wide, widened, shift)
}

fn bfloat_arithmetic(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let op = match opcode {
        Opcode::FAdd => Op::FAdd,
        Opcode::FSub => Op::FSub,
        Opcode::FMul => Op::FMul,
        Opcode::FDiv => Op::FDiv,
        Opcode::FRem => Op::FRem,
        _ => Op::FNegate,
    };
    let mut operands = Vec::new();
    for o in i.operands() {
        let id = f.operand(o)?;
        operands.push(bfloat_to_float(f, id, o.ty())?);
    }
    let float = float_shaped(f, i.ty());
    let value = f.emitter().op_ids(op, float, &operands);
    let result_type = f.module().value_type(i)?;
    let rounded = float_to_bfloat(f, value, result_type)?;
    Ok(define(f, i, rounded, result_type))
}

fn bfloat_compare(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let result_type = f.module().value_type(i)?;
    let Some(op) = crate::lower::body::emit::fcmp_opcode(
        i.as_fcmp().ok_or(LowerError::Internal("lowering an fcmp that is not one"))?.fcmp_predicate(),
    ) else {
        return Err(LowerError::unsupported("fcmp false/true on bfloat"));
    };
    let mut operands = Vec::new();
    for o in i.operands() {
        let id = f.operand(o)?;
        operands.push(bfloat_to_float(f, id, o.ty())?);
    }
    let id = f.def_id(i);
    f.emitter_as(id).op_ids(op, result_type, &operands);
    Ok(id)
}

fn bfloat_cast(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let source = i.operand(0);
    let value = f.operand(source)?;
    let result_type = f.module().value_type(i)?;
    let mode = f.module().bfloat_mode()?;
    let id = match opcode {
        Opcode::BitCast => {
            let source_type = f.module().value_type(source)?;
            if source_type == result_type {
                value // bfloat <-> i16 with bfloat carried as i16
            } else {
                f.emitter().bitcast(result_type, value)
            }
        }
        _ if mode == Mode::Khr => f.emitter().unary(Op::FConvert, result_type, value),
        Opcode::FPTrunc => {
            let from = source.ty().scalar().kind();
            let float_value = match from {
                TypeKind::Float => value,
                TypeKind::Half => {
                    let float = float_shaped(f, source.ty());
                    f.emitter().unary(Op::FConvert, float, value)
                }
                TypeKind::Double => double_to_odd_float(f, value, source)?,
                _ => {
                    return Err(LowerError::needs_extension(
                        format!("converting {} to bfloat ({INTEL} converts from float only, and going through float would round twice)", source.ty().print()),
                        KHR,
                    ))
                }
            };
            float_to_bfloat(f, float_value, result_type)?
        }
        _ => {
            let float = bfloat_to_float(f, value, source.ty())?;
            if i.ty().scalar().kind() == TypeKind::Float {
                float
            } else {
                f.emitter().unary(Op::FConvert, result_type, float)
            }
        }
    };
    Ok(define(f, i, id, result_type))
}

/// bfloat -> integer through float (exact); integer -> bfloat through a
/// float rounded to odd (`round_to_odd_float`) so that the value is
/// rounded once, to nearest even, as LLVM's sitofp/uitofp round.
fn bfloat_int_conversion(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let source = i.operand(0);
    let value = f.operand(source)?;
    let result_type = f.module().value_type(i)?;
    let id = match opcode {
        Opcode::FPToSI | Opcode::FPToUI => {
            let float = bfloat_to_float(f, value, source.ty())?;
            let op = if opcode == Opcode::FPToSI { Op::ConvertFToS } else { Op::ConvertFToU };
            f.emitter().unary(op, result_type, float)
        }
        _ => {
            let width = source.ty().scalar().int_width();
            let signed = opcode == Opcode::SIToFP;
            let float = match width {
                // float holds every integer of up to 16 bits exactly.
                8 | 16 => {
                    let float = float_shaped(f, i.ty());
                    let op = if signed { Op::ConvertSToF } else { Op::ConvertUToF };
                    f.emitter().unary(op, float, value)
                }
                32 | 64 => round_to_odd_float(f, value, source, signed)?,
                _ => {
                    return Err(LowerError::unsupported_because(
                        format!("converting i{width} to bfloat"),
                        "integers of 8, 16, 32 and 64 bits are",
                    ))
                }
            };
            float_to_bfloat(f, float, result_type)?
        }
    };
    Ok(define(f, i, id, result_type))
}

/// Integer `value` (LLVM value `source`) as a float rounded to odd:
/// truncated (FPRoundingMode RTZ), with the lowest mantissa bit set when
/// that lost anything. Rounding that float to bfloat (16 fewer mantissa
/// bits) to nearest even then gives the integer rounded once.
fn round_to_odd_float(
    f: &mut FunctionLowering<'_>,
    value: Id,
    source: Value,
    signed: bool,
) -> LowerResult<Id> {
    let float = float_shaped(f, source.ty());
    let int_type = f.module().value_type(source)?;
    let (to_float, to_int) =
        if signed { (Op::ConvertSToF, Op::ConvertFToS) } else { (Op::ConvertUToF, Op::ConvertFToU) };
    let truncated = f.emitter().unary(to_float, float, value);
    f.module().m.decorate(
        truncated,
        Decoration::FPRoundingMode,
        vec![Operand::FPRoundingMode(FPRoundingMode::RTZ)],
    );
    let back = f.emitter().unary(to_int, int_type, truncated);
    set_sticky_bit(f, truncated, back, value, source.ty(), Op::INotEqual)
}

/// Float `truncated` with its lowest bit set where `back` (it converted
/// back to the source type) and the source `value` differ (`compare`);
/// `shape` is the source's LLVM type.
fn set_sticky_bit(
    f: &mut FunctionLowering<'_>,
    truncated: Id,
    back: Id,
    value: Id,
    shape: Type,
    compare: Op,
) -> LowerResult<Id> {
    let float = float_shaped(f, shape);
    let (bool_type, bits_type) = {
        let (b, u) = (f.module().m.type_bool(), f.module().m.type_int(32));
        match shape.is_vector() {
            true => (
                f.module().m.type_vector(b, shape.vector_len()),
                f.module().m.type_vector(u, shape.vector_len()),
            ),
            false => (b, u),
        }
    };
    let inexact = f.emitter().binary(compare, bool_type, back, value);
    let sticky = f.bool_as_int(inexact, bits_type, 1);
    let bits = f.emitter().bitcast(bits_type, truncated);
    let odd = f.emitter().binary(Op::BitwiseOr, bits_type, bits, sticky);
    Ok(f.emitter().bitcast(float, odd))
}

/// Double `value` (LLVM value `source`) as a float rounded to odd, as
/// `round_to_odd_float` does for integers: truncated (FPRoundingMode RTZ),
/// the lowest bit set when converting back does not give `value` (NaN
/// stays NaN). float keeps 16 more bits than bfloat, subnormals included,
/// so rounding it to bfloat rounds `value` once.
fn double_to_odd_float(f: &mut FunctionLowering<'_>, value: Id, source: Value) -> LowerResult<Id> {
    let float = float_shaped(f, source.ty());
    let double = f.module().value_type(source)?;
    let truncated = f.emitter().unary(Op::FConvert, float, value);
    f.module().m.decorate(
        truncated,
        Decoration::FPRoundingMode,
        vec![Operand::FPRoundingMode(FPRoundingMode::RTZ)],
    );
    let back = f.emitter().unary(Op::FConvert, double, truncated);
    set_sticky_bit(f, truncated, back, value, source.ty(), Op::FUnordNotEqual)
}

/// Makes instruction `i` denote `id` (a copy under `i`'s own id when a
/// phi already refers to it).
fn define(f: &mut FunctionLowering<'_>, i: Value, id: Id, _result_type: Id) -> Id {
    if i.is_instruction() {
        f.alias(i, id);
        f.result_id(i)
    } else {
        id
    }
}

/// cl_intel_bfloat16_conversions: `intel_convert_bfloat16{N}_as_ushort{N}`
/// (float to bfloat bits) and `intel_convert_as_bfloat16{N}_float{N}`.
pub(crate) fn lower_bfloat_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let to_bfloat = is_bfloat_builtin(source_name)?;
    Some(lower_bfloat_builtin_call(f, i, source_name, to_bfloat))
}

fn lower_bfloat_builtin_call(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    to_bfloat: bool,
) -> LowerResult<()> {
    let [arg] = i.call_args()[..] else {
        return Err(LowerError::argument_count(source_name, "one argument", i.call_args().len()));
    };
    let value = f.operand(arg)?;
    let result_type = f.module().value_type(*i)?;
    let id = if f.module().allows_extension(INTEL) {
        let op = if to_bfloat { Op::ConvertFToBF16INTEL } else { Op::ConvertBF16ToFINTEL };
        f.emitter().unary(op, result_type, value)
    } else if f.module().allows_extension(KHR) {
        // FConvert to or from the bfloat type, and bitcast to or from the ushort bits.
        let bfloat = f.module().m.intern_type(TypeKey::BFloat16);
        let shaped = if arg.ty().is_vector() {
            f.module().m.type_vector(bfloat, arg.ty().vector_len())
        } else {
            bfloat
        };
        if to_bfloat {
            let converted = f.emitter().unary(Op::FConvert, shaped, value);
            f.emitter().bitcast(result_type, converted)
        } else {
            let bits = f.emitter().bitcast(shaped, value);
            f.emitter().unary(Op::FConvert, result_type, bits)
        }
    } else {
        return Err(LowerError::NeedsExtension {
            what: format!("'{source_name}'"),
            extension: INTEL.into(),
            alternative: Some(KHR),
        });
    };
    f.alias(*i, id);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::is_bfloat_builtin;
    use crate::lower::module::legal_floats::bfloat_bits;

    #[test]
    fn bits_round_to_nearest_even() {
        assert_eq!(bfloat_bits(1.0), 0x3f80);
        assert_eq!(bfloat_bits(-2.5), 0xc020);
        assert_eq!(bfloat_bits(1.00390625), 0x3f80); // a tie: to even
        assert_eq!(bfloat_bits(1.01171875), 0x3f82); // a tie: to even (up)
        assert_eq!(bfloat_bits(f64::INFINITY), 0x7f80);
        assert!(bfloat_bits(f64::NAN) & 0x7f80 == 0x7f80 && bfloat_bits(f64::NAN) & 0x7f != 0);
    }

    #[test]
    fn builtin_names() {
        assert_eq!(is_bfloat_builtin("intel_convert_bfloat16_as_ushort"), Some(true));
        assert_eq!(is_bfloat_builtin("intel_convert_bfloat164_as_ushort4"), Some(true));
        assert_eq!(is_bfloat_builtin("intel_convert_as_bfloat168_float8"), Some(false));
        assert_eq!(is_bfloat_builtin("convert_float"), None);
    }
}
