//! SPV_INTEL_vector_compute: the VC front end's string attributes on
//! functions and parameters become the extension's decorations and
//! execution modes, as the reference translator writes them (where the
//! target allows the extension; elsewhere they are ignored, as any
//! unknown attribute): `"VCFunction"` VectorComputeFunctionINTEL,
//! `"VCStackCall"` StackCallINTEL, `"VCCallable"`
//! VectorComputeCallableFunctionINTEL, `"VCSIMTCall"="N"` SIMTCallINTEL N;
//! on parameters `"VCArgumentIOKind"="N"` FuncParamIOKindINTEL N and
//! `"VCMediaBlockIO"` MediaBlockIOINTEL (on image parameters only, which the
//! extension allows it on and the translator's reader asserts; elsewhere it
//! is dropped: it only permits media block I/O); on kernels `"VCSLMSize"="N"` and
//! `"VCNamedBarrierCount"="N"` the execution modes
//! SharedLocalMemorySizeINTEL and NamedBarrierCountINTEL. The capabilities
//! come from the grammar (VectorComputeINTEL).

use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::ModuleLowering;
use spirv_writer::spirv::{Decoration, ExecutionMode};
use spirv_writer::{Id, Operand, TypeKey};

const EXTENSION: &str = "SPV_INTEL_vector_compute";

/// Attribute, decoration, whether the attribute's value is its literal operand.
type Row = (&'static str, Decoration, bool);

const FUNCTION: &[Row] = &[
    ("VCFunction", Decoration::VectorComputeFunctionINTEL, false),
    ("VCStackCall", Decoration::StackCallINTEL, false),
    ("VCCallable", Decoration::VectorComputeCallableFunctionINTEL, false),
    ("VCSIMTCall", Decoration::SIMTCallINTEL, true),
];

const PARAMETER: &[Row] = &[
    ("VCArgumentIOKind", Decoration::FuncParamIOKindINTEL, true),
    ("VCMediaBlockIO", Decoration::MediaBlockIOINTEL, false),
];

const KERNEL: &[(&str, ExecutionMode)] = &[
    ("VCSLMSize", ExecutionMode::SharedLocalMemorySizeINTEL),
    ("VCNamedBarrierCount", ExecutionMode::NamedBarrierCountINTEL),
];

impl ModuleLowering {
    /// The VC decorations of function `f` (`index` -1) or of its parameter
    /// `index` - 1, on `id`.
    pub fn decorate_vector_compute(&mut self, f: Value, index: i32, id: Id) {
        if !self.allows_extension(EXTENSION) {
            return;
        }
        let rows = if index < 0 { FUNCTION } else { PARAMETER };
        for &(attribute, decoration, literal) in rows {
            let Some(value) = f.string_attribute(index, attribute) else { continue };
            if decoration == Decoration::MediaBlockIOINTEL && !self.is_image_parameter(f, index) {
                continue;
            }
            let operands = match (literal, value.trim().parse::<u32>()) {
                (false, _) => Vec::new(),
                (true, Ok(n)) => vec![Operand::LiteralBit32(n)],
                (true, Err(_)) => {
                    self.error(Some(f), None, not_an_integer(attribute, &value));
                    continue;
                }
            };
            self.m.decorate(id, decoration, operands);
        }
    }

    /// Whether parameter `index` - 1 of `f` is an image.
    fn is_image_parameter(&mut self, f: Value, index: i32) -> bool {
        let Some(param) = f.params().get(index as usize - 1).copied() else { return false };
        let ty = self.value_type(param).ok();
        matches!(ty.and_then(|t| self.m.type_key(t)), Some(TypeKey::Image { .. }))
    }

    /// The VC execution modes of kernel `f`, on entry point `entry`.
    pub fn vector_compute_modes(&mut self, f: Value, entry: Id) {
        if !self.allows_extension(EXTENSION) {
            return;
        }
        for &(attribute, mode) in KERNEL {
            let Some(value) = f.string_attribute(-1, attribute) else { continue };
            match value.trim().parse::<u32>() {
                Ok(n) => self.m.add_execution_mode(entry, mode, vec![n]),
                Err(_) => self.error(Some(f), None, not_an_integer(attribute, &value)),
            }
        }
    }
}

fn not_an_integer(attribute: &str, value: &str) -> LowerError {
    LowerError::convention(format!("attribute \"{attribute}\"=\"{value}\""), "expected an integer")
}
