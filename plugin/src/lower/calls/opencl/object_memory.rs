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
//! object type (or of an array of them); a global variable, an OpVariable of
//! the object type in its storage class (`__local reserve_id_t`: Workgroup);
//! a struct member (a block literal's captured event), a member of the
//! object type in that struct type. The SPIR-V specification allows these
//! types in memory (SPIR-V 2.16.1: only Private, Function and Workgroup
//! variables may hold opaque types in a Kernel module; OpVariable rules).

use super::opaque::Opaque;
use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Type, TypeKind, Value};
use indexmap::IndexMap;

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
        .filter(|(x, _)| x.ty().is_pointer())
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
                Err(e) => placement.errors.push((h, e)),
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
                None => {
                    placement.errors.push((h, not_placeable("a getelementptr other than to a struct member")))
                }
            },
            _ if h.is_global_variable() => {
                if holds_objects(h.global_value_type()) {
                    placement.variables.push((h, kind));
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

fn not_placeable(what: &str) -> LowerError {
    LowerError::unsupported_because(
        format!("an OpenCL object (image, sampler, pipe, reserve id, event, queue) kept in {what}"),
        "only variables, arrays of them and struct members can hold one in SPIR-V",
    )
}

/// Whether memory of LLVM type `ty` can hold objects: a pointer (an object
/// under opaque pointers) or an array of them.
fn holds_objects(ty: Type) -> bool {
    // Pointers (clang 15-18's objects), or the objects' own target types (clang 19+).
    let object = |t: Type| matches!(t.kind(), TypeKind::Pointer | TypeKind::TargetExt);
    match ty.kind() {
        TypeKind::Array => object(ty.element()),
        _ => object(ty),
    }
}

/// `getelementptr %struct, base, 0, i` with a pointer member `i`: (struct, i).
fn struct_member(g: Value) -> Option<(Type, u32)> {
    let source = g.gep_source_element_type();
    let indices: Vec<Value> = g.operands().into_iter().skip(1).collect();
    let [first, member] = indices.as_slice() else { return None };
    if source.kind() != TypeKind::Struct || first.const_int_zext() != Some(0) {
        return None;
    }
    let index = u32::try_from(member.const_int_zext()?).ok()?;
    source.struct_fields().get(index as usize).filter(|f| f.is_pointer())?;
    Some((source, index))
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
