//! Relational builtins (OpenCL C 6.15.6): comparisons and classification
//! (`isless`, `isnan`, `signbit`, ...) -> core OpFOrd*/OpIsNan/... giving
//! bools, turned into OpenCL's int results with OpSelect (scalars 1/0,
//! vector components -1/0); `any`/`all` -> the sign bit of each component
//! (OpSLessThan against 0), then OpAny/OpAll; `select`, `bitselect`,
//! `shuffle`, `shuffle2` -> their OpenCL.std instructions.

use super::call::BuiltinCall;
use super::operands;
use super::table::{exact, shaped, Builtin, BuiltinRule, FirstParam};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

/// The relational builtins: float predicates (-> bool, as 1/0 or -1/0),
/// any/all on integers, and the selects and shuffles.
pub(super) const TABLE: &[Builtin] = &[
    predicate("isequal", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdEqual)),
    predicate("isnotequal", |fl, c| lower_ocl_predicate(fl, c, Op::FUnordNotEqual)),
    predicate("isgreater", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdGreaterThan)),
    predicate("isgreaterequal", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdGreaterThanEqual)),
    predicate("isless", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdLessThan)),
    predicate("islessequal", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdLessThanEqual)),
    predicate("islessgreater", |fl, c| lower_ocl_predicate(fl, c, Op::FOrdNotEqual)),
    predicate("isordered", |fl, c| lower_ocl_predicate(fl, c, Op::Ordered)),
    predicate("isunordered", |fl, c| lower_ocl_predicate(fl, c, Op::Unordered)),
    predicate("isfinite", |fl, c| lower_ocl_predicate(fl, c, Op::IsFinite)),
    predicate("isinf", |fl, c| lower_ocl_predicate(fl, c, Op::IsInf)),
    predicate("isnan", |fl, c| lower_ocl_predicate(fl, c, Op::IsNan)),
    predicate("isnormal", |fl, c| lower_ocl_predicate(fl, c, Op::IsNormal)),
    predicate("signbit", |fl, c| lower_ocl_predicate(fl, c, Op::SignBitSet)),
    shaped("any", FirstParam::Integer, ANY_ALL),
    shaped("all", FirstParam::Integer, ANY_ALL),
    exact("select", SELECT_LIKE),
    exact("bitselect", SELECT_LIKE),
    exact("shuffle", SELECT_LIKE),
    exact("shuffle2", SELECT_LIKE),
];

const ANY_ALL: BuiltinRule = BuiltinRule::Named(lower_ocl_any_all);
const SELECT_LIKE: BuiltinRule = BuiltinRule::Named(lower_ocl_select_like);

/// A predicate on floats.
const fn predicate(name: &'static str, lower: super::table::LowerFn) -> Builtin {
    shaped(name, FirstParam::Float, BuiltinRule::Named(lower))
}

fn lower_ocl_predicate(f: &mut FunctionLowering<'_>, c: &BuiltinCall, op: Op) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let operand_type = f.module().value_type(c.arg(0)?)?;
    let bool_type = f.bool_like(operand_type);
    let operands = operands::ocl_args(f, c)?;
    let b = f.emitter().op_ids(op, bool_type, &operands);
    let id = operands::bool_to_ocl_int(f, b, result_type);
    f.set_result(c.i, id);
    Ok(())
}

/// any(x) / all(x): whether the most significant bit of any / all
/// components is set; 1 or 0.
fn lower_ocl_any_all(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let x = c.arg(0)?;
    let x_type = f.module().value_type(x)?;
    let x_id = f.operand(x)?;
    let bool_type = f.bool_like(x_type);
    let zero = f.module().zero_of_type_id(x_type);
    let negative = f.emitter().binary(Op::SLessThan, bool_type, x_id, zero);
    let b = if x.ty().is_vector() {
        let scalar_bool = f.module().m.type_bool();
        let op = if c.name == "any" { Op::Any } else { Op::All };
        f.emitter().unary(op, scalar_bool, negative)
    } else {
        negative
    };
    let id = operands::bool_to_ocl_int(f, b, result_type);
    f.set_result(c.i, id);
    Ok(())
}

/// select(a, b, c), bitselect(a, b, c), shuffle(x, mask), shuffle2(x, y, mask).
fn lower_ocl_select_like(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let operands = operands::ocl_args(f, c)?;
    let id = f.ext_inst(&c.name, result_type, &operands)?;
    f.set_result(c.i, id);
    Ok(())
}
