//! The one walk through a getelementptr's indices, and what it tells about
//! a GEP as a whole (its constant byte offset, whether it must be byte
//! arithmetic): read by the body's memory lowering and by constant
//! expressions alike.

use crate::diagnostics::LowerError;
use crate::llvm::{Module, Type, TypeKind, Value};
use crate::lower::LowerResult;

/// One index of a getelementptr, with the type it steps through.
pub(crate) enum GepStep {
    /// A constant member index into struct `within`.
    Member { index: u32, within: Type },
    /// An index over elements of type `element` (the first index steps over
    /// whole source elements).
    Element { index: Value, element: Type },
}

/// The indices of getelementptr `g` (an instruction or a constant
/// expression), each with the type it indexes: the one walk through the
/// source element type that every GEP lowering and query uses. Scalar
/// indices only (see `vector_gep_steps`).
pub(crate) fn gep_steps(g: Value) -> LowerResult<Vec<GepStep>> {
    walk_gep(g, false)
}

/// As `gep_steps`, for a getelementptr giving a vector of pointers: indices
/// may be vectors; stepping into a struct is refused.
pub(crate) fn vector_gep_steps(g: Value) -> LowerResult<Vec<GepStep>> {
    walk_gep(g, true)
}

fn walk_gep(g: Value, vector: bool) -> LowerResult<Vec<GepStep>> {
    let mut indexed = g.gep_source_element_type();
    let mut steps = Vec::with_capacity(g.num_operands().saturating_sub(1) as usize);
    for (n, index) in g.operand_iter().enumerate().skip(1) {
        if n >= 2 && indexed.kind() == TypeKind::Struct {
            if vector {
                return Err(LowerError::unsupported("a vector getelementptr into a struct"));
            }
            // Struct member indices are constants (SPIR-V wants 32-bit ones).
            let member = index
                .const_int_zext()
                .ok_or_else(|| LowerError::not_constant("a struct index in getelementptr"))?;
            let field = *indexed
                .struct_fields()
                .get(member as usize)
                .ok_or_else(|| LowerError::malformed("a struct index in getelementptr is out of range"))?;
            steps.push(GepStep::Member { index: member as u32, within: indexed });
            indexed = field;
            continue;
        }
        if index.ty().is_vector() && !vector {
            return Err(LowerError::unsupported("getelementptr with vector indices"));
        }
        if n >= 2 {
            indexed = indexed.element();
        }
        steps.push(GepStep::Element { index, element: indexed });
    }
    Ok(steps)
}

impl GepStep {
    /// The type this index steps into.
    fn reached(&self) -> Type {
        match *self {
            GepStep::Member { index, within } => within.struct_fields()[index as usize],
            GepStep::Element { element, .. } => element,
        }
    }
}

/// The byte offset getelementptr `g` adds to its base when every index is a
/// constant (LLVM's layout of `llvm`'s module); None otherwise.
pub(crate) fn constant_gep_offset(llvm: Module, g: Value) -> Option<u64> {
    let mut offset: u64 = 0;
    for step in gep_steps(g).ok()? {
        offset = offset.wrapping_add(match step {
            GepStep::Member { index, within } => llvm.offset_of_member(within, index),
            GepStep::Element { index, element } => {
                (index.const_int_sext()? as u64).wrapping_mul(llvm.alloc_size(element))
            }
        });
    }
    Some(offset)
}

/// Whether getelementptr `g` walks through types SPIR-V access chains cannot
/// index (long structs, zero-length arrays, vectors held widened or in
/// pieces, narrow-integer vectors packed in memory): then it is byte offsets.
pub(crate) fn needs_byte_offsets(g: Value) -> bool {
    let awkward = |t: Type| match t.kind() {
        TypeKind::Struct => super::legal_structs::is_long_struct(t),
        TypeKind::Array => t.array_len() == 0,
        TypeKind::Vector => !super::legal_vectors::is_exact_vector(t) && t.vector_len() != 1,
        _ => false,
    };
    let source = g.gep_source_element_type();
    // (Scalar sources, the common case, have nothing inside: one kind query.)
    let aggregate = matches!(source.kind(), TypeKind::Struct | TypeKind::Array | TypeKind::Vector);
    if aggregate
        && (awkward(source) || contains_zero_length_array(source, 0) || contains_packed_vector(source, 0))
    {
        return true;
    }
    // A type some later index steps into (the first index steps over whole
    // source elements; the last one reaches the result, which is no step):
    // only with three indices or more.
    if g.num_operands() < 4 {
        return false;
    }
    let Ok(steps) = gep_steps(g) else { return false };
    let inner = steps.len().saturating_sub(1);
    steps.iter().take(inner).skip(1).any(|step| awkward(step.reached()))
}

/// Whether `ty` has a vector of narrow integers anywhere inside (bounded
/// depth): LLVM packs its bits, so its size differs from its SPIR-V type's.
fn contains_packed_vector(ty: crate::llvm::Type, depth: u32) -> bool {
    match ty.kind() {
        _ if depth > 8 => false,
        TypeKind::Vector => super::legal_ints::narrow(ty).is_some() && ty.vector_len() > 1,
        TypeKind::Array => contains_packed_vector(ty.element(), depth + 1),
        TypeKind::Struct => ty.struct_fields().into_iter().any(|f| contains_packed_vector(f, depth + 1)),
        _ => false,
    }
}

/// Whether `ty` has a zero-length array anywhere inside (bounded depth).
pub fn contains_zero_length_array(ty: crate::llvm::Type, depth: u32) -> bool {
    if depth > 8 {
        return false;
    }
    match ty.kind() {
        TypeKind::Array => ty.array_len() == 0 || contains_zero_length_array(ty.element(), depth + 1),
        TypeKind::Struct if !ty.is_opaque_struct() => {
            ty.struct_fields().into_iter().any(|f| contains_zero_length_array(f, depth + 1))
        }
        _ => false,
    }
}
