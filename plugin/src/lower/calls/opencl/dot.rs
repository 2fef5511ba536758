//! cl_khr_integer_dot_product: `dot` and `dot_acc_sat` of (u)char4 vectors
//! and their `_4x8packed_{uu,ss,us,su}` forms on uints; cl_arm_integer_dot_product_int8's
//! `arm_dot` (the plain dot). SPIR-V has OpSDot and
//! friends only from 1.6 (or SPV_KHR_integer_dot_product); here the products
//! are computed exactly in 32-bit lanes: each side widened by its own
//! signedness (OpSConvert / OpUConvert; packed uints bitcast to four bytes
//! first), multiplied, summed, and for `dot_acc_sat` added to the
//! accumulator with s_add_sat / u_add_sat.

use super::call::BuiltinCall;
use super::table::{prefixed, shaped, Builtin, BuiltinRule, FirstParam};
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::integer_dot;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// (accumulating, signedness of a and b from a packed name's suffix)
fn parse_dot(name: &str) -> Option<(bool, Option<(bool, bool)>)> {
    let (accumulate, rest) = match name.strip_prefix("dot_acc_sat") {
        Some(rest) => (true, rest),
        None => (false, name.strip_prefix("dot")?),
    };
    if rest.is_empty() {
        return Some((accumulate, None));
    }
    let signs = match rest.strip_prefix("_4x8packed_")? {
        "uu_uint" => (false, false),
        "ss_int" => (true, true),
        "us_int" => (false, true),
        "su_int" => (true, false),
        _ => return None,
    };
    Some((accumulate, Some(signs)))
}

/// The integer dot products (the floating-point `dot` is a math row).
pub(super) const TABLE: &[Builtin] = &[
    shaped("dot", FirstParam::Integer, INTEGER_DOT),
    shaped("dot_acc_sat", FirstParam::Integer, INTEGER_DOT),
    prefixed("dot_4x8packed_", INTEGER_DOT),
    prefixed("dot_acc_sat_4x8packed_", INTEGER_DOT),
    // cl_arm_integer_dot_product_int8: arm_dot(uchar4|char4, same) is the plain dot.
    shaped("arm_dot", FirstParam::Integer, BuiltinRule::Named(|fl, c| lower_integer_dot(fl, c, false, None))),
];

const INTEGER_DOT: BuiltinRule = BuiltinRule::Named(lower_ocl_integer_dot);

fn lower_ocl_integer_dot(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let (accumulate, packed) = parse_dot(&c.name).ok_or_else(|| c.unknown())?;
    lower_integer_dot(f, c, accumulate, packed)
}

/// Operand `n` as four 32-bit lanes.
fn dot_lanes(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    n: usize,
    packed_signed: Option<bool>,
) -> LowerResult<Id> {
    let arg = c.arg(n)?;
    let mut value = f.operand(arg)?;
    let byte = f.module().m.type_int(8);
    let bytes = f.module().m.type_vector(byte, 4);
    let signed = match packed_signed {
        Some(signed) => {
            value = f.emitter().bitcast(bytes, value);
            signed
        }
        None => c.signed(n),
    };
    let int = f.module().m.type_int(32);
    let lanes = f.module().m.type_vector(int, 4);
    let op = if signed { Op::SConvert } else { Op::UConvert };
    Ok(f.emitter().unary(op, lanes, value))
}

fn lower_integer_dot(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    accumulate: bool,
    packed: Option<(bool, bool)>,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    if integer_dot::native_integer_dot(f) {
        // OpSDot and friends (extensions::integer_dot).
        let signs = packed.unwrap_or((c.signed(0), c.signed(1)));
        let operands = [f.operand(c.arg(0)?)?, f.operand(c.arg(1)?)?];
        let acc = if accumulate { Some(f.operand(c.arg(2)?)?) } else { None };
        let id = integer_dot::emit_integer_dot(f, result_type, operands, signs, packed.is_some(), acc)?;
        f.set_result(c.i, id);
        return Ok(());
    }
    let a = dot_lanes(f, c, 0, packed.map(|p| p.0))?;
    let b = dot_lanes(f, c, 1, packed.map(|p| p.1))?;
    let int = f.module().m.type_int(32);
    let lanes = f.module().m.type_vector(int, 4);
    let products = f.emitter().binary(Op::IMul, lanes, a, b);
    let mut sum = f.emitter().composite_extract(int, products, &[0]);
    for k in 1..4 {
        let lane = f.emitter().composite_extract(int, products, &[k]);
        sum = f.emitter().binary(Op::IAdd, int, sum, lane);
    }
    let id = if accumulate {
        // The result is signed unless both sides are unsigned.
        let signed = match packed {
            Some((sa, sb)) => sa || sb,
            None => c.signed(0) || c.signed(1),
        };
        let acc = f.operand(c.arg(2)?)?;
        f.ext_inst(if signed { "s_add_sat" } else { "u_add_sat" }, result_type, &[sum, acc])?
    } else {
        sum
    };
    f.set_result(c.i, id);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_dot;

    #[test]
    fn names() {
        assert_eq!(parse_dot("dot"), Some((false, None)));
        assert_eq!(parse_dot("dot_acc_sat"), Some((true, None)));
        assert_eq!(parse_dot("dot_4x8packed_su_int"), Some((false, Some((true, false)))));
        assert_eq!(parse_dot("dot_acc_sat_4x8packed_uu_uint"), Some((true, Some((false, false)))));
        assert_eq!(parse_dot("dot_4x8packed_xx_int"), None);
        assert_eq!(parse_dot("distance"), None);
    }
}
