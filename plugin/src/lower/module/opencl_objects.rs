//! OpenCL objects (images, samplers, pipes, reserve ids, events, queues):
//! the object kinds, the image type names, the table of values found to be
//! objects (filled once per module by `calls::opencl::object_inference`),
//! which LLVM types hold objects in memory. Their SPIR-V types and those of
//! that memory: `object_types`. Their loads, stores and access chains:
//! `calls::opencl::opaque`, `calls::opencl::object_memory`.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use indexmap::IndexMap;
use spirv_writer::spirv::{AccessQualifier, Dim};
use spirv_writer::FastIndexMap;
use spirv_writer::Id;

/// An OpenCL image type, as named in OpenCL C (`image2d_array_depth_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageType {
    pub dim: Dim,
    pub arrayed: bool,
    pub depth: bool,
    pub msaa: bool,
    pub access: AccessQualifier,
}

impl ImageType {
    /// Components of a coordinate / size (without the array index).
    pub fn dimensions(self) -> u32 {
        match self.dim {
            Dim::Dim1D | Dim::DimBuffer => 1,
            Dim::Dim3D => 3,
            _ => 2,
        }
    }
}

/// What kind of OpenCL object a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opaque {
    Image(ImageType),
    Sampler,
    /// `read_only pipe T` / `write_only pipe T` (OpTypePipe).
    Pipe(AccessQualifier),
    /// `reserve_id_t` (OpTypeReserveId).
    ReserveId,
    /// `queue_t` (OpTypeQueue).
    Queue,
    /// `clk_event_t` (OpTypeDeviceEvent).
    DeviceEvent,
    /// A type a SPIR-V friendly mangled name spells out (`__spirv_Image__void_1_0_0_0_0_0_0`).
    Typed(Id),
}

/// Parses an image type name: `image2d_array_depth_t` (kernel argument
/// types, with the access qualifier given apart) or `ocl_image2d_array_depth_ro`
/// (manglings, the access qualifier as suffix).
pub fn parse_image(name: &str, access: Option<AccessQualifier>) -> Option<ImageType> {
    let rest = name.trim().trim_start_matches("ocl_").strip_prefix("image")?;
    let (body, access) = if let Some(body) = rest.strip_suffix("_t") {
        (body, access.unwrap_or(AccessQualifier::ReadOnly))
    } else if let Some(body) = rest.strip_suffix("_ro") {
        (body, AccessQualifier::ReadOnly)
    } else if let Some(body) = rest.strip_suffix("_wo") {
        (body, AccessQualifier::WriteOnly)
    } else if let Some(body) = rest.strip_suffix("_rw") {
        (body, AccessQualifier::ReadWrite)
    } else if name.trim().starts_with("ocl_") {
        // SPIR 1.2 manglings carry no access qualifier (`11ocl_image2d`).
        (rest, access.unwrap_or(AccessQualifier::ReadOnly))
    } else {
        return None;
    };
    let mut parts = body.split('_');
    let dim = match parts.next()? {
        "1d" => Dim::Dim1D,
        "2d" => Dim::Dim2D,
        "3d" => Dim::Dim3D,
        _ => return None,
    };
    let mut image = ImageType { dim, arrayed: false, depth: false, msaa: false, access };
    for part in parts {
        match part {
            "array" => image.arrayed = true,
            "depth" => image.depth = true,
            "msaa" => image.msaa = true,
            "buffer" if dim == Dim::Dim1D => image.dim = Dim::DimBuffer,
            _ => return None,
        }
    }
    Some(image)
}

/// The access qualifier of `!kernel_arg_access_qual`.
pub(crate) fn access_qualifier(name: &str) -> Option<AccessQualifier> {
    Some(match name {
        "read_only" => AccessQualifier::ReadOnly,
        "write_only" => AccessQualifier::WriteOnly,
        "read_write" => AccessQualifier::ReadWrite,
        _ => return None,
    })
}

/// What a value is when a mangled parameter type names an OpenCL object.
pub fn opaque_of_name(name: &str) -> Option<Opaque> {
    match name {
        "ocl_sampler" | "sampler_t" => Some(Opaque::Sampler),
        "ocl_reserveid" | "reserve_id_t" => Some(Opaque::ReserveId),
        "ocl_queue" | "queue_t" => Some(Opaque::Queue),
        "ocl_clkevent" | "clk_event_t" => Some(Opaque::DeviceEvent),
        _ => parse_image(name, None).map(Opaque::Image),
    }
}

/// Values that are images or samplers, and the -O0 stack slots holding them.
#[derive(Default)]
pub struct OpaqueValues {
    /// Struct members holding objects (a block literal's captured event):
    /// (struct type, member index) -> kind.
    pub(crate) members: IndexMap<(crate::llvm::Type, u32), Opaque>,
    pub(crate) kinds: FastIndexMap<Value, Opaque>,
    /// Allocas that only hold one stored image or sampler: alloca -> stored value.
    pub(crate) slots: IndexMap<Value, Value>,
    pub(crate) types: IndexMap<Opaque, Id>,
    /// Pointers to memory holding an object (`clk_event_t e;` whose address
    /// is passed to enqueue_kernel): the variable and its casts, and the
    /// element pointers (getelementptr) into an array of objects.
    pub(crate) pointers: FastIndexMap<Value, Opaque>,
    /// Arrays of objects (`clk_event_t evts[2];`, `reserve_id_t r[2][3]`):
    /// the variable, its casts and pointers to inner arrays, with the LLVM
    /// array type (OpTypeArray of the object type, nested alike).
    pub(crate) arrays: FastIndexMap<Value, (Opaque, crate::llvm::Type)>,
    /// Memory whose first bytes hold an object, read and written as the
    /// object through a pointer to the whole (and the casts of it).
    pub(crate) leading: IndexMap<Value, (Opaque, LeadingObject)>,
}

impl OpaqueValues {
    /// The SPIR-V type of `v` if it is an image or sampler.
    pub fn type_of(&self, v: Value) -> Option<Id> {
        self.kinds.get(&v).and_then(|k| self.types.get(k)).copied()
    }

    pub fn kind_of(&self, v: Value) -> Option<Opaque> {
        self.kinds.get(&v).copied()
    }

    /// The object kind that pointer `v` points to, if it points to one
    /// (or to an array of them).
    pub fn pointee_kind(&self, v: Value) -> Option<Opaque> {
        self.pointers.get(&v).copied().or_else(|| self.arrays.get(&v).map(|&(kind, _)| kind))
    }

    /// The element kind and the LLVM array type if `v` points to an array of objects.
    pub fn array_of(&self, v: Value) -> Option<(Opaque, crate::llvm::Type)> {
        self.arrays.get(&v).copied()
    }

    /// The kind of object member `index` of struct type `ty` holds, if it holds one.
    pub fn member_kind(&self, ty: crate::llvm::Type, index: u32) -> Option<Opaque> {
        self.members.get(&(ty, index)).copied()
    }

    /// The object at offset 0 of the memory `pointer` points to, when the
    /// memory is accessed as that object.
    pub fn leading_object(&self, pointer: Value) -> Option<(Opaque, LeadingObject)> {
        self.leading.get(&pointer).copied()
    }

    /// Whether no memory holds an object (most modules): loads, stores and
    /// allocas then need no look here.
    pub fn none_in_memory(&self) -> bool {
        self.pointers.is_empty() && self.arrays.is_empty() && self.leading.is_empty() && self.slots.is_empty()
    }

    /// The value stored in the stack slot `pointer`, if it is one.
    pub fn slot_value(&self, pointer: Value) -> Option<Value> {
        self.slots.get(&pointer).copied()
    }
}

pub(crate) fn not_placeable(what: &str) -> LowerError {
    LowerError::unsupported_because(
        format!("an OpenCL object (image, sampler, pipe, reserve id, event, queue) kept in {what}"),
        "only variables, arrays of them and struct members can hold one in SPIR-V",
    )
}

/// How deep arrays of objects may nest (`reserve_id_t r[2][3][4]`).
pub(crate) const MAX_ARRAY_DEPTH: u32 = 32;

/// Whether LLVM type `t` is an object: a pointer (clang 15-18's objects under
/// opaque pointers) or the object's own target type (clang 19+).
pub fn is_object(t: Type) -> bool {
    matches!(t.kind(), TypeKind::Pointer | TypeKind::TargetExt)
}

/// Whether memory of LLVM type `ty` can hold objects: an object, or arrays
/// (nested) of them. Structs hold them as members (`struct_member`).
pub fn holds_objects(ty: Type) -> bool {
    let mut t = ty;
    for _ in 0..MAX_ARRAY_DEPTH {
        if t.kind() != TypeKind::Array {
            return is_object(t);
        }
        t = t.element();
    }
    false
}

/// Whether `ty` is an array (of arrays) of objects.
pub fn is_object_array(ty: Type) -> bool {
    ty.kind() == TypeKind::Array && holds_objects(ty)
}

/// An object at offset 0 of memory of a type holding more than objects.
#[derive(Clone, Copy, Debug)]
pub struct LeadingObject {
    /// The type of the memory.
    pub memory: Type,
    /// The innermost struct on the way: its member 0 holds objects.
    pub within: Type,
    /// The number of 0 indices from the memory to the object.
    pub depth: u32,
}

/// The object at offset 0 of memory of type `ty` (a struct, or an array of
/// them) reached through first members and first elements, when the way
/// passes a struct (otherwise the memory is an array of objects).
pub fn leading_object(ty: Type) -> Option<LeadingObject> {
    let (mut t, mut depth, mut within) = (ty, 0, None);
    while !is_object(t) {
        t = match t.kind() {
            TypeKind::Array if t.array_len() > 0 => t.element(),
            TypeKind::Struct if !t.is_opaque_struct() => {
                within = Some(t);
                *t.struct_fields().first()?
            }
            _ => return None,
        };
        depth += 1;
        if depth > MAX_ARRAY_DEPTH {
            return None;
        }
    }
    Some(LeadingObject { memory: ty, within: within?, depth })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_names() {
        let i = parse_image("ocl_image2d_array_depth_ro", None).unwrap();
        assert_eq!(
            (i.dim, i.arrayed, i.depth, i.msaa, i.access),
            (Dim::Dim2D, true, true, false, AccessQualifier::ReadOnly)
        );
        let i = parse_image("image1d_buffer_t", Some(AccessQualifier::WriteOnly)).unwrap();
        assert_eq!((i.dim, i.access), (Dim::DimBuffer, AccessQualifier::WriteOnly));
        assert_eq!(parse_image("image3d_t", None).unwrap().dimensions(), 3);
        assert_eq!(parse_image("ocl_image3d_rw", None).unwrap().access, AccessQualifier::ReadWrite);
        assert!(parse_image("ocl_image2d_msaa_depth_wo", None).unwrap().msaa);
        assert_eq!(parse_image("image4d_t", None), None);
        // SPIR 1.2: no access qualifier in the mangling.
        assert_eq!(parse_image("ocl_image2d", None).map(|i| i.access), Some(AccessQualifier::ReadOnly));
        assert_eq!(parse_image("image2d", None), None);
        assert_eq!(parse_image("ocl_image2d_buffer_ro", None), None);
        assert_eq!(opaque_of_name("ocl_sampler"), Some(Opaque::Sampler));
        assert_eq!(opaque_of_name("ocl_event"), None);
    }
}
