//! `llvm.fpbuiltin.*` (DPC++'s floating-point builtins with an accuracy
//! requirement, the call attribute `"fpbuiltin-max-error"="N"` in ULPs):
//! arithmetic as core instructions, math functions as OpenCL.std. With
//! SPV_INTEL_fp_max_error the requirement travels as FPMaxErrorDecorationINTEL.
//! Without it, the instruction's own OpenCL accuracy must meet the
//! requirement (OpenCL 3.0 7.4, full profile), or the call is an error naming
//! the extension.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::TypeKind;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Decoration, Op};
use spirv_writer::Operand;

const EXTENSION: &str = "SPV_INTEL_fp_max_error";

/// The SPIR-V lowering of a builtin: a core opcode or an OpenCL.std name.
enum FpInstruction {
    Core(Op),
    OpenClStd(&'static str),
}

/// The builtin's lowering and the largest error (ULPs) OpenCL allows the
/// instruction for float and double (OpenCL 3.0 section 7.4; 0.5 is correctly rounded).
fn builtin(name: &str) -> Option<(FpInstruction, f32, f32)> {
    use FpInstruction::{Core, OpenClStd as Std};
    Some(match name {
        "fadd" => (Core(Op::FAdd), 0.5, 0.5),
        "fsub" => (Core(Op::FSub), 0.5, 0.5),
        "fmul" => (Core(Op::FMul), 0.5, 0.5),
        "fdiv" => (Core(Op::FDiv), 2.5, 0.5),
        "frem" => (Core(Op::FRem), 0.5, 0.5),
        "sqrt" => (Std("sqrt"), 3.0, 0.5),
        "rsqrt" => (Std("rsqrt"), 2.0, 2.0),
        "ldexp" => (Std("ldexp"), 0.5, 0.5),
        "sin" => (Std("sin"), 4.0, 4.0),
        "cos" => (Std("cos"), 4.0, 4.0),
        "tan" => (Std("tan"), 5.0, 5.0),
        "sinh" => (Std("sinh"), 4.0, 4.0),
        "cosh" => (Std("cosh"), 4.0, 4.0),
        "tanh" => (Std("tanh"), 5.0, 5.0),
        "asin" => (Std("asin"), 4.0, 4.0),
        "acos" => (Std("acos"), 4.0, 4.0),
        "atan" => (Std("atan"), 5.0, 5.0),
        "asinh" => (Std("asinh"), 4.0, 4.0),
        "acosh" => (Std("acosh"), 4.0, 4.0),
        "atanh" => (Std("atanh"), 5.0, 5.0),
        "exp" => (Std("exp"), 3.0, 3.0),
        "exp2" => (Std("exp2"), 3.0, 3.0),
        "exp10" => (Std("exp10"), 3.0, 3.0),
        "expm1" => (Std("expm1"), 3.0, 3.0),
        "log" => (Std("log"), 3.0, 3.0),
        "log2" => (Std("log2"), 3.0, 3.0),
        "log10" => (Std("log10"), 3.0, 3.0),
        "log1p" => (Std("log1p"), 2.0, 2.0),
        "hypot" => (Std("hypot"), 4.0, 4.0),
        "pow" => (Std("pow"), 16.0, 16.0),
        "atan2" => (Std("atan2"), 6.0, 6.0),
        "erf" => (Std("erf"), 16.0, 16.0),
        "erfc" => (Std("erfc"), 16.0, 16.0),
        _ => return None,
    })
}

/// `None` unless `base` is `fpbuiltin.*`.
pub(crate) fn lower_fp_builtin(f: &mut FunctionLowering<'_>, i: Call, base: &str) -> Option<LowerResult<()>> {
    let name = base.strip_prefix("fpbuiltin.")?;
    Some(lower_fp_builtin_call(f, i, name))
}

fn lower_fp_builtin_call(f: &mut FunctionLowering<'_>, i: Call, name: &str) -> LowerResult<()> {
    let Some((lowering, float_bound, double_bound)) = builtin(name) else {
        return Err(LowerError::unsupported(format!("llvm.fpbuiltin.{name}")));
    };
    let bound = match i.ty().scalar().kind() {
        TypeKind::Float => float_bound,
        TypeKind::Double => double_bound,
        _ => {
            return Err(LowerError::unsupported_because(
                format!("llvm.fpbuiltin.{name} on {}", i.ty().print()),
                "float and double are",
            ))
        }
    };
    let max_error = match i.call_string_attribute("fpbuiltin-max-error") {
        Some(text) => Some(text.trim().parse::<f32>().map_err(|_| {
            LowerError::convention("fpbuiltin-max-error", format!("'{text}' is not a number"))
        })?),
        None => None,
    };
    let decorate = max_error.is_some() && f.module().allows_extension(EXTENSION);
    if let Some(required) = max_error.filter(|required| !decorate && *required < bound) {
        return Err(LowerError::needs_extension(
            format!("llvm.fpbuiltin.{name} with at most {required} ULP (tighter than the {bound} ULP OpenCL allows its SPIR-V instruction)"),
            EXTENSION,
        ));
    }
    let result_type = f.module().value_type(*i)?;
    let mut args = Vec::new();
    for a in i.call_args() {
        args.push(f.operand(a)?);
    }
    let id = match lowering {
        FpInstruction::Core(op) => f.emitter().op_ids(op, result_type, &args),
        FpInstruction::OpenClStd(ext_name) => f.ext_inst(ext_name, result_type, &args)?,
    };
    if let (true, Some(required)) = (decorate, max_error) {
        f.module().m.decorate(
            id,
            Decoration::FPMaxErrorDecorationINTEL,
            vec![Operand::LiteralBit32(required.to_bits())],
        );
    }
    f.alias(*i, id);
    f.name_result(*i, id);
    Ok(())
}
