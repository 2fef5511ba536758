//! LLVM's `bfloat` as a SPIR-V type: SPV_KHR_bfloat16's type, or an i16
//! carrier where SPV_INTEL_bfloat16_conversion is allowed (its values:
//! `extensions::bfloat`).

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::{Id, TypeKey};

pub(crate) const KHR: &str = "SPV_KHR_bfloat16";

pub(crate) const INTEL: &str = "SPV_INTEL_bfloat16_conversion";

/// Whether `ty` is bfloat or a vector of bfloat.
pub fn is_bfloat(ty: Type) -> bool {
    ty.scalar().kind() == TypeKind::BFloat
}

/// How bfloat values are represented.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    /// OpTypeFloat 16 BFloat16KHR.
    Khr,
    /// i16 carrying the bits, converted with the INTEL instructions.
    IntelCarrier,
}

/// The bfloat bits of `value` (round to nearest even from float; NaN stays NaN).
pub fn bfloat_bits(value: f64) -> u64 {
    let bits = (value as f32).to_bits();
    if (value as f32).is_nan() {
        return u64::from((bits >> 16) | 0x40);
    }
    let rounding = 0x7fff + ((bits >> 16) & 1);
    u64::from((bits.wrapping_add(rounding)) >> 16)
}

impl ModuleLowering {
    /// The i16 carrier where SPV_INTEL_bfloat16_conversion is allowed: the
    /// conversions are all that bfloat values need here (arithmetic is done
    /// in float), memory and kernel arguments keep the ushort type OpenCL
    /// runtimes take (Intel's refuse kernel arguments of BFloat16KHR type),
    /// and SPV_KHR_bfloat16 is newer. The KHR type otherwise (and always as
    /// a cooperative matrix component, where arithmetic needs it).
    pub(crate) fn bfloat_mode(&self) -> LowerResult<Mode> {
        if self.allows_extension(INTEL) {
            Ok(Mode::IntelCarrier)
        } else if self.allows_extension(KHR) {
            Ok(Mode::Khr)
        } else {
            Err(LowerError::NeedsExtension {
                what: "the bfloat type".into(),
                extension: KHR.into(),
                alternative: Some(INTEL),
            })
        }
    }

    /// The SPIR-V type of LLVM's scalar `bfloat`.
    pub fn bfloat_scalar_type(&mut self) -> LowerResult<Id> {
        Ok(match self.bfloat_mode()? {
            Mode::Khr => self.m.intern_type(TypeKey::BFloat16),
            Mode::IntelCarrier => self.m.type_int(16),
        })
    }
}
