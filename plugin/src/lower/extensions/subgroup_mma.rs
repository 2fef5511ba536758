//! SPV_INTEL_subgroup_matrix_multiply_accumulate: the SPIR-V friendly call
//! `__spirv_SubgroupMatrixMultiplyAccumulateINTEL(K Dim, A, B, C[, Operands])`
//! and Intel's `intel_sub_group_*_matrix_mad_k*` builtins (`vendor_builtins`)
//! become OpSubgroupMatrixMultiplyAccumulateINTEL. K Dim must be a 32-bit
//! integer constant; the Matrix Multiply Accumulate Operands a literal.
//!
//! The float8, float4 and scaling operand bits
//! (SPV_INTEL_subgroup_matrix_multiply_accumulate_float8/_float4,
//! SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate) are in no SPIR-V
//! grammar of SDK 1.4.341 and SPIRV-Tools 2025.5 rejects them: an error
//! names the operand and its extension.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MatrixMultiplyAccumulateOperands, Op};
use spirv_writer::{Id, Operand};

pub const EXTENSION: &str = "SPV_INTEL_subgroup_matrix_multiply_accumulate";

/// The friendly name this file lowers.
pub const FRIENDLY: &str = "__spirv_SubgroupMatrixMultiplyAccumulateINTEL";

/// Operand bits of newer extensions, absent from the grammar: bit, name,
/// extension (the values of the reference translator and Intel's GPU compiler).
const UNGRAMMARED_OPERANDS: &[(u32, &str, &str)] = &[
    (0x4000, "MatrixAPackedFloat8E4M3INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"),
    (0x8000, "MatrixBPackedFloat8E4M3INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"),
    (0x10000, "MatrixAPackedFloat8E5M2INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"),
    (0x20000, "MatrixBPackedFloat8E5M2INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"),
    (0x40000, "MatrixAPackedFloat4E2M1INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4"),
    (0x80000, "MatrixBPackedFloat4E2M1INTEL", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4"),
    (0x100000, "ScaleAFloat8E8M0INTEL", "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate"),
    (0x200000, "ScaleBFloat8E8M0INTEL", "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate"),
];

/// Why instructions and operands of the float4/float8/scaled extensions are refused.
pub const NO_GRAMMAR_WHY: &str =
    "SPIR-V's grammar (SPIRV-Headers of SDK 1.4.341, which rspirv 0.13 carries) \
     does not have it and SPIRV-Tools 2025.5 rejects it, so no module using it can be validated";

/// The operands `bits` of the call `shown`, or an error naming the first
/// bit no grammar here has.
pub fn mma_operands(bits: u32, shown: &str) -> LowerResult<MatrixMultiplyAccumulateOperands> {
    if let Some(operands) = MatrixMultiplyAccumulateOperands::from_bits(bits) {
        return Ok(operands);
    }
    match UNGRAMMARED_OPERANDS.iter().find(|(bit, _, _)| bits & bit != 0) {
        Some((bit, name, extension)) => Err(LowerError::NotEmitted {
            what: format!("{shown} with the operand {name} (0x{bit:x}) of {extension}"),
            why: NO_GRAMMAR_WHY.into(),
        }),
        None => Err(LowerError::convention(
            shown,
            format!("0x{bits:x} has bits that are no Matrix Multiply Accumulate Operands"),
        )),
    }
}

/// `__spirv_SubgroupMatrixMultiplyAccumulateINTEL(K, A, B, C[, Operands])`.
/// The friendly call `FRIENDLY`; `None` for other names (a row of the extension calls).
pub(crate) fn lower_friendly(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    (source_name == FRIENDLY).then(|| lower_subgroup_mma_friendly(f, i))
}

fn lower_subgroup_mma_friendly(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let (k, a, b, c) = match args[..] {
        [k, a, b, c] | [k, a, b, c, _] => (k, a, b, c),
        _ => return Err(LowerError::argument_count(FRIENDLY, "4 or 5 operands", args.len())),
    };
    let k = constant_i32(k, FRIENDLY, "K Dim")?;
    let operands = match args.get(4) {
        Some(bits) => {
            let bits = constant_i32(*bits, FRIENDLY, "Matrix Multiply Accumulate Operands")?;
            mma_operands(bits, &format!("'{FRIENDLY}'"))?
        }
        None => MatrixMultiplyAccumulateOperands::NONE,
    };
    emit_subgroup_mma(f, i, FRIENDLY, k, [a, b, c], operands)
}

/// OpSubgroupMatrixMultiplyAccumulateINTEL for the call `i` of `callee`:
/// its result type, `k`, the matrices A, B and C, and the operands.
pub(crate) fn emit_subgroup_mma(
    f: &mut FunctionLowering<'_>,
    i: Call,
    callee: &str,
    k: u32,
    matrices: [Value; 3],
    operands: MatrixMultiplyAccumulateOperands,
) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, &format!("'{callee}'"))?;
    let result_type = f.module().value_type(*i)?;
    let mut all = vec![Operand::IdRef(f.module().m.constant_u32(k))];
    for m in matrices {
        all.push(Operand::IdRef(f.operand(m)?));
    }
    if !operands.is_empty() {
        all.push(Operand::MatrixMultiplyAccumulateOperands(operands));
    }
    let id: Id = f.result_id(*i);
    f.emit_as(id, Op::SubgroupMatrixMultiplyAccumulateINTEL, result_type, all);
    f.name_result(*i, id);
    Ok(())
}

/// The value of `v`, which SPIR-V needs as a constant 32-bit integer.
pub fn constant_i32(v: Value, callee: &str, operand: &str) -> LowerResult<u32> {
    if v.ty().is_vector() || !v.ty().is_integer() || v.ty().int_width() != 32 {
        return Err(LowerError::operand(callee, operand, "a 32-bit integer constant"));
    }
    v.const_int_zext()
        .map(|n| n as u32)
        .ok_or_else(|| LowerError::not_constant(format!("the {operand} operand of '{callee}'")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operand_bits() {
        assert_eq!(mma_operands(0x3000, "x").unwrap().bits(), 0x3000);
        let LowerError::NotEmitted { what, .. } = mma_operands(0xC000, "x").unwrap_err() else {
            panic!("not NotEmitted")
        };
        assert!(what.contains("MatrixAPackedFloat8E4M3INTEL") && what.contains("_float8"), "{what}");
        let LowerError::NotEmitted { what, .. } = mma_operands(0x30000A, "x").unwrap_err() else {
            panic!("not NotEmitted")
        };
        assert!(what.contains("ScaleAFloat8E8M0INTEL"), "{what}");
        assert!(matches!(mma_operands(0x8000_0000, "x"), Err(LowerError::MalformedConvention { .. })));
    }
}
