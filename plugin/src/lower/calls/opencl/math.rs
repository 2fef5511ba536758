//! Math, common and geometric builtins (OpenCL C 6.15.2, 6.15.4, 6.15.5)
//! -> OpenCL.std extended instructions (OpenCL.std 2.1-2.3, 2.5); `dot` ->
//! OpDot (or OpFMul for scalars).
//!
//! Most functions have an instruction of the same name. The exceptions:
//! `max`/`min`/`clamp` on floats are `fmax`/`fmin`/`fclamp` (fmax and fmin
//! define the NaN cases that `max`/`min` leave undefined). A scalar operand
//! beside vectors (`fmin(float4, float)`, `mix(float4, float4, float)`,
//! `step(float, float4)`, `ldexp(float4, int)`) is splatted: OpenCL.std wants
//! equal component counts. Pointer operands (`fract`, `modf`, `sincos`,
//! `frexp`, `lgamma_r`, `remquo`) point to the type their mangling gives.

use super::{Call, Lowered};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

/// Builtins whose OpenCL.std instruction has the same name.
const SAME_NAME: &[&str] = &[
    "acos",
    "acosh",
    "acospi",
    "asin",
    "asinh",
    "asinpi",
    "atan",
    "atan2",
    "atanh",
    "atanpi",
    "atan2pi",
    "cbrt",
    "ceil",
    "copysign",
    "cos",
    "cosh",
    "cospi",
    "erfc",
    "erf",
    "exp",
    "exp2",
    "exp10",
    "expm1",
    "fabs",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "fract",
    "frexp",
    "hypot",
    "ilogb",
    "ldexp",
    "lgamma",
    "lgamma_r",
    "log",
    "log2",
    "log10",
    "log1p",
    "logb",
    "mad",
    "maxmag",
    "minmag",
    "modf",
    "nan",
    "nextafter",
    "pow",
    "pown",
    "powr",
    "remainder",
    "remquo",
    "rint",
    "rootn",
    "round",
    "rsqrt",
    "sin",
    "sincos",
    "sinh",
    "sinpi",
    "sqrt",
    "tan",
    "tanh",
    "tanpi",
    "tgamma",
    "trunc",
    "half_cos",
    "half_divide",
    "half_exp",
    "half_exp2",
    "half_exp10",
    "half_log",
    "half_log2",
    "half_log10",
    "half_powr",
    "half_recip",
    "half_rsqrt",
    "half_sin",
    "half_sqrt",
    "half_tan",
    "native_cos",
    "native_divide",
    "native_exp",
    "native_exp2",
    "native_exp10",
    "native_log",
    "native_log2",
    "native_log10",
    "native_powr",
    "native_recip",
    "native_rsqrt",
    "native_sin",
    "native_sqrt",
    "native_tan",
    "degrees",
    "mix",
    "radians",
    "step",
    "smoothstep",
    "sign",
    "cross",
    "distance",
    "length",
    "normalize",
    "fast_distance",
    "fast_length",
    "fast_normalize",
];

/// The OpenCL.std instruction of a floating-point builtin.
fn instruction(c: &Call) -> Option<&'static str> {
    if let Some(name) = SAME_NAME.iter().find(|n| **n == c.name) {
        return Some(name);
    }
    // max, min and clamp on floats (on integers they are integer builtins).
    if !c.float(0) {
        return None;
    }
    Some(match c.name.as_str() {
        "max" => "fmax",
        "min" => "fmin",
        "clamp" => "fclamp",
        _ => return None,
    })
}

/// The builtins this family lowers (`opencl::Names`): the same-name
/// instructions, and max, min, clamp and dot on floats.
pub(super) const NAMES: super::Names =
    super::Names { exact: &[SAME_NAME, &["max", "min", "clamp", "dot"]], prefixes: &["native_", "half_"] };

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_math(&mut self, c: &Call) -> Lowered {
        if c.name == "dot" && c.float(0) {
            return Some(self.lower_ocl_dot(c));
        }
        let name = instruction(c)?;
        Some(self.lower_ocl_ext_math(c, name))
    }

    fn lower_ocl_ext_math(&mut self, c: &Call, name: &str) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        // Splat to the widest operand (length(float4) has a scalar result).
        let count = c
            .args
            .iter()
            .map(|a| if a.ty().is_vector() { a.ty().vector_len() } else { 1 })
            .max()
            .unwrap_or(1);
        let mut operands = self.ocl_args_splatted(c, count)?;
        for (n, &a) in c.args.iter().enumerate() {
            if a.ty().is_pointer() {
                let pointee = c
                    .param(n)?
                    .pointee()
                    .ok_or_else(|| {
                        LowerError::operand(c.symbol.as_str(), format!("parameter {n}"), "a pointer")
                    })?
                    .clone();
                let pointee = self.mangled_type_id(&pointee)?;
                operands[n] = self.ocl_pointer(a, pointee)?.0;
            }
        }
        let id = self.ext_inst(name, result_type, &operands)?;
        self.ocl_finish(c, id);
        Ok(())
    }

    /// dot(x, y): OpDot on vectors, a product on scalars.
    fn lower_ocl_dot(&mut self, c: &Call) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operands = self.ocl_args(c)?;
        let op = if c.arg(0)?.ty().is_vector() { Op::Dot } else { Op::FMul };
        let id = self.emit(op, Some(result_type), operands.into_iter().map(Operand::IdRef).collect());
        self.ocl_finish(c, id);
        Ok(())
    }
}
