//! Loads and copies from builtin globals of SPIR-V friendly IR
//! (`@__spirv_BuiltInGlobalInvocationId`, recognized by `module::builtin_globals`):
//! the Input variable is loaded and the bytes read taken from its components.

use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::body::vector_shapes;
use crate::lower::body::vector_shapes::is_exact_vector;
use crate::lower::module::builtin_globals::{builtin_access, BuiltinAccess};
use crate::lower::module::gep::{gep_steps, GepStep};
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// Where a load through a builtin global reads: a constant byte offset plus,
/// at most, one run-time index in units of `stride` bytes.
struct Offset {
    bytes: u64,
    dynamic: Option<(Value, u64)>,
}

/// The builtin variable, loaded: its value and SPIR-V type.
struct Loaded {
    loaded: Id,
    ty: Id,
}

/// The builtin variable's value as `count` integer components of `bits` bits
/// (a scalar variable is one component).
struct Components {
    loaded: Id,
    count: u32,
    bits: u32,
    int_type: Id,
}

fn builtin_offset(f: &FunctionLowering<'_>, access: &BuiltinAccess) -> LowerResult<Offset> {
    let mut offset = Offset { bytes: 0, dynamic: None };
    for &gep in &access.geps {
        for step in gep_steps(gep)? {
            match step {
                GepStep::Member { index, within } => {
                    offset.bytes += f.module_ref().llvm.offset_of_member(within, index);
                }
                GepStep::Element { index, element } => {
                    let stride = f.module_ref().llvm.alloc_size(element);
                    match index.const_int_sext() {
                        Some(k) => offset.bytes = offset.bytes.wrapping_add((k as u64).wrapping_mul(stride)),
                        None if offset.dynamic.is_none() => offset.dynamic = Some((index, stride)),
                        None => return Err(builtin_access_error(access, "two run-time indices")),
                    }
                }
            }
        }
    }
    Ok(offset)
}

fn builtin_access_error(access: &BuiltinAccess, why: &str) -> LowerError {
    LowerError::unsupported_because(
        format!(
            "this access to builtin variable '{}' ({})",
            access.global.name(),
            access.global.global_value_type().print()
        ),
        why.to_string(),
    )
}

/// A load through a builtin global: load the Input variable, then take the
/// bytes the load reads from it (optimizers read `<3 x i64>` variables as
/// `<6 x i32>`, or one component through a byte offset).
pub(crate) fn lower_builtin_load(
    f: &mut FunctionLowering<'_>,
    i: Value,
    access: BuiltinAccess,
) -> LowerResult<()> {
    let result_type = f.module().value_type(i)?;
    let offset = builtin_offset(f, &access)?;
    let variable = load_builtin(f, &access)?;
    if offset.bytes == 0 && offset.dynamic.is_none() && result_type == variable.ty {
        f.alias(i, variable.loaded);
        return Ok(());
    }
    let parts = builtin_components(f, &access, &variable)?;
    let value = match offset.dynamic {
        Some((index, stride)) => builtin_dynamic_component(f, i, &access, &parts, &offset, index, stride)?,
        None => builtin_bytes(f, i, &access, &parts, offset.bytes)?,
    };
    f.alias(i, value);
    Ok(())
}

/// Loads the Input variable `access` reads.
fn load_builtin(f: &mut FunctionLowering<'_>, access: &BuiltinAccess) -> LowerResult<Loaded> {
    let ty = f.module().lower_type(access.global.global_value_type())?;
    let variable = f.module().builtin_variable(access.builtin, ty);
    let loaded = f.emitter().load(ty, variable, Access::PLAIN);
    Ok(Loaded { loaded, ty })
}

/// The loaded variable as integer components (the form its bytes are taken from).
fn builtin_components(
    f: &mut FunctionLowering<'_>,
    access: &BuiltinAccess,
    variable: &Loaded,
) -> LowerResult<Components> {
    let value_type = access.global.global_value_type();
    let scalar = value_type.scalar();
    if !scalar.is_integer() || (value_type.is_vector() && !is_exact_vector(value_type)) {
        return Err(builtin_access_error(access, "it is not read as a whole"));
    }
    let count = if value_type.is_vector() { value_type.vector_len() } else { 1 };
    let int_type = f.module().lower_type(scalar)?;
    Ok(Components { loaded: variable.loaded, count, bits: scalar.int_width(), int_type })
}

/// A component chosen at run time: only whole components are read so.
fn builtin_dynamic_component(
    f: &mut FunctionLowering<'_>,
    i: Value,
    access: &BuiltinAccess,
    parts: &Components,
    offset: &Offset,
    index: Value,
    stride: u64,
) -> LowerResult<Id> {
    let size = u64::from(parts.bits / 8);
    let whole = i.ty().is_integer() && i.ty().int_width() == parts.bits;
    if parts.count == 1 || stride != size || !offset.bytes.is_multiple_of(size) || !whole {
        return Err(builtin_access_error(access, "a run-time index must select one whole component"));
    }
    let mut index_id = f.operand(index)?;
    let first = offset.bytes / size;
    if first != 0 {
        let index_type = f.module().value_type(index)?;
        let first = f.module().int_constant(index_type, first);
        index_id = f.emitter().binary(Op::IAdd, index_type, index_id, first);
    }
    Ok(f.emitter().binary(Op::VectorExtractDynamic, parts.int_type, parts.loaded, index_id))
}

/// The value of load `i` made of the variable's bytes from `bytes` on,
/// lane by lane (little-endian, as every SPIR-V OpenCL device).
fn builtin_bytes(
    f: &mut FunctionLowering<'_>,
    i: Value,
    access: &BuiltinAccess,
    parts: &Components,
    bytes: u64,
) -> LowerResult<Id> {
    let ty = i.ty();
    let lane = ty.scalar();
    let lane_bits = match lane.kind() {
        _ if lane.is_integer() => lane.int_width(),
        _ if lane.is_float() => lane.float_width(),
        _ => return Err(builtin_access_error(access, "it is read as a non-number")),
    };
    let lanes = if ty.is_vector() { ty.vector_len() } else { 1 };
    let lane_type = f.module().lower_type(lane)?;
    let mut values = Vec::with_capacity(lanes as usize);
    for k in 0..lanes {
        let start = bytes * 8 + u64::from(k) * u64::from(lane_bits);
        if lane.is_integer() && crate::lower::body::wide_ints::is_wide(lane) {
            // an i128 is carried as <2 x i64> (body::wide_ints): its two halves
            let low = builtin_bits(f, access, parts, start, 64)?;
            let high = builtin_bits(f, access, parts, start + 64, 64)?;
            values.push(f.construct(lane_type, &[low, high]));
            continue;
        }
        let bits = builtin_bits(f, access, parts, start, lane_bits)?;
        let int_lane = f.module().m.type_int(lane_bits);
        values.push(if lane_type == int_lane { bits } else { f.emitter().bitcast(lane_type, bits) });
    }
    if !ty.is_vector() {
        return Ok(values[0]);
    }
    let type_id = f.module().value_type(i)?;
    Ok(vector_shapes::build_lanes(f, ty, type_id, &values))
}

/// `width` bits (at most 64) of the variable from bit `start`, as an
/// integer: each component the bits overlap, shifted to its place in the
/// result (right when it begins before `start`, left after), resized, and
/// the pieces or-ed together.
fn builtin_bits(
    f: &mut FunctionLowering<'_>,
    access: &BuiltinAccess,
    parts: &Components,
    start: u64,
    width: u32,
) -> LowerResult<Id> {
    let component_bits = u64::from(parts.bits);
    let end = start + u64::from(width);
    if end > component_bits * u64::from(parts.count) {
        return Err(builtin_access_error(access, "it reads past the end of the variable"));
    }
    let result_type = f.module().m.type_int(width);
    let mut acc = None;
    for n in start / component_bits..end.div_ceil(component_bits) {
        let low = n * component_bits;
        let mut piece = if parts.count == 1 {
            parts.loaded
        } else {
            f.emitter().composite_extract(parts.int_type, parts.loaded, &[n as u32])
        };
        if low < start {
            let shift = f.module().int_constant(parts.int_type, start - low);
            piece = f.emitter().binary(Op::ShiftRightLogical, parts.int_type, piece, shift);
        }
        if parts.bits != width {
            piece = f.emitter().unary(Op::UConvert, result_type, piece);
        }
        if low > start {
            let shift = f.module().int_constant(result_type, low - start);
            piece = f.emitter().binary(Op::ShiftLeftLogical, result_type, piece, shift);
        }
        acc = Some(match acc {
            None => piece,
            Some(a) => f.emitter().binary(Op::BitwiseOr, result_type, a, piece),
        });
    }
    acc.ok_or(LowerError::Internal("an empty builtin read"))
}

/// memcpy from a builtin global (clang -O0 copies a builtin vector to a
/// stack slot so): the variable's bytes stored through the destination,
/// one component-sized piece at a time where the length allows.
pub(crate) fn lower_builtin_memcpy(
    f: &mut FunctionLowering<'_>,
    dst: Value,
    source: Value,
    length: Value,
) -> LowerResult<()> {
    let access = builtin_access(source).ok_or(LowerError::Internal("a builtin memcpy without a builtin"))?;
    let offset = builtin_offset(f, &access)?;
    let (Some(length), None) = (length.const_int_zext(), offset.dynamic) else {
        return Err(builtin_access_error(&access, "a copy must have a constant length and offset"));
    };
    let variable = load_builtin(f, &access)?;
    let parts = builtin_components(f, &access, &variable)?;
    let piece_bytes = [u64::from(parts.bits / 8), 4, 2, 1]
        .into_iter()
        .find(|&p| p <= 8 && length.is_multiple_of(p) && offset.bytes.is_multiple_of(p))
        .unwrap_or(1);
    let piece = f.module().llvm.int_type((piece_bytes * 8) as u32);
    let pointer = f.pointer_operand(dst, piece)?;
    let pointer_type = f.module().pointer_type(dst.ty().address_space(), piece)?;
    let index_type = f.module().m.type_int(32);
    for k in 0..length / piece_bytes {
        let bits =
            builtin_bits(f, &access, &parts, (offset.bytes + k * piece_bytes) * 8, (piece_bytes * 8) as u32)?;
        let index = f.module().int_constant(index_type, k);
        let at = f.emitter().ptr_access_chain(pointer_type, true, pointer, index, &[]);
        f.emitter().store(at, bits, Access::PLAIN);
    }
    Ok(())
}
