//! The metadata kinds lowerings ask about per instruction, looked up once
//! per module.

use crate::llvm::{Module, Opcode, Value};
use spirv_writer::spirv::LoopControl;

/// `!spirv.loop.<name>` metadata this emitter reads, with the control it sets.
pub(crate) const SPIRV_LOOP_CONTROLS: [(&str, LoopControl); 4] = [
    ("spirv.loop.unroll", LoopControl::UNROLL),
    ("spirv.loop.dont_unroll", LoopControl::DONT_UNROLL),
    ("spirv.loop.dependency_infinite", LoopControl::DEPENDENCY_INFINITE),
    ("spirv.loop.dependency_length", LoopControl::DEPENDENCY_LENGTH),
];

/// Metadata kind ids looked up once per module (they are queried per instruction).
pub struct MetadataKinds {
    pub decorations: u32,
    pub parameter_decorations: u32,
    pub llvm_loop: u32,
    /// The `spirv.loop.*` kinds, in the order of `SPIRV_LOOP_CONTROLS`
    /// (looked up once: asked about every branch).
    pub spirv_loop_controls: [u32; SPIRV_LOOP_CONTROLS.len()],
}

impl MetadataKinds {
    pub fn new(module: Module) -> Self {
        MetadataKinds {
            decorations: module.md_kind("spirv.Decorations"),
            parameter_decorations: module.md_kind("spirv.ParameterDecorations"),
            llvm_loop: module.md_kind("llvm.loop"),
            spirv_loop_controls: SPIRV_LOOP_CONTROLS.map(|(n, _)| module.md_kind(n)),
        }
    }

    /// Whether `terminator` is a branch with loop metadata (`llvm.loop` or a
    /// `spirv.loop.*` kind): a latch whose loop may get a control.
    pub fn is_loop_latch_branch(&self, terminator: Value) -> bool {
        terminator.opcode() == Some(Opcode::Br)
            && std::iter::once(self.llvm_loop)
                .chain(self.spirv_loop_controls)
                .any(|kind| terminator.instruction_metadata(kind).is_some())
    }
}
