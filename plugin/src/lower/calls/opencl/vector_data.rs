//! Vector data load and store builtins (OpenCL C 6.15.7): `vload<n>`,
//! `vstore<n>`, `vload_half[<n>]`, `vloada_half<n>`, `vstore_half[<n>][_<r>]`,
//! `vstorea_half<n>[_<r>]` -> OpenCL.std vloadn, vstoren, vload_half,
//! vload_halfn, vloada_halfn, vstore_half[_r], vstore_halfn[_r],
//! vstorea_halfn[_r] (OpenCL.std 2.7). The `n` of vloadn, vload_halfn and
//! vloada_halfn is a literal operand; the rounding mode of the `_r` forms is
//! an FPRoundingMode operand. The pointer points to the scalar element type
//! of its mangling (`half` for the half forms).

use super::call::BuiltinCall;
use super::operands;
use super::operands::trailing_count;
use super::table::{prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::FPRoundingMode;
use spirv_writer::{Id, Operand};

/// A parsed vector data builtin.
#[derive(Debug, PartialEq, Eq)]
pub enum VectorData {
    /// vload<n>, vload_half, vload_half<n>, vloada_half<n>: (instruction, n literal).
    Load(&'static str, Option<u32>),
    /// vstore<n>, vstore[a]_half[<n>][_r]: (instruction, rounding mode operand).
    Store(&'static str, Option<FPRoundingMode>),
}

fn rounding(suffix: &str) -> Option<Option<FPRoundingMode>> {
    Some(match suffix {
        "" => None,
        "_rte" => Some(FPRoundingMode::RTE),
        "_rtz" => Some(FPRoundingMode::RTZ),
        "_rtp" => Some(FPRoundingMode::RTP),
        "_rtn" => Some(FPRoundingMode::RTN),
        _ => return None,
    })
}

pub fn parse_vector_data(name: &str) -> Option<VectorData> {
    if let Some(rest) = name.strip_prefix("vloada_half") {
        return Some(match rest {
            "" => VectorData::Load("vload_half", None),
            n => VectorData::Load("vloada_halfn", Some(trailing_count(n).filter(|c| c.to_string() == n)?)),
        });
    }
    if let Some(rest) = name.strip_prefix("vload_half") {
        return Some(match rest {
            "" => VectorData::Load("vload_half", None),
            n => VectorData::Load("vload_halfn", Some(trailing_count(n).filter(|c| c.to_string() == n)?)),
        });
    }
    if let Some(n) = name.strip_prefix("vload") {
        return Some(VectorData::Load("vloadn", Some(trailing_count(n).filter(|c| c.to_string() == n)?)));
    }
    for (prefix, scalar, vector) in
        [("vstorea_half", "vstore_half", "vstorea_halfn"), ("vstore_half", "vstore_half", "vstore_halfn")]
    {
        if let Some(rest) = name.strip_prefix(prefix) {
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let (n, suffix) = rest.split_at(digits);
            let mode = rounding(suffix)?;
            let base = match n {
                "" => scalar,
                n => {
                    trailing_count(n)?;
                    vector
                }
            };
            let instruction = match (base, mode.is_some()) {
                ("vstore_half", true) => "vstore_half_r",
                ("vstore_halfn", true) => "vstore_halfn_r",
                ("vstorea_halfn", true) => "vstorea_halfn_r",
                (b, _) => b,
            };
            return Some(VectorData::Store(instruction, mode));
        }
    }
    if let Some(n) = name.strip_prefix("vstore") {
        trailing_count(n).filter(|c| c.to_string() == n)?;
        return Some(VectorData::Store("vstoren", None));
    }
    None
}

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[prefixed("vload", VECTOR_DATA), prefixed("vstore", VECTOR_DATA)];

const VECTOR_DATA: BuiltinRule = BuiltinRule::Named(lower_ocl_vector_data);

fn lower_ocl_vector_data(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    match parse_vector_data(&c.name).ok_or_else(|| c.unknown())? {
        VectorData::Load(instruction, n) => lower_vload(f, c, instruction, n),
        VectorData::Store(instruction, mode) => lower_vstore(f, c, instruction, mode),
    }
}

/// The pointer parameter `n` as a pointer to its mangled scalar element.
fn vector_data_pointer(f: &mut FunctionLowering<'_>, c: &BuiltinCall, n: usize) -> LowerResult<Id> {
    let pointee = c.param(n)?.pointee().and_then(|p| p.scalar()).ok_or_else(|| {
        LowerError::operand(c.symbol.as_str(), format!("parameter {n}"), "a pointer to a scalar")
    })?;
    let pointee =
        operands::mangled_type_id(f, &crate::lower::module::mangling::MangledType::Scalar(pointee))?;
    let pointer = c.arg(n)?;
    Ok(operands::ocl_pointer(f, pointer, pointee)?.0)
}

/// (offset, p) -> instruction(offset, p[, n]).
fn lower_vload(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    instruction: &str,
    n: Option<u32>,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*c.i)?;
    let offset = f.operand(c.arg(0)?)?;
    let pointer = vector_data_pointer(f, c, 1)?;
    let mut operands = vec![Operand::IdRef(offset), Operand::IdRef(pointer)];
    if let Some(n) = n {
        operands.push(Operand::LiteralBit32(n));
    }
    let id = f.ext_inst_operands(instruction, result_type, operands)?;
    f.set_result(c.i, id);
    Ok(())
}

/// (data, offset, p) -> instruction(data, offset, p[, mode]).
fn lower_vstore(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    instruction: &str,
    mode: Option<FPRoundingMode>,
) -> LowerResult<()> {
    let data = f.operand(c.arg(0)?)?;
    let offset = f.operand(c.arg(1)?)?;
    let pointer = vector_data_pointer(f, c, 2)?;
    let mut operands = vec![Operand::IdRef(data), Operand::IdRef(offset), Operand::IdRef(pointer)];
    if let Some(mode) = mode {
        operands.push(Operand::FPRoundingMode(mode));
    }
    let void = f.module().m.type_void();
    f.ext_inst_operands(instruction, void, operands)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use VectorData::*;

    #[test]
    fn names() {
        assert_eq!(parse_vector_data("vload4"), Some(Load("vloadn", Some(4))));
        assert_eq!(parse_vector_data("vload16"), Some(Load("vloadn", Some(16))));
        assert_eq!(parse_vector_data("vload5"), None);
        assert_eq!(parse_vector_data("vload_half"), Some(Load("vload_half", None)));
        assert_eq!(parse_vector_data("vload_half3"), Some(Load("vload_halfn", Some(3))));
        assert_eq!(parse_vector_data("vloada_half8"), Some(Load("vloada_halfn", Some(8))));
        assert_eq!(parse_vector_data("vstore2"), Some(Store("vstoren", None)));
        assert_eq!(parse_vector_data("vstore_half"), Some(Store("vstore_half", None)));
        assert_eq!(
            parse_vector_data("vstore_half_rtz"),
            Some(Store("vstore_half_r", Some(FPRoundingMode::RTZ)))
        );
        assert_eq!(
            parse_vector_data("vstore_half4_rtp"),
            Some(Store("vstore_halfn_r", Some(FPRoundingMode::RTP)))
        );
        assert_eq!(parse_vector_data("vstorea_half16"), Some(Store("vstorea_halfn", None)));
        assert_eq!(
            parse_vector_data("vstorea_half2_rtn"),
            Some(Store("vstorea_halfn_r", Some(FPRoundingMode::RTN)))
        );
        assert_eq!(parse_vector_data("vstore_half4_rtx"), None);
        assert_eq!(parse_vector_data("vstore"), None);
        assert_eq!(parse_vector_data("vloadx"), None);
    }
}
