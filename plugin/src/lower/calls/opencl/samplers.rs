//! Samplers from their initializer bits (OpenCL C 6.15.14.1): literal
//! samplers (`__translate_sampler_initializer`, and the `i32` constants SPIR
//! 1.2 front ends pass) become OpConstantSampler.

use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::opencl_objects::Opaque;
use crate::lower::LowerResult;
use spirv_writer::spirv::{SamplerAddressingMode, SamplerFilterMode};
use spirv_writer::{ConstantKey, Id};

/// The parts of a sampler initializer (OpenCL C 6.15.14.1): normalized
/// coordinates (bit 0), addressing mode (bits 1-3), filter (bits 4-5; none
/// given is nearest).
pub fn sampler_fields(bits: u64) -> Option<(SamplerAddressingMode, bool, SamplerFilterMode)> {
    let addressing = match (bits >> 1) & 7 {
        0 => SamplerAddressingMode::None,
        1 => SamplerAddressingMode::ClampToEdge,
        2 => SamplerAddressingMode::Clamp,
        3 => SamplerAddressingMode::Repeat,
        4 => SamplerAddressingMode::RepeatMirrored,
        _ => return None,
    };
    let filter = match (bits >> 4) & 3 {
        // No filter bits (`CLK_ADDRESS_NONE` alone, or 0) mean nearest, as the translator reads them.
        0 | 1 => SamplerFilterMode::Nearest,
        2 => SamplerFilterMode::Linear,
        _ => return None,
    };
    Some((addressing, bits & 1 == 1, filter))
}

/// OpConstantSampler of a sampler initializer's bits (`sampler_fields`).
pub(super) fn constant_sampler(f: &mut FunctionLowering<'_>, bits: u64) -> LowerResult<Id> {
    let (addressing, normalized, filter) = sampler_fields(bits).ok_or_else(|| {
        LowerError::operand("sampler initializer", format!("{bits:#x}"), "a valid sampler initializer")
    })?;
    let ty = f.module().opencl_object_type(Opaque::Sampler);
    Ok(f.module().m.constant(ConstantKey::Sampler { ty, addressing, normalized, filter }))
}

/// A sampler operand: SPIR 1.2 front ends pass literal samplers as `i32`
/// constants (`read_imagef(image, 20, coord)`, or to a function taking a
/// sampler), which become OpConstantSampler here; other values are
/// samplers already (`object_inference`).
pub(crate) fn sampler_operand(f: &mut FunctionLowering<'_>, v: crate::llvm::Value) -> LowerResult<Id> {
    match v.const_int_zext().filter(|_| v.ty().is_integer()) {
        Some(bits) => constant_sampler(f, bits),
        None => f.operand(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sampler_bits() {
        // CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST
        assert_eq!(
            sampler_fields(0x14),
            Some((SamplerAddressingMode::Clamp, false, SamplerFilterMode::Nearest))
        );
        // CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR
        assert_eq!(
            sampler_fields(0x27),
            Some((SamplerAddressingMode::Repeat, true, SamplerFilterMode::Linear))
        );
        assert_eq!(
            sampler_fields(0x12),
            Some((SamplerAddressingMode::ClampToEdge, false, SamplerFilterMode::Nearest))
        );
        assert_eq!(
            sampler_fields(0x18),
            Some((SamplerAddressingMode::RepeatMirrored, false, SamplerFilterMode::Nearest))
        );
        // no filter bits: nearest (as the translator reads them)
        assert_eq!(
            sampler_fields(0x04),
            Some((SamplerAddressingMode::Clamp, false, SamplerFilterMode::Nearest))
        );
        assert_eq!(
            sampler_fields(0x00),
            Some((SamplerAddressingMode::None, false, SamplerFilterMode::Nearest))
        );
        assert_eq!(sampler_fields(0x34), None); // both filter bits
        assert_eq!(sampler_fields(0x1A), None); // addressing mode 5
    }
}
