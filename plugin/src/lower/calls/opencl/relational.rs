//! Relational builtins (OpenCL C 6.15.6): comparisons and classification
//! (`isless`, `isnan`, `signbit`, ...) -> core OpFOrd*/OpIsNan/... giving
//! bools, turned into OpenCL's int results with OpSelect (scalars 1/0,
//! vector components -1/0); `any`/`all` -> the sign bit of each component
//! (OpSLessThan against 0), then OpAny/OpAll; `select`, `bitselect`,
//! `shuffle`, `shuffle2` -> their OpenCL.std instructions.

use super::table::{exact, shaped, Builtin, BuiltinRule, FirstParam};
use super::BuiltinCall;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The relational builtins: float predicates (-> bool, as 1/0 or -1/0),
/// any/all on integers, and the selects and shuffles.
pub(super) const TABLE: &[Builtin] = &[
    predicate("isequal", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdEqual)),
    predicate("isnotequal", |fl, c| fl.lower_ocl_predicate(c, Op::FUnordNotEqual)),
    predicate("isgreater", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdGreaterThan)),
    predicate("isgreaterequal", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdGreaterThanEqual)),
    predicate("isless", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdLessThan)),
    predicate("islessequal", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdLessThanEqual)),
    predicate("islessgreater", |fl, c| fl.lower_ocl_predicate(c, Op::FOrdNotEqual)),
    predicate("isordered", |fl, c| fl.lower_ocl_predicate(c, Op::Ordered)),
    predicate("isunordered", |fl, c| fl.lower_ocl_predicate(c, Op::Unordered)),
    predicate("isfinite", |fl, c| fl.lower_ocl_predicate(c, Op::IsFinite)),
    predicate("isinf", |fl, c| fl.lower_ocl_predicate(c, Op::IsInf)),
    predicate("isnan", |fl, c| fl.lower_ocl_predicate(c, Op::IsNan)),
    predicate("isnormal", |fl, c| fl.lower_ocl_predicate(c, Op::IsNormal)),
    predicate("signbit", |fl, c| fl.lower_ocl_predicate(c, Op::SignBitSet)),
    shaped("any", FirstParam::Integer, ANY_ALL),
    shaped("all", FirstParam::Integer, ANY_ALL),
    exact("select", SELECT_LIKE),
    exact("bitselect", SELECT_LIKE),
    exact("shuffle", SELECT_LIKE),
    exact("shuffle2", SELECT_LIKE),
];

const ANY_ALL: BuiltinRule = BuiltinRule::Named(|fl, c| fl.lower_ocl_any_all(c));
const SELECT_LIKE: BuiltinRule = BuiltinRule::Named(|fl, c| fl.lower_ocl_select_like(c));

/// A predicate on floats.
const fn predicate(name: &'static str, lower: super::table::LowerFn) -> Builtin {
    shaped(name, FirstParam::Float, BuiltinRule::Named(lower))
}

impl FunctionLowering<'_> {
    fn lower_ocl_predicate(&mut self, c: &BuiltinCall, op: Op) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operand_type = self.ml.value_type(c.arg(0)?)?;
        let bool_type = self.bool_like(operand_type);
        let operands = self.ocl_args(c)?;
        let b = self.emitter().op_ids(op, bool_type, &operands);
        let id = self.bool_to_ocl_int(b, result_type);
        self.set_result(c.i, id);
        Ok(())
    }

    /// any(x) / all(x): whether the most significant bit of any / all
    /// components is set; 1 or 0.
    fn lower_ocl_any_all(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let x = c.arg(0)?;
        let x_type = self.ml.value_type(x)?;
        let x_id = self.operand(x)?;
        let bool_type = self.bool_like(x_type);
        let zero = self.ml.zero_of_type_id(x_type);
        let negative = self.emitter().binary(Op::SLessThan, bool_type, x_id, zero);
        let b = if x.ty().is_vector() {
            let scalar_bool = self.ml.m.type_bool();
            let op = if c.name == "any" { Op::Any } else { Op::All };
            self.emitter().unary(op, scalar_bool, negative)
        } else {
            negative
        };
        let id = self.bool_to_ocl_int(b, result_type);
        self.set_result(c.i, id);
        Ok(())
    }

    /// select(a, b, c), bitselect(a, b, c), shuffle(x, mask), shuffle2(x, y, mask).
    fn lower_ocl_select_like(&mut self, c: &BuiltinCall) -> LowerResult<()> {
        let result_type = self.ml.value_type(*c.i)?;
        let operands = self.ocl_args(c)?;
        let id = self.ext_inst(&c.name, result_type, &operands)?;
        self.set_result(c.i, id);
        Ok(())
    }
}
