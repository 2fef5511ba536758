//! OpenCL images and samplers as SPIR-V OpTypeImage / OpTypeSampler values.
//!
//! clang 16 passes images as `ptr addrspace(1)` and samplers as
//! `ptr addrspace(2)`: their types survive only in `!kernel_arg_type` /
//! `!kernel_arg_access_qual` and in the mangled names of the builtins that
//! take them (`_Z11read_imagef14ocl_image2d_ro11ocl_sampler...`), and
//! `__translate_sampler_initializer` makes literal samplers. Before anything
//! is lowered, these seeds are propagated over the values that carry the
//! same object: kernel and function parameters, call arguments, phis and
//! selects, and at -O0 the stack slot a parameter is spilled to (an alloca
//! with one store and only loads: its loads are the stored value, and the
//! slot itself is not emitted). `value_type` then gives such values the
//! image or sampler type (SPIR-V 3.32.6 OpTypeImage: sampled type void,
//! format Unknown, the access qualifier present, as seed 004 asks).

use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::spirv::{AccessQualifier, Capability, Dim, ImageFormat};
use spirv_writer::{Id, TypeKey};
use indexmap::IndexMap;
use std::collections::VecDeque;

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
fn access_qualifier(name: &str) -> Option<AccessQualifier> {
    Some(match name {
        "read_only" => AccessQualifier::ReadOnly,
        "write_only" => AccessQualifier::WriteOnly,
        "read_write" => AccessQualifier::ReadWrite,
        _ => return None,
    })
}

/// What a value is when a mangled parameter type names an OpenCL object.
pub fn opaque_of_name(name: &str) -> Option<Opaque> {
    if name == "ocl_sampler" || name == "sampler_t" {
        return Some(Opaque::Sampler);
    }
    parse_image(name, None).map(Opaque::Image)
}

/// Values that are images or samplers, and the -O0 stack slots holding them.
#[derive(Default)]
pub struct OpaqueValues {
    kinds: IndexMap<Value, Opaque>,
    /// Allocas that only hold one stored image or sampler: alloca -> stored value.
    slots: IndexMap<Value, Value>,
    types: IndexMap<Opaque, Id>,
}

impl OpaqueValues {
    /// The SPIR-V type of `v` if it is an image or sampler.
    pub fn type_of(&self, v: Value) -> Option<Id> {
        self.kinds.get(&v).and_then(|k| self.types.get(k)).copied()
    }

    pub fn kind_of(&self, v: Value) -> Option<Opaque> {
        self.kinds.get(&v).copied()
    }

    /// The value stored in the stack slot `pointer`, if it is one.
    pub fn slot_value(&self, pointer: Value) -> Option<Value> {
        self.slots.get(&pointer).copied()
    }
}

/// The values carrying the same object as `v` (both directions).
fn neighbours(v: Value) -> Vec<Value> {
    let mut out = Vec::new();
    match v.opcode() {
        Some(Opcode::LLVMLoad) => out.push(v.operand(0)),
        Some(Opcode::LLVMPHI) => out.extend(v.incoming().into_iter().map(|(x, _)| x)),
        Some(Opcode::LLVMSelect) => out.extend([v.operand(1), v.operand(2)]),
        _ => {}
    }
    if v.is_argument() {
        let (function, index) = (v.param_parent(), v.param_index() as usize);
        for call in function.users() {
            if call.opcode() == Some(Opcode::LLVMCall) && call.called_operand() == function {
                out.extend(call.call_args().get(index).copied());
            }
        }
    }
    for u in v.users() {
        match u.opcode() {
            Some(Opcode::LLVMStore) if u.operand(0) == v => out.push(u.operand(1)),
            Some(Opcode::LLVMStore) if u.operand(1) == v => out.push(u.operand(0)),
            Some(Opcode::LLVMLoad) => out.push(u),
            Some(Opcode::LLVMPHI | Opcode::LLVMSelect) => out.push(u),
            Some(Opcode::LLVMCall) => {
                let callee = u.called_operand();
                if callee.is_function() && !callee.is_declaration() {
                    for (n, a) in u.call_args().into_iter().enumerate() {
                        if a == v {
                            out.extend(callee.params().get(n).copied());
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out.retain(|x| (x.is_instruction() || x.is_argument()) && x.ty().is_pointer());
    out
}

/// Whether `alloca` is a slot: one store of `value`, in the entry block
/// before any load there, and otherwise only loads.
fn slot_store(alloca: Value) -> Result<Value, String> {
    let users = alloca.users();
    let stores: Vec<Value> = users.iter().copied().filter(|u| u.opcode() == Some(Opcode::LLVMStore)).collect();
    let only_loads_and_stores = users
        .iter()
        .all(|u| u.opcode() == Some(Opcode::LLVMLoad) || (u.opcode() == Some(Opcode::LLVMStore) && u.operand(1) == alloca));
    let [store] = stores.as_slice() else {
        return Err("an image or sampler is stored to memory more than once".into());
    };
    if !only_loads_and_stores {
        return Err("the address of a variable holding an image or sampler is used".into());
    }
    let entry = alloca.parent_block();
    if store.parent_block() != entry {
        return Err("an image or sampler is stored to memory outside the entry block".into());
    }
    let order = entry.instructions();
    let at = |x: &Value| order.iter().position(|i| i == x);
    let store_at = at(store);
    let early_load = users.iter().any(|u| u.opcode() == Some(Opcode::LLVMLoad) && u.parent_block() == entry && at(u) < store_at);
    if early_load {
        return Err("an image or sampler variable is read before it is set".into());
    }
    Ok(store.operand(0))
}

impl ModuleLowering {
    /// Finds every image and sampler value (see the module documentation).
    pub fn infer_opencl_objects(&mut self) {
        let mut seeds: Vec<(Value, Opaque)> = Vec::new();
        let (types_kind, access_kind) = (self.llvm.md_kind("kernel_arg_type"), self.llvm.md_kind("kernel_arg_access_qual"));
        for f in self.llvm.functions() {
            if f.is_declaration() {
                continue;
            }
            if ModuleLowering::is_kernel(f) {
                let (types, access) = (f.global_metadata(types_kind), f.global_metadata(access_kind));
                for (n, p) in f.params().into_iter().enumerate() {
                    let Some(name) = types.and_then(|t| t.string_operand(n)) else { continue };
                    let qualifier = access.and_then(|a| a.string_operand(n)).and_then(|q| access_qualifier(&q));
                    let kind = if name.trim() == "sampler_t" {
                        Some(Opaque::Sampler)
                    } else {
                        parse_image(&name, qualifier).map(Opaque::Image)
                    };
                    if let Some(kind) = kind.filter(|_| p.ty().is_pointer()) {
                        seeds.push((p, kind));
                    }
                }
            }
            for block in f.basic_blocks() {
                for i in block.instructions() {
                    if i.opcode() != Some(Opcode::LLVMCall) || !i.called_operand().is_function() {
                        continue;
                    }
                    let callee = i.called_operand();
                    let name = callee.name();
                    if name == "__translate_sampler_initializer" {
                        seeds.push((i, Opaque::Sampler));
                        continue;
                    }
                    let Some(d) = self.calls.get(callee).demangled else { continue };
                    for (param, arg) in d.params.iter().zip(i.call_args()) {
                        if let Some(kind) = param.name().and_then(opaque_of_name) {
                            seeds.push((arg, kind));
                        }
                    }
                }
            }
        }
        let mut work: VecDeque<(Value, Opaque)> = seeds.into();
        let mut kinds: IndexMap<Value, Opaque> = IndexMap::new();
        while let Some((v, kind)) = work.pop_front() {
            if kinds.contains_key(&v) {
                continue; // the first source wins (kernel metadata before manglings)
            }
            kinds.insert(v, kind);
            for n in neighbours(v) {
                if !kinds.contains_key(&n) {
                    work.push_back((n, kind));
                }
            }
        }
        let mut values = OpaqueValues::default();
        for (&v, &kind) in &kinds {
            if v.opcode() == Some(Opcode::LLVMAlloca) {
                match slot_store(v) {
                    Ok(stored) => {
                        values.slots.insert(v, stored);
                    }
                    Err(e) => {
                        self.error(None, Some(v), format!("{e}; images and samplers can only be kept in variables set once"));
                    }
                }
                continue;
            }
            let ty = self.opencl_object_type(kind);
            values.types.insert(kind, ty);
        }
        kinds.retain(|v, _| v.opcode() != Some(Opcode::LLVMAlloca));
        values.kinds = kinds;
        self.opencl_objects = values;
    }

    /// The SPIR-V type of an image or sampler.
    pub fn opencl_object_type(&mut self, kind: Opaque) -> Id {
        match kind {
            Opaque::Sampler => self.m.intern_type(TypeKey::Sampler),
            Opaque::Image(image) => {
                self.m.requirements.require_capability(Capability::ImageBasic, || "OpenCL image".into());
                if image.access == AccessQualifier::ReadWrite {
                    self.m.requirements.require_capability(Capability::ImageReadWrite, || "read_write image".into());
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

impl FunctionLowering<'_> {
    /// Stack slots of images and samplers: the alloca and its store vanish,
    /// loads are the stored value. `None` for other memory instructions.
    pub fn lower_opencl_object_memory(&mut self, i: Value) -> Option<LowerResult<()>> {
        let objects = &self.ml.opencl_objects;
        match i.opcode()? {
            Opcode::LLVMAlloca if objects.slot_value(i).is_some() => Some(Ok(())),
            Opcode::LLVMStore if objects.slot_value(i.operand(1)).is_some() => Some(Ok(())),
            Opcode::LLVMLoad => {
                let stored = objects.slot_value(i.operand(0))?;
                Some(self.operand(stored).map(|id| self.alias(i, id)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_names() {
        let i = parse_image("ocl_image2d_array_depth_ro", None).unwrap();
        assert_eq!((i.dim, i.arrayed, i.depth, i.msaa, i.access), (Dim::Dim2D, true, true, false, AccessQualifier::ReadOnly));
        let i = parse_image("image1d_buffer_t", Some(AccessQualifier::WriteOnly)).unwrap();
        assert_eq!((i.dim, i.access), (Dim::DimBuffer, AccessQualifier::WriteOnly));
        assert_eq!(parse_image("image3d_t", None).unwrap().dimensions(), 3);
        assert_eq!(parse_image("ocl_image3d_rw", None).unwrap().access, AccessQualifier::ReadWrite);
        assert!(parse_image("ocl_image2d_msaa_depth_wo", None).unwrap().msaa);
        assert_eq!(parse_image("image4d_t", None), None);
        assert_eq!(parse_image("ocl_image2d_buffer_ro", None), None);
        assert_eq!(opaque_of_name("ocl_sampler"), Some(Opaque::Sampler));
        assert_eq!(opaque_of_name("ocl_event"), None);
    }
}
