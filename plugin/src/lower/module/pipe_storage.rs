//! Program-scope pipe storage in the SPIR-V friendly IR the reference translator
//! writes and reads (its tests `PipeStorage.ll`, `CreatePipeFromPipeStorage.ll`):
//! a global of type `%spirv.ConstantPipeStorage = { i32 packet size, i32 packet
//! alignment, i32 capacity }` stands for an OpConstantPipeStorage, held by a
//! `cl::pipe_storage` global and turned into a pipe by
//! `__spirv_CreatePipeFromPipeStorage_{read,write}`.
//!
//! Storage that a function uses is refused with an error naming the global:
//! no module using it passes every checker. The translator writes
//! OpConstantPipeStorage at module scope (in a `cl::pipe_storage` variable's
//! initializer), which SPIRV-Tools 2023.1 and 2025.5 both reject
//! ("ConstantPipeStorage must appear in a block"); inside a function both
//! validators accept it, but the reference reader (`llvm-spirv-15 -r`) aborts
//! on it there, and one made per call would not be program-scope storage. No
//! OpenCL runtime here supports program-scope pipes (an OpenCL 2.2 feature)
//! either.
//!
//! Storage nothing uses is dropped with a warning, together with the globals
//! holding it (transitively, through their initializers): pipe storage is
//! reachable only through a pipe a kernel creates from it, so a module whose
//! functions never reach it behaves the same without it. A holder marked
//! `!io_pipe_id` (SPV_INTEL_io_pipes) is a use: it connects the pipe to a
//! device outside the program.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind, Value};
use crate::lower::ModuleLowering;
use indexmap::IndexSet;

fn is_constant_pipe_storage_type(ty: Type) -> bool {
    ty.kind() == TypeKind::Struct
        && ty
            .struct_name()
            .is_some_and(|n| n == "spirv.ConstantPipeStorage" || n.starts_with("spirv.ConstantPipeStorage."))
}

/// Globals that only keep others alive: a reference from them is no use.
const KEEP_ALIVE_LISTS: [&str; 2] = ["llvm.used", "llvm.compiler.used"];

/// The globals holding `storage` (itself included, then every global whose
/// initializer refers to one of them), or the first value using one of them
/// otherwise (an instruction, an alias, an annotation table, an I/O pipe).
fn holders(storage: Value, io_pipe_id: u32) -> Result<IndexSet<Value>, Value> {
    let mut held: IndexSet<Value> = IndexSet::from([storage]);
    let mut next = 0;
    while let Some(&g) = held.get_index(next) {
        next += 1;
        if g.global_metadata(io_pipe_id).is_some() {
            return Err(g);
        }
        let mut pending = g.users();
        while let Some(u) = pending.pop() {
            if u.is_global_variable() {
                if !KEEP_ALIVE_LISTS.contains(&u.name().as_str()) {
                    if u.name().starts_with("llvm.") {
                        return Err(u);
                    }
                    held.insert(u);
                }
            } else if u.is_constant() && !u.is_global_value() {
                pending.extend(u.users()); // a constant expression or aggregate
            } else {
                return Err(u);
            }
        }
    }
    Ok(held)
}

impl ModuleLowering {
    /// For each `%spirv.ConstantPipeStorage` global: an error when something
    /// uses it, else a warning (see the module documentation). Returns the
    /// globals dropped: the unused storage and the globals holding it.
    pub fn settle_pipe_storage(&mut self) -> IndexSet<Value> {
        let mut dropped = IndexSet::new();
        let io_pipe_id = self.llvm.md_kind("io_pipe_id");
        for g in self.llvm.globals() {
            if !is_constant_pipe_storage_type(g.global_value_type()) {
                continue;
            }
            match holders(g, io_pipe_id) {
                Ok(held) => {
                    let names: Vec<String> = held.iter().map(|h| format!("'@{}'", h.name())).collect();
                    crate::lower::warn(&format!(
                        "spirv-emit: warning: program-scope pipe storage nothing uses is dropped: global variables {}\n",
                        names.join(", ")
                    ));
                    dropped.extend(held);
                }
                Err(user) => self.error(
                    user.is_instruction().then(|| user.parent_block().parent()),
                    user.is_instruction().then_some(user),
                    LowerError::unsupported_because(
                        format!("global variable '@{}': program-scope pipe storage (%spirv.ConstantPipeStorage, OpConstantPipeStorage)", g.name()),
                        "SPIRV-Tools rejects OpConstantPipeStorage at module scope, where the reference translator writes it, \
                         and its reader aborts on it inside a function",
                    ),
                ),
            }
        }
        dropped
    }
}
