//! spirv-emit as a library: translate a module the caller holds, in-process.
//!
//! The same path as the pass and the command (`codegen::translate` inside
//! `catch_panics`): options in the pass-parameter syntax, the same lowering,
//! the same in-process validation, the same diagnostics. What differs: the
//! words come back to the caller instead of going to a file, and the
//! `SPIRV_EMIT_*` environment variables are not read (only the options text
//! counts, so a host's environment cannot change what it gets).
//!
//! ```
//! # #[cfg(feature = "llvm16")] #[link(name = "LLVM-16")] extern "C" {}
//! # #[cfg(feature = "llvm15")] #[link(name = "LLVM-15")] extern "C" {}
//! # #[cfg(feature = "llvm19")] #[link(name = "LLVM-19")] extern "C" {}
//! # #[cfg(feature = "llvm22")] #[link(name = "LLVM-22")] extern "C" {}
//! let ir = "target triple = \"spir64-unknown-unknown\"
//!     define spir_kernel void @k(ptr addrspace(1) %p) {
//!       store i32 1, ptr addrspace(1) %p
//!       ret void
//!     }";
//! // A toolchain passes the module it holds; here one is parsed for the example.
//! let context = spirv_emit::llvm::OwnedContext::new();
//! let module = context.parse_bytes(ir.as_bytes(), "k.ll").unwrap();
//!
//! let options = spirv_emit::parse_options("version=1.2;ext=+all").unwrap();
//! let words = spirv_emit::translate(module, &options).unwrap();
//! assert_eq!(words[0], 0x0723_0203); // the SPIR-V magic number
//!
//! // A problem comes back as diagnostics naming the function and instruction.
//! let bad = spirv_emit::parse_options("version=1.7").unwrap_err();
//! assert!(bad.to_string().contains("unknown SPIR-V version '1.7'"));
//! ```

use crate::codegen::{self, Form};
use crate::diagnostics::{render, Diagnostic};
use crate::llvm::Module;
use crate::options::Options;
use crate::panics::catch_panics;
use std::fmt;

/// Why a module was not translated: one or more problems, each naming the
/// function (or global) and the instruction where that applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    /// The text the pass and the command print (`spirv-emit: ...`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&render(&self.0))
    }
}

impl std::error::Error for Diagnostics {}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(list: Vec<Diagnostic>) -> Self {
        Diagnostics(list)
    }
}

/// Options of the library call: the pass-parameter syntax (`version=1.4;ext=+all;env=opencl-2.0`)
/// without the `SPIRV_EMIT_*` variables. `out=` and `text` name files, which
/// the library does not write: they are errors here.
pub fn parse_options(text: &str) -> Result<Options, Diagnostics> {
    let mut options = Options::default();
    let refuse = |what: &str| {
        Diagnostics(vec![Diagnostic::new(format!(
            "option '{what}' does not apply to the library call, which returns the SPIR-V words instead of writing files"
        ))])
    };
    options.apply_params(text).map_err(|e| Diagnostics(vec![Diagnostic::new(e)]))?;
    if options.out.is_some() {
        return Err(refuse("out"));
    }
    if options.text {
        return Err(refuse("text"));
    }
    Ok(options)
}

/// Translates `module` to SPIR-V words (little-endian when written out as
/// bytes, as the command writes them). A versioned triple (`spirv64v1.2`)
/// caps the version unless the options name one. Never panics: an internal
/// error is a diagnostic too. The module is only read.
pub fn translate(module: Module, options: &Options) -> Result<Vec<u32>, Diagnostics> {
    // The words as the writer has them: no bytes made and read back.
    Ok(catch_panics(|| codegen::translate(module, options, Form::Binary))?.into_words())
}

/// [`parse_options`] then [`translate`]: the C API's one call.
pub fn translate_with(module: Module, options: &str) -> Result<Vec<u32>, Diagnostics> {
    let options = parse_options(options)?;
    translate(module, &options)
}
