//! Image and sampler builtins (OpenCL C 6.15.14): images and samplers are
//! typed values (see `opaque`).
//!
//! - `read_image{f,i,ui,h}(image, sampler, coord[, lod | gradients])` ->
//!   OpSampledImage + OpImageSampleExplicitLod (Lod 0 unless given);
//!   without a sampler -> OpImageRead. Depth images give a scalar: component
//!   0 of the four-component result.
//! - `write_image{f,i,ui,h}(image, coord[, lod], color)` -> OpImageWrite.
//! - `get_image_{width,height,depth,dim,array_size}` -> OpImageQuerySize and
//!   the components asked for; `get_image_channel_{data_type,order}` ->
//!   OpImageQueryFormat / OpImageQueryOrder plus the offset between the SPIR-V
//!   enumerations and OpenCL's CLK_* values (0x10D0, 0x10B0);
//!   `get_image_num_mip_levels` / `get_image_num_samples` ->
//!   OpImageQueryLevels / OpImageQuerySamples.
//! - `__translate_sampler_initializer(bits)` (literal samplers) -> OpConstantSampler.

use super::call::BuiltinCall;
use super::opaque::{parse_image, ImageType};
use super::samplers::{constant_sampler, sampler_operand};
use super::table::{exact, prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::friendly_images;
use crate::lower::LowerResult;
use spirv_writer::spirv::{ImageOperands, Op};
use spirv_writer::{ConstantKey, Id, ScalarType, TypeKey};

/// CLK_SNORM_INT8 and CLK_R: OpenCL's first channel data type and order.
const CHANNEL_DATA_TYPE_BASE: u64 = 0x10D0;
const CHANNEL_ORDER_BASE: u64 = 0x10B0;

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[
    exact("__translate_sampler_initializer", BuiltinRule::Named(lower_literal_sampler)),
    exact("read_imagef", READ_IMAGE),
    exact("read_imagei", READ_IMAGE),
    exact("read_imageui", READ_IMAGE),
    exact("read_imageh", READ_IMAGE),
    exact("write_imagef", WRITE_IMAGE),
    exact("write_imagei", WRITE_IMAGE),
    exact("write_imageui", WRITE_IMAGE),
    exact("write_imageh", WRITE_IMAGE),
    prefixed(
        "get_image_",
        BuiltinRule::Named(|fl, c| lower_image_query(fl, c, &c.name["get_image_".len()..])),
    ),
    prefixed("read_image", BuiltinRule::Reserved("other read_image names")),
    prefixed("write_image", BuiltinRule::Reserved("other write_image names")),
    prefixed("__translate_sampler", BuiltinRule::Reserved("other __translate_sampler names")),
];

const READ_IMAGE: BuiltinRule = BuiltinRule::Named(lower_read_image);
const WRITE_IMAGE: BuiltinRule = BuiltinRule::Named(lower_write_image);

/// The image type of parameter 0 and the image's id.
fn image_argument(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<(ImageType, Id)> {
    let image = c
        .param(0)?
        .name()
        .and_then(|n| parse_image(n, None))
        .ok_or_else(|| LowerError::operand(c.symbol.as_str(), "the first argument", "an image"))?;
    let id = f.operand(c.arg(0)?)?;
    Ok((image, id))
}

fn lower_literal_sampler(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let bits = c.arg(0)?.const_int_zext().ok_or_else(|| LowerError::not_constant("a sampler initializer"))?;
    let id = constant_sampler(f, bits)?;
    f.alias(*c.i, id);
    Ok(())
}

/// The four-component type a read gives: the call's type, or a vector of
/// four of it for depth images (whose reads return a scalar).
fn texel_type(f: &mut FunctionLowering<'_>, result_type: Id) -> (Id, bool) {
    match f.module().type_key(result_type) {
        Some(TypeKey::Vector { .. }) => (result_type, false),
        _ => (f.module().m.type_vector(result_type, 4), true),
    }
}

fn lower_read_image(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let (kind, image) = image_argument(f, c)?;
    let result_type = f.module().value_type(*c.i)?;
    let (texel_type, scalar) = texel_type(f, result_type);
    let sampled = c.params.get(1).and_then(|p| p.name()) == Some("ocl_sampler");
    let texel = if sampled {
        let sampler = sampler_operand(f, c.arg(1)?)?;
        let image_type = f.module().value_type(c.arg(0)?)?;
        let sampled_type = f.module().m.intern_type(TypeKey::SampledImage { image: image_type });
        let combined = f.emitter().binary(Op::SampledImage, sampled_type, image, sampler);
        let coordinate = f.operand(c.arg(2)?)?;
        let (mask, values) = match c.args.len() {
            3 => {
                let zero = f
                    .module()
                    .m
                    .constant(ConstantKey::Scalar { ty: ScalarType::Float { width: 32 }, bits: 0 });
                (ImageOperands::LOD, vec![zero])
            }
            4 => (ImageOperands::LOD, vec![f.operand(c.arg(3)?)?]),
            5 => {
                let (dx, dy) =
                    (gradient(f, c.arg(3)?, kind.dimensions())?, gradient(f, c.arg(4)?, kind.dimensions())?);
                (ImageOperands::GRAD, vec![dx, dy])
            }
            n => return Err(LowerError::unsupported(format!("'{}' with {n} arguments", c.name))),
        };
        f.emitter().image_sample_explicit_lod(texel_type, combined, coordinate, (mask, &values))
    } else {
        let coordinate = f.operand(c.arg(1)?)?;
        let (mask, values) = match c.args.len() {
            2 => (ImageOperands::NONE, vec![]),
            3 => {
                // A multisampled image's sample index, or a mip level.
                let extra = f.operand(c.arg(2)?)?;
                let msaa = c.param(0)?.name().and_then(|n| parse_image(n, None)).is_some_and(|i| i.msaa);
                (if msaa { ImageOperands::SAMPLE } else { ImageOperands::LOD }, vec![extra])
            }
            n => return Err(LowerError::unsupported(format!("'{}' with {n} arguments", c.name))),
        };
        if scalar {
            // A depth image read gives the scalar itself (the OpenCL environment
            // requires it; the translator does the same); sampled reads stay four-wide.
            let id = f.emitter().image_read(result_type, image, coordinate, (mask, &values));
            f.set_result(c.i, id);
            return Ok(());
        }
        f.emitter().image_read(texel_type, image, coordinate, (mask, &values))
    };
    let id = if scalar { f.emitter().composite_extract(result_type, texel, &[0]) } else { texel };
    f.set_result(c.i, id);
    Ok(())
}

/// A gradient of read_image*(image, sampler, coord, dx, dy) with as many
/// components as the image has dimensions: OpenCL passes float4 for 3D
/// images, SPIR-V's Grad wants 3 components there.
fn gradient(f: &mut FunctionLowering<'_>, v: crate::llvm::Value, dimensions: u32) -> LowerResult<Id> {
    if !v.ty().is_vector() || v.ty().vector_len() <= dimensions {
        return f.operand(v);
    }
    friendly_images::leading_components(f, v, dimensions)
}

/// write_image*(image, coord, color) or (image, coord, lod, color).
fn lower_write_image(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let (_, image) = image_argument(f, c)?;
    let coordinate = f.operand(c.arg(1)?)?;
    let texel = match c.args.len() {
        3 => f.operand(c.arg(2)?)?,
        // cl_khr_mipmap_image_writes: level 0 is the image itself. Other levels need the Lod
        // operand on OpImageWrite, which SPIRV-Tools (2023.1 and 2025.5) rejects ("Lod can only
        // be used with ExplicitLod opcodes and OpImageFetch"; the translator writes it anyway).
        4 if c.arg(2)?.const_int_zext() == Some(0) => f.operand(c.arg(3)?)?,
        4 => {
            return Err(LowerError::unsupported_because(
                format!("'{}' with a mip level other than a constant 0 (cl_khr_mipmap_image_writes)", c.name),
                "SPIRV-Tools rejects the Lod operand on OpImageWrite",
            ))
        }
        n => return Err(LowerError::unsupported(format!("'{}' with {n} arguments", c.name))),
    };
    f.emitter().image_write(image, coordinate, texel, (ImageOperands::NONE, &[]));
    Ok(())
}

fn lower_image_query(f: &mut FunctionLowering<'_>, c: &BuiltinCall, query: &str) -> LowerResult<()> {
    let (kind, image) = image_argument(f, c)?;
    let result_type = f.module().value_type(*c.i)?;
    let u32_type = f.module().m.type_int(32);
    let id = match query {
        "channel_data_type" | "channel_order" => {
            let (op, base) = if query == "channel_order" {
                (Op::ImageQueryOrder, CHANNEL_ORDER_BASE)
            } else {
                (Op::ImageQueryFormat, CHANNEL_DATA_TYPE_BASE)
            };
            let raw = f.emitter().unary(op, result_type, image);
            let offset = f.module().int_constant(result_type, base);
            f.emitter().binary(Op::IAdd, result_type, raw, offset)
        }
        "num_mip_levels" => f.emitter().unary(Op::ImageQueryLevels, result_type, image),
        "num_samples" => f.emitter().unary(Op::ImageQuerySamples, result_type, image),
        "width" | "height" | "depth" | "array_size" | "dim" => {
            let dimensions = kind.dimensions();
            let count = dimensions + u32::from(kind.arrayed);
            let size_type = if count == 1 { u32_type } else { f.module().m.type_vector(u32_type, count) };
            let size = f.emitter().unary(Op::ImageQuerySize, size_type, image);
            if query == "dim" {
                image_dim(f, size, size_type, dimensions, result_type)
            } else {
                let component = match query {
                    "width" => 0,
                    "height" => 1,
                    "depth" => 2,
                    _ => dimensions,
                };
                if component >= count {
                    return Err(LowerError::malformed(format!(
                        "'{}' asks for a size the image does not have",
                        c.name
                    )));
                }
                let value = if count == 1 {
                    size
                } else {
                    f.emitter().composite_extract(u32_type, size, &[component])
                };
                if result_type == u32_type {
                    value
                } else {
                    f.emitter().unary(Op::UConvert, result_type, value)
                }
            }
        }
        _ => return Err(LowerError::unknown_builtin(c.name.as_str(), c.symbol.as_str())),
    };
    f.set_result(c.i, id);
    Ok(())
}

/// get_image_dim: int2 (width, height) or, for 3D images, int4 (width, height, depth, 0).
fn image_dim(f: &mut FunctionLowering<'_>, size: Id, size_type: Id, dimensions: u32, result_type: Id) -> Id {
    let (_, wanted) = f.components(result_type);
    let zero = f.module().zero_of_type_id(size_type);
    let (_, count) = f.components(size_type);
    // Components past the image's dimensions come from the zero vector.
    let lanes: Vec<u32> = (0..wanted).map(|k| if k < dimensions { k } else { count }).collect();
    f.emitter().vector_shuffle(result_type, size, zero, &lanes)
}
