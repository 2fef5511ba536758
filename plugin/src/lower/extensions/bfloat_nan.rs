//! OpenCL's `nan` with a bfloat argument (`_Z3nanDF16b`: no signature of
//! opencl-c.h, but front ends and the translator's tests write it). `nan`
//! returns a quiet NaN, its argument at most a payload the implementation may
//! drop, so the result is float's quiet NaN rounded to bfloat (still a quiet
//! NaN). The OpenCL.std instruction itself takes an integer nancode only.

use crate::llvm::{Type, TypeKind};
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::opencl::BuiltinCall;
use crate::lower::LowerResult;

fn is_bfloat(ty: Type) -> bool {
    ty.scalar().kind() == TypeKind::BFloat
}

impl FunctionLowering<'_> {
    /// `nan` of a bfloat nancode returning bfloat; None for other calls.
    pub fn bfloat_nancode_nan(&mut self, c: &BuiltinCall) -> Option<LowerResult<()>> {
        let bfloat_code = c.args.iter().any(|a| is_bfloat(a.ty()));
        (c.name == "nan" && bfloat_code && is_bfloat(c.i.ty())).then(|| self.lower_bfloat_nancode_nan(c))
    }

    fn lower_bfloat_nancode_nan(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let float = self.ml.m.type_float(32);
        let shape = self.same_shape(result_type, float);
        let nan = self.splat_float(shape, f64::NAN)?;
        let id = self.float_to_bfloat(nan, result_type)?;
        self.set_result(c.i, id);
        Ok(())
    }
}
