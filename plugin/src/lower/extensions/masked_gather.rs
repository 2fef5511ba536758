//! SPV_INTEL_masked_gather_scatter: `llvm.masked.gather`/`scatter` as
//! OpMaskedGatherINTEL / OpMaskedScatterINTEL, and getelementptr with vector
//! operands (one OpPtrAccessChain per lane, since SPIR-V's access chains take
//! scalar pointers). Vectors of pointers are vectors of addresses
//! (`body::pointer_vectors`) with or without the extension: SPIRV-Tools
//! 2025.5 accepts the extension's OpTypeVector of pointers, but no conversion
//! (OpBitcast, OpConvertPtrToU, OpGenericCastToPtr, ...) or comparison takes
//! one, so the vector of pointers exists only as the gather's or scatter's
//! operand, built from the addresses just before it.

use crate::diagnostics::LowerError;
use crate::llvm::Call;
use crate::llvm::{Type, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::pointer_vectors;
use crate::lower::body::vector_shapes;
use crate::lower::module::gep::{vector_gep_steps, GepStep};
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, Op};
use spirv_writer::{ConstantKey, Id, Operand};

pub const EXTENSION: &str = "SPV_INTEL_masked_gather_scatter";

/// Whether `ty` is a vector of pointers, `<1 x ptr>` included (unlike
/// `pointer_vectors::is_pointer_vector`, which means more than one lane).
fn has_pointer_lanes(ty: Type) -> bool {
    ty.is_vector() && ty.element().is_pointer()
}

/// A getelementptr whose result is a vector of pointers: per lane, each
/// lane's pointer kept as its address (`body::pointer_vectors`).
pub(crate) fn lower_vector_gep(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    let result_type = f.module().value_type(g)?;
    let lanes = g.ty().vector_len();
    let source = g.gep_source_element_type();
    let base = g.operand(0);
    let lane_pointer =
        f.module().pointer_type(g.ty().element().address_space(), g.gep_result_element_type())?;
    let base_pointer = f.module().pointer_type(g.ty().element().address_space(), source)?;
    let vector_base = has_pointer_lanes(base.ty());
    let base_id = if vector_base { f.operand(base)? } else { f.pointer_operand(base, source)? };
    let indices = vector_gep_indices(f, g)?;
    let mut vector = f.module().m.constant(ConstantKey::Undef { ty: result_type });
    for lane in 0..lanes {
        let lane_base = if vector_base {
            pointer_vectors::address_lane_pointer(f, base_id, base.ty(), lane, base_pointer)
        } else {
            base_id
        };
        let mut operands = vec![lane_base];
        for &(id, is_vector, scalar_type) in &indices {
            let index = if is_vector { f.emitter().composite_extract(scalar_type, id, &[lane]) } else { id };
            operands.push(index);
        }
        let op = if g.is_in_bounds() { Op::InBoundsPtrAccessChain } else { Op::PtrAccessChain };
        let pointer = f.emitter().op_ids(op, lane_pointer, &operands);
        let address = pointer_vectors::pointer_address(f, pointer);
        vector = vector_shapes::insert_lane(f, vector, g.ty(), result_type, lane, address);
    }
    if g.is_instruction() {
        f.alias(g, vector);
        f.name_result(g, vector);
    }
    Ok(vector)
}

/// The indices of a vector getelementptr: (id, whether it is a vector,
/// its scalar type) each.
fn vector_gep_indices(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Vec<(Id, bool, Id)>> {
    let mut indices = Vec::new();
    for step in vector_gep_steps(g)? {
        let GepStep::Element { index, .. } = step else {
            return Err(LowerError::Internal("a struct step in a vector getelementptr"));
        };
        if index.ty().scalar().int_width() == 1 {
            return Err(LowerError::unsupported("a vector getelementptr with i1 indices"));
        }
        indices.push((
            f.operand(index)?,
            index.ty().is_vector(),
            f.module().lower_type(index.ty().scalar())?,
        ));
    }
    Ok(indices)
}

/// `llvm.masked.gather(ptrs, align, mask, passthru)` and
/// `llvm.masked.scatter(value, ptrs, align, mask)`.
pub(crate) fn lower_masked_gather_scatter(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
) -> Option<LowerResult<()>> {
    if !matches!(base, "masked.gather" | "masked.scatter") {
        return None;
    }
    let gather = base == "masked.gather";
    if !f.module().allows_extension(EXTENSION) {
        return Some(pointer_vectors::lower_address_gather_scatter(f, i, gather));
        // body::pointer_vectors
    }
    Some(lower_gather_scatter(f, i, gather))
}

/// The addresses `addresses` (of `<lanes x ptr>` type `ty`) as a vector
/// of `element_pointer` pointers, the operand OpMaskedGatherINTEL and
/// OpMaskedScatterINTEL take (the capability lets OpTypeVector hold them).
fn pointer_lanes(f: &mut FunctionLowering<'_>, addresses: Id, ty: Type, element_pointer: Id) -> Id {
    f.module().m.requirements.require_capability(Capability::MaskedGatherScatterINTEL, || {
        format!("masked gather or scatter on {}", ty.print())
    });
    let lanes: Vec<Id> = (0..ty.vector_len())
        .map(|lane| pointer_vectors::address_lane_pointer(f, addresses, ty, lane, element_pointer))
        .collect();
    let vector = f.module().m.type_vector(element_pointer, ty.vector_len());
    f.emitter().composite_construct(vector, &lanes)
}

fn lower_gather_scatter(f: &mut FunctionLowering<'_>, i: Call, gather: bool) -> LowerResult<()> {
    let args = i.call_args();
    let (pointers, alignment, mask, passthru) =
        crate::lower::body::pointer_vectors::gather_scatter_args(i, gather)?;
    let data = if gather { i.ty() } else { args[0].ty() };
    if !crate::lower::body::vector_shapes::is_exact_vector(data) {
        return Err(LowerError::unsupported(format!(
            "llvm.masked.{} of {}",
            if gather { "gather" } else { "scatter" },
            data.print()
        )));
    }
    let element_pointer = f.module().pointer_type(pointers.ty().element().address_space(), data.element())?;
    let addresses = f.operand(pointers)?;
    let pointer_vector = pointer_lanes(f, addresses, pointers.ty(), element_pointer);
    let mask = f.operand(mask)?;
    if gather {
        let result_type = f.module().value_type(*i)?;
        let passthru = f.operand(passthru.ok_or(LowerError::Internal("gather without passthru"))?)?;
        let id = f.result_id(*i);
        f.emit_as(
            id,
            Op::MaskedGatherINTEL,
            result_type,
            vec![
                Operand::IdRef(pointer_vector),
                Operand::LiteralBit32(alignment),
                Operand::IdRef(mask),
                Operand::IdRef(passthru),
            ],
        );
        f.name_result(*i, id);
    } else {
        let value = f.operand(args[0])?;
        f.emit_void(
            Op::MaskedScatterINTEL,
            vec![
                Operand::IdRef(value),
                Operand::IdRef(pointer_vector),
                Operand::LiteralBit32(alignment),
                Operand::IdRef(mask),
            ],
        );
    }
    Ok(())
}
