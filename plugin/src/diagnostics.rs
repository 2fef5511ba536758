//! Errors of the translation and their report through LLVM's diagnostics.
//!
//! `LowerError` is every kind of problem lowering can find; its `#[error]`
//! texts are the one place where they become the messages users read.
//! `Diagnostic` adds where it happened (function, instruction).

use spirv_writer::WriterError;
use std::fmt;
use thiserror::Error;

/// Why lowering cannot translate something. The fields say what, and which
/// IR construct; `Diagnostic` adds the function and instruction.
#[derive(Clone, Debug, Error, PartialEq)]
pub enum LowerError {
    /// A construct spirv-emit does not translate, though SPIR-V might express it.
    #[error("{what} is not supported{}", note(detail))]
    Unsupported { what: String, detail: Option<String> },
    /// A construct SPIR-V for OpenCL cannot express at all.
    #[error("{what} has no SPIR-V equivalent{}", note(detail))]
    NoSpirvEquivalent { what: String, detail: Option<String> },
    /// A builtin-looking callee (by its name) that no family lowers: an
    /// error, never a silent import.
    #[error("{kind} '{name}' ({symbol}) is not supported yet{}", note(detail))]
    UnknownBuiltin { kind: &'static str, name: String, symbol: String, detail: Option<String> },
    /// The construct needs a SPIR-V extension the target does not allow.
    #[error(
        "{what} needs the SPIR-V extension {extension}{}, which the target does not allow ({})",
        alternative.map(|a| format!(" (or {a})")).unwrap_or_default(),
        match alternative {
            Some(a) => format!("allow one with ext=+{extension} or ext=+{a}"),
            None => format!("allow it with ext=+{extension}"),
        }
    )]
    NeedsExtension { what: String, extension: String, alternative: Option<&'static str> },
    /// The module needs a capability, extension or version the target
    /// environment does not allow (found when the writer checks its requirements).
    #[error("{requirement} [env={environment}]")]
    ForbiddenByTarget { requirement: WriterError, environment: String },
    /// A rule of a target environment (the oneAPI Level Zero SPIR-V programming guide) the module breaks.
    #[error("{environment} rule '{rule}' (env={env_name}): {problem}")]
    EnvironmentRule { environment: &'static str, env_name: &'static str, rule: &'static str, problem: String },
    /// A call with the wrong number of arguments for the builtin or instruction it names.
    #[error("'{callee}' takes {expected}, but the call passes {found}")]
    ArgumentCount { callee: String, expected: String, found: usize },
    /// An operand (argument, index, parameter) of the wrong kind.
    #[error("'{callee}': {operand} must be {expected}")]
    InvalidOperand { callee: String, operand: String, expected: String },
    /// An operand SPIR-V needs as a literal, given as a run-time value.
    #[error("{what} must be a compile-time constant")]
    NotConstant { what: String },
    /// Input that a convention gives meaning (`!spirv.*` metadata, annotation
    /// strings, `target("spirv.*")` parameters, SPIR-V friendly type and
    /// function names) but not in the form it defines.
    #[error("{what}: {problem}")]
    MalformedConvention { what: String, problem: String },
    /// IR the LLVM verifier accepts but that cannot be translated as written
    /// (a self-referencing alias, a value used where its kind cannot be).
    #[error("{what}")]
    MalformedInput { what: String },
    /// A function whose declaration failed (that error is reported too) is used.
    #[error("{use_} '{function}', which could not be declared")]
    UndeclaredFunction { use_: &'static str, function: String },
    /// The module is not for a SPIR target.
    /// (A module without a triple is taken as SPIR: `lower::assumed_triple`.)
    #[error(
        "target triple '{triple}' is not a SPIR target; compile with -target spir64 (or spir) for SPIR-V"
    )]
    NotSpirTarget { triple: String },
    /// Beyond one of SPIR-V's universal limits (SPIR-V 2.17).
    #[error("{what}; SPIR-V allows at most {most} (universal limits, SPIR-V 2.17)")]
    SpirvLimit { what: String, most: String },
    /// Types and constants nested deeper than `crate::lower::MAX_NESTING`.
    #[error("types and constants nest more than {limit} levels deep here (at {at}); spirv-emit stops there")]
    TooDeep { limit: u32, at: String },
    /// A limit of the SPIR-V encoding (from the writer).
    #[error(transparent)]
    Writer(#[from] WriterError),
    /// A limit of the SPIR-V encoding, and why the extension that lifts it is not used.
    #[error("{error}; {alternative}")]
    EncodingLimit { error: WriterError, alternative: &'static str },
    /// A construct of an extension spirv-emit deliberately does not emit
    /// (its output would not validate or load), and why.
    #[error("{what}, which spirv-emit does not emit: {why}")]
    NotEmitted { what: String, why: String },
    /// A broken invariant of spirv-emit itself (not the input's fault).
    #[error("internal error: {0}")]
    Internal(&'static str),
}

/// " (detail)" or nothing.
fn note(detail: &Option<String>) -> String {
    detail.as_ref().map(|d| format!(" ({d})")).unwrap_or_default()
}

impl LowerError {
    pub fn unsupported(what: impl Into<String>) -> Self {
        LowerError::Unsupported { what: what.into(), detail: None }
    }

    pub fn unsupported_because(what: impl Into<String>, detail: impl Into<String>) -> Self {
        LowerError::Unsupported { what: what.into(), detail: Some(detail.into()) }
    }

    pub fn no_equivalent(what: impl Into<String>) -> Self {
        LowerError::NoSpirvEquivalent { what: what.into(), detail: None }
    }

    pub fn no_equivalent_because(what: impl Into<String>, detail: impl Into<String>) -> Self {
        LowerError::NoSpirvEquivalent { what: what.into(), detail: Some(detail.into()) }
    }

    pub fn not_constant(what: impl Into<String>) -> Self {
        LowerError::NotConstant { what: what.into() }
    }

    pub fn malformed(what: impl Into<String>) -> Self {
        LowerError::MalformedInput { what: what.into() }
    }

    pub fn convention(what: impl Into<String>, problem: impl Into<String>) -> Self {
        LowerError::MalformedConvention { what: what.into(), problem: problem.into() }
    }

    pub fn operand(
        callee: impl Into<String>,
        operand: impl Into<String>,
        expected: impl Into<String>,
    ) -> Self {
        LowerError::InvalidOperand {
            callee: callee.into(),
            operand: operand.into(),
            expected: expected.into(),
        }
    }

    pub fn argument_count(callee: impl Into<String>, expected: impl Into<String>, found: usize) -> Self {
        LowerError::ArgumentCount { callee: callee.into(), expected: expected.into(), found }
    }

    /// An OpenCL builtin (by name) no family lowers.
    pub fn unknown_builtin(name: impl Into<String>, symbol: impl Into<String>) -> Self {
        LowerError::UnknownBuiltin {
            kind: "OpenCL builtin function",
            name: name.into(),
            symbol: symbol.into(),
            detail: None,
        }
    }

    pub fn needs_extension(what: impl Into<String>, extension: impl Into<String>) -> Self {
        LowerError::NeedsExtension { what: what.into(), extension: extension.into(), alternative: None }
    }
}

impl From<LowerError> for Diagnostic {
    fn from(error: LowerError) -> Self {
        Diagnostic::new(error.to_string())
    }
}

/// One problem found while translating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The function it was found in.
    pub function: Option<String>,
    /// The global variable it was found in (its initializer, its type).
    pub global: Option<String>,
    /// The offending instruction or value as LLVM prints it.
    pub culprit: Option<String>,
    pub message: String,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>) -> Self {
        Diagnostic { function: None, global: None, culprit: None, message: message.into() }
    }

    pub fn in_function(mut self, function: &str) -> Self {
        self.function = Some(function.to_string());
        self
    }

    pub fn in_global(mut self, global: &str) -> Self {
        self.global = Some(global.to_string());
        self
    }

    pub fn at(mut self, culprit: String) -> Self {
        self.culprit = Some(culprit.trim().to_string());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(function) = &self.function {
            write!(f, "in function '{function}': ")?;
        }
        if let Some(global) = &self.global {
            write!(f, "global variable '@{global}': ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some(culprit) = &self.culprit {
            write!(f, "\n    {culprit}")?;
        }
        Ok(())
    }
}

/// At most this many problems are listed in one report.
const MAX_REPORTED: usize = 20;

/// All problems as one message.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    let mut text = String::from("spirv-emit: ");
    if diagnostics.len() > 1 {
        text.push_str(&format!("{} problems; no SPIR-V was written:", diagnostics.len()));
        for d in diagnostics.iter().take(MAX_REPORTED) {
            text.push_str(&format!("\n  {d}"));
        }
        if diagnostics.len() > MAX_REPORTED {
            text.push_str(&format!("\n  ... and {} more", diagnostics.len() - MAX_REPORTED));
        }
    } else if let Some(d) = diagnostics.first() {
        text.push_str(&d.to_string());
    }
    text
}
