//! The call descriptor every OpenCL builtin lowering takes: the call, its
//! names, and its arguments with their mangled parameter types.

use crate::diagnostics::LowerError;
use crate::llvm::Call as CallInst;
use crate::llvm::Value;
use crate::lower::module::mangling::MangledType;
use crate::lower::LowerResult;

/// One builtin call: the instruction, its names, and its arguments with their
/// mangled parameter types (empty for unmangled builtins such as printf).
pub struct BuiltinCall {
    pub i: CallInst,
    /// The symbol as called (`_Z3maxjj`).
    pub symbol: String,
    /// The source name (`max`).
    pub name: String,
    pub params: Vec<MangledType>,
    pub args: Vec<Value>,
}

impl BuiltinCall {
    /// The mangled type of parameter `n`.
    pub fn param(&self, n: usize) -> LowerResult<&MangledType> {
        self.params.get(n).ok_or_else(|| {
            LowerError::argument_count(self.symbol.as_str(), format!("parameter {n}"), self.params.len())
        })
    }

    /// Whether parameter `n` is a signed integer (scalar or vector).
    pub fn signed(&self, n: usize) -> bool {
        self.params.get(n).is_some_and(MangledType::is_signed)
    }

    /// Whether parameter `n` is floating-point (scalar or vector).
    pub fn float(&self, n: usize) -> bool {
        self.params.get(n).is_some_and(MangledType::is_float)
    }

    /// The error for a call no row lowers.
    pub fn unknown(&self) -> LowerError {
        LowerError::unknown_builtin(self.name.as_str(), self.symbol.as_str())
    }

    pub fn arg(&self, n: usize) -> LowerResult<Value> {
        self.args.get(n).copied().ok_or_else(|| {
            LowerError::argument_count(self.name.as_str(), format!("argument {n}"), self.args.len())
        })
    }
}
