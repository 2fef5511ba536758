//! Intel's vendor builtins, which its GPU compiler provides, as one table:
//! name (pattern) -> shape -> lowering. From the OpenCL extension
//! specifications cl_intel_subgroup_matrix_multiply_accumulate (and its
//! _tf32 and split variants) and cl_intel_subgroup_2d_block_io (its SPIR-V
//! environment table of block shapes).
//!
//! A known builtin becomes its SPIR-V instruction when the target allows the
//! extension that has one (SPV_INTEL_subgroup_matrix_multiply_accumulate,
//! SPV_INTEL_2d_block_io); otherwise, or when no instruction exists (the
//! split matrix multiply), it is an imported function (linkage Import), by
//! design, as the reference translators write it: the device compiler
//! provides it. A name of these families that the table does not know
//! (`intel_sub_group_2d_block_read_8b_3r32x1c`) stays an error.

use super::block_2d::{BlockAccess, ShapeOperand};
use super::subgroup_mma::mma_operands;
use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::block_2d;
use crate::lower::extensions::subgroup_mma;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MatrixMultiplyAccumulateOperands as M, Op};
use spirv_writer::ExtensionPolicy;

/// One `intel_sub_group_<a>_<b>_matrix_mad_k<K>(a, b, acc)`: K and the
/// operand bits saying how A and B are packed and signed.
pub struct MatrixMad {
    pub name: &'static str,
    pub k: u32,
    pub operands: u32,
}

const fn bits(flags: &[M]) -> u32 {
    let mut all = 0;
    let mut n = 0;
    while n < flags.len() {
        all |= flags[n].bits();
        n += 1;
    }
    all
}

const I8: u32 = bits(&[M::MATRIX_A_PACKED_INT8_INTEL, M::MATRIX_B_PACKED_INT8_INTEL]);
const I4: u32 = bits(&[M::MATRIX_A_PACKED_INT4_INTEL, M::MATRIX_B_PACKED_INT4_INTEL]);
const SA: u32 = M::MATRIX_A_SIGNED_COMPONENTS_INTEL.bits();
const SB: u32 = M::MATRIX_B_SIGNED_COMPONENTS_INTEL.bits();

/// cl_intel_subgroup_matrix_multiply_accumulate(_tf32).
pub const MATRIX_MADS: &[MatrixMad] = &[
    MatrixMad { name: "intel_sub_group_i8_i8_matrix_mad_k32", k: 32, operands: I8 | SA | SB },
    MatrixMad { name: "intel_sub_group_i8_u8_matrix_mad_k32", k: 32, operands: I8 | SA },
    MatrixMad { name: "intel_sub_group_u8_i8_matrix_mad_k32", k: 32, operands: I8 | SB },
    MatrixMad { name: "intel_sub_group_u8_u8_matrix_mad_k32", k: 32, operands: I8 },
    MatrixMad { name: "intel_sub_group_i4_i4_matrix_mad_k64", k: 64, operands: I4 | SA | SB },
    MatrixMad { name: "intel_sub_group_i4_u4_matrix_mad_k64", k: 64, operands: I4 | SA },
    MatrixMad { name: "intel_sub_group_u4_i4_matrix_mad_k64", k: 64, operands: I4 | SB },
    MatrixMad { name: "intel_sub_group_u4_u4_matrix_mad_k64", k: 64, operands: I4 },
    MatrixMad {
        name: "intel_sub_group_f16_f16_matrix_mad_k16",
        k: 16,
        operands: bits(&[M::MATRIX_A_PACKED_FLOAT16_INTEL, M::MATRIX_B_PACKED_FLOAT16_INTEL]),
    },
    MatrixMad {
        name: "intel_sub_group_bf16_bf16_matrix_mad_k16",
        k: 16,
        operands: bits(&[M::MATRIX_A_PACKED_B_FLOAT16_INTEL, M::MATRIX_B_PACKED_B_FLOAT16_INTEL]),
    },
    MatrixMad {
        name: "intel_sub_group_tf32_tf32_matrix_mad_k8",
        k: 8,
        operands: bits(&[M::MATRIX_ATF32INTEL, M::MATRIX_BTF32INTEL]),
    },
];

/// A bfloat16 accumulator (`short` acc and result) adds these operands.
const BF16_ACCUMULATOR: u32 = bits(&[M::MATRIX_CB_FLOAT16_INTEL, M::MATRIX_RESULT_B_FLOAT16_INTEL]);

/// cl_intel_subgroup_split_matrix_multiply_accumulate: two subgroups share
/// matrix A; no SPIR-V instruction says that.
const SPLIT_MATRIX_MADS: &[&str] = &[
    "intel_sub_group_i8_i8_split_matrix_mad_k32",
    "intel_sub_group_i8_u8_split_matrix_mad_k32",
    "intel_sub_group_u8_i8_split_matrix_mad_k32",
    "intel_sub_group_u8_u8_split_matrix_mad_k32",
    "intel_sub_group_bf16_bf16_split_matrix_mad_k16",
    "intel_sub_group_f16_f16_split_matrix_mad_k16",
];

/// The block shapes one element size allows: widths (elements), heights
/// (rows) and counts of blocks.
pub struct BlockShapes {
    pub bytes: u32,
    pub widths: &'static [u32],
    pub heights: &'static [u32],
    pub counts: &'static [u32],
}

/// `intel_sub_group_2d_block_<name>_<bits>b_<height>r<width>x<count>c`.
pub struct BlockFamily {
    pub name: &'static str,
    pub op: Op,
    pub shapes: &'static [BlockShapes],
}

const ROWS: &[u32] = &[1, 2, 4, 8, 16, 32];
const WRITE_ROWS: &[u32] = &[1, 2, 4, 8];

/// cl_intel_subgroup_2d_block_io, "Modifications to the OpenCL SPIR-V
/// Environment Specification": valid shapes per instruction.
pub const BLOCK_FAMILIES: &[BlockFamily] = &[
    BlockFamily {
        name: "read",
        op: Op::Subgroup2DBlockLoadINTEL,
        shapes: &[
            BlockShapes { bytes: 1, widths: &[32], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 1, widths: &[16], heights: &[8, 16, 32], counts: &[4] },
            BlockShapes { bytes: 2, widths: &[16], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 4, widths: &[8], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 4, widths: &[16], heights: ROWS, counts: &[1] },
        ],
    },
    BlockFamily {
        name: "read_transform",
        op: Op::Subgroup2DBlockLoadTransformINTEL,
        shapes: &[
            BlockShapes { bytes: 1, widths: &[16], heights: &[32], counts: &[1, 2, 4] },
            BlockShapes { bytes: 2, widths: &[16], heights: &[16, 32], counts: &[1, 2] },
        ],
    },
    BlockFamily {
        name: "read_transpose",
        op: Op::Subgroup2DBlockLoadTransposeINTEL,
        shapes: &[BlockShapes { bytes: 4, widths: &[8], heights: &[16, 32], counts: &[1] }],
    },
    BlockFamily {
        name: "write",
        op: Op::Subgroup2DBlockStoreINTEL,
        shapes: &[
            BlockShapes { bytes: 1, widths: &[16, 32], heights: WRITE_ROWS, counts: &[1] },
            BlockShapes { bytes: 2, widths: &[16], heights: WRITE_ROWS, counts: &[1] },
            BlockShapes { bytes: 4, widths: &[16], heights: WRITE_ROWS, counts: &[1] },
        ],
    },
    BlockFamily {
        name: "prefetch",
        op: Op::Subgroup2DBlockPrefetchINTEL,
        shapes: &[
            BlockShapes { bytes: 1, widths: &[32], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 1, widths: &[16], heights: &[32], counts: &[1, 2] },
            BlockShapes { bytes: 1, widths: &[16], heights: &[8, 16, 32], counts: &[4] },
            BlockShapes { bytes: 2, widths: &[16], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 4, widths: &[8], heights: ROWS, counts: &[1, 2] },
            BlockShapes { bytes: 4, widths: &[16], heights: ROWS, counts: &[1] },
        ],
    },
];

/// What a known vendor builtin is.
#[derive(Clone, Copy)]
pub enum VendorBuiltin {
    MatrixMad(&'static MatrixMad),
    /// A 2D block access: the family and [Element Size, Block Width, Block Height, Block Count].
    Block2d(&'static BlockFamily, [u32; 4]),
    /// Known, with no SPIR-V instruction: always imported.
    ImportOnly,
}

impl VendorBuiltin {
    /// The extension whose instruction expresses it.
    pub fn extension(self) -> Option<&'static str> {
        match self {
            VendorBuiltin::MatrixMad(_) => Some(super::subgroup_mma::EXTENSION),
            VendorBuiltin::Block2d(..) => Some(super::block_2d::EXTENSION),
            VendorBuiltin::ImportOnly => None,
        }
    }
}

/// The vendor builtin `source_name` (demangled), if the table knows it.
pub fn vendor_builtin(source_name: &str) -> Option<VendorBuiltin> {
    if let Some(mad) = MATRIX_MADS.iter().find(|m| m.name == source_name) {
        return Some(VendorBuiltin::MatrixMad(mad));
    }
    if SPLIT_MATRIX_MADS.contains(&source_name) {
        return Some(VendorBuiltin::ImportOnly);
    }
    let rest = source_name.strip_prefix("intel_sub_group_2d_block_")?;
    BLOCK_FAMILIES.iter().find_map(|family| {
        let shape = parse_block_shape(rest.strip_prefix(family.name)?.strip_prefix('_')?)?;
        let [bytes, width, height, count] = shape;
        family
            .shapes
            .iter()
            .any(|s| {
                s.bytes == bytes
                    && s.widths.contains(&width)
                    && s.heights.contains(&height)
                    && s.counts.contains(&count)
            })
            .then_some(VendorBuiltin::Block2d(family, shape))
    })
}

/// Whether calls to the vendor builtin `source_name` are lowered to an
/// instruction (`Some(true)`) or imported (`Some(false)`) under `policy`;
/// `None` if the table does not know it.
pub fn lowers_vendor_builtin(source_name: &str, policy: &ExtensionPolicy) -> Option<bool> {
    vendor_builtin(source_name).map(|b| b.extension().is_some_and(|e| policy.allows(e)))
}

/// `8b_2r32x1c` -> [Element Size 1, Block Width 32, Block Height 2, Block Count 1].
fn parse_block_shape(s: &str) -> Option<[u32; 4]> {
    let mut numbers = [0u32; 4];
    let mut rest = s;
    for (n, delimiter) in ["b_", "r", "x", "c"].iter().enumerate() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        numbers[n] = rest[..digits].parse().ok()?;
        rest = rest[digits..].strip_prefix(delimiter)?;
    }
    let [bits, height, width, count] = numbers;
    (rest.is_empty() && bits % 8 == 0).then_some([bits / 8, width, height, count])
}

/// A call to a vendor builtin the registry classified as lowered.
pub(crate) fn lower_vendor_builtin(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let builtin = vendor_builtin(source_name)?;
    let shown = format!("'{source_name}'");
    let args = i.call_args();
    Some(match builtin {
        VendorBuiltin::MatrixMad(mad) => match args[..] {
            [a, b, acc] => {
                let bf16_accumulator = mad.operands & M::MATRIX_A_PACKED_B_FLOAT16_INTEL.bits() != 0
                    && acc.ty().scalar().is_integer()
                    && acc.ty().scalar().int_width() == 16;
                let extra = if bf16_accumulator { BF16_ACCUMULATOR } else { 0 };
                mma_operands(mad.operands | extra, &shown).and_then(|operands| {
                    subgroup_mma::emit_subgroup_mma(f, i, source_name, mad.k, [a, b, acc], operands)
                })
            }
            _ => Err(LowerError::argument_count(source_name, "3 arguments (a, b, acc)", args.len())),
        },
        VendorBuiltin::Block2d(family, shape) => {
            let expected = if family.op == Op::Subgroup2DBlockPrefetchINTEL { 5 } else { 6 };
            if args.len() != expected {
                return Some(Err(LowerError::argument_count(
                    source_name,
                    format!("{expected} arguments"),
                    args.len(),
                )));
            }
            let access = BlockAccess {
                op: family.op,
                shape: shape.map(ShapeOperand::Constant),
                base: args[0],
                region: [args[1], args[2], args[3], args[4]],
                data: args.get(5).copied(),
            };
            block_2d::emit_block_2d(f, &access, source_name)
        }
        VendorBuiltin::ImportOnly => {
            Err(LowerError::Internal("an imported vendor builtin lowered as a builtin"))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_names() {
        let Some(VendorBuiltin::Block2d(f, shape)) =
            vendor_builtin("intel_sub_group_2d_block_read_8b_2r32x1c")
        else {
            panic!("not known")
        };
        assert_eq!((f.op, shape), (Op::Subgroup2DBlockLoadINTEL, [1, 32, 2, 1]));
        let Some(VendorBuiltin::Block2d(f, shape)) =
            vendor_builtin("intel_sub_group_2d_block_read_transform_16b_32r16x2c")
        else {
            panic!("not known")
        };
        assert_eq!((f.op, shape), (Op::Subgroup2DBlockLoadTransformINTEL, [2, 16, 32, 2]));
        let Some(VendorBuiltin::Block2d(f, shape)) =
            vendor_builtin("intel_sub_group_2d_block_write_32b_8r16x1c")
        else {
            panic!("not known")
        };
        assert_eq!((f.op, shape), (Op::Subgroup2DBlockStoreINTEL, [4, 16, 8, 1]));
        for unknown in [
            "intel_sub_group_2d_block_read_8b_3r32x1c",
            "intel_sub_group_2d_block_write_32b_16r16x1c",
            "intel_sub_group_2d_block_read_transpose_16b_16r8x1c",
            "intel_sub_group_2d_block_read_8b_2r32x1cc",
            "intel_sub_group_2d_block_read",
            "intel_sub_group_2d_block_read_7b_2r32x1c",
        ] {
            assert!(vendor_builtin(unknown).is_none(), "{unknown}");
        }
    }

    #[test]
    fn matrix_names() {
        let Some(VendorBuiltin::MatrixMad(m)) = vendor_builtin("intel_sub_group_u8_i8_matrix_mad_k32") else {
            panic!("not known")
        };
        assert_eq!((m.k, m.operands), (32, 0x32));
        assert!(matches!(
            vendor_builtin("intel_sub_group_f16_f16_split_matrix_mad_k16"),
            Some(VendorBuiltin::ImportOnly)
        ));
        assert!(vendor_builtin("intel_sub_group_f32_f32_matrix_mad_k8").is_none());
        let policy = ExtensionPolicy::with(&["SPV_INTEL_2d_block_io"]);
        assert_eq!(
            lowers_vendor_builtin("intel_sub_group_2d_block_prefetch_16b_8r16x2c", &policy),
            Some(true)
        );
        assert_eq!(lowers_vendor_builtin("intel_sub_group_bf16_bf16_matrix_mad_k16", &policy), Some(false));
        assert_eq!(
            lowers_vendor_builtin("intel_sub_group_f16_f16_split_matrix_mad_k16", &ExtensionPolicy::all()),
            Some(false)
        );
    }
}
