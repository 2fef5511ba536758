//! The FP8 conversion builtins' names (`float8.rs` lists them): which
//! encoding, which 16-bit type, which direction and whether out-of-range
//! values saturate, as the descriptor `Float8Conversion` that the scalar
//! and vector lowering (`float8.rs`) and the matrix one (`float8_matrix.rs`)
//! read.

use spirv_writer::spirv::FPEncoding;

/// The 16-bit side of a conversion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wide {
    Half,
    BFloat,
}

/// One FP8 conversion builtin, from its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Float8Conversion {
    pub(super) encoding: FPEncoding,
    pub(super) wide: Wide,
    /// To FP8 (else from FP8).
    pub(super) to_float8: bool,
    /// Out-of-range values saturate to the largest finite FP8 value.
    pub(super) saturate: bool,
}

fn float8_encoding(name: &str) -> Option<FPEncoding> {
    match name {
        "E4M3" => Some(FPEncoding::Float8E4M3EXT),
        "E5M2" => Some(FPEncoding::Float8E5M2EXT),
        _ => None,
    }
}

fn wide_type(name: &str) -> Option<Wide> {
    match name {
        "FP16" => Some(Wide::Half),
        "BF16" => Some(Wide::BFloat),
        _ => None,
    }
}

/// The conversion `source_name` (demangled) names, if it is an FP8 one.
pub fn float8_conversion(source_name: &str) -> Option<Float8Conversion> {
    let rest = source_name.strip_prefix("__builtin_spirv_")?;
    let (pair, saturate) = if let Some(clamp) = rest.strip_prefix("ClampConvert") {
        (clamp.strip_suffix("INTEL")?, true)
    } else {
        let convert = rest.strip_prefix("Convert")?;
        match convert.strip_suffix("EXT_sat") {
            Some(pair) => (pair, true),
            None => (convert.strip_suffix("EXT")?, false),
        }
    };
    let (from, to) = pair.split_once("To")?;
    if let (Some(encoding), Some(wide)) = (float8_encoding(from), wide_type(to)) {
        // Widening is exact: there is nothing to saturate.
        return (!saturate).then_some(Float8Conversion { encoding, wide, to_float8: false, saturate });
    }
    let (wide, encoding) = (wide_type(from)?, float8_encoding(to)?);
    Some(Float8Conversion { encoding, wide, to_float8: true, saturate })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let c = float8_conversion("__builtin_spirv_ConvertE4M3ToFP16EXT").unwrap();
        assert_eq!(
            (c.encoding, c.wide, c.to_float8, c.saturate),
            (FPEncoding::Float8E4M3EXT, Wide::Half, false, false)
        );
        let c = float8_conversion("__builtin_spirv_ConvertBF16ToE5M2EXT_sat").unwrap();
        assert_eq!(
            (c.encoding, c.wide, c.to_float8, c.saturate),
            (FPEncoding::Float8E5M2EXT, Wide::BFloat, true, true)
        );
        let c = float8_conversion("__builtin_spirv_ClampConvertFP16ToE4M3INTEL").unwrap();
        assert!(c.to_float8 && c.saturate);
        assert_eq!(float8_conversion("__builtin_spirv_ConvertE4M3ToFP16EXT_sat"), None);
        assert_eq!(float8_conversion("__builtin_spirv_ConvertE2M1ToFP16INTEL"), None);
        assert_eq!(float8_conversion("__builtin_spirv_ConvertFP32ToE4M3EXT"), None);
        assert_eq!(float8_conversion("convert_half"), None);
    }
}
