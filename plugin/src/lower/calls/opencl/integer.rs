//! Integer builtins (OpenCL C 6.15.3) -> OpenCL.std integer instructions
//! (OpenCL.std 2.4). Signedness comes from the mangled parameter types:
//! `max(uint, uint)` (`_Z3maxjj`) is u_max, `max(int, int)` (`_Z3maxii`)
//! s_max. Scalars beside vectors (`clamp(int4, int, int)`) are splatted.
//! `upsample(hi, lo)` is signed when `hi` is.

use super::{Call, Lowered};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;

/// The OpenCL.std instruction of an integer builtin: (signed, unsigned).
fn instruction(name: &str) -> Option<(&'static str, &'static str)> {
    Some(match name {
        "abs" => ("s_abs", "u_abs"),
        "abs_diff" => ("s_abs_diff", "u_abs_diff"),
        "add_sat" => ("s_add_sat", "u_add_sat"),
        "sub_sat" => ("s_sub_sat", "u_sub_sat"),
        "hadd" => ("s_hadd", "u_hadd"),
        "rhadd" => ("s_rhadd", "u_rhadd"),
        "clamp" => ("s_clamp", "u_clamp"),
        "max" => ("s_max", "u_max"),
        "min" => ("s_min", "u_min"),
        "mad_hi" => ("s_mad_hi", "u_mad_hi"),
        "mul_hi" => ("s_mul_hi", "u_mul_hi"),
        "mad_sat" => ("s_mad_sat", "u_mad_sat"),
        "mad24" => ("s_mad24", "u_mad24"),
        "mul24" => ("s_mul24", "u_mul24"),
        "upsample" => ("s_upsample", "u_upsample"),
        "clz" => ("clz", "clz"),
        "ctz" => ("ctz", "ctz"),
        "popcount" => ("popcount", "popcount"),
        "rotate" => ("rotate", "rotate"),
        _ => return None,
    })
}

/// The builtins this family lowers (`opencl::Names`).
pub(super) const NAMES: super::Names = super::Names {
    exact: &[&[
        "abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "clamp", "max", "min", "mad_hi", "mul_hi",
        "mad_sat", "mad24", "mul24", "upsample", "clz", "ctz", "popcount", "rotate",
    ]],
    prefixes: &[],
};

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_integer(&mut self, c: &Call) -> Lowered {
        if !c.integer(0) {
            return None;
        }
        let (signed, unsigned) = instruction(&c.name)?;
        let name = if c.signed(0) { signed } else { unsigned };
        Some(self.lower_ocl_integer_as(c, name))
    }

    fn lower_ocl_integer_as(&mut self, c: &Call, name: &str) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let count = c
            .args
            .iter()
            .map(|a| if a.ty().is_vector() { a.ty().vector_len() } else { 1 })
            .max()
            .unwrap_or(1);
        let operands = self.ocl_args_splatted(c, count)?;
        let id = self.ext_inst(name, result_type, &operands)?;
        self.ocl_finish(c, id);
        Ok(())
    }
}
