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

/// Extensions newer than the SPIRV-Tools linked in (Debian's 2023.1): it
/// rejects their capabilities and instructions as unknown, so modules that
/// use one are not validated in-process (the lit tests validate them with
/// SPIRV-Tools 2025.x instead). Checked with that version's spirv-as.
pub const UNKNOWN_TO_LINKED_VALIDATOR: &[&str] = &[
    "SPV_KHR_bfloat16",
    "SPV_INTEL_bfloat16_conversion",
    "SPV_INTEL_cache_controls",
    "SPV_INTEL_int4",
    "SPV_INTEL_masked_gather_scatter",
    "SPV_INTEL_fp_max_error",
    "SPV_KHR_cooperative_matrix",
    "SPV_EXT_float8",
    "SPV_EXT_arithmetic_fence",
    "SPV_EXT_optnone",
    "SPV_EXT_relaxed_printf_string_address_space",
    "SPV_INTEL_global_variable_host_access",
    "SPV_INTEL_global_variable_fpga_decorations",
    "SPV_INTEL_tensor_float32_conversion",
    // 2023.1's grammar gives OpAsmTargetINTEL a result type ("ID has not been
    // defined"); 2025.5 reads it as the extension defines it.
    "SPV_INTEL_inline_assembly",
    // SPIRV-Tools 2023.1 reads the FPGA arbitrary precision instructions with
    // another operand layout ("Id is 0"); 2025.5 accepts them.
    "SPV_INTEL_arbitrary_precision_fixed_point",
    "SPV_INTEL_arbitrary_precision_floating_point",
    "SPV_ALTERA_arbitrary_precision_fixed_point",
    "SPV_ALTERA_arbitrary_precision_floating_point",
    // Known to it, but SPIRV-Tools up to 2025.5 rejects the forward reference
    // to a function that OpConstantFunctionPointerINTEL needs (the SPIR-V
    // spec allows it; SPIRV-Tools PR #6232): the reference translator's
    // output fails the same way.
    "SPV_INTEL_function_pointers",
];

/// Whether the linked validator knows every extension in `extensions`.
pub fn linked_validator_knows<'a>(mut extensions: impl Iterator<Item = &'a str>) -> bool {
    !extensions.any(|e| UNKNOWN_TO_LINKED_VALIDATOR.contains(&e))
}

/// Runs SPIRV-Tools' validator on `words` (SPIR-V 1.`minor`); the error
/// message if the module is invalid.
pub fn validate(words: &[u32], minor: u8) -> Result<(), String> {
    let mut message = vec![0 as std::os::raw::c_char; 4096];
    let ok = unsafe {
        crate::shim::spirv_emit_validate(words.as_ptr(), words.len(), u32::from(minor), message.as_mut_ptr(), message.len())
    };
    if ok == 1 {
        return Ok(());
    }
    // SAFETY: the shim NUL-terminates the message within the buffer.
    let text = unsafe { std::ffi::CStr::from_ptr(message.as_ptr()) }.to_string_lossy().into_owned();
    Err(text)
}
