//! Image operands of SPIR-V friendly image calls, fitted to the image.
//!
//! OpenCL C passes 3D gradients and offsets as 4-component vectors (the
//! fourth is unused) and the reference translator keeps them in the
//! friendly form it writes (`__spirv_ImageSampleExplicitLod_Rfloat4(si,
//! <4 x float> coord, i32 4, <4 x float> dx, <4 x float> dy)`). SPIR-V's
//! Grad, ConstOffset and Offset operands need exactly as many components
//! as the image has dimensions (SPIR-V 3.37.x "Image Operands": "must have
//! as many components as the image's coordinate, without the array layer"):
//! such vectors are cut to their first components.

use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Dim, ImageOperands};
use spirv_writer::{ConstantKey, Id, Operand, TypeKey};

/// The image operand bits, in the order their parameters follow the mask,
/// with the number of parameters each takes and whether they are vectors
/// with one component per image dimension.
const PARAMETERS: [(ImageOperands, usize, bool); 8] = [
    (ImageOperands::BIAS, 1, false),
    (ImageOperands::LOD, 1, false),
    (ImageOperands::GRAD, 2, true),
    (ImageOperands::CONST_OFFSET, 1, true),
    (ImageOperands::OFFSET, 1, true),
    (ImageOperands::CONST_OFFSETS, 1, false),
    (ImageOperands::SAMPLE, 1, false),
    (ImageOperands::MIN_LOD, 1, false),
];

/// Cuts the per-dimension image operands of an image instruction
/// (operands[0] the image or sampled image, args the call's arguments,
/// one per operand) to the image's dimensions.
pub(crate) fn fit_image_operands(
    f: &mut FunctionLowering<'_>,
    args: &[crate::llvm::Value],
    operands: &mut [Operand],
) -> LowerResult<()> {
    let Some(mask_at) = operands.iter().position(|o| matches!(o, Operand::ImageOperands(_))) else {
        return Ok(());
    };
    let Operand::ImageOperands(mask) = operands[mask_at] else { return Ok(()) };
    let Some(dimensions) = image_dimensions(f, args)? else { return Ok(()) };
    let mut at = mask_at + 1;
    for (bit, count, per_dimension) in PARAMETERS {
        if !mask.contains(bit) {
            continue;
        }
        for n in at..at + count {
            if let (true, Some(&arg)) = (per_dimension, args.get(n)) {
                if n < operands.len() && arg.ty().is_vector() && arg.ty().vector_len() > dimensions {
                    operands[n] = Operand::IdRef(leading_components(f, arg, dimensions)?);
                }
            }
        }
        at += count;
    }
    Ok(())
}

/// The number of coordinate components (without the array layer) of the
/// image or sampled image the first argument is.
fn image_dimensions(f: &mut FunctionLowering<'_>, args: &[crate::llvm::Value]) -> LowerResult<Option<u32>> {
    let Some(&first) = args.first() else { return Ok(None) };
    let mut ty: Id = f.module().value_type(first)?;
    if let Some(TypeKey::SampledImage { image }) = f.module().type_key(ty) {
        ty = image;
    }
    Ok(match f.module().type_key(ty) {
        Some(TypeKey::Image { dim, .. }) => Some(match dim {
            Dim::Dim1D | Dim::DimBuffer => 1,
            Dim::Dim3D | Dim::DimCube => 3,
            _ => 2,
        }),
        _ => None,
    })
}

/// The first `n` components of vector `v` (a scalar for one).
/// A constant stays a constant (ConstOffset must be one).
pub(crate) fn leading_components(
    f: &mut FunctionLowering<'_>,
    v: crate::llvm::Value,
    n: u32,
) -> LowerResult<Id> {
    let element = f.module().lower_type(v.ty().element())?;
    if v.is_constant() {
        let mut parts = Vec::new();
        for i in 0..n {
            let part =
                v.aggregate_element(i).ok_or(LowerError::Internal("a constant vector without elements"))?;
            parts.push(f.module().constant(part)?);
        }
        if n == 1 {
            return Ok(parts[0]);
        }
        let ty = f.module().m.type_vector(element, n);
        return Ok(f.module().m.constant(ConstantKey::Composite { ty, parts }));
    }
    let id = f.operand(v)?;
    if n == 1 {
        return Ok(f.emitter().composite_extract(element, id, &[0]));
    }
    let ty = f.module().m.type_vector(element, n);
    Ok(f.emitter().vector_shuffle(ty, id, id, &(0..n).collect::<Vec<_>>()))
}
