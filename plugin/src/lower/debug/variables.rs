//! Variables: DebugGlobalVariable for the compile unit's globals,
//! DebugLocalVariable with DebugDeclare/DebugValue for `llvm.dbg.declare` /
//! `llvm.dbg.value` (or the debug records that replace them from LLVM 19:
//! anything that yields a `VariableLocation` feeds `lower_variable_location`),
//! DebugExpression, and imported entities.

use super::encode::{self, Arg};
use super::scopes::{FLAG_IS_DEFINITION, FLAG_IS_LOCAL};
use crate::llvm::debug::{DiList, DiNode, VariableLocation};
use crate::llvm::MetadataKind as K;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::debug_state::DebugInfo;
use spirv_writer::spirv::Op;
use spirv_writer::{Id, Module};
use std::collections::HashMap;

/// DWARF expression operations (DW_OP_*) to DebugOperation numbers, with the
/// number of literal operands each takes.
fn operation(dwarf: u64) -> Option<(u32, usize)> {
    Some(match dwarf {
        0x06 => (0, 0),   // deref
        0x22 => (1, 0),   // plus
        0x1c => (2, 0),   // minus
        0x23 => (3, 1),   // plus_uconst
        0x9d => (4, 2),   // bit_piece
        0x16 => (5, 0),   // swap
        0x18 => (6, 0),   // xderef
        0x9f => (7, 0),   // stack_value
        0x10 => (8, 1),   // constu
        0x1000 => (9, 2), // LLVM_fragment
        _ => return None,
    })
}

const DW_OP_DEREF: u64 = 0x06;
const DW_OP_LLVM_FRAGMENT: u64 = 0x1000;

/// Whether the expression's fragment (`DW_OP_LLVM_fragment offset size`, last)
/// lies beyond the bits the variable's debug type describes.
fn fragment_outside(elements: &[u64], ty: Option<DiNode>) -> bool {
    let mut i = 0;
    while let Some(&op) = elements.get(i) {
        let Some((_, arity)) = operation(op) else { return false };
        if let (DW_OP_LLVM_FRAGMENT, Some(&[offset, size])) = (op, elements.get(i + 1..i + 3)) {
            return super::types::described_bits(ty).is_some_and(|bits| offset.saturating_add(size) > bits);
        }
        i += 1 + arity;
    }
    false
}
const TAG_IMPORTED_MODULE: u32 = 0x3a;
const TAG_IMPORTED_DECLARATION: u32 = 0x08;

impl DebugInfo {
    /// DebugExpression for DWARF expression elements; `None` when an
    /// operation has no equivalent (the location is then not described,
    /// rather than described wrongly).
    fn expression(&mut self, m: &mut Module, elements: Vec<u64>) -> Option<Id> {
        if let Some(&id) = self.expressions.get(&elements) {
            return id;
        }
        let mut operations = Vec::new();
        let mut i = 0;
        let mut ok = true;
        while i < elements.len() {
            let Some((opcode, arity)) = operation(elements[i]) else {
                ok = false;
                break;
            };
            let literals: Option<Vec<u32>> = elements
                .get(i + 1..i + 1 + arity)
                .map(|ls| ls.iter().filter_map(|&l| u32::try_from(l).ok()).collect());
            let Some(literals) = literals.filter(|ls| ls.len() == arity) else {
                ok = false;
                break;
            };
            let mut args = vec![Arg::Lit(opcode)];
            args.extend(literals.into_iter().map(Arg::Lit));
            operations.push(Arg::Id(self.global(m, encode::OPERATION, args)));
            i += 1 + arity;
        }
        let id = ok.then(|| self.global(m, encode::EXPRESSION, operations));
        self.expressions.insert(elements, id);
        id
    }

    pub(super) fn local_variable(&mut self, m: &mut Module, variable: DiNode) -> Id {
        if let Some(&id) = self.nodes.get(&variable) {
            return id;
        }
        let name = variable.name();
        let name = self.string(m, &name);
        let ty = self.object_type_id(m, variable.ty());
        let source = self.source_of(m, variable);
        let parent = self.parent_of(m, variable);
        let flags = super::scopes::debug_flags(variable.flags());
        let mut args = vec![
            name,
            Arg::Id(ty),
            Arg::Id(source),
            Arg::Lit(variable.line()),
            Arg::Lit(0),
            Arg::Id(parent),
            Arg::Lit(flags),
        ];
        if variable.arg() > 0 {
            args.push(Arg::Lit(variable.arg()));
        }
        let id = self.global(m, encode::LOCAL_VARIABLE, args);
        self.nodes.insert(variable, id);
        id
    }

    /// DebugGlobalVariable for every global the compile unit lists, tied to
    /// its OpVariable when the global survived (`globals`: LLVM global and id).
    pub(super) fn global_variables(&mut self, m: &mut Module, globals: &[(Value, Id)]) {
        let mut variable_of: HashMap<DiNode, Id> = HashMap::new();
        for &(global, id) in globals {
            for expression in global.global_debug_info() {
                variable_of.entry(expression).or_insert(id);
            }
        }
        for expression in self.compile_unit.list(DiList::GlobalVariables).into_iter().flatten() {
            let Some(variable) = expression.ty() else { continue };
            if self.nodes.contains_key(&variable) {
                continue;
            }
            let name = variable.name();
            let name = self.string(m, &name);
            let ty = self.object_type_id(m, variable.ty());
            let source = self.source_of(m, variable);
            let parent = self.parent_of(m, variable);
            let linkage = variable.linkage_name();
            let linkage = self.string(m, &linkage);
            let location = match variable_of.get(&expression) {
                Some(&id) => id,
                None => self.none(m),
            };
            let mut flags = FLAG_IS_DEFINITION;
            if variable.flags() & (1 << 31) != 0 {
                flags |= FLAG_IS_LOCAL;
            }
            let args = vec![
                name,
                Arg::Id(ty),
                Arg::Id(source),
                Arg::Lit(variable.line()),
                Arg::Lit(0),
                Arg::Id(parent),
                linkage,
                Arg::Id(location),
                Arg::Lit(flags),
            ];
            let id = self.global(m, encode::GLOBAL_VARIABLE, args);
            self.nodes.insert(variable, id);
        }
    }

    /// DebugImportedEntity for the compile unit's `using` declarations, in
    /// the NonSemantic sets only: the readers of OpenCL.DebugInfo.100
    /// (llvm-spirv, Intel's IGC) expect an 8-operand layout with a gap
    /// before Source and abort on the specification's 7 operands, which
    /// is also the only form SPIRV-Tools accepts.
    pub(super) fn imported_entities(&mut self, m: &mut Module) {
        if !self.non_semantic() {
            return;
        }
        for entity in self.compile_unit.list(DiList::ImportedEntities).into_iter().flatten() {
            let tag = match entity.tag() {
                TAG_IMPORTED_MODULE => 0,
                TAG_IMPORTED_DECLARATION => 1,
                _ => continue,
            };
            let target = entity.ty();
            let target_id = match target.map(DiNode::kind) {
                Some(K::DISubprogram | K::DINamespace) => self.scope_id(m, target),
                Some(K::DIBasicType | K::DIDerivedType | K::DICompositeType | K::DISubroutineType) => {
                    self.type_id(m, target)
                }
                _ => match target.and_then(|t| self.nodes.get(&t).copied()) {
                    Some(id) => id,
                    None => self.none(m),
                },
            };
            let name = entity.name();
            let name = self.string(m, &name);
            let source = self.source_of(m, entity);
            let parent = self.parent_of(m, entity);
            let args = vec![
                name,
                Arg::Lit(tag),
                Arg::Id(source),
                Arg::Id(target_id),
                Arg::Lit(entity.line()),
                Arg::Lit(0),
                Arg::Id(parent),
            ];
            self.global(m, encode::IMPORTED_ENTITY, args);
        }
    }
}

/// `llvm.dbg.declare` / `llvm.dbg.value`: DebugDeclare of an OpVariable,
/// else DebugValue. Never an error: what cannot be described is left out.
pub(crate) fn lower_debug_intrinsic(f: &mut FunctionLowering<'_>, call: Value) {
    if let Some(location) = call.variable_location() {
        lower_variable_location(f, location);
    }
}

pub(crate) fn lower_variable_location(f: &mut FunctionLowering<'_>, location: VariableLocation) {
    let Some(mut d) = f.module().debug.take() else { return };
    if let Some(instruction) = variable_location_operands(f, &mut d, location) {
        f.emit(Op::ExtInst, Some(d.void), instruction);
    }
    f.module().debug = Some(d);
}

fn variable_location_operands(
    f: &mut FunctionLowering<'_>,
    d: &mut DebugInfo,
    location: VariableLocation,
) -> Option<Vec<spirv_writer::Operand>> {
    let value = location.value?;
    // Only ids the lowering defined (or constants): a value it dropped
    // (a builtin's address, say) must not be referred to.
    let id = if value.is_instruction() || value.is_argument() {
        f.known_value(value)?
    } else if value.is_constant() && !value.is_function() && !value.is_global_variable() {
        f.module().constant(value).ok()?
    } else {
        return None;
    };
    let mut elements = location.expression.map(DiNode::expression_elements).unwrap_or_default();
    if fragment_outside(&elements, location.variable.ty()) {
        // Padding (clang describes the lanes after an odd-length vector's
        // last one): readers reject a fragment outside the variable.
        return None;
    }
    let declare = location.is_declare && f.is_variable(id);
    if location.is_declare && !declare {
        elements.insert(0, DW_OP_DEREF); // the value is the variable's address
    }
    let m = &mut f.module().m;
    let variable = d.local_variable(m, location.variable);
    let expression = d.expression(m, elements)?;
    let opcode = if declare { encode::DECLARE } else { encode::VALUE };
    Some(d.encode(m, opcode, vec![Arg::Id(variable), Arg::Id(id), Arg::Id(expression)]))
}
