//! Type-level decisions for vectors: LLVM vectors of lengths SPIR-V lacks
//! (it has 2, 3, 4, 8 and 16; the lowering of their values is
//! `body::vector_shapes`).
//!
//! - `<1 x T>` is `T`.
//! - 5-7 and 9-15 lanes are widened in registers to the next SPIR-V length
//!   (8 or 16); the extra lanes hold nothing meaningful.
//! - More than 16 lanes: an array of `<16 x T>` pieces (the last one padded),
//!   which has LLVM's layout in memory.
//!
//! Vectors of pointers are vectors of addresses (`body::pointer_vectors`;
//! their type: `types`).

use crate::llvm::Type;
use spirv_writer::{ConstantKey, Id, TypeKey};

/// Lanes of one piece of a long vector.
pub const PIECE: u32 = 16;

/// The longest vector lowered (loads and stores of longer ones would be
/// thousands of instructions each).
pub const MAX_LANES: u32 = 1024;

/// How an LLVM vector of `lanes` lanes is held in SPIR-V.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum VectorShape {
    /// `<1 x T>`: the element itself.
    Scalar,
    /// A SPIR-V vector of `width` >= lanes components.
    Vector { width: u32 },
    /// An array of `pieces` vectors of PIECE components.
    Pieces { pieces: u32 },
}

pub fn shape_of_len(lanes: u32) -> VectorShape {
    match lanes {
        1 => VectorShape::Scalar,
        2 | 3 | 4 | 8 | 16 => VectorShape::Vector { width: lanes },
        5..=7 => VectorShape::Vector { width: 8 },
        9..=15 => VectorShape::Vector { width: 16 },
        _ => VectorShape::Pieces { pieces: lanes.div_ceil(PIECE) },
    }
}

/// The shape of LLVM vector type `ty` (None: not a vector).
pub fn shape(ty: Type) -> Option<VectorShape> {
    ty.is_vector().then(|| shape_of_len(ty.vector_len()))
}

/// Whether `ty` is a vector SPIR-V holds as one vector of exactly its lanes.
pub fn is_exact_vector(ty: Type) -> bool {
    ty.is_vector() && shape(ty) == Some(VectorShape::Vector { width: ty.vector_len() })
}

/// Whether `ty` is a vector held as pieces (more than 16 lanes).
pub fn is_pieces(ty: Type) -> bool {
    matches!(shape(ty), Some(VectorShape::Pieces { .. }))
}

impl crate::lower::ModuleLowering {
    /// The SPIR-V type of LLVM vector type `ty` with element type `component`.
    pub fn vector_shape_type(&mut self, ty: Type, component: Id) -> Id {
        match shape_of_len(ty.vector_len()) {
            VectorShape::Scalar => component,
            VectorShape::Vector { width } => self.m.type_vector(component, width),
            VectorShape::Pieces { pieces } => {
                let piece = self.m.type_vector(component, PIECE);
                self.m.type_array(piece, u64::from(pieces))
            }
        }
    }

    /// A constant vector of type `ty` from its lane constants (missing lanes are zero).
    pub fn vector_constant(&mut self, ty: Type, type_id: Id, lanes: Vec<Id>, zero: Id) -> Id {
        match shape_of_len(ty.vector_len()) {
            VectorShape::Scalar => lanes[0],
            VectorShape::Vector { width } => {
                let mut parts = lanes;
                parts.resize(width as usize, zero);
                self.m.constant(ConstantKey::Composite { ty: type_id, parts })
            }
            VectorShape::Pieces { pieces } => {
                let piece_type = match self.m.type_key(type_id) {
                    Some(TypeKey::Array { element, .. }) => *element,
                    _ => type_id,
                };
                let mut parts = Vec::new();
                for p in 0..pieces as usize {
                    let mut piece: Vec<Id> =
                        lanes.iter().skip(p * PIECE as usize).take(PIECE as usize).copied().collect();
                    piece.resize(PIECE as usize, zero);
                    parts.push(self.m.constant(ConstantKey::Composite { ty: piece_type, parts: piece }));
                }
                self.m.constant(ConstantKey::Composite { ty: type_id, parts })
            }
        }
    }
}

/// Whether `ty` is a vector of more than one pointer.
pub fn is_pointer_vector(ty: Type) -> bool {
    ty.is_vector() && ty.element().is_pointer() && ty.vector_len() != 1
}
