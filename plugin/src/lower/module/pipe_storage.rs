//! Program-scope pipe storage in the SPIR-V friendly IR the reference translator
//! writes and reads (its tests `PipeStorage.ll`, `CreatePipeFromPipeStorage.ll`):
//! a global of type `%spirv.ConstantPipeStorage = { i32 packet size, i32 packet
//! alignment, i32 capacity }` stands for an OpConstantPipeStorage, held by a
//! `cl::pipe_storage` global and turned into a pipe by
//! `__spirv_CreatePipeFromPipeStorage_{read,write}`.
//!
//! It is refused with an error naming the global: no module using it passes
//! every checker. The translator writes OpConstantPipeStorage at module scope
//! (in a `cl::pipe_storage` variable's initializer), which SPIRV-Tools 2023.1
//! and 2025.5 both reject ("ConstantPipeStorage must appear in a block");
//! inside a function both validators accept it, but the reference reader
//! (`llvm-spirv-15 -r`) aborts on it there, and one made per call would not be
//! program-scope storage. No OpenCL runtime here supports program-scope pipes
//! (an OpenCL 2.2 feature) either.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind};
use crate::lower::ModuleLowering;

fn is_constant_pipe_storage_type(ty: Type) -> bool {
    ty.kind() == TypeKind::Struct
        && ty
            .struct_name()
            .is_some_and(|n| n == "spirv.ConstantPipeStorage" || n.starts_with("spirv.ConstantPipeStorage."))
}

impl ModuleLowering {
    /// An error for each `%spirv.ConstantPipeStorage` global (see the module documentation).
    pub fn refuse_pipe_storage(&mut self) {
        for g in self.llvm.globals() {
            if is_constant_pipe_storage_type(g.global_value_type()) {
                self.error(
                    None,
                    None,
                    LowerError::unsupported_because(
                        format!("global variable '@{}': program-scope pipe storage (%spirv.ConstantPipeStorage, OpConstantPipeStorage)", g.name()),
                        "SPIRV-Tools rejects OpConstantPipeStorage at module scope, where the reference translator writes it, \
                         and its reader aborts on it inside a function",
                    ),
                );
            }
        }
    }
}
