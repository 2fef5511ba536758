//! Untyped pointers (SPV_KHR_untyped_pointers), for consumers that ask for
//! them.
//!
//! The lowering always builds typed pointers (the pointee inference gives
//! every pointer a pointee). When the target asks for untyped pointers, the
//! laid-out module is rewritten here, in one place:
//!
//! - every `OpTypePointer` of a storage class in [`UNTYPED_STORAGE`] whose
//!   pointee is data (not an opaque type such as an image or an event)
//!   becomes the one `OpTypeUntypedPointerKHR` of that storage class; its
//!   `OpTypeForwardPointer` is dropped (an untyped pointer needs none);
//! - types that become identical (function types, vectors of pointers) are
//!   merged, as SPIR-V requires one id per non-aggregate type;
//! - `OpVariable` becomes `OpUntypedVariableKHR` with the former pointee as
//!   its data type;
//! - access chains on such a base become `OpUntyped*AccessChainKHR` with the
//!   former pointee as the base type;
//! - a bitcast between two pointers that are now the same type becomes an
//!   `OpCopyObject`.
//!
//! - a pointer operand of an OpenCL.std instruction (`vloadn`, `fract`,
//!   `printf`...) or of an atomic flag instruction is cast back to its
//!   typed pointer, which SPIRV-Tools checks there;
//! - a variable a debug instruction names stays typed (see `rewrite_block`).
//!
//! Loads, stores, atomics, copies and casts take untyped pointers as they
//! are (their result or value type says what is accessed). The capability
//! and extension follow from the new opcodes through the grammar.

use crate::error::WriterError;
use crate::requirements::Requirements;
use crate::Id;
use indexmap::IndexMap;
use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{AddressingModel, Capability, Op, StorageClass};

/// Storage classes whose pointers become untyped. Input (builtin variables)
/// and the shader classes stay typed.
const UNTYPED_STORAGE: &[StorageClass] = &[
    StorageClass::Function,
    StorageClass::CrossWorkgroup,
    StorageClass::Workgroup,
    StorageClass::UniformConstant,
    StorageClass::Generic,
];

/// Pointees that are opaque objects, not data: pointers to them (or to
/// arrays and structs of them) stay typed.
const OPAQUE_POINTEES: &[Op] = &[
    Op::TypeImage,
    Op::TypeSampler,
    Op::TypeSampledImage,
    Op::TypeEvent,
    Op::TypeDeviceEvent,
    Op::TypeReserveId,
    Op::TypeQueue,
    Op::TypePipe,
    Op::TypePipeStorage,
    Op::TypeCooperativeMatrixKHR,
];

/// Access chains and their untyped forms.
const ACCESS_CHAINS: &[(Op, Op)] = &[
    (Op::AccessChain, Op::UntypedAccessChainKHR),
    (Op::InBoundsAccessChain, Op::UntypedInBoundsAccessChainKHR),
    (Op::PtrAccessChain, Op::UntypedPtrAccessChainKHR),
    (Op::InBoundsPtrAccessChain, Op::UntypedInBoundsPtrAccessChainKHR),
];

/// What the rewrite knows about the module's ids.
struct Rewrite {
    /// Former typed pointer types: their storage class and pointee.
    typed: IndexMap<Id, (StorageClass, Id)>,
    /// Ids replaced by another (a typed pointer by the untyped one, a
    /// merged type by the first of its kind).
    replace: IndexMap<Id, Id>,
    /// The type of every value, before the rewrite.
    value_type: IndexMap<Id, Id>,
    /// Former typed pointer types that OpenCL.std instructions still need
    /// (SPIRV-Tools checks the pointee of `vloadn`, `fract`, `printf`...
    /// operands): the id of their typed copy.
    typed_copies: IndexMap<Id, Id>,
    /// Function variables a debug instruction names (DebugDeclare wants an
    /// OpVariable): the id of their typed twin, which the untyped id then
    /// casts.
    typed_variables: IndexMap<Id, Id>,
    /// The debug information instruction sets imported.
    debug_sets: Vec<Id>,
    /// Module-scope variables.
    global_variables: Vec<Id>,
    /// OpName of each named id, for errors.
    names: IndexMap<Id, String>,
    /// Every OpTypePointer, before the rewrite.
    pointer_types: Vec<Id>,
    /// The integer type as wide as a pointer: the base type of an access
    /// chain stepping over pointers (SPIR-V wants a non-pointer base type;
    /// the stride is the same).
    pointer_int: Id,
}

impl Rewrite {
    /// What the module's ids are before the rewrite; `typed` is empty when
    /// there is no pointer to rewrite.
    fn new(module: &dr::Module) -> Rewrite {
        let mut rewrite = Rewrite {
            typed: IndexMap::new(),
            replace: IndexMap::new(),
            value_type: IndexMap::new(),
            typed_copies: IndexMap::new(),
            typed_variables: IndexMap::new(),
            debug_sets: imports(module, DEBUG_SETS),
            global_variables: module
                .types_global_values
                .iter()
                .filter(|i| i.class.opcode == Op::Variable)
                .filter_map(|i| i.result_id)
                .collect(),
            names: module
                .debug_names
                .iter()
                .filter_map(|i| match i.operands.as_slice() {
                    [Operand::IdRef(id), Operand::LiteralString(name), ..] if i.class.opcode == Op::Name => {
                        Some((*id, name.clone()))
                    }
                    _ => None,
                })
                .collect(),
            pointer_types: Vec::new(),
            pointer_int: 0,
        };
        let types: IndexMap<Id, &Instruction> =
            module.types_global_values.iter().filter_map(|i| Some((i.result_id?, i))).collect();
        rewrite.pointer_types =
            types.iter().filter(|(_, i)| i.class.opcode == Op::TypePointer).map(|(&id, _)| id).collect();
        for i in &module.types_global_values {
            if let (Op::TypePointer, Some(id), [Operand::StorageClass(storage), Operand::IdRef(pointee)]) =
                (i.class.opcode, i.result_id, i.operands.as_slice())
            {
                if UNTYPED_STORAGE.contains(storage) && !holds_opaque(&types, *pointee) {
                    rewrite.typed.insert(id, (*storage, *pointee));
                }
            }
        }
        for i in module.all_inst_iter() {
            if let (Some(ty), Some(id)) = (i.result_type, i.result_id) {
                rewrite.value_type.insert(id, ty);
            }
        }
        rewrite
    }

    fn map(&self, id: Id) -> Id {
        self.replace.get(&id).copied().unwrap_or(id)
    }

    /// The type an untyped access chain on `value` steps over: the former
    /// pointee, or the pointer-sized integer for a pointer to pointers.
    fn pointee_of_value(&self, value: Id) -> Option<Id> {
        let ty = self.value_type.get(&value)?;
        let &(_, pointee) = self.typed.get(ty)?;
        if self.pointer_types.contains(&pointee) {
            return Some(self.pointer_int);
        }
        Some(self.map(pointee))
    }

    fn substitute(&self, instruction: &mut Instruction) {
        if let Some(ty) = instruction.result_type.as_mut() {
            *ty = self.map(*ty);
        }
        for operand in &mut instruction.operands {
            if let Operand::IdRef(id) = operand {
                *id = self.map(*id);
            }
        }
    }
}

/// Rewrites `module` to untyped pointers; `next_id` is the first free id
/// (advanced for the new types).
pub fn untype_pointers(
    module: &mut dr::Module,
    requirements: &mut Requirements,
    next_id: &mut Id,
) -> Result<(), Vec<WriterError>> {
    let mut rewrite = Rewrite::new(module);
    if rewrite.typed.is_empty() {
        return Ok(());
    }
    if module.all_inst_iter().any(|i| steps_over_pointers(&rewrite, i)) {
        rewrite.pointer_int = pointer_sized_int(module, requirements, next_id);
    }
    let opencl_std = imports(module, &["OpenCL.std"]);
    find_typed_uses(&mut rewrite, module, &opencl_std, next_id);
    let globals = std::mem::take(&mut module.types_global_values);
    module.types_global_values = rewrite_globals(&mut rewrite, globals, next_id)?;
    for function in &mut module.functions {
        for i in function.def.iter_mut().chain(function.end.iter_mut()) {
            rewrite.substitute(i);
        }
        for i in &mut function.parameters {
            rewrite.substitute(i);
        }
        for block in &mut function.blocks {
            rewrite_block(&rewrite, &opencl_std, block, next_id);
        }
    }
    module.debug_names.retain(
        |i| !matches!(i.operands.first(), Some(Operand::IdRef(id)) if rewrite.replace.contains_key(id)),
    );
    for i in module.entry_points.iter_mut().chain(&mut module.execution_modes).chain(&mut module.annotations)
    {
        rewrite.substitute(i);
    }
    Ok(())
}

fn fresh(next_id: &mut Id) -> Id {
    let id = *next_id;
    *next_id += 1;
    id
}

/// Whether the type `id` is or holds (in arrays and structs) an opaque
/// object; pointers to such types stay typed.
fn holds_opaque(types: &IndexMap<Id, &Instruction>, id: Id) -> bool {
    let mut work = vec![id];
    let mut seen = Vec::new();
    while let Some(id) = work.pop() {
        let Some(i) = types.get(&id) else { continue };
        if OPAQUE_POINTEES.contains(&i.class.opcode) {
            return true;
        }
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let parts = match i.class.opcode {
            Op::TypeArray | Op::TypeRuntimeArray => &i.operands[..1],
            Op::TypeStruct => &i.operands[..],
            _ => &[],
        };
        work.extend(parts.iter().filter_map(|o| if let Operand::IdRef(x) = o { Some(*x) } else { None }));
    }
    false
}

/// The id of the integer type as wide as a pointer (addressing model),
/// declared first in the module if it is not yet.
/// Whether `i` is an access chain on a pointer to pointers.
fn steps_over_pointers(rewrite: &Rewrite, i: &Instruction) -> bool {
    let base = match (i.class.opcode, i.operands.first()) {
        (op, Some(Operand::IdRef(base))) if ACCESS_CHAINS.iter().any(|(typed, _)| *typed == op) => *base,
        _ => return false,
    };
    let pointee = rewrite.value_type.get(&base).and_then(|ty| rewrite.typed.get(ty));
    pointee.is_some_and(|(_, pointee)| rewrite.pointer_types.contains(pointee))
}

fn pointer_sized_int(module: &mut dr::Module, requirements: &mut Requirements, next_id: &mut Id) -> Id {
    let physical32 = module
        .memory_model
        .as_ref()
        .is_some_and(|m| m.operands.first() == Some(&Operand::AddressingModel(AddressingModel::Physical32)));
    let operands = vec![Operand::LiteralBit32(if physical32 { 32 } else { 64 }), Operand::LiteralBit32(0)];
    let existing =
        module.types_global_values.iter().find(|i| i.class.opcode == Op::TypeInt && i.operands == operands);
    if let Some(id) = existing.and_then(|i| i.result_id) {
        return id;
    }
    if !physical32 {
        requirements.require_capability(Capability::Int64, || {
            "pointer-sized integer of untyped access chains".into()
        });
    }
    let id = fresh(next_id);
    module.types_global_values.insert(0, crate::grammar::inst(Op::TypeInt, None, Some(id), operands));
    id
}

/// The debug information instruction sets, whose instruction 0 is
/// DebugInfoNone in each.
const DEBUG_SETS: &[&str] =
    &["OpenCL.DebugInfo.100", "NonSemantic.Shader.DebugInfo.100", "NonSemantic.Shader.DebugInfo.200"];

/// The ids of the imports of the instruction sets `names`.
fn imports(module: &dr::Module, names: &[&str]) -> Vec<Id> {
    module
        .ext_inst_imports
        .iter()
        .filter(|i| matches!(i.operands.first(), Some(Operand::LiteralString(name)) if names.contains(&name.as_str())))
        .filter_map(|i| i.result_id)
        .collect()
}

fn is_ext_inst_of(i: &Instruction, sets: &[Id]) -> bool {
    i.class.opcode == Op::ExtInst
        && matches!(i.operands.first(), Some(Operand::IdRef(set)) if sets.contains(set))
}

/// The uses that need a typed pointer: OpenCL.std pointer operands and the
/// function variables debug instructions name.
fn find_typed_uses(rewrite: &mut Rewrite, module: &dr::Module, opencl_std: &[Id], next_id: &mut Id) {
    let instructions = || module.functions.iter().flat_map(|f| &f.blocks).flat_map(|b| &b.instructions);
    let variables: IndexMap<Id, Id> = instructions()
        .filter(|i| i.class.opcode == Op::Variable)
        .filter_map(|i| Some((i.result_id?, i.result_type?)))
        .filter(|(_, ty)| rewrite.typed.contains_key(ty))
        .collect();
    for i in instructions() {
        for pointer in typed_operands(rewrite, opencl_std, i) {
            rewrite.typed_copies.entry(pointer).or_insert_with(|| fresh(next_id));
        }
        if !is_ext_inst_of(i, &rewrite.debug_sets) {
            continue;
        }
        for operand in &i.operands[2..] {
            let Operand::IdRef(x) = operand else { continue };
            let Some(&pointer) = variables.get(x) else { continue };
            rewrite.typed_variables.entry(*x).or_insert_with(|| fresh(next_id));
            rewrite.typed_copies.entry(pointer).or_insert_with(|| fresh(next_id));
        }
    }
}

/// One block. A variable a debug instruction names stays a typed
/// OpVariable (under a new id), cast to the untyped pointer after the
/// block's variables under its old id.
fn rewrite_block(rewrite: &Rewrite, opencl_std: &[Id], block: &mut dr::Block, next_id: &mut Id) {
    let mut casts = Vec::new();
    for mut i in std::mem::take(&mut block.instructions) {
        if i.class.opcode != Op::Variable {
            block.instructions.append(&mut casts);
        }
        let twin = i.result_id.and_then(|x| rewrite.typed_variables.get(&x).map(|&t| (x, t)));
        if let (Op::Variable, Some((x, t)), Some(ty)) = (i.class.opcode, twin, i.result_type) {
            casts.push(crate::grammar::inst(
                Op::Bitcast,
                Some(rewrite.map(ty)),
                Some(x),
                vec![Operand::IdRef(t)],
            ));
            i.result_id = Some(t);
            i.result_type = Some(rewrite.typed_copies[&ty]);
            block.instructions.push(i);
            continue;
        }
        if is_ext_inst_of(&i, &rewrite.debug_sets) {
            for operand in &mut i.operands[2..] {
                if let Operand::IdRef(x) = operand {
                    *x = rewrite.typed_variables.get(x).copied().unwrap_or(*x);
                }
            }
        }
        cast_typed_operands(rewrite, opencl_std, &mut i, &mut block.instructions, next_id);
        rewrite_instruction(rewrite, &mut i);
        block.instructions.push(i);
    }
}

/// A module-scope variable that became untyped, named by a debug
/// instruction (DebugGlobalVariable): DebugInfoNone instead, which the
/// debug information sets allow there.
fn debug_global_variables(
    rewrite: &Rewrite,
    i: &mut Instruction,
    out: &mut Vec<Instruction>,
    next_id: &mut Id,
) {
    if !is_ext_inst_of(i, &rewrite.debug_sets) {
        return;
    }
    let set = i.operands[0].clone();
    for operand in &mut i.operands[2..] {
        let Operand::IdRef(x) = operand else { continue };
        let untyped = rewrite.value_type.get(x).is_some_and(|ty| rewrite.typed.contains_key(ty));
        if untyped && rewrite.global_variables.contains(x) {
            let none = fresh(next_id);
            out.push(crate::grammar::inst(
                Op::ExtInst,
                i.result_type,
                Some(none),
                vec![set.clone(), Operand::LiteralExtInstInteger(0)],
            ));
            *x = none;
        }
    }
}

/// Instructions SPIRV-Tools takes no untyped pointer in ("Untyped pointers
/// are not supported by atomic flag instructions").
const TYPED_POINTER_OPERANDS: &[Op] = &[Op::AtomicFlagTestAndSet, Op::AtomicFlagClear];

/// Where the operands of `i` that must be typed pointers start: after the
/// set and the instruction of an OpenCL.std instruction, at the first of an
/// instruction of [`TYPED_POINTER_OPERANDS`]; `None` for other instructions.
fn typed_operands_start(opencl_std: &[Id], i: &Instruction) -> Option<usize> {
    if TYPED_POINTER_OPERANDS.contains(&i.class.opcode) {
        return Some(0);
    }
    let is_opencl_std = i.class.opcode == Op::ExtInst
        && matches!(i.operands.first(), Some(Operand::IdRef(set)) if opencl_std.contains(set));
    is_opencl_std.then_some(2)
}

/// The former typed pointer types of the operands of `i` that must stay
/// typed pointers.
fn typed_operands(rewrite: &Rewrite, opencl_std: &[Id], i: &Instruction) -> Vec<Id> {
    let Some(start) = typed_operands_start(opencl_std, i) else { return Vec::new() };
    i.operands[start..]
        .iter()
        .filter_map(|o| if let Operand::IdRef(x) = o { rewrite.value_type.get(x).copied() } else { None })
        .filter(|ty| rewrite.typed.contains_key(ty))
        .collect()
}

/// Before an OpenCL.std instruction, casts each untyped pointer operand to
/// its typed copy (OpBitcast converts between the two kinds of pointer).
fn cast_typed_operands(
    rewrite: &Rewrite,
    opencl_std: &[Id],
    i: &mut Instruction,
    out: &mut Vec<Instruction>,
    next_id: &mut Id,
) {
    if typed_operands(rewrite, opencl_std, i).is_empty() {
        return;
    }
    // INVARIANT: typed_operands found some, so there is a start.
    let start = typed_operands_start(opencl_std, i).expect("typed operands");
    for operand in &mut i.operands[start..] {
        let Operand::IdRef(x) = operand else { continue };
        let Some(&copy) = rewrite.value_type.get(x).and_then(|ty| rewrite.typed_copies.get(ty)) else {
            continue;
        };
        let cast = fresh(next_id);
        out.push(crate::grammar::inst(Op::Bitcast, Some(copy), Some(cast), vec![Operand::IdRef(*x)]));
        *x = cast;
    }
}

/// The types, constants and variables section: pointer types replaced,
/// identical types merged, variables and constant access chains rewritten.
fn rewrite_globals(
    rewrite: &mut Rewrite,
    globals: Vec<Instruction>,
    next_id: &mut Id,
) -> Result<Vec<Instruction>, Vec<WriterError>> {
    let mut untyped: IndexMap<StorageClass, Id> = IndexMap::new();
    let mut seen_types: IndexMap<(Op, Vec<Operand>), Id> = IndexMap::new();
    let mut out = Vec::with_capacity(globals.len());
    for mut i in globals {
        let op = i.class.opcode;
        let declared = match (op, i.operands.first()) {
            (Op::TypePointer, _) => i.result_id,
            (Op::TypeForwardPointer, Some(Operand::IdRef(id))) => Some(*id),
            _ => None,
        };
        if let Some(&(storage, _)) = declared.and_then(|id| rewrite.typed.get(&id)) {
            let id = *untyped.entry(storage).or_insert_with(|| {
                let id = fresh(next_id);
                out.push(crate::grammar::inst(
                    Op::TypeUntypedPointerKHR,
                    None,
                    Some(id),
                    vec![Operand::StorageClass(storage)],
                ));
                id
            });
            // INVARIANT: `declared` is Some here.
            let declared = declared.expect("declared pointer");
            rewrite.replace.insert(declared, id);
            if let (Op::TypePointer, Some(&copy)) = (op, rewrite.typed_copies.get(&declared)) {
                let pointee = rewrite.typed[&declared].1;
                let operands = vec![Operand::StorageClass(storage), Operand::IdRef(rewrite.map(pointee))];
                out.push(crate::grammar::inst(Op::TypePointer, None, Some(copy), operands));
            }
            continue;
        }
        debug_global_variables(rewrite, &mut i, &mut out, next_id);
        if op == Op::SpecConstantOp && is_untyped_access_chain(rewrite, &i) {
            let base = match i.operands.get(1) {
                Some(Operand::IdRef(base)) => rewrite.names.get(base).cloned().unwrap_or(format!("%{base}")),
                _ => String::new(),
            };
            return Err(vec![WriterError::UntypedConstantAccessChain { base }]);
        }
        rewrite_instruction(rewrite, &mut i);
        if MERGEABLE_TYPES.contains(&op) {
            let key = (op, i.operands.clone());
            // INVARIANT: type instructions have a result id.
            let id = i.result_id.expect("type id");
            if let Some(&first) = seen_types.get(&key) {
                rewrite.replace.insert(id, first);
                continue;
            }
            seen_types.insert(key, id);
        }
        out.push(i);
    }
    Ok(out)
}

/// The types that can refer to a pointer type and so become identical when
/// pointers lose their pointee (the writer interned every other type once).
/// Structs are left apart: SPIR-V allows distinct structs with equal members.
const MERGEABLE_TYPES: &[Op] =
    &[Op::TypePointer, Op::TypeFunction, Op::TypeVector, Op::TypeArray, Op::TypeRuntimeArray];

/// A constant access chain (`OpSpecConstantOp`) whose base becomes untyped:
/// SPIRV-Tools takes no untyped access chain there.
fn is_untyped_access_chain(rewrite: &Rewrite, i: &Instruction) -> bool {
    let chain = matches!(i.operands.first(),
        Some(Operand::LiteralSpecConstantOpInteger(op)) if ACCESS_CHAINS.iter().any(|(typed, _)| typed == op));
    let base = match i.operands.get(1) {
        Some(Operand::IdRef(base)) => Some(*base),
        _ => None,
    };
    chain && base.and_then(|b| rewrite.pointee_of_value(b)).is_some()
}

/// One instruction: ids substituted, and the forms that name a pointee
/// (variables, access chains, pointer bitcasts) rewritten.
fn rewrite_instruction(rewrite: &Rewrite, i: &mut Instruction) {
    let op = i.class.opcode;
    let pointer_type = i.result_type.and_then(|ty| rewrite.typed.get(&ty).copied());
    if op == Op::Variable {
        if let Some((_, pointee)) = pointer_type {
            let mut operands = i.operands.clone();
            operands.insert(1, Operand::IdRef(pointee));
            *i = crate::grammar::inst(Op::UntypedVariableKHR, i.result_type, i.result_id, operands);
        }
    } else if let Some(&(_, untyped_op)) = ACCESS_CHAINS.iter().find(|(typed, _)| *typed == op) {
        let base = match i.operands.first() {
            Some(Operand::IdRef(base)) => Some(*base),
            _ => None,
        };
        if let Some(pointee) = base.and_then(|b| rewrite.pointee_of_value(b)) {
            let mut operands = i.operands.clone();
            operands.insert(0, Operand::IdRef(pointee));
            *i = crate::grammar::inst(untyped_op, i.result_type, i.result_id, operands);
        }
    } else if op == Op::Bitcast && pointer_type.is_some() {
        let operand_type = match i.operands.first() {
            Some(Operand::IdRef(x)) => rewrite.value_type.get(x).copied(),
            _ => None,
        };
        let both_untyped = operand_type.is_some_and(|t| rewrite.typed.contains_key(&t));
        if both_untyped && i.result_type.map(|t| rewrite.map(t)) == operand_type.map(|t| rewrite.map(t)) {
            *i = crate::grammar::inst(Op::CopyObject, i.result_type, i.result_id, i.operands.clone());
        }
    }
    rewrite.substitute(i);
}
