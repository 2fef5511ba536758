//! The operands and requirements of atomic instructions, shared by the
//! atomicrmw lowering (`atomics`), the OpenCL atomic builtins and the
//! `__spirv_Atomic*` calls: the pointer an atomic operates on (in the
//! address space a generic pointer came from), the memory class of its
//! storage, the instruction of a read-modify-write, and the capabilities
//! they need.

use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, MemorySemantics, Op, StorageClass};
use spirv_writer::Id;

/// Read-modify-write operations, of atomicrmw and of the OpenCL atomic builtins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rmw {
    Add,
    Sub,
    Exchange,
    Inc,
    Dec,
    Min,
    Max,
    And,
    Or,
    Xor,
}

/// The memory classes a pointer in `storage` can reach.
pub(crate) fn memory_class(storage: StorageClass) -> MemorySemantics {
    match storage {
        StorageClass::CrossWorkgroup => MemorySemantics::CROSS_WORKGROUP_MEMORY,
        StorageClass::Workgroup => MemorySemantics::WORKGROUP_MEMORY,
        StorageClass::Generic => MemorySemantics::CROSS_WORKGROUP_MEMORY | MemorySemantics::WORKGROUP_MEMORY,
        _ => MemorySemantics::empty(),
    }
}

/// The pointer an atomic operates on: the source of a cast to generic
/// when there is one, with the pointee `element`. Returns (id, storage class).
pub(crate) fn atomic_pointer(
    f: &mut FunctionLowering<'_>,
    pointer: Value,
    element: crate::llvm::Type,
) -> LowerResult<(Id, StorageClass)> {
    let base = f.module().address_spaces.strip_generic_cast(pointer);
    let storage = f.module().storage_class(base.ty().address_space())?;
    let generic = f.pointer_operand(base, element)?;
    match generic_origin(f, base, storage)? {
        Some((space, origin)) => {
            let ty = f.module().pointer_type(space, element)?;
            Ok((f.emitter().unary(Op::GenericCastToPtr, ty, generic), origin))
        }
        None => Ok((generic, storage)),
    }
}

/// The storage class `atomic_pointer` gives `pointer`.
pub(crate) fn atomic_storage(f: &mut FunctionLowering<'_>, pointer: Value) -> LowerResult<StorageClass> {
    let base = f.module().address_spaces.strip_generic_cast(pointer);
    let storage = f.module().storage_class(base.ty().address_space())?;
    Ok(generic_origin(f, base, storage)?.map_or(storage, |(_, origin)| origin))
}

/// The address space and storage class a generic pointer derived from a
/// pointer of one named space (through offsets and casts) was made from,
/// which OpGenericCastToPtr can take it back to.
fn generic_origin(
    f: &FunctionLowering<'_>,
    base: Value,
    storage: StorageClass,
) -> LowerResult<Option<(u32, StorageClass)>> {
    if storage != StorageClass::Generic {
        return Ok(None);
    }
    let Some(space) = f.module_ref().address_spaces.generic_origin(base) else { return Ok(None) };
    let origin = f.module_ref().storage_class(space)?;
    let castable =
        matches!(origin, StorageClass::CrossWorkgroup | StorageClass::Workgroup | StorageClass::Function);
    Ok(castable.then_some((space, origin)))
}

pub(crate) fn require_atomic_width(f: &mut FunctionLowering<'_>, ty: crate::llvm::Type) -> LowerResult<()> {
    if ty.is_integer() && ty.int_width() == 64 {
        f.module().m.requirements.require_capability(Capability::Int64Atomics, || "64-bit atomic".into());
    }
    Ok(())
}

/// The instruction of a read-modify-write on `element` values, and its
/// value operand (negated for a floating-point subtraction); `what` names
/// the construct in the reasons of capability requirements.
pub(crate) fn rmw_instruction(
    f: &mut FunctionLowering<'_>,
    rmw: Rmw,
    element: crate::llvm::Type,
    signed: bool,
    result_type: Id,
    value: Option<Id>,
    what: &str,
) -> LowerResult<(Op, Option<Id>)> {
    let float_bits = if element.is_float() { element.float_width() } else { 0 };
    let mut value = value;
    let op = match (rmw, float_bits) {
        (Rmw::Exchange, _) => Op::AtomicExchange,
        (Rmw::Inc, 0) => Op::AtomicIIncrement,
        (Rmw::Dec, 0) => Op::AtomicIDecrement,
        (Rmw::Add, 0) => Op::AtomicIAdd,
        (Rmw::Sub, 0) => Op::AtomicISub,
        (Rmw::And, 0) => Op::AtomicAnd,
        (Rmw::Or, 0) => Op::AtomicOr,
        (Rmw::Xor, 0) => Op::AtomicXor,
        (Rmw::Min, 0) => {
            if signed {
                Op::AtomicSMin
            } else {
                Op::AtomicUMin
            }
        }
        (Rmw::Max, 0) => {
            if signed {
                Op::AtomicSMax
            } else {
                Op::AtomicUMax
            }
        }
        (Rmw::Add | Rmw::Sub, bits) => {
            require_float_atomic(f, Op::AtomicFAddEXT, bits, || format!("{what} fadd/fsub"))?;
            if rmw == Rmw::Sub {
                let v = value.ok_or(LowerError::Internal("atomic subtraction without an operand"))?;
                value = Some(f.emitter().unary(Op::FNegate, result_type, v));
            }
            Op::AtomicFAddEXT
        }
        (Rmw::Min | Rmw::Max, bits) => {
            require_float_atomic(f, Op::AtomicFMinEXT, bits, || format!("{what} fmax/fmin"))?;
            if rmw == Rmw::Min {
                Op::AtomicFMinEXT
            } else {
                Op::AtomicFMaxEXT
            }
        }
        (other, _) => {
            return Err(LowerError::no_equivalent(format!("atomic {other:?} on floating-point values")))
        }
    };
    Ok((op, value))
}

/// The capability of a floating-point atomic (`op` AtomicFAddEXT, AtomicFMinEXT
/// or AtomicFMaxEXT) on `bits`-wide values: SPV_EXT_shader_atomic_float_add
/// (32, 64), SPV_EXT_shader_atomic_float16_add and
/// SPV_EXT_shader_atomic_float_min_max. The grammar lists all widths as
/// alternatives of the instruction, so the width must choose.
fn float_atomic_capability(op: Op, bits: u32) -> Option<Capability> {
    Some(match (op, bits) {
        (Op::AtomicFAddEXT, 16) => Capability::AtomicFloat16AddEXT,
        (Op::AtomicFAddEXT, 32) => Capability::AtomicFloat32AddEXT,
        (Op::AtomicFAddEXT, 64) => Capability::AtomicFloat64AddEXT,
        (Op::AtomicFMinEXT | Op::AtomicFMaxEXT, 16) => Capability::AtomicFloat16MinMaxEXT,
        (Op::AtomicFMinEXT | Op::AtomicFMaxEXT, 32) => Capability::AtomicFloat32MinMaxEXT,
        (Op::AtomicFMinEXT | Op::AtomicFMaxEXT, 64) => Capability::AtomicFloat64MinMaxEXT,
        _ => return None,
    })
}

/// Requires the capability of the floating-point atomic `op` on
/// `bits`-wide values (atomicrmw, OpenCL builtins and `__spirv_Atomic*EXT` calls).
pub(crate) fn require_float_atomic(
    f: &mut FunctionLowering<'_>,
    op: Op,
    bits: u32,
    why: impl FnOnce() -> String,
) -> LowerResult<()> {
    let capability = float_atomic_capability(op, bits)
        .ok_or_else(|| LowerError::no_equivalent(format!("Op{op:?} on {bits}-bit floating-point values")))?;
    f.module().m.requirements.require_capability(capability, why);
    Ok(())
}
