//! OpenCL's `nan` with a bfloat argument (`_Z3nanDF16b`: no signature of
//! opencl-c.h, but front ends and the translator's tests write it). `nan`
//! returns a quiet NaN, its argument at most a payload the implementation may
//! drop, so the result is float's quiet NaN rounded to bfloat (still a quiet
//! NaN). The OpenCL.std instruction itself takes an integer nancode only.

use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::opencl::call::BuiltinCall;
use crate::lower::module::legal_floats::is_bfloat;
use crate::lower::LowerResult;

/// `nan` of a bfloat nancode returning bfloat; None for other calls.
pub fn bfloat_nancode_nan(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> Option<LowerResult<()>> {
    let bfloat_code = c.args.iter().any(|a| is_bfloat(a.ty()));
    (c.name == "nan" && bfloat_code && is_bfloat(c.i.ty())).then(|| lower_bfloat_nancode_nan(f, c))
}

fn lower_bfloat_nancode_nan(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let float = f.module().m.type_float(32);
    let shape = f.same_shape(result_type, float);
    let nan = f.splat_float(shape, f64::NAN)?;
    let id = super::bfloat_conversions::float_to_bfloat(f, nan, result_type)?;
    f.set_result(c.i, id);
    Ok(())
}
