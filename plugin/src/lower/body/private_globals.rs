//! Module-scope variables in address space 0 (LLVM "private" globals).
//!
//! clang-16 puts OpenCL C aggregate initializers into them
//! (`@constinit = private unnamed_addr constant [9 x i32] ...`, at -O0 even a
//! mutable `private global`) and copies them into the kernel's stack; other
//! front ends make them too. SPIR-V has no module-scope variable a pointer in
//! the Function storage class (address space 0) can point to: the OpenCL
//! environment forbids module-scope Private and Function variables
//! (the translator emits a module-scope Function variable, which spirv-val
//! rejects). Address space 0 is per-work-item memory in SPIR, so each
//! function that uses such a global gets its own Function variable, copied
//! on entry (OpCopyMemorySized) from a module-scope UniformConstant variable
//! holding the initializer. (Not an OpStore of the constant: Intel's CPU
//! runtime miscomputes large constant stores into vectorized private memory;
//! nor the OpVariable's initializer operand, which the reference reader turns
//! into a global shared by all work-items.) That is exactly the global's
//! meaning when nothing writes it, or when only one kernel uses it (one copy
//! per work-item, starting from the initializer); a written global shared by
//! several functions is refused (the copies would not see each other's stores).

use super::function::FunctionLowering;
use crate::diagnostics::LowerError;
use crate::llvm::ValueKind as VK;
use crate::llvm::{Opcode, Value};
pub use crate::lower::module::globals::is_private_global;
use crate::lower::LowerResult;
use spirv_writer::Id;
use std::collections::{BTreeSet, HashSet};

/// What uses a private global: the functions (by name, ordered) and whether
/// anything may write through it.
struct Uses {
    functions: BTreeSet<String>,
    written: bool,
}

/// Walks the users of `g` through address computations. Anything that is not
/// a load, a memcpy/memmove source or an address computation counts as a write
/// (conservative: a pointer passed to a call or stored may be written through).
fn uses_of(g: Value) -> Uses {
    let mut uses = Uses { functions: BTreeSet::new(), written: false };
    let mut seen = HashSet::new();
    let mut work = vec![g];
    while let Some(v) = work.pop() {
        for user in v.users() {
            if !seen.insert((v, user)) {
                continue;
            }
            if user.kind() == VK::ConstantExpr {
                match user.const_opcode() {
                    Some(Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => work.push(user),
                    _ => uses.written = true, // ptrtoint and friends: the address escapes
                }
                continue;
            }
            let Some(opcode) = user.opcode() else {
                uses.written = true; // a global initializer or other constant
                continue;
            };
            uses.functions.insert(user.parent_block().parent().name());
            match opcode {
                Opcode::Load => {}
                Opcode::GetElementPtr
                | Opcode::BitCast
                | Opcode::AddrSpaceCast
                | Opcode::Select
                | Opcode::Phi => work.push(user),
                Opcode::Call if is_copy_source(user, v) => {}
                _ => uses.written = true,
            }
        }
    }
    uses
}

/// Whether call `c` is llvm.memcpy/memmove reading from `v` (and not writing to it).
fn is_copy_source(c: Value, v: Value) -> bool {
    let Some(c) = c.as_call() else { return false };
    let callee = c.called_operand();
    let name = callee.name();
    let copy = callee.is_function() && (name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove"));
    let args = c.call_args();
    copy && args.len() >= 2 && args[1] == v && args[0] != v
}

/// This function's copy of private global `g`: a Function variable set to
/// `g`'s initializer on entry, made on first use.
pub(crate) fn private_global_copy(f: &mut FunctionLowering<'_>, g: Value) -> LowerResult<Id> {
    if let Some(id) = f.known_value(g) {
        return Ok(id);
    }
    let uses = uses_of(g);
    let single_kernel = uses.functions.len() == 1
        && f.function.calling_conv() == crate::lower::module::kernel_functions::SPIR_KERNEL_CC
        && f.function.users().is_empty();
    if uses.written && !g.is_global_constant() && !single_kernel {
        let functions: Vec<String> = uses.functions.into_iter().collect();
        return Err(LowerError::no_equivalent_because(format!(
            "global variable '@{}' in address space {} (private), written and used by {} (or escaping)",
            g.name(),
            g.ty().address_space(),
            if functions.is_empty() { "a constant".to_string() } else { functions.join(", ") }),
            "SPIR-V for OpenCL has no module-scope private variable, and per-function copies would not share its stores; \
             put it in __global (addrspace(1)) memory"
        ));
    }
    let pointer_type = f.module().value_type(g)?;
    let id = f.module().m.alloc_id();
    let source = match g.initializer() {
        Some(init) if !init.is_undef() => Some(f.module().private_global_source(g, init)?),
        _ => None,
    };
    let size = f.module().llvm.store_size(g.global_value_type());
    let size = match source {
        Some(_) if size > 0 => {
            let size_type = f.module().size_type();
            Some(f.module().int_constant(size_type, size))
        }
        _ => None,
    };
    f.add_variable_copied_from(id, pointer_type, source.zip(size));
    f.module().m.name(id, &g.name());
    if g.alignment() > 0 {
        f.module().m.decorate(
            id,
            spirv_writer::spirv::Decoration::Alignment,
            vec![spirv_writer::Operand::LiteralBit32(g.alignment())],
        );
    }
    f.remember_value(g, id);
    Ok(id)
}
