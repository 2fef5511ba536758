//! Relational builtins (OpenCL C 6.15.6): comparisons and classification
//! (`isless`, `isnan`, `signbit`, ...) -> core OpFOrd*/OpIsNan/... giving
//! bools, turned into OpenCL's int results with OpSelect (scalars 1/0,
//! vector components -1/0); `any`/`all` -> the sign bit of each component
//! (OpSLessThan against 0), then OpAny/OpAll; `select`, `bitselect`,
//! `shuffle`, `shuffle2` -> their OpenCL.std instructions.

use super::{Call, Lowered};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Operand;

/// Comparisons and classifications: the core instruction giving a bool.
fn predicate(name: &str) -> Option<Op> {
    Some(match name {
        "isequal" => Op::FOrdEqual,
        "isnotequal" => Op::FUnordNotEqual,
        "isgreater" => Op::FOrdGreaterThan,
        "isgreaterequal" => Op::FOrdGreaterThanEqual,
        "isless" => Op::FOrdLessThan,
        "islessequal" => Op::FOrdLessThanEqual,
        "islessgreater" => Op::FOrdNotEqual,
        "isordered" => Op::Ordered,
        "isunordered" => Op::Unordered,
        "isfinite" => Op::IsFinite,
        "isinf" => Op::IsInf,
        "isnan" => Op::IsNan,
        "isnormal" => Op::IsNormal,
        "signbit" => Op::SignBitSet,
        _ => return None,
    })
}

/// The builtins this family lowers (`opencl::Names`).
pub(super) const NAMES: super::Names = super::Names {
    exact: &[&[
        "isequal",
        "isnotequal",
        "isgreater",
        "isgreaterequal",
        "isless",
        "islessequal",
        "islessgreater",
        "isordered",
        "isunordered",
        "isfinite",
        "isinf",
        "isnan",
        "isnormal",
        "signbit",
        "any",
        "all",
        "bitselect",
        "select",
        "shuffle",
        "shuffle2",
    ]],
    prefixes: &[],
};

impl FunctionLowering<'_> {
    pub(super) fn lower_ocl_relational(&mut self, c: &Call) -> Lowered {
        if let Some(op) = predicate(&c.name).filter(|_| c.float(0)) {
            return Some(self.lower_ocl_predicate(c, op));
        }
        match c.name.as_str() {
            "any" | "all" if c.integer(0) => Some(self.lower_ocl_any_all(c)),
            "select" | "bitselect" | "shuffle" | "shuffle2" => Some(self.lower_ocl_select_like(c)),
            _ => None,
        }
    }

    fn lower_ocl_predicate(&mut self, c: &Call, op: Op) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operand_type = self.ml.value_type(c.arg(0)?)?;
        let bool_type = self.bool_like(operand_type);
        let operands = self.ocl_args(c)?;
        let b = self.emit(op, Some(bool_type), operands.into_iter().map(Operand::IdRef).collect());
        let id = self.bool_to_ocl_int(b, result_type);
        self.ocl_finish(c, id);
        Ok(())
    }

    /// any(x) / all(x): whether the most significant bit of any / all
    /// components is set; 1 or 0.
    fn lower_ocl_any_all(&mut self, c: &Call) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let x = c.arg(0)?;
        let x_type = self.ml.value_type(x)?;
        let x_id = self.operand(x)?;
        let bool_type = self.bool_like(x_type);
        let zero = self.ml.zero_of_type_id(x_type);
        let negative =
            self.emit(Op::SLessThan, Some(bool_type), vec![Operand::IdRef(x_id), Operand::IdRef(zero)]);
        let b = if x.ty().is_vector() {
            let scalar_bool = self.ml.m.type_bool();
            let op = if c.name == "any" { Op::Any } else { Op::All };
            self.emit(op, Some(scalar_bool), vec![Operand::IdRef(negative)])
        } else {
            negative
        };
        let id = self.bool_to_ocl_int(b, result_type);
        self.ocl_finish(c, id);
        Ok(())
    }

    /// select(a, b, c), bitselect(a, b, c), shuffle(x, mask), shuffle2(x, y, mask).
    fn lower_ocl_select_like(&mut self, c: &Call) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operands = self.ocl_args(c)?;
        let id = self.ext_inst(&c.name, result_type, &operands)?;
        self.ocl_finish(c, id);
        Ok(())
    }
}
