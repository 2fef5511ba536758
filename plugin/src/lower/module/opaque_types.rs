//! SPIR-V opaque types in LLVM IR ("SPIR-V Representation in LLVM IR", "SPIR-V Types Mapped to LLVM
//! Types"): LLVM 16 target extension types `target("spirv.Image", void, 1, ...)`
//! and the older pointers to opaque structs `%spirv.Image._void_1_0_0_0_0_0_0`.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind};
use crate::lower::{warn, LowerResult, ModuleLowering};
use spirv_writer::spirv::{AccessQualifier, Capability, Dim, ImageFormat};
use spirv_writer::{Id, TypeKey};

/// Image parameters in the order the name postfixes and the target type's
/// integer parameters give them.
struct ImageParams {
    dim: u32,
    depth: u32,
    arrayed: u32,
    multisampled: u32,
    sampled: u32,
    format: u32,
    access: Option<u32>,
}

impl ModuleLowering {
    /// The SPIR-V type of `target("spirv.X", ...)`.
    pub fn lower_target_ext_type(&mut self, ty: Type) -> LowerResult<Id> {
        let name = ty.target_ext_name();
        let ints = ty.target_ext_int_params();
        let types = ty.target_ext_type_params();
        let Some(kind) = name.strip_prefix("spirv.") else {
            return Err(LowerError::unsupported_because(
                format!("target extension type {}", ty.print()),
                "not a spirv.* type",
            ));
        };
        let image_params = |ints: &[u32]| -> LowerResult<ImageParams> {
            if ints.len() < 6 {
                return Err(LowerError::convention(
                    ty.print(),
                    "needs 6 or 7 integer parameters (Dim, Depth, Arrayed, MS, Sampled, Format[, Access])",
                ));
            }
            Ok(ImageParams {
                dim: ints[0],
                depth: ints[1],
                arrayed: ints[2],
                multisampled: ints[3],
                sampled: ints[4],
                format: ints[5],
                access: ints.get(6).copied(),
            })
        };
        match kind {
            "Image" | "SampledImage" => {
                let sampled_type = match types.first() {
                    Some(t) => self.lower_type(*t)?,
                    None => self.m.type_void(),
                };
                let sampled_type = self.kernel_image_sampled_type(sampled_type, &ty.print());
                let params = self.kernel_image_format(image_params(&ints)?, &ty.print());
                let image = self.image_type(sampled_type, params)?;
                Ok(if kind == "Image" { image } else { self.m.intern_type(TypeKey::SampledImage { image }) })
            }
            "CooperativeMatrixKHR" => {
                let component = types
                    .first()
                    .copied()
                    .ok_or_else(|| LowerError::convention(ty.print(), "needs a component type"))?;
                let ints = super::target_types::khr_matrix_parameters(&ints, &ty.print());
                self.cooperative_matrix_type(component, &ints, &ty.print())
            }
            // As a cooperative matrix of SPV_KHR_cooperative_matrix (extensions::joint_matrix).
            "JointMatrixINTEL" => self.joint_matrix_type(types.first().copied(), &ints, &ty.print()),
            _ => self.simple_opaque_type(kind, ints.first().copied(), &ty.print()),
        }
    }

    /// Types without image parameters: Sampler, Event, Pipe, ...
    fn simple_opaque_type(&mut self, kind: &str, access: Option<u32>, shown: &str) -> LowerResult<Id> {
        let key = match kind {
            "Sampler" => TypeKey::Sampler,
            "Event" => TypeKey::Event,
            "DeviceEvent" => TypeKey::DeviceEvent,
            "ReserveId" => TypeKey::ReserveId,
            "Queue" => TypeKey::Queue,
            "PipeStorage" => TypeKey::PipeStorage,
            "Pipe" => TypeKey::Pipe { access: access_qualifier(access.unwrap_or(0))? },
            _ => return self.operandless_type(kind, shown), // extensions::target_types
        };
        Ok(self.m.intern_type(key))
    }

    /// The sampled type an image can have on the target. An image of 64-bit
    /// integers needs Int64ImageEXT (SPIR-V 2.16.1), a Shader capability, which
    /// OpenCL environments do not allow; OpenCL images carry no sampled type
    /// (each read names its result type), so there it gets the void one they have.
    fn kernel_image_sampled_type(&mut self, sampled_type: Id, shown: &str) -> Id {
        if self.m.type_key(sampled_type) != Some(&TypeKey::Int { width: 64 })
            || self.target.allows_capability(Capability::Int64ImageEXT)
        {
            return sampled_type;
        }
        warn(&format!(
            "spirv-emit: warning: {shown}: an image of 64-bit integers needs the Shader capability \
             Int64ImageEXT; written with the void sampled type of OpenCL images\n"
        ));
        self.m.type_void()
    }

    /// The image format an image can have on the target: R64ui and R64i need
    /// Int64ImageEXT as the 64-bit sampled type does; an OpenCL image's format
    /// is the runtime image object's, so there it is written Unknown.
    fn kernel_image_format(&self, mut p: ImageParams, shown: &str) -> ImageParams {
        let int64 = matches!(ImageFormat::from_u32(p.format), Some(ImageFormat::R64ui | ImageFormat::R64i));
        if int64 && !self.target.allows_capability(Capability::Int64ImageEXT) {
            warn(&format!(
                "spirv-emit: warning: {shown}: a 64-bit integer image format needs the Shader capability \
                 Int64ImageEXT; written with the Unknown format of OpenCL images\n"
            ));
            p.format = ImageFormat::Unknown as u32;
        }
        p
    }

    fn image_type(&mut self, sampled_type: Id, p: ImageParams) -> LowerResult<Id> {
        let dim = Dim::from_u32(p.dim).ok_or_else(|| {
            LowerError::convention("image type", format!("dimension {} is not a SPIR-V Dim", p.dim))
        })?;
        let format = ImageFormat::from_u32(p.format).ok_or_else(|| {
            LowerError::convention("image type", format!("format {} is not a SPIR-V ImageFormat", p.format))
        })?;
        let access = p.access.map(access_qualifier).transpose()?;
        self.m.requirements.require_capability(Capability::ImageBasic, || "image type".into());
        if access == Some(AccessQualifier::ReadWrite) {
            self.m.requirements.require_capability(Capability::ImageReadWrite, || "read_write image".into());
        }
        Ok(self.m.intern_type(TypeKey::Image {
            sampled_type,
            dim,
            depth: p.depth,
            arrayed: p.arrayed,
            multisampled: p.multisampled,
            sampled: p.sampled,
            format,
            access,
        }))
    }

    /// The opaque type a pointer to `%spirv.X...` stands for, if `pointee` is one.
    pub fn opaque_struct_type(&mut self, pointee: Type) -> Option<LowerResult<Id>> {
        if pointee.kind() != TypeKind::Struct || !pointee.is_opaque_struct() {
            return None;
        }
        let name = pointee.struct_name()?;
        if let Some(opencl) = name.strip_prefix("opencl.") {
            return self.opencl_struct_type(opencl, &name);
        }
        // The VC front end's `%intel.buffer_{ro,wo,rw}_t`: OpTypeBufferSurfaceINTEL.
        if name.starts_with("intel.buffer_") {
            return Some(self.simple_opaque_type("BufferSurfaceINTEL", None, &format!("%{name}")));
        }
        let rest = name.strip_prefix("spirv.")?;
        let mut parts = rest.split('.');
        let kind = parts.next()?;
        let postfixes: Vec<&str> =
            parts.next().map(|p| p.trim_start_matches('_').split('_').collect()).unwrap_or_default();
        Some(self.opaque_struct_from_name(kind, &postfixes, &name))
    }

    /// clang-15's typed-pointer OpenCL types: a pointer to `%opencl.image2d_ro_t`,
    /// `%opencl.sampler_t`, `%opencl.event_t`, ... is the OpenCL type it names.
    fn opencl_struct_type(&mut self, opencl: &str, name: &str) -> Option<LowerResult<Id>> {
        use super::opencl_objects::{parse_image, Opaque};
        let base = opencl.strip_suffix("_t")?;
        if let Some(image) = parse_image(base, None) {
            return Some(Ok(self.opencl_object_type(Opaque::Image(image))));
        }
        let (kind, access) = match base {
            "sampler" => ("Sampler", None),
            "event" => ("Event", None),
            "clk_event" => ("DeviceEvent", None),
            "queue" => ("Queue", None),
            "reserve_id" => ("ReserveId", None),
            "pipe" | "pipe_ro" => ("Pipe", Some(0)),
            "pipe_wo" => ("Pipe", Some(1)),
            _ => return None,
        };
        Some(self.simple_opaque_type(kind, access, &format!("%{name}")))
    }

    /// The opaque type a mangled SPIR-V friendly parameter type names
    /// (`__spirv_Image__void_1_0_0_0_0_0_0`, `__spirv_Sampler`): with opaque
    /// pointers, only the mangled names of the `__spirv_*` calls keep it.
    pub fn opaque_type_from_mangled_name(&mut self, name: &str) -> Option<LowerResult<Id>> {
        let rest = name.strip_prefix("__spirv_")?;
        let (kind, postfixes) = match rest.split_once("__") {
            Some((kind, tail)) => (kind, tail.split('_').collect::<Vec<_>>()),
            None => (rest, Vec::new()),
        };
        if !matches!(
            kind,
            "Image"
                | "SampledImage"
                | "Sampler"
                | "Event"
                | "DeviceEvent"
                | "ReserveId"
                | "Queue"
                | "Pipe"
                | "PipeStorage"
        ) {
            return None;
        }
        Some(self.opaque_struct_from_name(kind, &postfixes, name))
    }

    /// `Image._{SampledType}_{Dim}_{Depth}_{Arrayed}_{MS}_{Sampled}_{Format}_{Access}`.
    fn opaque_struct_from_name(&mut self, kind: &str, postfixes: &[&str], name: &str) -> LowerResult<Id> {
        match kind {
            "Image" | "SampledImage" => {
                let sampled_type = match postfixes.first().copied() {
                    Some("void") | None => self.m.type_void(),
                    Some("float") => self.m.type_float(32),
                    Some("half") => self.m.type_float(16),
                    Some("int" | "uint") => self.m.type_int(32),
                    Some(other) => {
                        return Err(LowerError::convention(
                            format!("'{name}'"),
                            format!("unknown sampled type '{other}'"),
                        ))
                    }
                };
                let numbers: Vec<u32> = postfixes
                    .iter()
                    .skip(1)
                    .map(|p| {
                        p.parse().map_err(|_| {
                            LowerError::convention(format!("'{name}'"), format!("'{p}' is not a number"))
                        })
                    })
                    .collect::<LowerResult<_>>()?;
                if numbers.len() < 6 {
                    return Err(LowerError::convention(
                        format!("'{name}'"),
                        "needs Dim, Depth, Arrayed, MS, Sampled, Format and Access postfixes",
                    ));
                }
                let image = self.image_type(
                    sampled_type,
                    ImageParams {
                        dim: numbers[0],
                        depth: numbers[1],
                        arrayed: numbers[2],
                        multisampled: numbers[3],
                        sampled: numbers[4],
                        format: numbers[5],
                        access: numbers.get(6).copied(),
                    },
                )?;
                Ok(if kind == "Image" { image } else { self.m.intern_type(TypeKey::SampledImage { image }) })
            }
            _ => {
                let access = postfixes.first().and_then(|p| p.parse().ok());
                self.simple_opaque_type(kind, access, name)
            }
        }
    }
}

fn access_qualifier(value: u32) -> LowerResult<AccessQualifier> {
    AccessQualifier::from_u32(value)
        .ok_or_else(|| LowerError::convention("access qualifier", format!("{value} is not 0, 1 or 2")))
}
