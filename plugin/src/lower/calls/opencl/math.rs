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

use super::call::BuiltinCall;
use super::operands;
use super::table::{prefixed, same_name_std, shaped, Builtin, BuiltinRule, FirstParam};
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::bfloat;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The math, common and geometric builtins.
pub(super) const TABLE: &[Builtin] = &[
    same_name_std("acos"),
    same_name_std("acosh"),
    same_name_std("acospi"),
    same_name_std("asin"),
    same_name_std("asinh"),
    same_name_std("asinpi"),
    same_name_std("atan"),
    same_name_std("atan2"),
    same_name_std("atanh"),
    same_name_std("atanpi"),
    same_name_std("atan2pi"),
    same_name_std("cbrt"),
    same_name_std("ceil"),
    same_name_std("copysign"),
    same_name_std("cos"),
    same_name_std("cosh"),
    same_name_std("cospi"),
    same_name_std("erfc"),
    same_name_std("erf"),
    same_name_std("exp"),
    same_name_std("exp2"),
    same_name_std("exp10"),
    same_name_std("expm1"),
    same_name_std("fabs"),
    same_name_std("fdim"),
    same_name_std("floor"),
    same_name_std("fma"),
    same_name_std("fmax"),
    same_name_std("fmin"),
    same_name_std("fmod"),
    same_name_std("fract"),
    same_name_std("frexp"),
    same_name_std("hypot"),
    same_name_std("ilogb"),
    same_name_std("ldexp"),
    same_name_std("lgamma"),
    same_name_std("lgamma_r"),
    same_name_std("log"),
    same_name_std("log2"),
    same_name_std("log10"),
    same_name_std("log1p"),
    same_name_std("logb"),
    same_name_std("mad"),
    same_name_std("maxmag"),
    same_name_std("minmag"),
    same_name_std("modf"),
    same_name_std("nan"),
    same_name_std("nextafter"),
    same_name_std("pow"),
    same_name_std("pown"),
    same_name_std("powr"),
    same_name_std("remainder"),
    same_name_std("remquo"),
    same_name_std("rint"),
    same_name_std("rootn"),
    same_name_std("round"),
    same_name_std("rsqrt"),
    same_name_std("sin"),
    same_name_std("sincos"),
    same_name_std("sinh"),
    same_name_std("sinpi"),
    same_name_std("sqrt"),
    same_name_std("tan"),
    same_name_std("tanh"),
    same_name_std("tanpi"),
    same_name_std("tgamma"),
    same_name_std("trunc"),
    same_name_std("half_cos"),
    same_name_std("half_divide"),
    same_name_std("half_exp"),
    same_name_std("half_exp2"),
    same_name_std("half_exp10"),
    same_name_std("half_log"),
    same_name_std("half_log2"),
    same_name_std("half_log10"),
    same_name_std("half_powr"),
    same_name_std("half_recip"),
    same_name_std("half_rsqrt"),
    same_name_std("half_sin"),
    same_name_std("half_sqrt"),
    same_name_std("half_tan"),
    same_name_std("native_cos"),
    same_name_std("native_divide"),
    same_name_std("native_exp"),
    same_name_std("native_exp2"),
    same_name_std("native_exp10"),
    same_name_std("native_log"),
    same_name_std("native_log2"),
    same_name_std("native_log10"),
    same_name_std("native_powr"),
    same_name_std("native_recip"),
    same_name_std("native_rsqrt"),
    same_name_std("native_sin"),
    same_name_std("native_sqrt"),
    same_name_std("native_tan"),
    same_name_std("degrees"),
    same_name_std("mix"),
    same_name_std("radians"),
    same_name_std("step"),
    same_name_std("smoothstep"),
    same_name_std("sign"),
    same_name_std("cross"),
    same_name_std("distance"),
    same_name_std("length"),
    same_name_std("normalize"),
    same_name_std("fast_distance"),
    same_name_std("fast_length"),
    same_name_std("fast_normalize"),
    // max, min and clamp on floats (on integers they are integer builtins).
    shaped("max", FirstParam::Float, BuiltinRule::Std("fmax")),
    shaped("min", FirstParam::Float, BuiltinRule::Std("fmin")),
    shaped("clamp", FirstParam::Float, BuiltinRule::Std("fclamp")),
    shaped("dot", FirstParam::Float, BuiltinRule::Named(lower_ocl_dot)),
    // Other native_ and half_ names are not builtins: an error, not an import.
    prefixed("native_", BuiltinRule::Reserved("native_ functions OpenCL C does not declare")),
    prefixed("half_", BuiltinRule::Reserved("half_ functions OpenCL C does not declare")),
];

/// dot(x, y): OpDot on vectors, a product on scalars.
fn lower_ocl_dot(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let operands = operands::ocl_args(f, c)?;
    if let Some(id) = bfloat::bfloat_dot(f, c, &operands) {
        f.set_result(c.i, id?);
        return Ok(());
    }
    let op = if c.arg(0)?.ty().is_vector() { Op::Dot } else { Op::FMul };
    let id = f.emitter().op_ids(op, result_type, &operands);
    f.set_result(c.i, id);
    Ok(())
}
