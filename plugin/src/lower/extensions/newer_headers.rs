//! IR forms of extensions that SPIRV-Headers registered after the grammar
//! spirv-emit is built with (SDK 1.4.341, `spirv_writer::grammar::
//! EXTENSIONS_NEWER_THAN_GRAMMAR`): their instructions, capabilities and
//! types exist in neither the `spirv` crate nor SPIRV-Tools 2025.5, so no
//! module using them can be encoded or validated here. Each IR form is
//! recognized, so that it is either computed with core SPIR-V where that
//! gives the same result (sigmoid), or an error naming its extension (never
//! a silent import of a function no runtime provides, nor a confusing "no
//! such instruction").

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Opcode, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op, Scope};

/// Why those extensions' instructions are refused.
pub const NEWER_WHY: &str = "it was registered in SPIR-V after the grammar spirv-emit is built with \
     (SPIRV-Headers of SDK 1.4.341), and SPIRV-Tools 2025.5 does not know it either: no module using it \
     could be encoded or validated";

/// SPIR-V friendly instruction names (after `__spirv_`) of those
/// extensions, with the extension. (The matrix and predicated I/O
/// instructions are handled with their families.)
const NEWER_INSTRUCTIONS: &[(&str, &str)] = &[
    ("AbortKHR", "SPV_KHR_abort"),
    ("PoisonKHR", "SPV_KHR_poison_freeze"),
    ("FreezeKHR", "SPV_KHR_poison_freeze"),
    ("StochasticRoundFToFINTEL", "SPV_INTEL_fp_conversions"),
    ("ClampStochasticRoundFToFINTEL", "SPV_INTEL_fp_conversions"),
    ("ClampStochasticRoundFToSINTEL", "SPV_INTEL_fp_conversions"),
    ("ClampConvertFToFINTEL", "SPV_INTEL_fp_conversions"),
    ("ClampConvertFToSINTEL", "SPV_INTEL_fp_conversions"),
];

/// `__builtin_spirv_*` conversion builtins other than the FP8 ones
/// (`float8.rs`) and the FP4/Int4 ones computed in core SPIR-V
/// (`float4.rs`), by a part of their name, with the extension that defines
/// them: FP4 (E2M1) and the OCP microscaling scale type (E8M0), the INTEL or
/// the EXT flavour by the name's suffix, and the stochastic-rounding and
/// clamping conversions.
fn newer_conversion_builtin(source_name: &str) -> Option<&'static str> {
    let rest = source_name.strip_prefix("__builtin_spirv_")?;
    let ext = rest.ends_with("EXT") || rest.ends_with("EXT_sat");
    Some(if rest.contains("E2M1") || rest.contains("Int4") {
        if ext {
            "SPV_EXT_ocp_microscaling_types"
        } else {
            "SPV_INTEL_float4"
        }
    } else if rest.contains("E8M0") {
        "SPV_EXT_ocp_microscaling_types"
    } else if rest.contains("StochasticRound") || rest.starts_with("ClampConvert") {
        "SPV_INTEL_fp_conversions"
    } else {
        return None;
    })
}

/// Whether `source_name` (demangled) is an OpenCL C or `__builtin_spirv_*`
/// builtin this file or `float8.rs` answers for.
pub fn is_newer_builtin(source_name: &str) -> bool {
    source_name == "intel_sigmoid" || source_name.starts_with("__builtin_spirv_")
}

/// Whether a friendly opcode name is one the lowering of newer instructions
/// knows (to lower, or to refuse by name).
pub fn is_newer_friendly(opcode: &str) -> bool {
    opcode == "FSigmoidINTEL" || NEWER_INSTRUCTIONS.iter().any(|(name, _)| *name == opcode)
}

/// `intel_sigmoid` and the `__builtin_spirv_*` conversions other than
/// FP8's; `None` for other names.
pub(crate) fn lower_newer_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    if source_name == "intel_sigmoid" {
        return Some(lower_sigmoid(f, i, source_name));
    }
    if !source_name.starts_with("__builtin_spirv_") {
        return None;
    }
    Some(Err(match newer_conversion_builtin(source_name) {
        Some(extension) => LowerError::NotEmitted {
            what: format!("'{source_name}' is a conversion of {extension}"),
            why: NEWER_WHY.to_string(),
        },
        None => LowerError::UnknownBuiltin {
            kind: "SPIR-V builtin",
            name: source_name.to_string(),
            symbol: i.called_operand().name(),
            detail: None,
        },
    }))
}

/// SPIR-V friendly calls of those extensions: `__spirv_FSigmoidINTEL` is
/// computed; an instruction of `NEWER_INSTRUCTIONS`, or a device-scope
/// `__spirv_ControlBarrier` (SPV_INTEL_device_barrier), is an error.
/// `None` lets the grammar-driven lowering go on.
pub(crate) fn lower_newer_friendly(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    opcode: &str,
) -> Option<LowerResult<()>> {
    if opcode == "FSigmoidINTEL" {
        return Some(lower_sigmoid(f, i, source_name));
    }
    if let Some(&(_, extension)) = NEWER_INSTRUCTIONS.iter().find(|(name, _)| *name == opcode) {
        return Some(Err(LowerError::NotEmitted {
            what: format!("'{source_name}' is an instruction of {extension}"),
            why: NEWER_WHY.to_string(),
        }));
    }
    if opcode == "ControlBarrier" && i.call_args().first().is_some_and(|s| is_device_scope(*s)) {
        return Some(Err(LowerError::NotEmitted {
            what: format!(
                "'{source_name}' with Device execution scope is a device barrier of \
                 SPV_INTEL_device_barrier (its capability DeviceBarrierINTEL allows that scope)"
            ),
            why: NEWER_WHY.to_string(),
        }));
    }
    None
}

/// FPRoundingMode in the `!spirv.Decorations` of `fdiv` or a square root
/// (`llvm.sqrt`, `sqrt`, `__spirv_ocl_sqrt`) asks for a division or square
/// root rounded in that mode: SPV_INTEL_rounded_divide_sqrt (core SPIR-V
/// allows the decoration on conversions only). An error; Ok otherwise.
pub(crate) fn check_rounded_divide_sqrt(f: &FunctionLowering<'_>, i: Value) -> LowerResult<()> {
    let kind = f.module_ref().kinds.decorations;
    let Some(list) = kind.and_then(|kind| i.instruction_metadata(kind)) else { return Ok(()) };
    let rounding = (0..list.operands().len())
        .filter_map(|k| list.node_operand(k))
        .any(|d| d.int_operand(0) == Some(Decoration::FPRoundingMode as i64));
    let divide_or_sqrt = i.opcode() == Some(Opcode::FDiv)
        || i.as_call().is_some_and(|c| c.called_operand().name().contains("sqrt"));
    if !rounding || !divide_or_sqrt {
        return Ok(());
    }
    Err(LowerError::NotEmitted {
        what: "FPRoundingMode (!spirv.Decorations) on a division or square root is a rounded division \
               or square root of SPV_INTEL_rounded_divide_sqrt"
            .into(),
        why: NEWER_WHY.to_string(),
    })
}

/// sigmoid(x) = 1 / (1 + exp(-x)) with OpenCL.std `exp`, for half, float
/// and double scalars and vectors: the value OpFSigmoidINTEL
/// (SPV_INTEL_sigmoid) computes, within OpenCL `exp`'s accuracy.
fn lower_sigmoid(f: &mut FunctionLowering<'_>, i: Call, source_name: &str) -> LowerResult<()> {
    let [x] = i.call_args()[..] else {
        return Err(LowerError::argument_count(source_name, "one argument", i.call_args().len()));
    };
    let float_like =
        |v: Value| matches!(v.ty().scalar().kind(), TypeKind::Half | TypeKind::Float | TypeKind::Double);
    if !float_like(x) || x.ty() != i.ty() {
        return Err(LowerError::operand(
            source_name,
            "its argument and result",
            "half, float or double scalars or vectors of one type",
        ));
    }
    let ty = f.module().value_type(*i)?;
    let value = f.operand(x)?;
    let negated = f.emitter().unary(Op::FNegate, ty, value);
    let exp = f.ext_inst("exp", ty, &[negated])?;
    let one = f.splat_float(ty, 1.0)?;
    let denominator = f.emitter().binary(Op::FAdd, ty, one, exp);
    let id = f.emitter().binary(Op::FDiv, ty, one, denominator);
    f.alias(*i, id);
    Ok(())
}

/// Whether `scope` is the constant Device.
fn is_device_scope(scope: Value) -> bool {
    scope.const_int_zext() == Some(Scope::Device as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversion_builtins() {
        assert_eq!(
            newer_conversion_builtin("__builtin_spirv_ConvertE2M1ToFP16INTEL"),
            Some("SPV_INTEL_float4")
        );
        assert_eq!(
            newer_conversion_builtin("__builtin_spirv_ConvertE2M1ToFP16EXT"),
            Some("SPV_EXT_ocp_microscaling_types")
        );
        assert_eq!(
            newer_conversion_builtin("__builtin_spirv_ConvertFP32ToUE8M0EXT"),
            Some("SPV_EXT_ocp_microscaling_types")
        );
        assert_eq!(
            newer_conversion_builtin("__builtin_spirv_StochasticRoundFP16ToE5M2INTEL"),
            Some("SPV_INTEL_fp_conversions")
        );
        assert_eq!(newer_conversion_builtin("__builtin_spirv_Nope"), None);
        assert!(is_newer_builtin("intel_sigmoid") && !is_newer_builtin("sigmoid"));
    }

    #[test]
    fn instructions_are_not_in_the_grammar() {
        for (name, extension) in NEWER_INSTRUCTIONS {
            assert!(spirv_writer::grammar::class_by_name(name).is_none(), "{name}");
            assert!(spirv_writer::grammar::EXTENSIONS_NEWER_THAN_GRAMMAR.contains(extension), "{extension}");
        }
        assert!(spirv_writer::grammar::class_by_name("FSigmoidINTEL").is_none());
    }
}
