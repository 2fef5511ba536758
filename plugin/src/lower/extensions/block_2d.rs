//! SPV_INTEL_2d_block_io: the SPIR-V friendly calls
//! `__spirv_Subgroup2DBlock{Load,LoadTransform,LoadTranspose,Prefetch,Store}INTEL`
//! (operands in the instructions' order) and Intel's
//! `intel_sub_group_2d_block_{read,read_transform,read_transpose,prefetch,write}_*`
//! builtins (`vendor_builtins`) become the instructions of that name.
//!
//! Element Size, Block Width, Block Height and Block Count are 32-bit
//! integers. The 2D region's base is a CrossWorkgroup pointer to an integer
//! of the element size, the per-invocation data a Function pointer to the
//! same integer (to a 32-bit integer for LoadTransform), as the extension's
//! templated signatures and the OpenCL SPIR-V environment's table of
//! cl_intel_subgroup_2d_block_io give them. SPIRV-Tools (2025.5) checks
//! neither the shape's values nor that they are constants: a friendly call
//! with another Element Size (or one known only at run time) is written as
//! given, on byte pointers, with a warning for a constant outside 1, 2, 4, 8.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Op, StorageClass};
use spirv_writer::{Id, Operand};

/// One operand of a block shape: a constant, or a value of the call.
#[derive(Clone, Copy)]
pub enum ShapeOperand {
    Constant(u32),
    Value(Value),
}

pub const EXTENSION: &str = "SPV_INTEL_2d_block_io";

/// The friendly names and their instructions.
const FRIENDLY: &[(&str, Op)] = &[
    ("__spirv_Subgroup2DBlockLoadINTEL", Op::Subgroup2DBlockLoadINTEL),
    ("__spirv_Subgroup2DBlockLoadTransformINTEL", Op::Subgroup2DBlockLoadTransformINTEL),
    ("__spirv_Subgroup2DBlockLoadTransposeINTEL", Op::Subgroup2DBlockLoadTransposeINTEL),
    ("__spirv_Subgroup2DBlockPrefetchINTEL", Op::Subgroup2DBlockPrefetchINTEL),
    ("__spirv_Subgroup2DBlockStoreINTEL", Op::Subgroup2DBlockStoreINTEL),
];

/// The instruction a friendly name stands for.
pub fn block_2d_friendly_op(source_name: &str) -> Option<Op> {
    FRIENDLY.iter().find(|(name, _)| *name == source_name).map(|(_, op)| *op)
}

/// One 2D block access: the instruction, its shape (Element Size in bytes,
/// Block Width, Block Height, Block Count), the 2D region (base pointer,
/// width, height, pitch, coordinate) and the per-invocation data pointer
/// (none for a prefetch).
pub struct BlockAccess {
    pub op: Op,
    pub shape: [ShapeOperand; 4],
    pub base: Value,
    pub region: [Value; 4],
    pub data: Option<Value>,
}

/// `__spirv_Subgroup2DBlock*INTEL(...)`.
/// A 2D block friendly call; `None` for other names (a row of the extension calls).
pub(crate) fn lower_friendly(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    block_2d_friendly_op(source_name).map(|op| lower_block_2d_friendly(f, i, source_name, op))
}

fn lower_block_2d_friendly(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    op: Op,
) -> LowerResult<()> {
    let args = i.call_args();
    let expected = if op == Op::Subgroup2DBlockPrefetchINTEL { 9 } else { 10 };
    if args.len() != expected {
        return Err(LowerError::argument_count(source_name, format!("{expected} operands"), args.len()));
    }
    let names = ["Element Size", "Block Width", "Block Height", "Block Count"];
    let mut shape = [ShapeOperand::Constant(0); 4];
    for (n, name) in names.iter().enumerate() {
        if args[n].ty().is_vector() || !args[n].ty().is_integer() || args[n].ty().int_width() != 32 {
            return Err(LowerError::operand(source_name, *name, "a 32-bit integer"));
        }
        shape[n] = match args[n].const_int_zext() {
            Some(c) => ShapeOperand::Constant(c as u32),
            None => ShapeOperand::Value(args[n]),
        };
    }
    let access = match op {
        // Src Pointer (private), Dst Base Pointer (global), width, height, pitch, coordinate.
        Op::Subgroup2DBlockStoreINTEL => BlockAccess {
            op,
            shape,
            base: args[5],
            region: [args[6], args[7], args[8], args[9]],
            data: Some(args[4]),
        },
        // Src Base Pointer (global), width, height, pitch, coordinate[, Dst Pointer (private)].
        _ => BlockAccess {
            op,
            shape,
            base: args[4],
            region: [args[5], args[6], args[7], args[8]],
            data: args.get(9).copied(),
        },
    };
    emit_block_2d(f, &access, source_name)
}

/// The instruction of `access` for the call of `callee`, in SPIR-V's operand order.
pub(crate) fn emit_block_2d(
    f: &mut FunctionLowering<'_>,
    access: &BlockAccess,
    callee: &str,
) -> LowerResult<()> {
    f.module().needs_extension(EXTENSION, &format!("'{callee}'"))?;
    let shown = callee;
    let element_bits = match access.shape[0] {
        ShapeOperand::Constant(bytes @ (1 | 2 | 4 | 8)) => bytes * 8,
        ShapeOperand::Constant(other) => {
            crate::lower::warn(&format!(
                "spirv-emit: warning: '{shown}': Element Size {other} is none of the extension's \
                 (1, 2, 4 or 8 bytes); it is written as given, with byte pointers\n"
            ));
            8
        }
        ShapeOperand::Value(_) => 8, // known at run time: byte pointers
    };
    let data_bits = if access.op == Op::Subgroup2DBlockLoadTransformINTEL { 32 } else { element_bits };
    let mut shape = Vec::new();
    for operand in access.shape {
        shape.push(Operand::IdRef(match operand {
            ShapeOperand::Constant(n) => f.module().m.constant_u32(n),
            ShapeOperand::Value(v) => f.operand(v)?,
        }));
    }
    let base = block_pointer(f, access.base, StorageClass::CrossWorkgroup, element_bits, shown)?;
    let mut region = vec![Operand::IdRef(base)];
    let [width, height, pitch, coordinate] = access.region;
    for (value, name) in
        [(width, "the memory width"), (height, "the memory height"), (pitch, "the memory pitch")]
    {
        if value.ty().is_vector() || !value.ty().is_integer() || value.ty().int_width() != 32 {
            return Err(LowerError::operand(shown, name, "a 32-bit integer"));
        }
        region.push(Operand::IdRef(f.operand(value)?));
    }
    let coordinate_type = coordinate.ty();
    if !coordinate_type.is_vector()
        || coordinate_type.vector_len() != 2
        || !coordinate_type.element().is_integer()
        || coordinate_type.element().int_width() != 32
    {
        return Err(LowerError::operand(shown, "the coordinate", "a vector of two 32-bit integers"));
    }
    region.push(Operand::IdRef(f.operand(coordinate)?));
    let data = match access.data {
        Some(data) => Some(Operand::IdRef(block_pointer(f, data, StorageClass::Function, data_bits, shown)?)),
        None => None,
    };
    let mut operands = shape;
    if access.op == Op::Subgroup2DBlockStoreINTEL {
        operands.extend(data);
        operands.extend(region);
    } else {
        operands.extend(region);
        operands.extend(data);
    }
    f.emit_void(access.op, operands);
    Ok(())
}

/// `pointer` as a pointer of `storage` to an integer of `bits`; an error
/// if it points to another address space.
fn block_pointer(
    f: &mut FunctionLowering<'_>,
    pointer: Value,
    storage: StorageClass,
    bits: u32,
    shown: &str,
) -> LowerResult<Id> {
    let base = f.module().address_spaces.strip_generic_cast(pointer);
    let actual = match base.ty().is_pointer() {
        true => Some(f.module().storage_class(base.ty().address_space())?),
        false => None,
    };
    if actual != Some(storage) {
        let expected = match storage {
            StorageClass::CrossWorkgroup => "a global (addrspace(1)) pointer",
            _ => "a private (addrspace(0)) pointer",
        };
        let operand = match storage {
            StorageClass::CrossWorkgroup => "the 2D region's base pointer",
            _ => "the per-invocation data pointer",
        };
        return Err(LowerError::operand(shown, operand, expected));
    }
    let int = f.module().m.type_int(bits);
    let wanted = f.module().m.type_pointer(storage, int);
    f.pointer_operand_as(base, wanted)
}
