//! Constrained floating-point intrinsics (`llvm.experimental.constrained.*`,
//! and `llvm.fptrunc.round`): the plain operation, since SPIR-V has no
//! floating-point exception state.
//!
//! `round.dynamic` means the default mode, the only one an OpenCL kernel
//! runs in. A static rounding mode (`!"round.upward"`, ...) becomes an
//! FPRoundingMode decoration on conversions (sitofp, uitofp, fptrunc), the
//! only instructions consumers honour it on; fadd, fsub, fmul, fdiv, fma,
//! fmuladd and sqrt compute it exactly (`directed.rs`); frem is exact in
//! every mode; rint, nearbyint, lrint and llrint round to an integer in the
//! mode (ceil, floor, trunc, round). The other math functions, and
//! `round.tonearestaway` on anything but rint/nearbyint/lrint/llrint, are
//! rejected: emitting them plain would silently round differently.

use super::directed::{Arith, Directed};
use super::float;
use super::table::{named, prefix, Intrinsic, Pattern};

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Metadata;
use crate::llvm::Opcode;
use crate::llvm::ValueKind as VK;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::intrinsics::directed;
use crate::lower::calls::intrinsics::shared;
use crate::lower::calls::intrinsics::table;
use crate::lower::extensions::bfloat;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::Operand;

/// The metadata string arguments of a call (rounding, exception behaviour,
/// comparison predicate), in order.
fn metadata_strings(i: Call) -> Vec<String> {
    i.call_args()
        .into_iter()
        .filter(|a| a.kind() == VK::MetadataAsValue)
        .filter_map(|a| Metadata::from_value(a).as_string())
        .collect()
}

/// A constrained intrinsic's rounding argument.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rounding {
    /// `round.dynamic` (the default mode) or `round.tonearest`, or none.
    Default,
    Directed(Directed),
    /// `round.tonearestaway`.
    NearestAway,
}

/// The rounding argument among `strings`.
fn rounding_mode(strings: &[String]) -> LowerResult<Rounding> {
    let Some(mode) = strings.iter().find(|s| s.starts_with("round.")) else { return Ok(Rounding::Default) };
    Ok(match mode.as_str() {
        "round.dynamic" | "round.tonearest" => Rounding::Default,
        "round.towardzero" => Rounding::Directed(Directed::TowardZero),
        "round.upward" => Rounding::Directed(Directed::Upward),
        "round.downward" => Rounding::Directed(Directed::Downward),
        "round.tonearestaway" => Rounding::NearestAway,
        other => return Err(LowerError::no_equivalent(format!("rounding mode '{other}'"))),
    })
}

/// The operations `directed.rs` computes in a directed mode, by constrained name.
fn directed_arith(op: &str) -> Option<Arith> {
    Some(match op {
        "fadd" => Arith::Add,
        "fsub" => Arith::Sub,
        "fmul" => Arith::Mul,
        "fdiv" => Arith::Div,
        "sqrt" => Arith::Sqrt,
        "fma" => Arith::Fma,
        _ => return None,
    })
}

/// The OpenCL.std rounding to an integer that rint/nearbyint mean in `mode`.
fn integer_rounding(mode: Rounding) -> &'static str {
    match mode {
        Rounding::Default => "rint",
        Rounding::Directed(Directed::TowardZero) => "trunc",
        Rounding::Directed(Directed::Upward) => "ceil",
        Rounding::Directed(Directed::Downward) => "floor",
        Rounding::NearestAway => "round",
    }
}

/// The constrained intrinsics. Conversions to and from bfloat take the
/// plain conversion's lowering first (`lower_constrained_bfloat`).
pub(super) const TABLE: &[Intrinsic] = &[
    prefix("experimental.constrained.", lower_constrained).first(lower_constrained_bfloat),
    // fptrunc.round(x, !"round.*"): an FConvert with that rounding mode.
    named("fptrunc.round", |f, i, _| lower_constrained_conversion(f, i, Op::FConvert)),
];

/// experimental.constrained.OP: conversions and compares, operations
/// exact in every mode, and arithmetic (`lower_constrained_arithmetic`).
fn lower_constrained(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> LowerResult<()> {
    let op = base.strip_prefix("experimental.constrained.").unwrap_or(base);
    let rounding = rounding_mode(&metadata_strings(i))?;
    let core = match op {
        "fptosi" => Op::ConvertFToS,
        "fptoui" => Op::ConvertFToU,
        "sitofp" => Op::ConvertSToF,
        "uitofp" => Op::ConvertUToF,
        "fptrunc" | "fpext" => Op::FConvert,
        "fcmp" | "fcmps" => return lower_constrained_fcmp(f, i),
        // Exact in every rounding mode.
        "frem" => return lower_constrained_plain(f, i, Op::FRem),
        "rint" | "nearbyint" => return shared::lower_opencl_std(f, i, integer_rounding(rounding)),
        "lrint" | "llrint" => return float::lower_round_to_int(f, i, integer_rounding(rounding)),
        _ => return lower_constrained_arithmetic(f, i, base, op, rounding),
    };
    lower_constrained_conversion(f, i, core)
}

/// Arithmetic and math functions: the plain operation in the default
/// mode, the exact emulation of `directed.rs` in a directed one.
fn lower_constrained_arithmetic(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
    op: &str,
    rounding: Rounding,
) -> LowerResult<()> {
    let plain = match op {
        "fadd" => Some(Op::FAdd),
        "fsub" => Some(Op::FSub),
        "fmul" => Some(Op::FMul),
        "fdiv" => Some(Op::FDiv),
        _ => None,
    };
    match (rounding, plain) {
        (Rounding::Default, Some(core)) => lower_constrained_plain(f, i, core),
        (Rounding::Default, None) => {
            // a math function: the plain intrinsic's row (`float.rs`)
            match float::TABLE.iter().find(|row| matches!(row.pattern, Pattern::Exact(name) if name == op)) {
                Some(row) => table::lower_row(f, row, i, op),
                None => Err(LowerError::unsupported(format!("intrinsic llvm.{base}"))),
            }
        }
        (Rounding::Directed(mode), _) => {
            let ty = f.module().value_type(*i)?;
            let width = i.ty().scalar().float_width();
            let args = shared::value_args(f, i)?;
            let id = if op == "fmuladd" {
                // Fused or not, as fmuladd allows: each step in the mode.
                let product = directed::directed_arith(f, Arith::Mul, mode, ty, width, &args[..2])?;
                directed::directed_arith(f, Arith::Add, mode, ty, width, &[product, args[2]])?
            } else if let Some(arith) = directed_arith(op) {
                directed::directed_arith(f, arith, mode, ty, width, &args)?
            } else {
                return Err(LowerError::unsupported_because(
                    format!("llvm.{base} with a static rounding mode other than to-nearest"),
                    "OpenCL's math functions are not correctly rounded in any mode",
                ));
            };
            f.set_result(i, id);
            Ok(())
        }
        (Rounding::NearestAway, _) => Err(LowerError::unsupported_because(
            format!("llvm.{base} with rounding mode round.tonearestaway"),
            "only rint, nearbyint, lrint and llrint round to nearest, ties away, here",
        )),
    }
}

fn lower_constrained_plain(f: &mut FunctionLowering<'_>, i: Call, op: Op) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let id = f.emitter().op_ids(op, ty, &args);
    f.set_result(i, id);
    Ok(())
}

/// A conversion, with an FPRoundingMode decoration for a directed mode
/// (consumers honour it on conversions).
fn lower_constrained_conversion(f: &mut FunctionLowering<'_>, i: Call, op: Op) -> LowerResult<()> {
    let rounding = rounding_mode(&metadata_strings(i))?;
    let mode = match rounding {
        Rounding::Default => None,
        Rounding::Directed(mode) => Some(mode.fp_rounding_mode()),
        Rounding::NearestAway => {
            return Err(LowerError::no_equivalent("a conversion with rounding mode 'round.tonearestaway'"))
        }
    };
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let id = f.emitter().op_ids(op, ty, &args);
    if let Some(mode) = mode {
        f.module().m.decorate(id, Decoration::FPRoundingMode, vec![Operand::FPRoundingMode(mode)]);
    }
    f.set_result(i, id);
    Ok(())
}

/// constrained.fcmp/fcmps(a, b, !"predicate", !"fpexcept.*").
fn lower_constrained_fcmp(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let strings = metadata_strings(i);
    let predicate = strings
        .first()
        .ok_or_else(|| LowerError::argument_count("llvm.experimental.constrained.fcmp", "a predicate", 0))?;
    let op = match predicate.as_str() {
        "oeq" => Op::FOrdEqual,
        "ogt" => Op::FOrdGreaterThan,
        "oge" => Op::FOrdGreaterThanEqual,
        "olt" => Op::FOrdLessThan,
        "ole" => Op::FOrdLessThanEqual,
        "one" => Op::FOrdNotEqual,
        "ord" => Op::Ordered,
        "uno" => Op::Unordered,
        "ueq" => Op::FUnordEqual,
        "ugt" => Op::FUnordGreaterThan,
        "uge" => Op::FUnordGreaterThanEqual,
        "ult" => Op::FUnordLessThan,
        "ule" => Op::FUnordLessThanEqual,
        "une" => Op::FUnordNotEqual,
        other => {
            return Err(LowerError::operand(
                "llvm.experimental.constrained.fcmp",
                format!("predicate '{other}'"),
                "an fcmp predicate",
            ))
        }
    };
    let ty = f.module().value_type(*i)?;
    let args = shared::value_args(f, i)?;
    let id = f.emitter().binary(op, ty, args[0], args[1]);
    f.set_result(i, id);
    Ok(())
}

/// Constrained conversions to or from bfloat in the default rounding
/// mode: the plain conversion's lowering (`extensions/bfloat.rs`, which
/// rounds integers to bfloat once). None for other calls.
pub(super) fn lower_constrained_bfloat(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
) -> Option<LowerResult<()>> {
    if crate::lower::body::wide_ints::involves_wide(*i) {
        return None; // the common checks refuse it
    }
    let opcode = match base.strip_prefix("experimental.constrained.")? {
        "sitofp" => Opcode::SIToFP,
        "uitofp" => Opcode::UIToFP,
        "fptosi" => Opcode::FPToSI,
        "fptoui" => Opcode::FPToUI,
        "fptrunc" => Opcode::FPTrunc,
        "fpext" => Opcode::FPExt,
        _ => return None,
    };
    let bfloat = |t: crate::llvm::Type| t.scalar().kind() == crate::llvm::TypeKind::BFloat;
    if !bfloat(i.ty()) && !i.call_args().first().is_some_and(|a| bfloat(a.ty())) {
        return None;
    }
    Some(match rounding_mode(&metadata_strings(i)) {
        Ok(Rounding::Default) => match bfloat::lower_bfloat_operation(f, *i, opcode) {
            Some(result) => result.map(|_| ()),
            None => Err(LowerError::Internal("a bfloat conversion the bfloat lowering does not take")),
        },
        Ok(_) => Err(LowerError::unsupported_because(
            format!("llvm.{base} on bfloat with a static rounding mode other than to-nearest"),
            "bfloat conversions round to nearest only",
        )),
        Err(e) => Err(e),
    })
}
