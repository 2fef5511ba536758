//! Image and sampler builtins (OpenCL C 6.15.14): not lowered yet.

use super::{Call, Lowered};
use crate::lower::function::FunctionLowering;

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_image(&mut self, _c: &Call) -> Lowered {
        None
    }
}
