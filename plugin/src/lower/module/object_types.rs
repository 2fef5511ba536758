//! The SPIR-V types of OpenCL objects and of memory holding them, and the
//! initializers of global variables holding them (the objects, and which
//! values and memory hold them: `opencl_objects`). (SPIR-V 3.32.6
//! OpTypeImage: sampled type void, format Unknown, the access qualifier
//! present, as the Level Zero "SPIR-V Programming Guide" asks.)

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::module::opencl_objects::{is_object, not_placeable, Opaque, MAX_ARRAY_DEPTH};
use crate::lower::ModuleLowering;
use spirv_writer::spirv::{AccessQualifier, Capability, ImageFormat};
use spirv_writer::{Id, TypeKey};

impl ModuleLowering {
    /// The SPIR-V type of an image or sampler.
    pub fn opencl_object_type(&mut self, kind: Opaque) -> Id {
        match kind {
            Opaque::Sampler => self.m.intern_type(TypeKey::Sampler),
            Opaque::Typed(id) => id,
            Opaque::Pipe(access) => {
                self.m.requirements.require_capability(Capability::Pipes, || "OpenCL pipe".into());
                self.m.intern_type(TypeKey::Pipe { access })
            }
            Opaque::ReserveId => {
                self.m
                    .requirements
                    .require_capability(Capability::Pipes, || "OpenCL pipe reserve_id_t".into());
                self.m.intern_type(TypeKey::ReserveId)
            }
            Opaque::Queue => {
                self.m.requirements.require_capability(Capability::DeviceEnqueue, || "OpenCL queue_t".into());
                self.m.intern_type(TypeKey::Queue)
            }
            Opaque::DeviceEvent => {
                self.m
                    .requirements
                    .require_capability(Capability::DeviceEnqueue, || "OpenCL clk_event_t".into());
                self.m.intern_type(TypeKey::DeviceEvent)
            }
            Opaque::Image(image) => {
                self.m.requirements.require_capability(Capability::ImageBasic, || "OpenCL image".into());
                if image.access == AccessQualifier::ReadWrite {
                    self.m
                        .requirements
                        .require_capability(Capability::ImageReadWrite, || "read_write image".into());
                }
                let void = self.m.type_void();
                self.m.intern_type(TypeKey::Image {
                    sampled_type: void,
                    dim: image.dim,
                    depth: u32::from(image.depth),
                    arrayed: u32::from(image.arrayed),
                    multisampled: u32::from(image.msaa),
                    sampled: 0,
                    format: ImageFormat::Unknown,
                    access: Some(image.access),
                })
            }
        }
    }
}

impl ModuleLowering {
    /// The SPIR-V type of memory of LLVM type `ty` holding `kind` objects: the
    /// object type, or arrays of it nested as `ty`'s (`[2 x [3 x ptr]]`).
    pub fn object_memory_type(
        &mut self,
        ty: Type,
        kind: Opaque,
    ) -> crate::lower::LowerResult<spirv_writer::Id> {
        let mut lengths = Vec::new();
        let mut t = ty;
        while t.kind() == TypeKind::Array && lengths.len() < MAX_ARRAY_DEPTH as usize {
            lengths.push(t.array_len());
            t = t.element();
        }
        if !is_object(t) {
            return Err(LowerError::Internal("object memory of a type holding no object"));
        }
        let mut id = self.opencl_object_type(kind);
        for &length in lengths.iter().rev() {
            id = self.m.type_array(id, length);
        }
        Ok(id)
    }

    /// The initializer of a global variable holding objects: only none
    /// (`null`, `zeroinitializer`: OpConstantNull, which SPIR-V allows for
    /// events, reserve ids and queues) can be written.
    pub fn object_memory_initializer(
        &mut self,
        init: Value,
        pointer_type: spirv_writer::Id,
    ) -> crate::lower::LowerResult<spirv_writer::Id> {
        let value_type = match self.type_key(pointer_type) {
            Some(spirv_writer::TypeKey::Pointer { pointee, .. }) => pointee,
            _ => return Err(LowerError::Internal("a variable holding objects is not a pointer")),
        };
        let null = matches!(
            init.kind(),
            crate::llvm::ValueKind::ConstantPointerNull | crate::llvm::ValueKind::ConstantAggregateZero
        );
        if !null {
            return Err(not_placeable("a global variable with an initializer other than null"));
        }
        Ok(self.m.constant(spirv_writer::ConstantKey::Null { ty: value_type }))
    }
}
