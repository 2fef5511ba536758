//! Integer builtins (OpenCL C 6.15.3) -> OpenCL.std integer instructions
//! (OpenCL.std 2.4). Signedness comes from the mangled parameter types:
//! `max(uint, uint)` (`_Z3maxjj`) is u_max, `max(int, int)` (`_Z3maxii`)
//! s_max. Scalars beside vectors (`clamp(int4, int, int)`) are splatted.
//! `upsample(hi, lo)` is signed when `hi` is.

use super::table::{shaped, Builtin, BuiltinRule, FirstParam};

/// The integer builtins: each an OpenCL.std instruction, signed or unsigned
/// by the first parameter's mangled type.
pub(super) const TABLE: &[Builtin] = &[
    int("abs", "s_abs", "u_abs"),
    int("abs_diff", "s_abs_diff", "u_abs_diff"),
    int("add_sat", "s_add_sat", "u_add_sat"),
    int("sub_sat", "s_sub_sat", "u_sub_sat"),
    int("hadd", "s_hadd", "u_hadd"),
    int("rhadd", "s_rhadd", "u_rhadd"),
    int("clamp", "s_clamp", "u_clamp"),
    int("max", "s_max", "u_max"),
    int("min", "s_min", "u_min"),
    int("mad_hi", "s_mad_hi", "u_mad_hi"),
    int("mul_hi", "s_mul_hi", "u_mul_hi"),
    int("mad_sat", "s_mad_sat", "u_mad_sat"),
    int("mad24", "s_mad24", "u_mad24"),
    int("mul24", "s_mul24", "u_mul24"),
    int("upsample", "s_upsample", "u_upsample"),
    int("clz", "clz", "clz"),
    int("ctz", "ctz", "ctz"),
    int("popcount", "popcount", "popcount"),
    int("rotate", "rotate", "rotate"),
];

/// `name` on integers: `signed` or `unsigned`.
const fn int(name: &'static str, signed: &'static str, unsigned: &'static str) -> Builtin {
    shaped(name, FirstParam::Integer, BuiltinRule::SignedStd(signed, unsigned))
}
