//! Which values are OpenCL images, samplers, pipes, reserve ids, events and
//! queues (`Opaque`), found once before anything is lowered.
//!
//! clang 16 passes images as `ptr addrspace(1)` and samplers as
//! `ptr addrspace(2)`: their types survive only in `!kernel_arg_type` /
//! `!kernel_arg_access_qual` and in the mangled names of the builtins that
//! take them (`_Z11read_imagef14ocl_image2d_ro11ocl_sampler...`), and
//! `__translate_sampler_initializer` makes literal samplers. These seeds are
//! propagated over the values that carry the same object (`object_memory`):
//! kernel and function parameters, call arguments, phis and selects, and at
//! -O0 the stack slot a parameter is spilled to (an alloca with one store and
//! only loads: its loads are the stored value, and the slot itself is not
//! emitted).

use super::object_memory::{self, Role};
use super::opaque::{access_qualifier, opaque_of_name, parse_image, ImageType, Opaque, OpaqueValues};
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Opcode, Value};
use crate::lower::module::function_table::FunctionEntry;
use crate::lower::module::mangling::MangledType;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::spirv::AccessQualifier;
use spirv_writer::TypeKey;
use std::collections::VecDeque;

/// The function clang calls for a SPIR 1.2 literal sampler.
const SAMPLER_INITIALIZER: &str = "__translate_sampler_initializer";

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

/// The access of the pipe a friendly pipe instruction `name` takes
/// (`__spirv_ReadPipeBlockingINTEL`, `__spirv_ReservedWritePipe`, ...).
fn friendly_pipe_access(name: &str) -> AccessQualifier {
    if name.contains("Read") {
        AccessQualifier::ReadOnly
    } else {
        AccessQualifier::WriteOnly
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
            v.opcode() == Some(Opcode::Alloca) || v.opcode() == Some(Opcode::GetElementPtr)
        })?;
        if v.opcode() == Some(Opcode::Alloca) {
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
    let stores: Vec<Value> = users.iter().copied().filter(|u| u.opcode() == Some(Opcode::Store)).collect();
    let only_loads_and_stores = users.iter().all(|u| {
        u.opcode() == Some(Opcode::Load) || (u.opcode() == Some(Opcode::Store) && u.operand(1) == alloca)
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
        .any(|u| u.opcode() == Some(Opcode::Load) && u.parent_block() == entry && at(u) < store_at);
    if early_load {
        return Err(unsupported("reading an image or sampler variable before it is set"));
    }
    Ok(store.operand(0))
}

/// The values whose object kind calls and kernel metadata give: objects, and
/// pointers to memory holding objects.
#[derive(Default)]
struct Seeds {
    objects: Vec<(Value, Opaque)>,
    pointers: Vec<(Value, Opaque)>,
}

/// What propagation finds: the objects, the memory holding them, and all of
/// them in discovery order.
struct Found {
    kinds: IndexMap<Value, Opaque>,
    holders: IndexMap<Value, Opaque>,
    order: Vec<Value>,
}

/// Propagates the seeds over the values carrying the same object
/// (`object_memory::neighbours`). The order is deterministic (seeds follow
/// the IR): types and their requirement reasons are created in this order.
fn propagate_objects(objects: Vec<(Value, Opaque)>, pointer_seeds: &[(Value, Value, Opaque)]) -> Found {
    let mut work: VecDeque<(Value, Role, Opaque)> =
        objects.into_iter().map(|(v, k)| (v, Role::Object, k)).collect();
    work.extend(pointer_seeds.iter().map(|&(_, variable, kind)| (variable, Role::Holder, kind)));
    let mut found = Found { kinds: IndexMap::new(), holders: IndexMap::new(), order: Vec::new() };
    while let Some((v, role, kind)) = work.pop_front() {
        if found.kinds.contains_key(&v) || found.holders.contains_key(&v) {
            continue; // the first source wins (kernel metadata before manglings)
        }
        if v.is_constant() && v.ty().is_integer() {
            // A SPIR 1.2 literal sampler (`i32 20`): LLVM shares the constant with
            // every other use of the number, so it becomes a sampler only where a
            // sampler is taken (`samplers::sampler_operand`).
            continue;
        }
        match role {
            Role::Object => found.kinds.insert(v, kind),
            Role::Holder => found.holders.insert(v, kind),
        };
        found.order.push(v);
        for (n, role) in object_memory::neighbours(v, role) {
            if !found.kinds.contains_key(&n) && !found.holders.contains_key(&n) {
                work.push_back((n, role, kind));
            }
        }
    }
    found
}

impl ModuleLowering {
    /// Finds the images, samplers, pipes, events and queues of the module (and
    /// the byte pointees of enqueued invoke functions): see the module
    /// documentation. Run once, by `ModuleLowering::new`, before anything asks
    /// about them.
    pub(crate) fn infer_opencl_objects(&mut self) {
        let mut seeds = Seeds::default();
        // Only functions that call something `call_objects` reads are walked:
        // a walk over a large function misses the cache on every instruction.
        let functions = self.functions.clone();
        let callers = callers_of(functions.iter().filter(|c| may_seed(c)).map(|c| c.value));
        for entry in functions.iter().filter(|f| !f.is_declaration) {
            let f = entry.value;
            if entry.is_kernel() {
                self.kernel_parameter_objects(f, &mut seeds.objects);
            }
            if !callers.contains(&f) {
                continue;
            }
            for block in f.basic_blocks() {
                for call in block.instruction_iter().filter_map(Value::as_call) {
                    if call.called_operand().is_function() {
                        self.call_objects(call, &mut seeds);
                    }
                }
            }
        }
        // Memory the event lists of enqueue_kernel point into holds events.
        let pointer_seeds: Vec<(Value, Value, Opaque)> =
            seeds.pointers.into_iter().filter_map(|(p, kind)| Some((p, cast_source(p)?, kind))).collect();
        let found = propagate_objects(seeds.objects, &pointer_seeds);
        self.opencl_objects = self.record_opencl_objects(found, &pointer_seeds);
    }

    /// The kernel parameters `!kernel_arg_type`, `!kernel_arg_access_qual` and
    /// `!kernel_arg_type_qual` say are images, samplers, pipes or other objects.
    fn kernel_parameter_objects(&self, f: Value, seeds: &mut Vec<(Value, Opaque)>) {
        let md = |name: &str| self.kernel_md.get(f, name);
        let (types, access) = (md("kernel_arg_type"), md("kernel_arg_access_qual"));
        let quals = md("kernel_arg_type_qual");
        for (n, p) in f.params().into_iter().enumerate() {
            let Some(name) = types.and_then(|t| t.string_operand(n)) else { continue };
            let qualifier = access.and_then(|a| a.string_operand(n)).and_then(|q| access_qualifier(&q));
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
            // SPIR 1.2 passes sampler_t as an `i32`.
            let integer_sampler = kind == Some(Opaque::Sampler) && p.ty().is_integer();
            if let Some(kind) = kind.filter(|_| p.ty().is_pointer() || integer_sampler) {
                seeds.push((p, kind));
            }
        }
    }

    /// The objects a call to a function takes and returns: literal samplers,
    /// enqueue_kernel's event lists, the unmangled pipe builtins, and the
    /// parameters mangled names give an object type (only calls to what
    /// `may_seed` accepts can give any).
    fn call_objects(&mut self, i: Call, seeds: &mut Seeds) {
        let callee = i.called_operand();
        let name = callee.name();
        if name == SAMPLER_INITIALIZER {
            seeds.objects.push((*i, Opaque::Sampler));
            return;
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
            seeds
                .pointers
                .extend([4, 5].iter().filter_map(|&n| call_args.get(n).map(|&a| (a, Opaque::DeviceEvent))));
        }
        if let Some((args, result)) = unmangled_objects(&name).filter(|_| callee.is_declaration()) {
            let call_args = i.call_args();
            seeds
                .objects
                .extend(args.into_iter().filter_map(|(n, kind)| call_args.get(n).map(|&a| (a, kind))));
            seeds.objects.extend(result.map(|kind| (*i, kind)));
            return;
        }
        let Some(d) = crate::lower::module::mangling::demangle(&name).filter(|_| callee.is_declaration())
        else {
            return;
        };
        if d.name.starts_with("__spirv_") {
            self.friendly_call_objects(i, &d, &mut seeds.objects, &mut seeds.pointers);
            return;
        }
        if let Some(kind) = result_object(&d.name) {
            seeds.objects.push((*i, kind));
        }
        // A user function declared here and defined elsewhere (`foo(image2d_t)`,
        // linked later) takes the objects its mangling names as objects too.
        let declared_params = callee.params();
        for (n, (param, arg)) in d.params.iter().zip(i.call_args()).enumerate() {
            let (object, pointed) = mangled_param_objects(param);
            if let Some(kind) = object {
                seeds.objects.push((arg, kind));
                seeds.objects.extend(declared_params.get(n).map(|&p| (p, kind)));
            }
            if let Some(kind) = pointed {
                seeds.pointers.push((arg, kind));
            }
        }
    }

    /// The objects found, as `OpaqueValues`: the memory holding objects
    /// placed, the loads from it made objects, and every kind given its type.
    fn record_opencl_objects(
        &mut self,
        found: Found,
        pointer_seeds: &[(Value, Value, Opaque)],
    ) -> OpaqueValues {
        let Found { mut kinds, holders, mut order } = found;
        let mut values = OpaqueValues::default();
        for &(_, variable, kind) in pointer_seeds {
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
        values.kinds = kinds.into_iter().collect();
        values
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
        d: &crate::lower::module::mangling::Demangled,
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
                // DPC++'s template declarations name OpenCL types (`14ocl_image1d_ro`, `11ocl_sampler`);
                // `8ocl_pipe` says no access: the instruction does (a read needs a read_only pipe).
                let pipe =
                    named.filter(|n| *n == "ocl_pipe").map(|_| Opaque::Pipe(friendly_pipe_access(&d.name)));
                if let Some(kind) = pipe.or_else(|| named.and_then(opaque_of_name)) {
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
}

/// Whether a call to function `callee` can give `call_objects` seeds: a
/// function of a name it reads whatever its body, or a declaration whose
/// name or mangled parameters name objects (`get_global_id`, called from
/// every kernel, gives none: its callers are not walked for it).
fn may_seed(callee: &FunctionEntry) -> bool {
    let name = &callee.name;
    if *name == SAMPLER_INITIALIZER
        || name.starts_with("__enqueue_kernel_")
        || super::enqueue::invoke_argument(name).is_some()
    {
        return true;
    }
    if !callee.is_declaration {
        return false;
    }
    if unmangled_objects(name).is_some() {
        return true;
    }
    let Some(d) = crate::lower::module::mangling::demangle(name) else { return false };
    d.name.starts_with("__spirv_")
        || result_object(&d.name).is_some()
        || d.params.iter().any(|param| mangled_param_objects(param) != (None, None))
}

/// The object a mangled parameter type is (`11ocl_image2d`), and the object
/// the memory it points to holds (`P9ocl_event`).
fn mangled_param_objects(param: &MangledType) -> (Option<Opaque>, Option<Opaque>) {
    let object = param.name().and_then(opaque_of_name);
    let pointed = match param.unqualified() {
        MangledType::Pointer(inner) => inner.name().and_then(opaque_of_name),
        _ => None,
    };
    (object, pointed)
}

/// The functions that call one of `callees` directly.
fn callers_of(callees: impl Iterator<Item = Value>) -> spirv_writer::FastIndexSet<Value> {
    let mut callers = spirv_writer::FastIndexSet::default();
    for callee in callees {
        for user in callee.users() {
            if user.as_call().is_some_and(|c| c.called_operand() == callee) {
                callers.insert(user.parent_block().parent());
            }
        }
    }
    callers
}
