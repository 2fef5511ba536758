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

/// Metadata kind ids looked up once per module (they are queried per
/// instruction). `None`: the context has no such kind, so no value carries
/// it and nothing asks (a question about an instruction with other metadata,
/// `!tbaa` on every load, is a lookup in a table of all of them).
pub struct MetadataKinds {
    pub decorations: Option<u32>,
    pub parameter_decorations: Option<u32>,
    pub llvm_loop: Option<u32>,
    /// The `spirv.loop.*` kinds, in the order of `SPIRV_LOOP_CONTROLS`
    /// (looked up once: asked about every branch).
    pub spirv_loop_controls: [Option<u32>; SPIRV_LOOP_CONTROLS.len()],
}

impl MetadataKinds {
    pub fn new(module: Module) -> Self {
        MetadataKinds {
            decorations: module.existing_md_kind("spirv.Decorations"),
            parameter_decorations: module.existing_md_kind("spirv.ParameterDecorations"),
            llvm_loop: module.existing_md_kind("llvm.loop"),
            spirv_loop_controls: SPIRV_LOOP_CONTROLS.map(|(n, _)| module.existing_md_kind(n)),
        }
    }

    /// Whether `terminator` is a branch with loop metadata (`llvm.loop` or a
    /// `spirv.loop.*` kind): a latch whose loop may get a control.
    pub fn is_loop_latch_branch(&self, terminator: Value) -> bool {
        terminator.opcode() == Some(Opcode::Br)
            && std::iter::once(self.llvm_loop)
                .chain(self.spirv_loop_controls)
                .flatten()
                .any(|kind| terminator.instruction_metadata(kind).is_some())
    }
}
