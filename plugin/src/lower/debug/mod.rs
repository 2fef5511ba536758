//! Debug information: LLVM's DWARF-level metadata (`!llvm.dbg.cu`, DI* nodes,
//! `!dbg` locations, `llvm.dbg.declare`/`llvm.dbg.value`) as SPIR-V extended
//! instructions of `OpenCL.DebugInfo.100` or `NonSemantic.Shader.DebugInfo.100`
//! / `.200`, with `OpLine`/`DebugLine` on instructions.
//!
//! Global debug instructions (types, functions, variables) go to the module's
//! debug section, after all types, constants and variables (SPIR-V 2.4), in
//! dependency order; the only forward references are those the sets allow
//! (OpenCL.DebugInfo.100 DebugTypeComposite members, DebugFunction's function).
//!
//! SPIRV-Tools 2023 (which validates every module in-process) is stricter
//! than the specifications: pointers, typedefs, qualifiers and vectors only
//! of DebugTypeBasic, vectors of at most 4 components, no DebugInfoNone for
//! optional operands. `types` works around each with the closest valid
//! description (see there).
//!
//! Debug information never changes what a kernel computes, and a node this
//! module cannot describe becomes `DebugInfoNone` rather than an error.
//!
//! Files by topic: `encode` (operand encoding of the flavours), `types`,
//! `scopes` (compile unit, files, functions, blocks, inlining), `variables`
//! (local and global variables, expressions, imported entities), `lines`
//! (per-instruction scopes and lines, the hooks into function lowering).

mod encode;
pub(crate) mod lines;
mod scopes;
mod types;
pub(crate) mod variables;

use super::ModuleLowering;
use crate::llvm::debug::{compile_units, DiNode};
use crate::lower::module::debug_state::{DebugInfo, LineState};
use crate::lower::module::requirements::require_non_semantic;
use crate::options::DebugFlavour;
use spirv_writer::{Id, Instruction, Module};
use std::collections::{HashMap, HashSet};

/// Deepest nesting of types and scopes described.
const MAX_DEPTH: u32 = 200;

impl DebugInfo {
    /// The debug information of `ml`'s module, if it has any and the user
    /// wants it; records the requirements of the chosen set.
    pub fn new(ml: &mut ModuleLowering, flavour: Option<DebugFlavour>) -> Option<DebugInfo> {
        let flavour = flavour?;
        let compile_unit = *compile_units(ml.llvm).first()?;
        let set_name = match flavour {
            DebugFlavour::Ocl100 => "OpenCL.DebugInfo.100",
            DebugFlavour::NonSemantic100 => "NonSemantic.Shader.DebugInfo.100",
            DebugFlavour::NonSemantic200 => "NonSemantic.Shader.DebugInfo.200",
        };
        if flavour != DebugFlavour::Ocl100 {
            require_non_semantic(ml, || format!("debug information in {set_name} (debug-info option)"));
        }
        let set = ml.m.ext_inst_import(set_name);
        let void = ml.m.type_void();
        Some(DebugInfo {
            flavour,
            set,
            void,
            none: None,
            compile_unit,
            compile_unit_id: None,
            nodes: HashMap::new(),
            sources: HashMap::new(),
            sources_by_path: HashMap::new(),
            function_ids: HashMap::new(),
            expressions: HashMap::new(),
            basic_types: HashSet::new(),
            basic_under: HashMap::new(),
            address_types: HashMap::new(),
            template_targets: HashMap::new(),
            depth: 0,
            lines: LineState::default(),
            address_spaces: ml.address_spaces,
        })
    }

    pub(super) fn non_semantic(&self) -> bool {
        self.flavour != DebugFlavour::Ocl100
    }

    /// DebugInfoNone, declared once.
    fn none(&mut self, m: &mut Module) -> Id {
        if let Some(id) = self.none {
            return id;
        }
        let id = self.global(m, encode::DEBUG_INFO_NONE, vec![]);
        self.none = Some(id);
        id
    }
}

impl ModuleLowering {
    /// Sets up debug information once functions are declared: the compile
    /// unit, a DebugFunction for every defined function that has a
    /// DISubprogram, global variables and imported entities.
    pub fn begin_debug_info(&mut self, flavour: Option<DebugFlavour>) {
        let Some(mut d) = DebugInfo::new(self, flavour) else { return };
        let defined: Vec<(DiNode, Id)> = self
            .functions
            .iter()
            .filter(|f| !f.is_declaration)
            .filter_map(|f| Some((f.value.subprogram()?, self.signatures.get(&f.value)?.id)))
            .collect();
        d.function_ids.extend(defined.iter().copied());
        d.compile_unit(&mut self.m);
        for (subprogram, _) in defined {
            d.scope_id(&mut self.m, Some(subprogram));
        }
        let globals: Vec<(crate::llvm::Value, Id)> =
            self.llvm.globals().into_iter().filter_map(|g| Some((g, *self.globals.get(&g)?))).collect();
        d.global_variables(&mut self.m, &globals);
        d.imported_entities(&mut self.m);
        self.debug = Some(d);
    }
}

impl DebugInfo {
    /// Appends a global debug instruction; returns its id.
    fn global(&mut self, m: &mut Module, opcode: u32, args: Vec<encode::Arg>) -> Id {
        let id = m.alloc_id();
        self.global_as(m, id, opcode, args);
        id
    }

    /// Appends a global debug instruction with a reserved id.
    fn global_as(&mut self, m: &mut Module, id: Id, opcode: u32, args: Vec<encode::Arg>) {
        let instruction = self.instruction_as(m, id, opcode, args);
        m.add_debug_global(instruction);
    }

    /// An OpExtInst of the debug set with result id `id`.
    fn instruction_as(&mut self, m: &mut Module, id: Id, opcode: u32, args: Vec<encode::Arg>) -> Instruction {
        let operands = self.encode(m, opcode, args);
        spirv_writer::grammar::inst(spirv_writer::spirv::Op::ExtInst, Some(self.void), Some(id), operands)
    }
}
