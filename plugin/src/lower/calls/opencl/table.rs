//! The rows every OpenCL builtin family declares: which source names a row
//! claims (an exact name or a prefix), the kind of first parameter it
//! accepts, and its lowering. Recognition (`claims`) and dispatch (`resolve`)
//! both read the same rows, so a name cannot be claimed without a lowering nor
//! lowered without being claimed.
//!
//! Several rows may claim a name: the most specific pattern wins (an exact
//! name before any prefix, a longer prefix before a shorter one), then the
//! first parameter decides (`max` on integers is an integer row, on floats a math row).
//! Rows of equal pattern have disjoint first parameters (a unit test checks it), so the
//! order of families never matters.

use super::call::BuiltinCall;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::mangling::{MangledType, Scalar};
use crate::lower::LowerResult;

/// The source names a row claims.
#[derive(Clone, Copy, Debug)]
pub enum Pattern {
    Exact(&'static str),
    Prefix(&'static str),
    /// The names starting with the prefix that the function accepts (a
    /// family whose names map mechanically onto instructions, where a user
    /// function may share the prefix).
    Decided(&'static str, fn(&str) -> bool),
}

/// Two patterns are equal when they claim the same names: a decided
/// pattern is known by its prefix (one family per prefix).
impl PartialEq for Pattern {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Pattern::Exact(a), Pattern::Exact(b)) | (Pattern::Prefix(a), Pattern::Prefix(b)) => a == b,
            (Pattern::Decided(a, _), Pattern::Decided(b, _)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Pattern {}

impl Pattern {
    pub fn matches(self, name: &str) -> bool {
        match self {
            Pattern::Exact(exact) => name == exact,
            Pattern::Prefix(prefix) => name.starts_with(prefix),
            Pattern::Decided(prefix, accepts) => name.starts_with(prefix) && accepts(name),
        }
    }

    /// How specific a match is: exact names first, then longer prefixes.
    fn specificity(self) -> usize {
        match self {
            Pattern::Exact(_) => usize::MAX,
            Pattern::Prefix(prefix) | Pattern::Decided(prefix, _) => prefix.len(),
        }
    }
}

/// The demangled signature a row accepts, by its first parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstParam {
    /// Any parameters (or an unmangled name).
    Any,
    /// The first parameter is an integer scalar or vector.
    Integer,
    /// The first parameter is a floating-point scalar or vector.
    Float,
}

impl FirstParam {
    pub fn accepts(self, params: &[MangledType]) -> bool {
        let first = params.first().and_then(MangledType::scalar);
        match self {
            FirstParam::Any => true,
            FirstParam::Integer => first.is_some_and(Scalar::is_integer),
            FirstParam::Float => first.is_some_and(Scalar::is_float),
        }
    }

    /// Whether no signature is accepted by both.
    #[cfg(test)]
    pub fn disjoint(self, other: FirstParam) -> bool {
        matches!(
            (self, other),
            (FirstParam::Integer, FirstParam::Float) | (FirstParam::Float, FirstParam::Integer)
        )
    }
}

/// A lowering function: lowers one call the row claims, or says why it cannot.
pub type LowerFn = for<'a, 'b, 'm> fn(&'a mut FunctionLowering<'m>, &'b BuiltinCall) -> LowerResult<()>;

/// How a row's calls are lowered.
#[derive(Clone, Copy)]
pub enum BuiltinRule {
    /// The OpenCL.std instruction of this name, scalars splatted beside
    /// vectors, pointer operands typed by the mangling (`opencl::lower_std`).
    Std(&'static str),
    /// The OpenCL.std instruction for signed or unsigned integers (by the
    /// mangled type of the first parameter): (signed, unsigned).
    SignedStd(&'static str, &'static str),
    /// A lowering function of the family (a SPIR-V instruction or a sequence).
    Named(LowerFn),
    /// Claimed but not lowered: a library name with no row of its own is an
    /// error naming the builtin, never an imported function. The string says
    /// which names.
    Reserved(&'static str),
    /// A builtin of an OpenCL extension this translator does not lower (the
    /// string names the builtins): an error saying so.
    Unsupported(&'static str),
}

impl std::fmt::Debug for BuiltinRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuiltinRule::Std(name) => write!(f, "Std({name})"),
            BuiltinRule::SignedStd(s, u) => write!(f, "SignedStd({s}, {u})"),
            BuiltinRule::Named(_) => write!(f, "Named"),
            BuiltinRule::Reserved(why) => write!(f, "Reserved({why})"),
            BuiltinRule::Unsupported(what) => write!(f, "Unsupported({what})"),
        }
    }
}

/// One row of a family's table.
#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    pub pattern: Pattern,
    pub first_param: FirstParam,
    pub lowering: BuiltinRule,
}

/// A row claiming exactly `name` for any signature.
pub const fn exact(name: &'static str, lowering: BuiltinRule) -> Builtin {
    Builtin { pattern: Pattern::Exact(name), first_param: FirstParam::Any, lowering }
}

/// A row claiming every name starting with `prefix`, for any signature.
pub const fn prefixed(prefix: &'static str, lowering: BuiltinRule) -> Builtin {
    Builtin { pattern: Pattern::Prefix(prefix), first_param: FirstParam::Any, lowering }
}

/// A row claiming the names starting with `prefix` that `accepts` accepts, for any signature.
pub const fn decided(prefix: &'static str, accepts: fn(&str) -> bool, lowering: BuiltinRule) -> Builtin {
    Builtin { pattern: Pattern::Decided(prefix, accepts), first_param: FirstParam::Any, lowering }
}

/// A row claiming exactly `name` for signatures of `shape`.
pub const fn shaped(name: &'static str, first_param: FirstParam, lowering: BuiltinRule) -> Builtin {
    Builtin { pattern: Pattern::Exact(name), first_param, lowering }
}

/// The OpenCL.std instruction of the same name, for any signature.
pub const fn same_name_std(name: &'static str) -> Builtin {
    exact(name, BuiltinRule::Std(name))
}

/// Every row that claims `name`, most specific first (ties keep table order).
fn claiming<'t>(rows: impl Iterator<Item = &'t Builtin>, name: &str) -> Vec<&'t Builtin> {
    let mut hits: Vec<&Builtin> = rows.filter(|row| row.pattern.matches(name)).collect();
    hits.sort_by_key(|row| std::cmp::Reverse(row.pattern.specificity()));
    hits
}

/// The row that lowers `name` with parameters `params`: among the most
/// specific rows claiming the name, the one whose shape accepts the
/// parameters. `None` if no row claims the name or none accepts them.
pub fn resolve<'t>(
    rows: impl Iterator<Item = &'t Builtin>,
    name: &str,
    params: &[MangledType],
) -> Option<&'t Builtin> {
    let hits = claiming(rows, name);
    let best = hits.first()?.pattern.specificity();
    hits.into_iter()
        .take_while(|row| row.pattern.specificity() == best)
        .find(|row| row.first_param.accepts(params))
}
