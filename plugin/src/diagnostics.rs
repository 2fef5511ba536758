//! Errors of the translation and their report through LLVM's diagnostics.

use crate::shim;
use llvm_sys::prelude::LLVMContextRef;
use std::fmt;

/// One problem found while translating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The function it was found in.
    pub function: Option<String>,
    /// The offending instruction or value as LLVM prints it.
    pub culprit: Option<String>,
    pub message: String,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>) -> Self {
        Diagnostic { function: None, culprit: None, message: message.into() }
    }

    pub fn in_function(mut self, function: &str) -> Self {
        self.function = Some(function.to_string());
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

/// Reports through `LLVMContext::emitError`. opt exits inside this call, so it
/// must be the pass's last act.
pub fn emit_error(context: LLVMContextRef, message: &str) {
    let c = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
    unsafe { shim::spirv_emit_emit_error(context, c.as_ptr()) };
}
