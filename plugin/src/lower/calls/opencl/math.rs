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

use super::table::{prefix, shaped, std_same, Builtin, BuiltinRule, FirstParam};
use super::BuiltinCall;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::opencl;
use crate::lower::extensions::bfloat;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The math, common and geometric builtins.
pub(super) const TABLE: &[Builtin] = &[
    std_same("acos"),
    std_same("acosh"),
    std_same("acospi"),
    std_same("asin"),
    std_same("asinh"),
    std_same("asinpi"),
    std_same("atan"),
    std_same("atan2"),
    std_same("atanh"),
    std_same("atanpi"),
    std_same("atan2pi"),
    std_same("cbrt"),
    std_same("ceil"),
    std_same("copysign"),
    std_same("cos"),
    std_same("cosh"),
    std_same("cospi"),
    std_same("erfc"),
    std_same("erf"),
    std_same("exp"),
    std_same("exp2"),
    std_same("exp10"),
    std_same("expm1"),
    std_same("fabs"),
    std_same("fdim"),
    std_same("floor"),
    std_same("fma"),
    std_same("fmax"),
    std_same("fmin"),
    std_same("fmod"),
    std_same("fract"),
    std_same("frexp"),
    std_same("hypot"),
    std_same("ilogb"),
    std_same("ldexp"),
    std_same("lgamma"),
    std_same("lgamma_r"),
    std_same("log"),
    std_same("log2"),
    std_same("log10"),
    std_same("log1p"),
    std_same("logb"),
    std_same("mad"),
    std_same("maxmag"),
    std_same("minmag"),
    std_same("modf"),
    std_same("nan"),
    std_same("nextafter"),
    std_same("pow"),
    std_same("pown"),
    std_same("powr"),
    std_same("remainder"),
    std_same("remquo"),
    std_same("rint"),
    std_same("rootn"),
    std_same("round"),
    std_same("rsqrt"),
    std_same("sin"),
    std_same("sincos"),
    std_same("sinh"),
    std_same("sinpi"),
    std_same("sqrt"),
    std_same("tan"),
    std_same("tanh"),
    std_same("tanpi"),
    std_same("tgamma"),
    std_same("trunc"),
    std_same("half_cos"),
    std_same("half_divide"),
    std_same("half_exp"),
    std_same("half_exp2"),
    std_same("half_exp10"),
    std_same("half_log"),
    std_same("half_log2"),
    std_same("half_log10"),
    std_same("half_powr"),
    std_same("half_recip"),
    std_same("half_rsqrt"),
    std_same("half_sin"),
    std_same("half_sqrt"),
    std_same("half_tan"),
    std_same("native_cos"),
    std_same("native_divide"),
    std_same("native_exp"),
    std_same("native_exp2"),
    std_same("native_exp10"),
    std_same("native_log"),
    std_same("native_log2"),
    std_same("native_log10"),
    std_same("native_powr"),
    std_same("native_recip"),
    std_same("native_rsqrt"),
    std_same("native_sin"),
    std_same("native_sqrt"),
    std_same("native_tan"),
    std_same("degrees"),
    std_same("mix"),
    std_same("radians"),
    std_same("step"),
    std_same("smoothstep"),
    std_same("sign"),
    std_same("cross"),
    std_same("distance"),
    std_same("length"),
    std_same("normalize"),
    std_same("fast_distance"),
    std_same("fast_length"),
    std_same("fast_normalize"),
    // max, min and clamp on floats (on integers they are integer builtins).
    shaped("max", FirstParam::Float, BuiltinRule::Std("fmax")),
    shaped("min", FirstParam::Float, BuiltinRule::Std("fmin")),
    shaped("clamp", FirstParam::Float, BuiltinRule::Std("fclamp")),
    shaped("dot", FirstParam::Float, BuiltinRule::Named(lower_ocl_dot)),
    // Other native_ and half_ names are not builtins: an error, not an import.
    prefix("native_", BuiltinRule::Reserved("native_ functions OpenCL C does not declare")),
    prefix("half_", BuiltinRule::Reserved("half_ functions OpenCL C does not declare")),
];

/// dot(x, y): OpDot on vectors, a product on scalars.
fn lower_ocl_dot(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let operands = opencl::ocl_args(f, c)?;
    if let Some(id) = bfloat::bfloat_dot(f, c, &operands) {
        f.set_result(c.i, id?);
        return Ok(());
    }
    let op = if c.arg(0)?.ty().is_vector() { Op::Dot } else { Op::FMul };
    let id = f.emitter().op_ids(op, result_type, &operands);
    f.set_result(c.i, id);
    Ok(())
}
