//! OpenCL objects kept in memory: which values are objects and which are
//! memory holding them, and what that memory becomes in SPIR-V.
//!
//! With opaque pointers an image, sampler, pipe, reserve id, event or queue
//! is a `ptr`, and so is the memory holding one: `__local reserve_id_t r;`
//! is `@k.r = addrspace(3) global ptr`, an event a block captures is a `ptr`
//! member of the block literal. Starting from the values whose kind is known
//! (kernel metadata, builtin manglings), the values carrying the same object
//! and the memory holding it are found together: the pointer a load reads or
//! a store writes an object through holds one, and what is loaded from (or
//! stored to) memory holding an object is one.
//!
//! Memory holding objects becomes (as the reference translator makes it):
//! an alloca with one store and only loads, a slot (no variable: its loads
//! are the stored value); any other alloca, a Function OpVariable of the
//! object type (or of arrays of them, nested as the LLVM arrays are); a
//! global variable, an OpVariable of that type in its storage class
//! (`__local reserve_id_t`: Workgroup); a struct member (a block literal's
//! captured event, `struct { int n; reserve_id_t r[2]; }`), a member of that
//! type in the struct type. A struct whose first bytes are an object, used
//! through a pointer to the whole (optimizers drop the zero indices), is
//! reached by first members and elements. Getelementptrs into such memory
//! become access chains; clang 19+'s byte offsets are split into an index
//! per array level by the data layout's sizes. The SPIR-V specification allows these
//! types in memory (SPIR-V 2.16.1: only Private, Function and Workgroup
//! variables may hold opaque types in a Kernel module; OpVariable rules).

use super::opaque::{Opaque, OpaqueValues};
use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::gep::GepStep;
use crate::lower::module::opencl_objects::not_placeable;
pub(crate) use crate::lower::module::opencl_objects::{
    holds_objects, is_object, is_object_array, leading_object, LeadingObject,
};
use crate::lower::LowerResult;
use indexmap::IndexMap;
use spirv_writer::spirv::Op;
use spirv_writer::Id;

/// How a value relates to an OpenCL object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The value is the object.
    Object,
    /// The value points to memory holding the object.
    Holder,
}

/// The values carrying the same object as `v` (both directions), each with
/// its role.
pub fn neighbours(v: Value, role: Role) -> Vec<(Value, Role)> {
    let mut out = Vec::new();
    match role {
        Role::Object => object_neighbours(v, &mut out),
        Role::Holder => holder_neighbours(v, &mut out),
    }
    if v.is_argument() {
        // The same role at every call site of the function.
        let (function, index) = (v.param_parent(), v.param_index() as usize);
        for call in function.users().into_iter().filter_map(Value::as_call) {
            if call.called_operand() == function {
                out.extend(call.call_args().get(index).map(|&a| (a, role)));
            }
        }
    }
    for u in v.users() {
        let Some(call) = u.as_call() else { continue };
        let callee = call.called_operand();
        if callee.is_function() && !callee.is_declaration() {
            for (n, a) in call.call_args().into_iter().enumerate() {
                if a == v {
                    out.extend(callee.params().get(n).map(|&p| (p, role)));
                }
            }
        }
    }
    out.into_iter()
        // SPIR 1.2 samplers are `i32` values (objects, never memory).
        .filter(|&(x, role)| x.ty().is_pointer() || (role == Role::Object && x.ty().is_integer()))
        .filter_map(|(x, role)| match role {
            Role::Object => (x.is_instruction() || x.is_argument()).then_some((x, role)),
            Role::Holder => holder_value(x).map(|h| (h, role)),
        })
        .collect()
}

/// A holder as the lowering knows it: instructions, arguments and constant
/// getelementptrs as they are, a constant cast of a global variable as the
/// variable.
fn holder_value(x: Value) -> Option<Value> {
    if x.is_instruction() || x.is_argument() || x.is_global_variable() {
        return Some(x);
    }
    let source = x.strip_pointer_casts();
    (source.is_global_variable() || source.const_opcode() == Some(Opcode::GetElementPtr)).then_some(source)
}

/// The opcode of an instruction or constant expression.
fn opcode_of(v: Value) -> Option<Opcode> {
    v.opcode().or_else(|| v.const_opcode())
}

fn object_neighbours(v: Value, out: &mut Vec<(Value, Role)>) {
    match v.opcode() {
        Some(Opcode::Load) => out.push((v.operand(0), Role::Holder)),
        Some(Opcode::Phi) => {
            out.extend(v.as_phi().into_iter().flat_map(|phi| phi.incoming()).map(|(x, _)| (x, Role::Object)))
        }
        Some(Opcode::Select) => out.extend([(v.operand(1), Role::Object), (v.operand(2), Role::Object)]),
        _ => {}
    }
    for u in v.users() {
        match u.opcode() {
            Some(Opcode::Store) if u.operand(0) == v => out.push((u.operand(1), Role::Holder)),
            Some(Opcode::Phi | Opcode::Select) => out.push((u, Role::Object)),
            _ => {}
        }
    }
}

fn holder_neighbours(v: Value, out: &mut Vec<(Value, Role)>) {
    match opcode_of(v) {
        // The memory behind a cast is the same memory.
        Some(Opcode::AddrSpaceCast | Opcode::BitCast) => out.push((v.operand(0), Role::Holder)),
        // An element of an array of objects: the array holds objects too.
        Some(Opcode::GetElementPtr)
            if struct_member(v).is_none() && holds_objects(v.gep_source_element_type()) =>
        {
            out.push((v.operand(0), Role::Holder))
        }
        // A pointer to objects kept in a -O0 stack slot: the stored pointer.
        Some(Opcode::Load) => {
            if let Some(stored) = spilled_pointer(v) {
                out.push((stored, Role::Holder));
            }
        }
        _ => {}
    }
    for u in holder_users(v) {
        match u.opcode() {
            Some(Opcode::Load) if u.operand(0) == v => out.push((u, Role::Object)),
            Some(Opcode::Store) if u.operand(1) == v => out.push((u.operand(0), Role::Object)),
            Some(Opcode::AddrSpaceCast | Opcode::BitCast) => out.push((u, Role::Holder)),
            _ => {}
        }
    }
}

/// The instructions using memory `v`, also through constant casts of a
/// global variable (`addrspacecast (ptr addrspace(3) @k.r to ptr addrspace(4))`).
fn holder_users(v: Value) -> Vec<Value> {
    let mut users = Vec::new();
    for u in v.users() {
        if u.is_instruction() {
            users.push(u);
        } else if matches!(u.const_opcode(), Some(Opcode::AddrSpaceCast | Opcode::BitCast)) {
            users.extend(u.users().into_iter().filter(|x| x.is_instruction()));
        }
    }
    users
}

/// The array type of objects an alloca or global variable holds
/// (`clk_event_t x[N]`: `[N x ptr]`), or None for a single object (`ptr`).
fn object_array_type(variable: Value) -> Option<crate::llvm::Type> {
    let allocated = match variable.as_alloca() {
        Some(alloca) => alloca.allocated_type(),
        None if variable.is_global_variable() => variable.global_value_type(),
        None if variable.opcode().or_else(|| variable.const_opcode()) == Some(Opcode::GetElementPtr) => {
            variable.gep_result_element_type()
        }
        None => return None,
    };
    is_object_array(allocated).then_some(allocated)
}

/// Marks `variable` and the casts of it as pointers to `kind` objects; for an
/// array of objects the variable and its casts point to the array, and the
/// getelementptrs into it (and their casts) to what they select: an inner
/// array (`r[i]` of `reserve_id_t r[2][3]`) or one object.
pub(super) fn mark_pointer_casts(variable: Value, kind: Opaque, values: &mut OpaqueValues) {
    let mut work = vec![(variable, object_array_type(variable))];
    while let Some((p, array)) = work.pop() {
        let fresh = match array {
            Some(array) => values.arrays.insert(p, (kind, array)).is_none(),
            None => values.pointers.insert(p, kind).is_none(),
        };
        if !fresh {
            continue;
        }
        // instructions, and constant expressions on a global variable
        for u in p.users().into_iter().filter(|u| u.is_instruction() || u.const_opcode().is_some()) {
            match u.opcode().or_else(|| u.const_opcode()) {
                Some(Opcode::AddrSpaceCast | Opcode::BitCast) => work.push((u, array)),
                // into an array of objects, or object pointer arithmetic (`&slots[i]`)
                Some(Opcode::GetElementPtr)
                    if u.operand(0) == p && (array.is_some() || u.gep_source_element_type().is_pointer()) =>
                {
                    let selected = u.gep_result_element_type();
                    work.push((u, is_object_array(selected).then_some(selected)))
                }
                _ => {}
            }
        }
    }
}

/// The loads of objects from memory `mark_pointer_casts` marked.
pub(super) fn object_loads(values: &OpaqueValues) -> Vec<(Value, Opaque)> {
    let marked =
        values.pointers.iter().map(|(&p, &k)| (p, k)).chain(values.arrays.iter().map(|(&p, &(k, _))| (p, k)));
    let leading = values.leading.iter().map(|(&p, &(k, _))| (p, k));
    let mut loads = Vec::new();
    for (p, kind) in marked.chain(leading) {
        for u in p.users() {
            if u.opcode() == Some(Opcode::Load) && u.operand(0) == p && is_object(u.ty()) {
                loads.push((u, kind));
            }
        }
    }
    loads
}

/// Marks memory whose first bytes hold an object (`LeadingObject`) and its
/// casts; getelementptrs indexing the objects there (`s.r[i]` as
/// `getelementptr [2 x ptr], s, 0, i`) point into them.
pub(super) fn mark_leading(pointer: Value, path: LeadingObject, kind: Opaque, values: &mut OpaqueValues) {
    let mut work = vec![pointer];
    while let Some(p) = work.pop() {
        if values.leading.insert(p, (kind, path)).is_some() {
            continue;
        }
        for u in p.users() {
            match u.opcode().or_else(|| u.const_opcode()) {
                Some(Opcode::AddrSpaceCast | Opcode::BitCast) => work.push(u),
                Some(Opcode::GetElementPtr)
                    if u.operand(0) == p && holds_objects(u.gep_source_element_type()) =>
                {
                    mark_pointer_casts(u, kind, values)
                }
                _ => {}
            }
        }
    }
}

/// Where the objects found in memory live, as `place_holders` decides it.
#[derive(Default)]
pub struct Placement {
    /// Allocas with one store and only loads: alloca -> stored value.
    pub slots: Vec<(Value, Value)>,
    /// Memory that becomes a variable holding objects (alloca or global).
    pub variables: Vec<(Value, Opaque)>,
    /// Struct members holding objects: (member pointer, struct type, member index, kind).
    pub members: Vec<(Value, Type, u32, Opaque)>,
    /// Pointers to objects made elsewhere: arguments, and byte offsets into
    /// memory of another type (clang-19+ writes a block literal's fields
    /// through `getelementptr i8`; the field is then reached by a bitcast).
    pub pointers: Vec<(Value, Opaque)>,
    /// Memory whose first bytes hold objects, used as a whole (`local struct
    /// { reserve_id_t r; int n; } s;` stored to as `s`): the pointer, the path
    /// to the object, and its kind.
    pub leading: Vec<(Value, LeadingObject, Opaque)>,
    /// Memory the lowering cannot place, with the reason.
    pub errors: Vec<(Value, LowerError)>,
}

/// Decides, for each value found to hold an object, what it becomes (see the
/// module documentation). `already` tells memory placed before (the event
/// lists of enqueue_kernel); `slot` tries to make an alloca a slot.
pub fn place_holders(
    holders: &IndexMap<Value, Opaque>,
    already: impl Fn(Value) -> bool,
    slot: impl Fn(Value, Opaque) -> Result<Value, LowerError>,
) -> Placement {
    let mut placement = Placement::default();
    for (&h, &kind) in holders {
        // Typed pointers (LLVM 15, `%opencl.clk_event_t* addrspace(4)*`) spell
        // out that they point to objects; only their -O0 slots are placed.
        let typed = h.ty().is_pointer() && !h.ty().is_opaque_pointer();
        if already(h) || (typed && opcode_of(h) != Some(Opcode::Alloca)) {
            continue;
        }
        match opcode_of(h) {
            Some(Opcode::Alloca) => match slot(h, kind) {
                Ok(stored) => placement.slots.push((h, stored)),
                Err(_) if h.as_alloca().is_some_and(|a| holds_objects(a.allocated_type())) => {
                    placement.variables.push((h, kind))
                }
                Err(e) => match h.as_alloca().and_then(|a| leading_object(a.allocated_type())) {
                    Some(path) => placement.leading.push((h, path, kind)),
                    None => placement.errors.push((h, e)),
                },
            },
            // a pointer loaded from a -O0 stack slot: the slot's loads are the stored pointer
            Some(Opcode::Load) if spilled_pointer(h).is_some() => match slot(h.operand(0), kind) {
                Ok(stored) => {
                    placement.slots.push((h.operand(0), stored));
                    placement.pointers.push((h, kind));
                }
                Err(e) => placement.errors.push((h, e)),
            },
            // casts of the memory are placed with it
            Some(Opcode::AddrSpaceCast | Opcode::BitCast) => {}
            Some(Opcode::GetElementPtr) => match struct_member(h) {
                Some((ty, index)) => placement.members.push((h, ty, index, kind)),
                // an element of an array of objects: placed with the array
                None if element_of_holder(h, holders) => {}
                None if is_byte_offset(h) => placement.pointers.push((h, kind)),
                None => match leading_object(h.gep_result_element_type()) {
                    Some(path) => placement.leading.push((h, path, kind)),
                    None => placement.errors.push((
                        h,
                        not_placeable("a getelementptr other than to a struct member or an array element"),
                    )),
                },
            },
            _ if h.is_global_variable() => {
                if holds_objects(h.global_value_type()) {
                    placement.variables.push((h, kind));
                } else if let Some(path) = leading_object(h.global_value_type()) {
                    placement.leading.push((h, path, kind));
                } else {
                    placement.errors.push((h, not_placeable("a global variable of another type")));
                }
            }
            _ if h.is_argument() => placement.pointers.push((h, kind)),
            _ => placement.errors.push((h, not_placeable("memory reached through this instruction"))),
        }
    }
    placement
}

/// A getelementptr reaching objects through a struct member: its last
/// member step (struct, member), whose field holds objects, followed only by
/// array indices (`h.r[i]` of `struct { int n; reserve_id_t r[2]; } h`,
/// `hs[i].r` of an array of structs).
pub fn struct_member(g: Value) -> Option<(Type, u32)> {
    let steps = crate::lower::module::gep::gep_steps(g).ok()?;
    let last_member = steps.iter().rposition(|s| matches!(s, GepStep::Member { .. }))?;
    let GepStep::Member { index, within } = steps[last_member] else { return None };
    let field = *within.struct_fields().get(index as usize)?;
    holds_objects(field).then_some((within, index))
}

/// The pointer stored into the alloca load `v` reads, when that alloca is
/// stored to once and otherwise only loaded (clang -O0 spills parameters so).
fn spilled_pointer(v: Value) -> Option<Value> {
    let slot = v.operand(0);
    if slot.opcode() != Some(Opcode::Alloca) {
        return None;
    }
    let users = slot.users();
    let stores: Vec<Value> = users.iter().copied().filter(|u| u.opcode() == Some(Opcode::Store)).collect();
    let only_loads = users.iter().all(|u| {
        u.opcode() == Some(Opcode::Load) || (u.opcode() == Some(Opcode::Store) && u.operand(1) == slot)
    });
    match stores.as_slice() {
        [store] if only_loads && store.operand(0).ty().is_pointer() => Some(store.operand(0)),
        _ => None,
    }
}

/// `getelementptr i8, base, offset`.
fn is_byte_offset(g: Value) -> bool {
    let source = g.gep_source_element_type();
    source.is_integer() && source.int_width() == 8 && g.num_operands() == 2
}

/// Whether getelementptr `g` indexes an array of objects held by a holder.
fn element_of_holder(g: Value, holders: &IndexMap<Value, Opaque>) -> bool {
    let base = g.operand(0);
    let base = holder_value(base).unwrap_or(base);
    holders.contains_key(&base)
}

impl crate::lower::ModuleLowering {
    /// Every getelementptr to a struct member found to hold objects holds
    /// them, also where no object reached it (clang -O0 computes `s.in[k].r`
    /// once for the store and again for the load, each its own instruction).
    pub(super) fn mark_member_pointers(&self, values: &mut OpaqueValues) {
        if values.members.is_empty() {
            return;
        }
        for f in self.functions.iter().map(|f| f.value) {
            for block in f.basic_blocks() {
                for i in block.instructions() {
                    let constant_geps =
                        i.operands().into_iter().filter(|o| o.const_opcode() == Some(Opcode::GetElementPtr));
                    for g in std::iter::once(i).chain(constant_geps) {
                        if g.opcode().or_else(|| g.const_opcode()) != Some(Opcode::GetElementPtr)
                            || values.pointee_kind(g).is_some()
                        {
                            continue;
                        }
                        let kind = struct_member(g).and_then(|m| values.members.get(&m).copied());
                        if let Some(kind) = kind {
                            mark_pointer_casts(g, kind, values);
                        }
                    }
                }
            }
        }
    }
}

/// Pointer `v` into memory holding objects as a pointer to one object:
/// an array of objects (nested or not) gives its first element.
pub(crate) fn object_element_pointer(f: &mut FunctionLowering<'_>, v: Value) -> LowerResult<Id> {
    let pointer = f.operand(v)?;
    if let Some((kind, path)) = f.module().opencl_objects.leading_object(v) {
        // first members and elements down to the object
        let object = f.module().opencl_object_type(kind);
        let storage = f.module().storage_class(v.ty().address_space())?;
        let element_pointer = f.module().m.type_pointer(storage, object);
        let zero = f.module().m.constant_u32(0);
        let indexes = vec![zero; path.depth as usize];
        return Ok(f.emitter().access_chain(element_pointer, true, pointer, &indexes));
    }
    let Some((kind, array)) = f.module().opencl_objects.array_of(v) else { return Ok(pointer) };
    let object = f.module().opencl_object_type(kind);
    let storage = f.module().storage_class(v.ty().address_space())?;
    let element_pointer = f.module().m.type_pointer(storage, object);
    let zero = f.module().m.constant_u32(0);
    let mut indexes = Vec::new();
    let mut t = array;
    while t.kind() == TypeKind::Array {
        indexes.push(zero);
        t = t.element();
    }
    Ok(f.emitter().access_chain(element_pointer, true, pointer, &indexes))
}

/// getelementptr into memory holding objects, as an access chain: into
/// an array of them (`&evts[i]`, `r[i][j]` of `reserve_id_t r[2][3]`, the
/// array pointer also indexed as a pointer to its first element), or
/// pointer arithmetic from one object (`&slots[i]`). Byte offsets (LLVM
/// 19+ writes `getelementptr i8`) are split into array indices by the
/// data layout's object size.
pub(crate) fn lower_object_gep(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    let source = g.gep_source_element_type();
    let base_value = g.operand(0);
    let indices: Vec<Value> = g.operands().into_iter().skip(1).collect();
    let (base, array) = match f.module().opencl_objects.leading_object(base_value) {
        Some((kind, path)) => leading_view(f, base_value, kind, path, source)?,
        None => (f.operand(base_value)?, f.module().opencl_objects.array_of(base_value).map(|(_, t)| t)),
    };
    let bytes = source.is_integer() && source.int_width() == 8;
    let unsupported = || {
        LowerError::unsupported(
            "getelementptr into memory holding OpenCL objects other than to an array element or an object",
        )
    };
    let (op, chain): (Op, Vec<Id>) = match (array, indices.as_slice()) {
        (Some(_), [offset]) if bytes => (Op::InBoundsAccessChain, object_byte_indices(f, *offset, array)?),
        // the array pointer with its own type: 0 (the array itself), then into it
        (Some(a), [first, rest @ ..]) if source == a && first.const_int_zext() == Some(0) => {
            (Op::InBoundsAccessChain, object_indices(f, rest)?)
        }
        // the array pointer as a pointer to its first element: the first index selects one
        (Some(a), _) if source == a.element() => (Op::InBoundsAccessChain, object_indices(f, &indices)?),
        (None, [offset]) if bytes => (Op::InBoundsPtrAccessChain, object_byte_indices(f, *offset, None)?),
        (None, [index]) if source.is_pointer() || source.kind() == TypeKind::TargetExt => {
            (Op::InBoundsPtrAccessChain, object_indices(f, &[*index])?)
        }
        _ => return Err(unsupported()),
    };
    let result_type = f.module().value_type(g)?;
    let id = f.def_id(g);
    if chain.is_empty() {
        f.emitter_as(id).bitcast(result_type, base);
    } else {
        f.emitter_as(id).op_ids(op, result_type, &[&[base], &chain[..]].concat());
    }
    f.name_result(g, id);
    Ok(id)
}

/// Memory whose first bytes hold objects (`LeadingObject`) seen as the
/// objects a getelementptr indexes (`source`, an array of them or one):
/// first members and elements down to it, and the array type if it is one.
fn leading_view(
    f: &mut FunctionLowering<'_>,
    v: Value,
    kind: Opaque,
    path: LeadingObject,
    source: Type,
) -> LowerResult<(Id, Option<Type>)> {
    let (mut t, mut depth) = (path.memory, 0);
    while t != source && !is_object(t) && depth < path.depth {
        t = if t.kind() == TypeKind::Struct { t.struct_fields()[0] } else { t.element() };
        depth += 1;
    }
    if t != source && !(is_object(t) && is_object(source)) {
        return Err(LowerError::unsupported(
            "getelementptr into the objects at the start of a struct as another type",
        ));
    }
    let pointer = f.operand(v)?;
    let view = f.module().object_memory_type(t, kind)?;
    let storage = f.module().storage_class(v.ty().address_space())?;
    let view_pointer = f.module().m.type_pointer(storage, view);
    let zero = f.module().m.constant_u32(0);
    let id = f.emitter().access_chain(view_pointer, true, pointer, &vec![zero; depth as usize]);
    Ok((id, is_object_array(t).then_some(t)))
}

fn object_indices(f: &mut FunctionLowering<'_>, indices: &[Value]) -> LowerResult<Vec<Id>> {
    indices.iter().map(|&index| f.operand(index)).collect()
}

/// A byte offset into object memory as element indices: for each array
/// level (outermost first) the offset divided by the element size, the
/// rest carried on; down to one object (one index for pointer
/// arithmetic from one object).
fn object_byte_indices(
    f: &mut FunctionLowering<'_>,
    offset: Value,
    array: Option<Type>,
) -> LowerResult<Vec<Id>> {
    let ty = f.module().value_type(offset)?;
    let mut strides = Vec::new();
    let mut t = array;
    while let Some(level) = t.filter(|t| t.kind() == TypeKind::Array) {
        strides.push(f.module().llvm.alloc_size(level.element()));
        t = Some(level.element());
    }
    if strides.is_empty() {
        // one object: the size clang gives it, a pointer's
        strides.push(u64::from(f.module().pointer_bits / 8));
    }
    if let Some(constant) = offset.const_int_sext() {
        // split here; a part of an object is no object
        let mut rest = constant;
        let mut chain = Vec::with_capacity(strides.len());
        for stride in strides {
            let stride =
                i64::try_from(stride).map_err(|_| LowerError::Internal("an object array too large"))?;
            chain.push(f.module().int_constant(ty, rest.div_euclid(stride) as u64));
            rest = rest.rem_euclid(stride);
        }
        if rest != 0 {
            return Err(LowerError::unsupported_because(
                format!("a byte offset of {constant} into memory holding OpenCL objects"),
                "it points into the middle of an object",
            ));
        }
        return Ok(chain);
    }
    let mut rest = f.operand(offset)?;
    let last = strides.len() - 1;
    let mut chain = Vec::with_capacity(strides.len());
    for (n, stride) in strides.into_iter().enumerate() {
        let size = f.module().int_constant(ty, stride);
        chain.push(f.emitter().binary(Op::SDiv, ty, rest, size));
        if n != last {
            rest = f.emitter().binary(Op::SRem, ty, rest, size);
        }
    }
    Ok(chain)
}
