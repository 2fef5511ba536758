//! Itanium C++ demangling for the subset clang uses for OpenCL builtins:
//! `_Z<len><name><parameter types>` with builtin types (`v b c a h s t i j l m
//! x y f d Dh DF16_`), vectors (`Dv4_f`), pointers (`P`) with CV qualifiers
//! (`r V K`) and vendor qualifiers (address spaces `U3AS1`, `U7_Atomic`),
//! named types (`14ocl_image2d_ro`, `11ocl_sampler`, `9ocl_event`,
//! `12memory_order`) and substitutions (`S_`, `S0_`, ...).
//!
//! Substitution candidates follow the Itanium ABI (5.1.10) as clang and
//! LLVM's demangler apply them: every type except a builtin type becomes a
//! candidate once its parse completes (innermost first); a qualified type is
//! one candidate, its qualifiers included; substitutions are not candidates.

use std::fmt;

/// An OpenCL C scalar type as mangled (signedness included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    Void,
    Bool,
    /// `char`: signed in OpenCL C.
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    Half,
    /// `__bf16` (`DF16b`).
    BFloat,
    Float,
    Double,
}

impl Scalar {
    fn from_code(c: u8) -> Option<Scalar> {
        Some(match c {
            b'v' => Scalar::Void,
            b'b' => Scalar::Bool,
            b'c' => Scalar::Char,
            b'a' => Scalar::SChar,
            b'h' => Scalar::UChar,
            b's' => Scalar::Short,
            b't' => Scalar::UShort,
            b'i' => Scalar::Int,
            b'j' => Scalar::UInt,
            b'l' | b'x' => Scalar::Long,
            b'm' | b'y' => Scalar::ULong,
            b'f' => Scalar::Float,
            b'd' => Scalar::Double,
            _ => return None,
        })
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::Half | Scalar::BFloat | Scalar::Float | Scalar::Double)
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && self != Scalar::Void
    }

    /// Whether an integer type is signed (`char` is, in OpenCL C).
    pub fn is_signed(self) -> bool {
        matches!(self, Scalar::Char | Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long)
    }

    /// Width in bits (bool: 8, its storage size; void: 0).
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Void => 0,
            Scalar::Bool | Scalar::Char | Scalar::SChar | Scalar::UChar => 8,
            Scalar::Short | Scalar::UShort | Scalar::Half | Scalar::BFloat => 16,
            Scalar::Int | Scalar::UInt | Scalar::Float => 32,
            Scalar::Long | Scalar::ULong | Scalar::Double => 64,
        }
    }

    /// The OpenCL C spelling.
    pub fn c_name(self) -> &'static str {
        match self {
            Scalar::Void => "void",
            Scalar::Bool => "bool",
            Scalar::Char | Scalar::SChar => "char",
            Scalar::UChar => "uchar",
            Scalar::Short => "short",
            Scalar::UShort => "ushort",
            Scalar::Int => "int",
            Scalar::UInt => "uint",
            Scalar::Long => "long",
            Scalar::ULong => "ulong",
            Scalar::Half => "half",
            Scalar::BFloat => "bfloat",
            Scalar::Float => "float",
            Scalar::Double => "double",
        }
    }
}

/// Qualifiers of a pointee: address space (`U3AS<n>`; none is private) and CV.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Qualifiers {
    pub address_space: Option<u32>,
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
}

impl Qualifiers {
    fn is_empty(&self) -> bool {
        *self == Qualifiers::default()
    }

    fn merge(self, other: Qualifiers) -> Qualifiers {
        Qualifiers {
            address_space: self.address_space.or(other.address_space),
            is_const: self.is_const || other.is_const,
            is_volatile: self.is_volatile || other.is_volatile,
            is_restrict: self.is_restrict || other.is_restrict,
        }
    }
}

/// A demangled parameter type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MangledType {
    Scalar(Scalar),
    Vector {
        count: u32,
        element: Scalar,
    },
    Pointer(Box<MangledType>),
    Qualified {
        qualifiers: Qualifiers,
        inner: Box<MangledType>,
    },
    /// `_Atomic(T)` (mangled as the vendor qualifier `U7_Atomic`).
    Atomic(Box<MangledType>),
    /// A named type: `ocl_image2d_ro`, `ocl_sampler`, `ocl_event`, `memory_order`, ...
    Named(String),
}

impl MangledType {
    /// The type without qualifiers and `_Atomic`.
    pub fn unqualified(&self) -> &MangledType {
        match self {
            MangledType::Qualified { inner, .. } | MangledType::Atomic(inner) => inner.unqualified(),
            other => other,
        }
    }

    /// The scalar type, or the element type of a vector.
    pub fn scalar(&self) -> Option<Scalar> {
        match self.unqualified() {
            MangledType::Scalar(s) => Some(*s),
            MangledType::Vector { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// Whether this is an integer type (or vector) that is signed.
    pub fn is_signed(&self) -> bool {
        self.scalar().is_some_and(Scalar::is_signed)
    }

    pub fn is_float(&self) -> bool {
        self.scalar().is_some_and(Scalar::is_float)
    }

    /// What a pointer points to (qualifiers and `_Atomic` removed).
    pub fn pointee(&self) -> Option<&MangledType> {
        match self {
            MangledType::Pointer(p) => Some(p.unqualified()),
            MangledType::Qualified { inner, .. } => inner.pointee(),
            _ => None,
        }
    }

    /// The name of a named type (`ocl_image2d_ro`).
    pub fn name(&self) -> Option<&str> {
        match self.unqualified() {
            MangledType::Named(n) => Some(n),
            _ => None,
        }
    }
}

impl fmt::Display for MangledType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MangledType::Scalar(s) => write!(f, "{}", s.c_name()),
            MangledType::Vector { count, element } => write!(f, "{}{count}", element.c_name()),
            MangledType::Pointer(p) => write!(f, "{p}*"),
            MangledType::Qualified { qualifiers: q, inner } => {
                if let Some(n) = q.address_space {
                    write!(f, "AS{n} ")?;
                }
                if q.is_const {
                    write!(f, "const ")?;
                }
                if q.is_volatile {
                    write!(f, "volatile ")?;
                }
                write!(f, "{inner}")?;
                if q.is_restrict {
                    write!(f, " restrict")?;
                }
                Ok(())
            }
            MangledType::Atomic(t) => write!(f, "_Atomic({t})"),
            MangledType::Named(n) => write!(f, "{n}"),
        }
    }
}

/// A demangled builtin: its source name and parameter types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Demangled {
    pub name: String,
    pub params: Vec<MangledType>,
}

/// The source name of a mangled symbol (`_Z13get_global_idj` ->
/// `get_global_id`) even when its parameter types are outside the builtin
/// subset; the symbol itself if it is not of the form `_Z<len><name>`.
pub fn source_name(symbol: &str) -> &str {
    let Some(rest) = symbol.strip_prefix("_Z") else { return symbol };
    let mut p = Parser::new(rest, false);
    let Some(len) = p.number() else { return symbol };
    let start = 2 + p.pos;
    start.checked_add(len).and_then(|end| symbol.get(start..end)).unwrap_or(symbol)
}

/// Demangles `_Z<len><name><types>`; `None` if `symbol` is not of that form
/// or uses mangling outside the OpenCL builtin subset.
pub fn demangle(symbol: &str) -> Option<Demangled> {
    demangle_counting(symbol, false).or_else(|| demangle_counting(symbol, true))
}

/// `demangle` with one way of counting substitution candidates: clang's
/// (a qualified type is one candidate), or, when `split_qualifiers`, the
/// count of other manglers: one candidate per qualifier level
/// (`U3AS3VU7_Atomici` is three: `U7_Atomici`, `VU7_Atomici` and the whole,
/// as the translator's and SPIR 1.2's manglers and binutils count them), and
/// the two-letter builtin types (`DF16b`) as candidates too. Names only the
/// second count reads (`...PU3AS3VU7_AtomiciPii12memory_orderS4_...`) are
/// read that way.
fn demangle_counting(symbol: &str, split_qualifiers: bool) -> Option<Demangled> {
    let rest = symbol.strip_prefix("_Z")?;
    let mut p = Parser::new(rest, split_qualifiers);
    let name = p.source_name()?;
    if p.consume(b'I') {
        // A function template (`_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler`,
        // as DPC++ declares its __spirv_* builtins): the template name is a substitution
        // candidate, then come the template arguments, then the return type (mangled
        // for templates only), then the parameters, which may name the arguments (`T_`, `T0_`).
        p.subs.push(MangledType::Named(name.clone()));
        while !p.consume(b'E') {
            let arg = p.parse_type()?;
            p.template_args.push(arg);
        }
        p.parse_type()?;
    }
    let mut params = Vec::new();
    while p.pos < p.s.len() {
        params.push(p.parse_type()?);
    }
    if params == [MangledType::Scalar(Scalar::Void)] {
        params.clear();
    }
    Some(Demangled { name, params })
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    subs: Vec<MangledType>,
    /// The template arguments of a function template, which `T_`, `T0_`, ... name.
    template_args: Vec<MangledType>,
    /// How deep `parse_type` is nested: a name of a million `P`s is not a
    /// builtin, and must not overflow the stack.
    depth: u32,
    /// Each qualifier level is a substitution candidate (`demangle_counting`).
    split_qualifiers: bool,
}

/// Builtin parameter types nest a few levels (`PU3AS1Dv4_f`); deeper names are not builtins.
const MAX_TYPE_DEPTH: u32 = 32;

impl<'a> Parser<'a> {
    /// A parser at the start of `text` (what follows `_Z`).
    fn new(text: &'a str, split_qualifiers: bool) -> Self {
        Parser {
            s: text.as_bytes(),
            pos: 0,
            subs: Vec::new(),
            template_args: Vec::new(),
            depth: 0,
            split_qualifiers,
        }
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn consume(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Option<usize> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos]).ok()?.parse().ok()
    }

    /// `<source-name> ::= <length> <identifier>`
    fn source_name(&mut self) -> Option<String> {
        let len = self.number()?;
        let end = self.pos.checked_add(len)?;
        let bytes = self.s.get(self.pos..end)?;
        self.pos = end;
        String::from_utf8(bytes.to_vec()).ok()
    }

    fn parse_type(&mut self) -> Option<MangledType> {
        if self.depth >= MAX_TYPE_DEPTH {
            return None;
        }
        self.depth += 1;
        let ty = self.parse_unnested_type();
        self.depth -= 1;
        ty
    }

    fn parse_unnested_type(&mut self) -> Option<MangledType> {
        let c = self.peek()?;
        if let Some(s) = Scalar::from_code(c) {
            self.pos += 1;
            return Some(MangledType::Scalar(s));
        }
        let ty = match c {
            b'D' => {
                self.pos += 1;
                match self.peek()? {
                    b'h' => {
                        self.pos += 1;
                        return Some(self.two_letter_builtin(Scalar::Half));
                    }
                    b'F' => {
                        // DF16_: _Float16; DF16b: __bf16.
                        self.pos += 1;
                        let bits = self.number()?;
                        if bits != 16 {
                            return None;
                        }
                        if self.consume(b'b') {
                            return Some(self.two_letter_builtin(Scalar::BFloat));
                        }
                        if !self.consume(b'_') {
                            return None;
                        }
                        return Some(self.two_letter_builtin(Scalar::Half));
                    }
                    signed @ (b'B' | b'U') => {
                        // DB9_ / DU9_: _BitInt(9) / unsigned _BitInt(9), builtin
                        // types (no substitution candidates).
                        self.pos += 1;
                        let bits = self.number()?;
                        if !self.consume(b'_') {
                            return None;
                        }
                        let sign = if signed == b'U' { "unsigned " } else { "" };
                        return Some(MangledType::Named(format!("{sign}_BitInt({bits})")));
                    }
                    b'v' => {
                        self.pos += 1;
                        let count = u32::try_from(self.number()?).ok()?;
                        if !self.consume(b'_') {
                            return None;
                        }
                        let element = self.parse_type()?;
                        let MangledType::Scalar(element) = element else { return None };
                        MangledType::Vector { count, element }
                    }
                    _ => return None,
                }
            }
            b'P' => {
                self.pos += 1;
                MangledType::Pointer(Box::new(self.parse_type()?))
            }
            b'r' | b'V' | b'K' | b'U' => self.parse_qualified_type()?,
            b'S' => return self.substitution(),
            b'T' => self.template_param()?,
            b'N' => return self.nested_name(),
            b'0'..=b'9' => MangledType::Named(self.source_name()?),
            _ => return None,
        };
        self.subs.push(ty.clone());
        Some(ty)
    }

    /// A `D` builtin type (`Dh`, `DF16_`, `DF16b`): no substitution candidate,
    /// except in the other count (`demangle_counting`), where
    /// `_Z3dotDv2_DF16bDv2_S_` takes `S_` for bfloat.
    fn two_letter_builtin(&mut self, scalar: Scalar) -> MangledType {
        let ty = MangledType::Scalar(scalar);
        if self.split_qualifiers {
            self.subs.push(ty.clone());
        }
        ty
    }

    /// `<qualified-type> ::= <extended-qualifier>* <CV-qualifiers> <type>`
    fn parse_qualified_type(&mut self) -> Option<MangledType> {
        if self.consume(b'U') {
            let qualifier = self.source_name()?;
            if self.depth >= MAX_TYPE_DEPTH {
                return None;
            }
            self.depth += 1;
            let qualified_child = matches!(self.peek(), Some(b'r' | b'V' | b'K' | b'U'));
            let child = self.parse_qualified_type();
            self.depth -= 1;
            let child = child?;
            if self.split_qualifiers && qualified_child {
                self.subs.push(child.clone());
            }
            if qualifier == "_Atomic" {
                return Some(MangledType::Atomic(Box::new(child)));
            }
            let space: u32 = qualifier.strip_prefix("AS")?.parse().ok()?;
            let own = Qualifiers { address_space: Some(space), ..Qualifiers::default() };
            return Some(match child {
                MangledType::Qualified { qualifiers, inner } => {
                    MangledType::Qualified { qualifiers: own.merge(qualifiers), inner }
                }
                other => MangledType::Qualified { qualifiers: own, inner: Box::new(other) },
            });
        }
        // (fields are evaluated in order: r, V, K, as the mangling orders them)
        let q = Qualifiers {
            is_restrict: self.consume(b'r'),
            is_volatile: self.consume(b'V'),
            is_const: self.consume(b'K'),
            ..Qualifiers::default()
        };
        let inner = self.parse_type()?;
        if q.is_empty() {
            return Some(inner);
        }
        Some(MangledType::Qualified { qualifiers: q, inner: Box::new(inner) })
    }

    /// `<nested-name> ::= N <prefix> <unqualified-name> E`, as DPC++ mangles its
    /// enum parameters (`N5__spv5Scope4FlagE`): a Named type `__spv::Scope::Flag`.
    /// Each prefix is a substitution candidate (the whole name being the last);
    /// a substituted prefix is not one again.
    fn nested_name(&mut self) -> Option<MangledType> {
        self.pos += 1; // 'N'
        let mut name = String::new();
        while !self.consume(b'E') {
            if self.peek()? == b'S' {
                let MangledType::Named(prefix) = self.substitution()? else { return None };
                name = prefix;
                continue;
            }
            let part = self.source_name()?;
            name = if name.is_empty() { part } else { format!("{name}::{part}") };
            self.subs.push(MangledType::Named(name.clone()));
        }
        (!name.is_empty()).then_some(MangledType::Named(name))
    }

    /// `T_` is template argument 0, `T<n>_` argument n + 1 (a substitution candidate, as every
    /// template parameter used as a type is).
    fn template_param(&mut self) -> Option<MangledType> {
        self.pos += 1; // 'T'
        let index = if self.consume(b'_') {
            0
        } else {
            let n = self.number()?;
            if !self.consume(b'_') {
                return None;
            }
            n.checked_add(1)?
        };
        self.template_args.get(index).cloned()
    }

    /// `S_` is candidate 0, `S<base-36 n>_` candidate n + 1.
    fn substitution(&mut self) -> Option<MangledType> {
        self.pos += 1; // 'S'
        let mut index = 0usize;
        if !self.consume(b'_') {
            let mut n = 0usize;
            loop {
                let c = self.peek()?;
                self.pos += 1;
                match c {
                    b'0'..=b'9' => n = n.checked_mul(36)?.checked_add(usize::from(c - b'0'))?,
                    b'A'..=b'Z' => n = n.checked_mul(36)?.checked_add(usize::from(c - b'A') + 10)?,
                    b'_' => break,
                    _ => return None,
                }
            }
            index = n + 1;
        }
        self.subs.get(index).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MangledType as T;

    #[test]
    fn source_names() {
        assert_eq!(source_name("_Z13get_global_idj"), "get_global_id");
        assert_eq!(
            source_name("_Z33__spirv_BuiltInGlobalInvocationIdi"),
            "__spirv_BuiltInGlobalInvocationId"
        );
        assert_eq!(source_name("_Z3fooPU9Unknown_x"), "foo");
        assert_eq!(source_name("foo"), "foo");
        assert_eq!(source_name("_Z99x"), "_Z99x");
        assert_eq!(source_name("_Z"), "_Z");
        assert_eq!(source_name("_Z2\u{e9}x"), "\u{e9}");
        assert_eq!(source_name("_Z1\u{e9}"), "_Z1\u{e9}");
    }

    fn params(symbol: &str) -> Vec<String> {
        demangle(symbol)
            .unwrap_or_else(|| panic!("{symbol} does not demangle"))
            .params
            .iter()
            .map(|p| p.to_string())
            .collect()
    }

    #[test]
    fn names_and_scalars() {
        let d = demangle("_Z3maxjj").unwrap();
        assert_eq!(d.name, "max");
        assert_eq!(d.params, vec![T::Scalar(Scalar::UInt), T::Scalar(Scalar::UInt)]);
        assert_eq!(demangle("_Z3maxii").unwrap().params[0], T::Scalar(Scalar::Int));
        assert_eq!(params("_Z3absc"), ["char"]);
        assert_eq!(params("_Z8upsamplech"), ["char", "uchar"]);
        assert_eq!(params("_Z3mixddd"), ["double", "double", "double"]);
        assert_eq!(params("_Z4sqrtDh"), ["half"]);
        assert_eq!(params("_Z4sqrtDF16_"), ["half"]);
        // C23 / clang _BitInt in template arguments, then a substitution.
        let d = demangle("_Z30__spirv_WritePipeBlockingINTELIDU9_Ev8ocl_pipePKT_ii").unwrap();
        assert_eq!(d.params[0].name(), Some("ocl_pipe"));
        assert_eq!(d.params.len(), 4);
        assert_eq!(params("_Z3dotDv2_DF16bS_"), ["bfloat2", "bfloat2"]);
        // A producer that counts DF16b as a candidate (the other count).
        assert_eq!(params("_Z3dotDv2_DF16bDv2_S_"), ["bfloat2", "bfloat2"]);
        assert_eq!(params("_Z3maxxy"), ["long", "ulong"]);
        assert!(demangle("_Z13get_work_dimv").unwrap().params.is_empty());
        assert!(demangle("printf").is_none());
        assert!(demangle("_Z99x").is_none());
        assert!(demangle("_ZN3foo3barEv").is_none());
    }

    #[test]
    fn vectors_and_substitutions() {
        let d = demangle("_Z4fminDv4_ff").unwrap();
        assert_eq!(d.params, vec![T::Vector { count: 4, element: Scalar::Float }, T::Scalar(Scalar::Float)]);
        assert_eq!(params("_Z6islessDv4_fS_"), ["float4", "float4"]);
        assert_eq!(params("_Z5clampDv3_iS_S_"), ["int3", "int3", "int3"]);
        assert_eq!(params("_Z12convert_int4Dv4_f"), ["float4"]);
        assert_eq!(params("_Z8shuffle2Dv8_cS_Dv16_h"), ["char8", "char8", "uchar16"]);
        assert_eq!(params("_Z7shuffleDv2_DhDv2_t"), ["half2", "ushort2"]);
        let v = &demangle("_Z3anyDv16_l").unwrap().params[0];
        assert_eq!((v.scalar(), v.is_signed()), (Some(Scalar::Long), true));
    }

    #[test]
    fn pointers_and_qualifiers() {
        let d = demangle("_Z6vload4mPU3AS1Kf").unwrap();
        assert_eq!(params("_Z6vload4mPU3AS1Kf"), ["ulong", "AS1 const float*"]);
        let p = &d.params[1];
        assert_eq!(p.pointee(), Some(&T::Scalar(Scalar::Float)));
        let q = Qualifiers { address_space: Some(1), is_const: true, ..Qualifiers::default() };
        assert_eq!(
            p,
            &T::Pointer(Box::new(T::Qualified { qualifiers: q, inner: Box::new(T::Scalar(Scalar::Float)) }))
        );
        assert_eq!(params("_Z6vload4mPKf"), ["ulong", "const float*"]);
        assert_eq!(params("_Z10atomic_incPU3AS1Vi"), ["AS1 volatile int*"]);
        assert_eq!(params("_Z15vstore_half_rtefmPU3AS4Dh"), ["float", "ulong", "AS4 half*"]);
        assert_eq!(params("_Z5fractDv4_fPU3AS4S_"), ["float4", "AS4 float4*"]);
        assert_eq!(params("_Z6remquoffPU3AS3i"), ["float", "float", "AS3 int*"]);
        assert_eq!(params("_Z7vstore8Dv8_imPU3AS1i"), ["int8", "ulong", "AS1 int*"]);
        assert_eq!(params("_Z5frexpDv2_dPDv2_i"), ["double2", "int2*"]);
    }

    #[test]
    fn qualifier_levels_counted_apart() {
        // clang's count: `S4_` is the second memory_order.
        let clang = "_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope";
        assert_eq!(params(clang)[4], "memory_order");
        // Only the count with one candidate per qualifier level reads this one.
        let split =
            "_Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope";
        assert_eq!(demangle_counting(split, false), None);
        let d = demangle(split).unwrap();
        assert_eq!(d.params.len(), 6);
        assert_eq!(params(split)[4], "memory_order");
    }

    #[test]
    fn function_templates() {
        // DPC++'s template declarations: arguments, return type, parameters naming them.
        assert_eq!(
            params("_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler"),
            ["ocl_image1d_ro", "ocl_sampler"]
        );
        assert_eq!(
            params("_Z30__spirv_ImageSampleExplicitLodIPvDv4_fiET0_T_T1_if"),
            ["void*", "int", "int", "float"]
        );
        assert_eq!(params("_Z31__spirv_SubgroupBlockWriteINTELIjEvPU3AS1jT_").len(), 2);
        assert_eq!(demangle("_Z20__spirv_ReadClockKHRImET_j").map(|d| d.params.len()), Some(1));
        assert!(demangle("_Z3fooIiET1_i").is_none(), "a template parameter that does not exist");
    }

    #[test]
    fn nested_enum_names() {
        // numba-dpex's __spirv_AtomicFAddEXT: scope and semantics as DPC++'s enum types.
        let d =
            demangle("_Z21__spirv_AtomicFAddEXTPU3AS1dN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEd")
                .expect("demangles");
        assert_eq!(d.name, "__spirv_AtomicFAddEXT");
        assert_eq!(d.params.len(), 4);
        assert_eq!(d.params[1], T::Named("__spv::Scope::Flag".into()));
        assert_eq!(d.params[2], T::Named("__spv::MemorySemanticsMask::Flag".into()));
        assert_eq!(d.params[3], T::Scalar(Scalar::Double));
    }

    #[test]
    fn atomics() {
        let d =
            demangle("_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope").unwrap();
        assert_eq!(d.name, "atomic_fetch_add_explicit");
        assert_eq!(d.params.len(), 4);
        let q = Qualifiers { address_space: Some(4), is_volatile: true, ..Qualifiers::default() };
        let atomic = T::Atomic(Box::new(T::Scalar(Scalar::Int)));
        assert_eq!(
            d.params[0],
            T::Pointer(Box::new(T::Qualified { qualifiers: q, inner: Box::new(atomic) }))
        );
        assert_eq!(d.params[0].pointee(), Some(&T::Scalar(Scalar::Int)));
        assert_eq!(d.params[2].name(), Some("memory_order"));
        assert_eq!(d.params[3].name(), Some("memory_scope"));
        // S_ = _Atomic int, S0_ = AS4 volatile _Atomic int, S1_ = its pointer,
        // S2_ = AS4 int, S3_ = its pointer, S4_ = memory_order.
        assert_eq!(
            params("_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope"),
            [
                "AS4 volatile _Atomic(int)*",
                "AS4 int*",
                "int",
                "memory_order",
                "memory_order",
                "memory_scope"
            ]
        );
        assert_eq!(
            params("_Z16atomic_fetch_maxPU3AS4VU7_Atomicmm"),
            ["AS4 volatile _Atomic(ulong)*", "ulong"]
        );
        assert_eq!(params("_Z8atom_addPU3AS1Vll"), ["AS1 volatile long*", "long"]);
        assert_eq!(params("_Z14atomic_cmpxchgPU3AS3Vjjj"), ["AS3 volatile uint*", "uint", "uint"]);
        assert_eq!(params("_Z24atomic_flag_test_and_setPU3AS4VU7_Atomici"), ["AS4 volatile _Atomic(int)*"]);
    }

    #[test]
    fn opencl_types() {
        let d = demangle("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i").unwrap();
        assert_eq!(d.params[0].name(), Some("ocl_image2d_ro"));
        assert_eq!(d.params[1].name(), Some("ocl_sampler"));
        assert_eq!(d.params[2], T::Vector { count: 2, element: Scalar::Int });
        assert_eq!(
            params("_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event"),
            ["AS3 float*", "AS1 const float*", "ulong", "ocl_event"]
        );
        assert_eq!(params("_Z17wait_group_eventsiPU3AS49ocl_event"), ["int", "AS4 ocl_event*"]);
        assert_eq!(
            params("_Z12write_imagef14ocl_image2d_woDv2_iDv4_f"),
            ["ocl_image2d_wo", "int2", "float4"]
        );
        assert_eq!(
            params("_Z11read_imagei20ocl_image2d_array_ro11ocl_samplerDv4_f"),
            ["ocl_image2d_array_ro", "ocl_sampler", "float4"]
        );
        // A named type is a substitution candidate.
        assert_eq!(params("_Z3foo9ocl_eventS_"), ["ocl_event", "ocl_event"]);
        assert_eq!(params("_Z3fooPU3AS1fS_S0_"), ["AS1 float*", "AS1 float", "AS1 float*"]);
        // Base-36 indices.
        assert_eq!(
            params("_Z1fDv2_cDv2_hDv2_sDv2_tDv2_iDv2_jDv2_lDv2_mDv2_fDv2_dDv3_cDv3_hS9_SA_"),
            [
                "char2", "uchar2", "short2", "ushort2", "int2", "uint2", "long2", "ulong2", "float2",
                "double2", "char3", "uchar3", "char3", "uchar3"
            ]
        );
    }

    #[test]
    fn malformed() {
        assert!(demangle("_Z3maxi?").is_none());
        assert!(demangle("_Z3maxS_").is_none());
        assert!(demangle("_Z3maxDv4").is_none());
        assert!(demangle("_Z3maxPU3XX1f").is_none());
        assert!(demangle("_Z10max").is_none());
    }
}
