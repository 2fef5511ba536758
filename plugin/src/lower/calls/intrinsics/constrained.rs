//! Constrained floating-point intrinsics (`llvm.experimental.constrained.*`,
//! and `llvm.fptrunc.round`): the plain operation, since SPIR-V has no
//! floating-point exception state.
//!
//! A static rounding mode (`!"round.upward"`, ...) becomes an FPRoundingMode
//! decoration on conversions (sitofp, uitofp, fptrunc), the only instructions
//! the OpenCL environment allows it on without extensions. Arithmetic with a
//! static rounding mode other than to-nearest is rejected: emitting it plain
//! would silently round differently. `round.dynamic` means the default mode,
//! the only one an OpenCL kernel runs in.

use super::float;
use super::table::{named, prefix, Intrinsic, Pattern};
use super::IntrinsicLowering;
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::Metadata;
use crate::llvm::ValueKind as VK;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, FPRoundingMode, Op};
use spirv_writer::Operand;

/// The metadata string arguments of a call (rounding, exception behaviour,
/// comparison predicate), in order.
fn metadata_strings(i: Call) -> Vec<String> {
    i.call_args()
        .into_iter()
        .filter(|a| a.kind() == VK::LLVMMetadataAsValueValueKind)
        .filter_map(|a| Metadata::from_value(a).as_string())
        .collect()
}

/// The SPIR-V rounding mode of a static LLVM rounding mode (None: dynamic
/// or to-nearest, the default).
fn rounding_mode(strings: &[String]) -> LowerResult<Option<FPRoundingMode>> {
    let Some(mode) = strings.iter().find(|s| s.starts_with("round.")) else { return Ok(None) };
    Ok(match mode.as_str() {
        "round.dynamic" | "round.tonearest" => None,
        "round.towardzero" => Some(FPRoundingMode::RTZ),
        "round.upward" => Some(FPRoundingMode::RTP),
        "round.downward" => Some(FPRoundingMode::RTN),
        other => return Err(LowerError::no_equivalent(format!("rounding mode '{other}'"))),
    })
}

/// The constrained intrinsics.
pub(super) const TABLE: &[Intrinsic] = &[
    prefix("experimental.constrained.", |l, i, base| l.lower_constrained(i, base)),
    // fptrunc.round(x, !"round.*"): an FConvert with that rounding mode.
    named("fptrunc.round", |l, i, base| l.lower_constrained_core(i, base, Op::FConvert)),
];

impl IntrinsicLowering<'_, '_> {
    /// experimental.constrained.OP: the core instruction, or the plain
    /// intrinsic's row (`float.rs`) for the math functions.
    fn lower_constrained(&mut self, i: Call, base: &str) -> LowerResult<()> {
        let op = base.strip_prefix("experimental.constrained.").unwrap_or(base);
        let core = match op {
            "fadd" => Op::FAdd,
            "fsub" => Op::FSub,
            "fmul" => Op::FMul,
            "fdiv" => Op::FDiv,
            "frem" => Op::FRem,
            "fptosi" => Op::ConvertFToS,
            "fptoui" => Op::ConvertFToU,
            "sitofp" => Op::ConvertSToF,
            "uitofp" => Op::ConvertUToF,
            "fptrunc" | "fpext" => Op::FConvert,
            "fcmp" | "fcmps" => return self.lower_constrained_fcmp(i),
            _ => {
                // Math functions: the plain intrinsic's lowering, when the
                // rounding mode is the default one.
                let plain =
                    float::TABLE.iter().find(|row| matches!(row.pattern, Pattern::Exact(name) if name == op));
                return match (rounding_mode(&metadata_strings(i))?, plain) {
                    (None, Some(row)) => self.lower_row(row, i, op),
                    (None, None) => {
                        Err(LowerError::unsupported(format!("intrinsic {}", i.called_operand().name())))
                    }
                    (Some(_), _) => Err(LowerError::unsupported(format!(
                        "llvm.{base} with a static rounding mode other than to-nearest"
                    ))),
                };
            }
        };
        self.lower_constrained_core(i, base, core)
    }

    fn lower_constrained_core(&mut self, i: Call, base: &str, op: Op) -> LowerResult<()> {
        let rounding = rounding_mode(&metadata_strings(i))?;
        let is_conversion = matches!(op, Op::ConvertSToF | Op::ConvertUToF | Op::FConvert);
        if rounding.is_some() && !is_conversion {
            return Err(LowerError::unsupported_because(
                format!("llvm.{base} with a static rounding mode other than to-nearest"),
                "SPIR-V for OpenCL allows rounding modes on conversions only",
            ));
        }
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let id = self.emit(op, Some(ty), args.into_iter().map(Operand::IdRef).collect());
        if let Some(mode) = rounding {
            self.ml.m.decorate(id, Decoration::FPRoundingMode, vec![Operand::FPRoundingMode(mode)]);
        }
        self.set_result(i, id);
        Ok(())
    }

    /// constrained.fcmp/fcmps(a, b, !"predicate", !"fpexcept.*").
    fn lower_constrained_fcmp(&mut self, i: Call) -> LowerResult<()> {
        let strings = metadata_strings(i);
        let predicate = strings.first().ok_or_else(|| {
            LowerError::argument_count("llvm.experimental.constrained.fcmp", "a predicate", 0)
        })?;
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
        let ty = self.ml.value_type(*i)?;
        let args = self.value_args(i)?;
        let id = self.binary(op, ty, args[0], args[1]);
        self.set_result(i, id);
        Ok(())
    }
}
