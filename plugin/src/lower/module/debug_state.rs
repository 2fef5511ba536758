//! The state of the debug information's translation, kept in the module
//! context beside what other lowerings declare once per module
//! (`lowering_state`): the debug lowering (`debug`, where its methods are)
//! fills it and reads it, per module and per block.

use crate::address_spaces::AddressSpaceMap;
use crate::llvm::debug::DiNode;
use crate::options::DebugFlavour;
use spirv_writer::Id;
use std::collections::{HashMap, HashSet};

/// The debug information of one module under translation.
pub struct DebugInfo {
    pub(crate) flavour: DebugFlavour,
    /// The OpExtInstImport of the debug set.
    pub(crate) set: Id,
    pub(crate) void: Id,
    pub(crate) none: Option<Id>,
    pub(crate) compile_unit: DiNode,
    pub(crate) compile_unit_id: Option<Id>,
    /// Ids of translated DI nodes (types, scopes, variables, inlined-at locations).
    pub(crate) nodes: HashMap<DiNode, Id>,
    /// DebugSource per file (DIFile nodes of one file are not always one
    /// node), and the OpString of its path (for OpLine).
    pub(crate) sources: HashMap<DiNode, (Id, Id)>,
    pub(crate) sources_by_path: HashMap<(String, String), (Id, Id)>,
    /// The SPIR-V function each defined function's DISubprogram describes.
    pub(crate) function_ids: HashMap<DiNode, Id>,
    pub(crate) expressions: HashMap<Vec<u64>, Option<Id>>,
    /// DebugTypeBasic ids (SPIRV-Tools accepts only these under DebugTypedef).
    pub(crate) basic_types: HashSet<Id>,
    /// The DebugTypeBasic under a typedef or qualifier of one.
    pub(crate) basic_under: HashMap<Id, Id>,
    /// The DebugTypeComposite under each DebugTypeTemplate (the scope
    /// members and methods name).
    pub(crate) template_targets: HashMap<Id, Id>,
    /// Address-encoded basic types standing for pointers, by name and size.
    pub(crate) address_types: HashMap<(String, u64), Id>,
    /// Nesting of the node being translated: deeper input gets DebugInfoNone
    /// (no unbounded recursion on hostile metadata).
    pub(crate) depth: u32,
    pub(crate) lines: LineState,
    /// The module's address-space map (pointer types' storage classes).
    pub(crate) address_spaces: AddressSpaceMap,
}

/// What the current SPIR-V block has declared so far.
#[derive(Default)]
pub struct LineState {
    pub(crate) label: Id,
    pub(crate) scope: Option<(Id, Option<Id>)>,
    pub(crate) line: Option<(Id, u32, u32)>,
}
