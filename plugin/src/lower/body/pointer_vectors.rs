//! Vectors of pointers: SPIR-V vectors hold no pointers (SPIRV-Tools accepts
//! SPV_INTEL_masked_gather_scatter's vectors of pointers, but no conversion
//! or comparison on them), so `<N x ptr>` is held as a vector of
//! addresses (the pointer-sized integer, OpConvertPtrToU of each lane), and
//! each use that needs a pointer converts its lane back (OpConvertUToPtr):
//! getelementptr per lane, extract/insertelement, casts, and masked
//! gather/scatter as one conditional load or store per lane (OpMaskedGatherINTEL
//! where the extension is allowed: `extensions::masked_gather`). Compares,
//! selects, phis and shuffles work on the addresses as they are; in memory
//! a vector of addresses has the layout of the vector of pointers.

use crate::diagnostics::LowerError;
use crate::llvm::{Call, Opcode, Type, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use crate::lower::body::vector_shapes;
pub use crate::lower::module::legal_vectors::is_pointer_vector;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::{ConstantKey, Id};

/// The (pointers, alignment, mask, passthru) arguments of llvm.masked.gather
/// (`gather`) or scatter, in both forms of the intrinsic (before LLVM 21 the
/// alignment is an argument; from 21 on the pointers' `align` attribute).
pub(crate) fn gather_scatter_args(i: Call, gather: bool) -> LowerResult<(Value, u32, Value, Option<Value>)> {
    let args = i.call_args();
    let (pointers, alignment, mask, passthru) = match (gather, &args[..]) {
        (true, &[pointers, align, mask, passthru]) => {
            (pointers, align.const_int_zext(), mask, Some(passthru))
        }
        (true, &[pointers, mask, passthru]) => {
            (pointers, Some(i.call_param_align(0).unwrap_or(0)), mask, Some(passthru))
        }
        (false, &[_, pointers, align, mask]) => (pointers, align.const_int_zext(), mask, None),
        (false, &[_, pointers, mask]) => (pointers, Some(i.call_param_align(1).unwrap_or(0)), mask, None),
        _ => {
            return Err(LowerError::argument_count(
                "llvm.masked.gather/scatter",
                "3 or 4 arguments",
                args.len(),
            ))
        }
    };
    let alignment =
        alignment.ok_or_else(|| LowerError::not_constant("the alignment of masked.gather/scatter"))? as u32;
    Ok((pointers, alignment, mask, passthru))
}

/// Whether `ty` is a vector of pointers held as addresses.
pub(crate) fn is_address_vector(ty: Type) -> bool {
    is_pointer_vector(ty)
}

/// Lane `lane` of address vector `v` (LLVM type `ty`) as a pointer of type `pointer_type`.
pub(crate) fn address_lane_pointer(
    f: &mut FunctionLowering<'_>,
    v: Id,
    ty: Type,
    lane: u32,
    pointer_type: Id,
) -> Id {
    let size = f.module().size_type();
    let address = vector_shapes::extract_lane(f, v, ty, lane, size);
    f.emitter().unary(Op::ConvertUToPtr, pointer_type, address)
}

/// Pointer `p` as an address.
pub(crate) fn pointer_address(f: &mut FunctionLowering<'_>, p: Id) -> Id {
    let size = f.module().size_type();
    f.emitter().unary(Op::ConvertPtrToU, size, p)
}

/// extractelement from a vector of addresses: the lane, as a pointer.
pub(crate) fn lower_address_extract(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let vector_ty = i.operand(0).ty();
    let v = f.operand(i.operand(0))?;
    let pointer_type = f.module().value_type(i)?;
    let size = f.module().size_type();
    let address = match i.operand(1).const_int_zext() {
        Some(lane) if lane < u64::from(vector_ty.vector_len()) => {
            vector_shapes::extract_lane(f, v, vector_ty, lane as u32, size)
        }
        Some(_) => return Ok(f.module().m.constant(ConstantKey::Undef { ty: pointer_type })), // poison
        None if crate::lower::body::vector_shapes::is_exact_vector(vector_ty) => {
            let index = f.operand(i.operand(1))?;
            f.emitter().binary(Op::VectorExtractDynamic, size, v, index)
        }
        None => {
            return Err(LowerError::unsupported(format!(
                "extractelement with a variable index from {}",
                vector_ty.print()
            )))
        }
    };
    Ok(f.emitter().unary(Op::ConvertUToPtr, pointer_type, address))
}

/// insertelement of a pointer into a vector of addresses.
pub(crate) fn lower_address_insert(f: &mut FunctionLowering<'_>, i: Value) -> LowerResult<Id> {
    let ty = i.ty();
    let result_type = f.module().value_type(i)?;
    let v = f.operand(i.operand(0))?;
    let element = f.operand(i.operand(1))?;
    let address = pointer_address(f, element);
    match i.operand(2).const_int_zext() {
        Some(lane) if lane < u64::from(ty.vector_len()) => {
            Ok(vector_shapes::insert_lane(f, v, ty, result_type, lane as u32, address))
        }
        Some(_) => Ok(f.module().m.constant(ConstantKey::Undef { ty: result_type })),
        None if crate::lower::body::vector_shapes::is_exact_vector(ty) => {
            let index = f.operand(i.operand(2))?;
            Ok(f.emitter().op_ids(Op::VectorInsertDynamic, result_type, &[v, address, index]))
        }
        None => {
            Err(LowerError::unsupported(format!("insertelement with a variable index into {}", ty.print())))
        }
    }
}

/// Casts from or to vectors of addresses: ptrtoint/inttoptr resize the
/// addresses, bitcasts keep them, addrspacecasts convert each lane.
pub(crate) fn lower_address_cast(f: &mut FunctionLowering<'_>, i: Value, opcode: Opcode) -> LowerResult<Id> {
    let source = i.operand(0);
    let x = f.operand(source)?;
    let result_type = f.module().value_type(i)?;
    let bits = f.module().pointer_bits;
    let resize = |this: &mut FunctionLowering<'_>, int_ty: Type, to: Id| -> LowerResult<Id> {
        let width = int_ty.scalar().int_width();
        if crate::lower::body::narrow_ints::carrier_width(width) != Some(width) || width == 1 {
            return Err(LowerError::unsupported(format!(
                "'{}' between {} and {}",
                crate::lower::body::emit::opcode_name(opcode),
                source.ty().print(),
                i.ty().print()
            )));
        }
        Ok(if width == bits { x } else { this.emitter().unary(Op::UConvert, to, x) })
    };
    match opcode {
        Opcode::PtrToInt => resize(f, i.ty(), result_type),
        Opcode::IntToPtr => resize(f, source.ty(), result_type),
        Opcode::BitCast => Ok(x),
        Opcode::AddrSpaceCast => {
            let (from, to) = (source.ty().element().address_space(), i.ty().element().address_space());
            let op = match f.module().address_spaces.cast(from, to)? {
                _ if from == to => return Ok(x),
                // (USM casts go through global, which lanes of a vector do not)
                Some(op @ (Op::PtrCastToGeneric | Op::GenericCastToPtr)) => op,
                _ => {
                    return Err(LowerError::no_equivalent_because(
                        format!("addrspacecast from address space {from} to {to}"),
                        f.module().address_spaces.no_cast_reason(),
                    ))
                }
            };
            let byte = f.module().llvm.int_type(8);
            let from_pointer = f.module().pointer_type(from, byte)?;
            let to_pointer = f.module().pointer_type(to, byte)?;
            // between named address spaces, each lane goes through generic first
            let through_generic = f.module().address_spaces.through_generic(from, to)?;
            let generic_pointer =
                f.module().pointer_type_in(spirv_writer::spirv::StorageClass::Generic, byte)?;
            let mut v = f.module().m.constant(ConstantKey::Undef { ty: result_type });
            for lane in 0..i.ty().vector_len() {
                let mut p = address_lane_pointer(f, x, source.ty(), lane, from_pointer);
                if through_generic {
                    p = f.emitter().unary(Op::PtrCastToGeneric, generic_pointer, p);
                }
                let cast = f.emitter().unary(op, to_pointer, p);
                let address = pointer_address(f, cast);
                v = vector_shapes::insert_lane(f, v, i.ty(), result_type, lane, address);
            }
            Ok(v)
        }
        _ => Err(LowerError::unsupported(format!(
            "'{}' on {}",
            crate::lower::body::emit::opcode_name(opcode),
            source.ty().print()
        ))),
    }
}

/// masked.gather/scatter on vectors of addresses: per lane, a branch on
/// the mask around the lane's load (the result starts as passthru) or store.
pub(crate) fn lower_address_gather_scatter(
    f: &mut FunctionLowering<'_>,
    i: Call,
    gather: bool,
) -> LowerResult<()> {
    let args = i.call_args();
    let (pointers, alignment, mask, passthru) = gather_scatter_args(i, gather)?;
    let data = if gather { i.ty() } else { args[0].ty() };
    if !crate::lower::body::vector_shapes::is_exact_vector(data)
        || crate::lower::body::narrow_ints::narrow(data).is_some()
        || crate::lower::body::bools::is_bool_type(data)
    {
        return Err(LowerError::unsupported(format!(
            "llvm.masked.{} of {}",
            if gather { "gather" } else { "scatter" },
            data.print()
        )));
    }
    let element = data.element();
    let element_type = f.module().lower_type(element)?;
    let element_pointer = f.module().pointer_type(pointers.ty().element().address_space(), element)?;
    let addresses = f.operand(pointers)?;
    let mask_id = f.operand(mask)?;
    let data_type = f.module().lower_type(data)?;
    let bool_type = f.module().m.type_bool();
    let access = Access::new(alignment, false);
    let mut acc = match passthru {
        Some(p) => f.operand(p)?,
        None => f.operand(args[0])?,
    };
    for lane in 0..data.vector_len() {
        let on = f.emitter().composite_extract(bool_type, mask_id, &[lane]);
        let selection = f.open_selection(on);
        let p = address_lane_pointer(f, addresses, pointers.ty(), lane, element_pointer);
        if gather {
            let e = f.emitter().load(element_type, p, access);
            let loaded = f.emitter().composite_insert(data_type, e, acc, &[lane]);
            acc = f.close_selection_phi(selection, data_type, loaded, acc);
        } else {
            let e = f.emitter().composite_extract(element_type, acc, &[lane]);
            f.emitter().store(p, e, access);
            f.close_selection(selection);
        }
    }
    if gather {
        f.alias(*i, acc);
        f.name_result(*i, acc);
    }
    Ok(())
}
