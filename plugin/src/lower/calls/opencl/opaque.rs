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
//! format Unknown, the access qualifier present, as the Level Zero "SPIR-V Programming Guide" asks).

use super::object_memory::{self, Role};
use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::calls::mangling::MangledType;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::spirv::{AccessQualifier, Capability, Dim, ImageFormat, Op};
use spirv_writer::{Id, Operand, TypeKey};
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
    match name {
        "ocl_sampler" | "sampler_t" => Some(Opaque::Sampler),
        "ocl_reserveid" | "reserve_id_t" => Some(Opaque::ReserveId),
        "ocl_queue" | "queue_t" => Some(Opaque::Queue),
        "ocl_clkevent" | "clk_event_t" => Some(Opaque::DeviceEvent),
        _ => parse_image(name, None).map(Opaque::Image),
    }
}

/// The OpenCL objects a builtin takes (argument index, kind) and returns.
type ObjectSignature = (Vec<(usize, Opaque)>, Option<Opaque>);

/// The OpenCL objects an unmangled builtin clang emits takes and returns:
/// the pipe builtins (`__read_pipe_2(pipe, ptr, size, align)`,
/// `__reserve_write_pipe(pipe, n, size, align)` returning a reserve id,
/// `__commit_read_pipe(pipe, rid, size, align)`, ...). The pipe's access
/// comes from the name (read / `_ro` is read_only).
fn unmangled_objects(name: &str) -> Option<ObjectSignature> {
    if name.starts_with("__enqueue_kernel_") {
        return Some((vec![(0, Opaque::Queue)], None));
    }
    let pipe_builtin = name.starts_with("__") && (name.contains("_pipe") || name.starts_with("__get_pipe_"));
    if !pipe_builtin {
        return None;
    }
    let access = if name.contains("read") || name.ends_with("_ro") {
        AccessQualifier::ReadOnly
    } else {
        AccessQualifier::WriteOnly
    };
    let mut args = vec![(0, Opaque::Pipe(access))];
    let mut result = None;
    if name.contains("reserve_") {
        result = Some(Opaque::ReserveId);
    } else if name.contains("commit_") || name.ends_with("_pipe_4") {
        args.push((1, Opaque::ReserveId));
    }
    Some((args, result))
}

/// Values that are images or samplers, and the -O0 stack slots holding them.
#[derive(Default)]
pub struct OpaqueValues {
    /// Struct members holding objects (a block literal's captured event):
    /// (struct type, member index) -> kind.
    pub(super) members: IndexMap<(crate::llvm::Type, u32), Opaque>,
    kinds: IndexMap<Value, Opaque>,
    /// Allocas that only hold one stored image or sampler: alloca -> stored value.
    slots: IndexMap<Value, Value>,
    types: IndexMap<Opaque, Id>,
    /// Pointers to memory holding an object (`clk_event_t e;` whose address
    /// is passed to enqueue_kernel): the variable and its casts, and the
    /// element pointers (getelementptr) into an array of objects.
    pub(super) pointers: IndexMap<Value, Opaque>,
    /// Arrays of objects (`clk_event_t evts[2];`, `reserve_id_t r[2][3]`):
    /// the variable, its casts and pointers to inner arrays, with the LLVM
    /// array type (OpTypeArray of the object type, nested alike).
    pub(super) arrays: IndexMap<Value, (Opaque, crate::llvm::Type)>,
    /// Memory whose first bytes hold an object, read and written as the
    /// object through a pointer to the whole (and the casts of it).
    pub(super) leading: IndexMap<Value, (Opaque, object_memory::LeadingObject)>,
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
    pub fn leading_object(&self, pointer: Value) -> Option<(Opaque, object_memory::LeadingObject)> {
        self.leading.get(&pointer).copied()
    }

    /// The value stored in the stack slot `pointer`, if it is one.
    pub fn slot_value(&self, pointer: Value) -> Option<Value> {
        self.slots.get(&pointer).copied()
    }
}

/// The object kind a builtin returns (`create_user_event`, `get_default_queue`).
fn result_object(name: &str) -> Option<Opaque> {
    match name {
        "create_user_event" => Some(Opaque::DeviceEvent),
        "get_default_queue" => Some(Opaque::Queue),
        _ => None,
    }
}

/// The alloca a pointer argument is an address in: through casts and, into
/// an array of objects (`&evts[1]`, `evts` decayed), getelementptr.
fn cast_source(v: Value) -> Option<Value> {
    let mut v = v;
    for _ in 0..16 {
        v = v.find_through_casts(|v| {
            v.opcode() == Some(Opcode::LLVMAlloca) || v.opcode() == Some(Opcode::LLVMGetElementPtr)
        })?;
        if v.opcode() == Some(Opcode::LLVMAlloca) {
            return Some(v);
        }
        v = v.operand(0);
    }
    None
}

/// Whether `alloca` is a slot: one store of `value`, in the entry block
/// before any load there, and otherwise only loads. Values made inside the
/// kernel (reserve ids, events, queues) are stored where they are made: for
/// them (`anywhere`) the store may be in any block (the validator checks
/// that it dominates the loads; clang -O0 initialises at the declaration).
fn slot_store(alloca: Value, anywhere: bool) -> LowerResult<Value> {
    let unsupported = |what: &str| {
        LowerError::unsupported_because(what, "images and samplers can only be kept in variables set once")
    };
    let users = alloca.users();
    let stores: Vec<Value> =
        users.iter().copied().filter(|u| u.opcode() == Some(Opcode::LLVMStore)).collect();
    let only_loads_and_stores = users.iter().all(|u| {
        u.opcode() == Some(Opcode::LLVMLoad)
            || (u.opcode() == Some(Opcode::LLVMStore) && u.operand(1) == alloca)
    });
    let [store] = stores.as_slice() else {
        return Err(unsupported("storing an image or sampler to memory more than once"));
    };
    if !only_loads_and_stores {
        return Err(unsupported("using the address of a variable holding an image or sampler"));
    }
    if anywhere {
        return Ok(store.operand(0));
    }
    let entry = alloca.parent_block();
    if store.parent_block() != entry {
        return Err(unsupported("storing an image or sampler to memory outside the entry block"));
    }
    let order = entry.instructions();
    let at = |x: &Value| order.iter().position(|i| i == x);
    let store_at = at(store);
    let early_load = users
        .iter()
        .any(|u| u.opcode() == Some(Opcode::LLVMLoad) && u.parent_block() == entry && at(u) < store_at);
    if early_load {
        return Err(unsupported("reading an image or sampler variable before it is set"));
    }
    Ok(store.operand(0))
}

impl ModuleLowering {
    /// Finds every image and sampler value (see the module documentation).
    /// Finds the images, samplers, pipes, events and queues of the module (and
    /// the byte pointees of enqueued invoke functions). Run once, by
    /// `ModuleLowering::new`, before anything asks about them.
    pub(crate) fn infer_opencl_objects(&mut self) {
        let mut seeds: Vec<(Value, Opaque)> = Vec::new();
        let mut pointer_seeds: Vec<(Value, Opaque)> = Vec::new();
        let (types_kind, access_kind) =
            (self.llvm.md_kind("kernel_arg_type"), self.llvm.md_kind("kernel_arg_access_qual"));
        let qual_kind = self.llvm.md_kind("kernel_arg_type_qual");
        for f in self.llvm.functions() {
            if f.is_declaration() {
                continue;
            }
            if ModuleLowering::is_kernel(f) {
                let (types, access) = (f.global_metadata(types_kind), f.global_metadata(access_kind));
                let quals = f.global_metadata(qual_kind);
                for (n, p) in f.params().into_iter().enumerate() {
                    let Some(name) = types.and_then(|t| t.string_operand(n)) else { continue };
                    let qualifier =
                        access.and_then(|a| a.string_operand(n)).and_then(|q| access_qualifier(&q));
                    let is_pipe = quals
                        .and_then(|q| q.string_operand(n))
                        .is_some_and(|q| q.split_whitespace().any(|w| w == "pipe"));
                    let kind = if is_pipe {
                        Some(Opaque::Pipe(qualifier.unwrap_or(AccessQualifier::ReadOnly)))
                    } else {
                        match opaque_of_name(name.trim()) {
                            Some(Opaque::Image(_)) | None => parse_image(&name, qualifier).map(Opaque::Image),
                            other => other,
                        }
                    };
                    if let Some(kind) = kind.filter(|_| p.ty().is_pointer()) {
                        seeds.push((p, kind));
                    }
                }
            }
            for block in f.basic_blocks() {
                for i in block.instructions().into_iter().filter_map(Value::as_call) {
                    if !i.called_operand().is_function() {
                        continue;
                    }
                    let callee = i.called_operand();
                    let name = callee.name();
                    if name == "__translate_sampler_initializer" {
                        seeds.push((*i, Opaque::Sampler));
                        continue;
                    }
                    if let Some(function) = super::enqueue::invoke_argument(&name)
                        .and_then(|n| i.call_args().get(n).copied())
                        .and_then(super::enqueue::invoked_function)
                    {
                        // OpEnqueueKernel's invoke function takes the block and the local
                        // buffers as i8 pointers (as the translator declares them).
                        for param in function.params() {
                            self.pointees.force_byte_pointee(param);
                        }
                    }
                    if name.starts_with("__enqueue_kernel_") && name.contains("events") {
                        // (queue, flags, ndrange, n, wait list, returned event, ...)
                        let call_args = i.call_args();
                        pointer_seeds.extend(
                            [4, 5]
                                .iter()
                                .filter_map(|&n| call_args.get(n).map(|&a| (a, Opaque::DeviceEvent))),
                        );
                    }
                    if let Some((args, result)) = unmangled_objects(&name).filter(|_| callee.is_declaration())
                    {
                        let call_args = i.call_args();
                        seeds.extend(
                            args.into_iter().filter_map(|(n, kind)| call_args.get(n).map(|&a| (a, kind))),
                        );
                        seeds.extend(result.map(|kind| (*i, kind)));
                        continue;
                    }
                    let Some(d) =
                        crate::lower::calls::mangling::demangle(&name).filter(|_| callee.is_declaration())
                    else {
                        continue;
                    };
                    if d.name.starts_with("__spirv_") {
                        self.friendly_call_objects(i, &d, &mut seeds, &mut pointer_seeds);
                        continue;
                    }
                    if let Some(kind) = result_object(&d.name) {
                        seeds.push((*i, kind));
                    }
                    for (param, arg) in d.params.iter().zip(i.call_args()) {
                        if let Some(kind) = param.name().and_then(opaque_of_name) {
                            seeds.push((arg, kind));
                        }
                        if let MangledType::Pointer(inner) = param.unqualified() {
                            if let Some(kind) = inner.name().and_then(opaque_of_name) {
                                pointer_seeds.push((arg, kind));
                            }
                        }
                    }
                }
            }
        }
        // Memory the event lists of enqueue_kernel point into holds events.
        let pointer_seeds: Vec<(Value, Value, Opaque)> =
            pointer_seeds.into_iter().filter_map(|(p, kind)| Some((p, cast_source(p)?, kind))).collect();
        let mut work: VecDeque<(Value, Role, Opaque)> =
            seeds.into_iter().map(|(v, k)| (v, Role::Object, k)).collect();
        work.extend(pointer_seeds.iter().map(|&(_, variable, kind)| (variable, Role::Holder, kind)));
        let mut kinds: IndexMap<Value, Opaque> = IndexMap::new();
        let mut holders: IndexMap<Value, Opaque> = IndexMap::new();
        // Discovery order (deterministic: seeds follow the IR): types and
        // their requirement reasons are created in this order.
        let mut order: Vec<Value> = Vec::new();
        while let Some((v, role, kind)) = work.pop_front() {
            if kinds.contains_key(&v) || holders.contains_key(&v) {
                continue; // the first source wins (kernel metadata before manglings)
            }
            match role {
                Role::Object => kinds.insert(v, kind),
                Role::Holder => holders.insert(v, kind),
            };
            order.push(v);
            for (n, role) in object_memory::neighbours(v, role) {
                if !kinds.contains_key(&n) && !holders.contains_key(&n) {
                    work.push_back((n, role, kind));
                }
            }
        }
        let mut values = OpaqueValues::default();
        for (_, variable, kind) in pointer_seeds {
            if values.pointee_kind(variable).is_none() {
                object_memory::mark_pointer_casts(variable, kind, &mut values);
            }
        }
        self.place_object_memory(&holders, &mut values);
        self.mark_member_pointers(&mut values); // object_memory
                                                // Loads from those variables are objects; the variables and element
                                                // pointers themselves are not.
        for (load, kind) in object_memory::object_loads(&values) {
            if kinds.insert(load, kind).is_none() {
                order.push(load);
            }
        }
        for &v in &order {
            if let Some(&kind) = kinds.get(&v).or_else(|| holders.get(&v)) {
                let ty = self.opencl_object_type(kind);
                values.types.insert(kind, ty);
            }
        }
        kinds.retain(|v, _| values.pointee_kind(*v).is_none());
        let pointer_kinds: Vec<Opaque> =
            values.pointers.values().copied().chain(values.arrays.values().map(|&(k, _)| k)).collect();
        for kind in pointer_kinds {
            let ty = self.opencl_object_type(kind);
            values.types.insert(kind, ty);
        }
        values.kinds = kinds;
        self.opencl_objects = values;
    }

    /// Places the memory found to hold objects (object_memory::place_holders):
    /// slots, variables, struct members and pointer arguments.
    fn place_object_memory(&mut self, holders: &IndexMap<Value, Opaque>, values: &mut OpaqueValues) {
        let placement = object_memory::place_holders(
            holders,
            |h| values.pointee_kind(h).is_some(),
            |alloca, kind| {
                let anywhere =
                    !matches!(kind, Opaque::Image(_) | Opaque::Sampler | Opaque::Pipe(_) | Opaque::Typed(_));
                slot_store(alloca, anywhere)
            },
        );
        values.slots.extend(placement.slots);
        for (variable, kind) in placement.variables {
            object_memory::mark_pointer_casts(variable, kind, values);
        }
        for (member, ty, index, kind) in placement.members {
            values.members.insert((ty, index), kind);
            object_memory::mark_pointer_casts(member, kind, values);
        }
        for (pointer, kind) in placement.pointers {
            object_memory::mark_pointer_casts(pointer, kind, values);
        }
        for (pointer, path, kind) in placement.leading {
            values.members.insert((path.within, 0), kind);
            object_memory::mark_leading(pointer, path, kind, values);
        }
        for (value, e) in placement.errors {
            let function = if value.is_instruction() {
                Some(value.parent_block().parent())
            } else {
                value.is_argument().then(|| value.param_parent())
            };
            self.error(function, Some(value), e);
        }
    }

    /// Objects a SPIR-V friendly call's mangled name spells out: its pointer
    /// parameters to `__spirv_Image__...` and friends, and the sampled image
    /// `__spirv_SampledImage` makes of its image.
    fn friendly_call_objects(
        &mut self,
        call: crate::llvm::Call,
        d: &crate::lower::calls::mangling::Demangled,
        seeds: &mut Vec<(Value, Opaque)>,
        pointer_seeds: &mut Vec<(Value, Opaque)>,
    ) {
        let mut first_image: Option<String> = None;
        let mut ocl_image: Option<ImageType> = None;
        for (param, arg) in d.params.iter().zip(call.call_args()) {
            if !arg.ty().is_opaque_pointer() {
                continue; // typed pointers to %spirv.* structs carry the type already
            }
            // `P19__spirv_DeviceEvent` is the object; `PU3AS4P19__spirv_DeviceEvent`
            // points to memory holding objects (enqueue's event lists).
            if let MangledType::Pointer(outer) = param.unqualified() {
                if let MangledType::Pointer(inner) = outer.unqualified() {
                    if let Some(Ok(ty)) = inner
                        .name()
                        .filter(|n| n.starts_with("__spirv_"))
                        .and_then(|n| self.opaque_type_from_mangled_name(n))
                    {
                        pointer_seeds.push((arg, Opaque::Typed(ty)));
                    }
                    continue;
                }
            }
            let named = match param.unqualified() {
                MangledType::Pointer(inner) => inner.name(),
                other => other.name(),
            };
            let Some(name) = named.filter(|n| n.starts_with("__spirv_")) else {
                // DPC++'s template declarations name OpenCL types (`14ocl_image1d_ro`, `11ocl_sampler`).
                if let Some(kind) = named.and_then(opaque_of_name) {
                    if let (None, Opaque::Image(image)) = (ocl_image, kind) {
                        ocl_image = Some(image);
                    }
                    seeds.push((arg, kind));
                }
                continue;
            };
            if first_image.is_none() && name.starts_with("__spirv_Image__") {
                first_image = Some(name.to_string());
            }
            if let Some(Ok(ty)) = self.opaque_type_from_mangled_name(name) {
                seeds.push((arg, Opaque::Typed(ty)));
            }
        }
        if d.name == "__spirv_SampledImage" && call.ty().is_opaque_pointer() {
            if let Some(image) = first_image {
                let sampled = image.replacen("__spirv_Image__", "__spirv_SampledImage__", 1);
                if let Some(Ok(ty)) = self.opaque_type_from_mangled_name(&sampled) {
                    seeds.push((*call, Opaque::Typed(ty)));
                }
            } else if let Some(image) = ocl_image {
                let image = self.opencl_object_type(Opaque::Image(image));
                let sampled = self.m.intern_type(TypeKey::SampledImage { image });
                seeds.push((*call, Opaque::Typed(sampled)));
            }
        }
    }

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

impl FunctionLowering<'_> {
    /// Stack slots of images and samplers: the alloca and its store vanish,
    /// loads are the stored value. `None` for other memory instructions.
    pub fn lower_opencl_object_memory(&mut self, i: Value) -> Option<LowerResult<()>> {
        let objects = &self.ml.opencl_objects;
        match i.opcode()? {
            Opcode::LLVMLoad if objects.pointee_kind(i.operand(0)).is_some() => {
                Some(self.lower_object_load(i))
            }
            Opcode::LLVMStore if objects.pointee_kind(i.operand(1)).is_some() => {
                Some(self.lower_object_store(i))
            }
            Opcode::LLVMLoad
                if objects.leading_object(i.operand(0)).is_some() && object_memory::is_object(i.ty()) =>
            {
                Some(self.lower_object_load(i))
            }
            Opcode::LLVMStore
                if objects.leading_object(i.operand(1)).is_some()
                    && object_memory::is_object(i.operand(0).ty()) =>
            {
                Some(self.lower_object_store(i))
            }
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

impl FunctionLowering<'_> {
    /// A load of an object from a variable holding one.
    fn lower_object_load(&mut self, i: Value) -> LowerResult<()> {
        let pointer = self.object_element_pointer(i.operand(0))?;
        let ty = self.ml.value_type(i)?;
        let id = self.result_id(i);
        self.emit_as(id, Op::Load, ty, vec![Operand::IdRef(pointer)]);
        self.name_result(i, id);
        Ok(())
    }

    /// A store of an object into a variable holding one.
    fn lower_object_store(&mut self, i: Value) -> LowerResult<()> {
        let pointer = self.object_element_pointer(i.operand(1))?;
        let value = self.operand(i.operand(0))?;
        self.emit_void(Op::Store, vec![Operand::IdRef(pointer), Operand::IdRef(value)]);
        Ok(())
    }
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
