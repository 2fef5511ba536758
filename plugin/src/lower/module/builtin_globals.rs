//! Builtin variables in the global form of SPIR-V friendly IR ("SPIR-V Representation in LLVM IR"):
//! `@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>`.
//! Each becomes one Input variable decorated BuiltIn. Loads from it, or
//! through GEPs/casts of it (at any type, at any byte offset), load the
//! variable and take the bytes read from its components; the pointers
//! themselves never reach the SPIR-V (Input storage cannot be addressed like
//! the global's CrossWorkgroup).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::{LowerResult, ModuleLowering};
use spirv_writer::spirv::{BuiltIn, Decoration, StorageClass};
use spirv_writer::{Id, Operand};
use std::str::FromStr;

/// The builtin a global variable stands for, from its name.
pub fn builtin_of_global(v: Value) -> Option<BuiltIn> {
    if !v.is_global_variable() {
        return None;
    }
    BuiltIn::from_str(v.name().strip_prefix("__spirv_BuiltIn")?).ok()
}

/// A pointer into a builtin global: the global and the getelementptrs (outermost
/// first) between it and the pointer.
pub struct BuiltinAccess {
    pub global: Value,
    pub builtin: BuiltIn,
    pub geps: Vec<Value>,
}

/// Follows GEPs, bitcasts and addrspacecasts (instructions or constant
/// expressions) from `pointer` back to a builtin global.
pub fn builtin_access(pointer: Value) -> Option<BuiltinAccess> {
    // Walked with a loop: a chain of casts and GEPs can be arbitrarily long.
    let mut geps = Vec::new();
    let mut current = pointer;
    let builtin = loop {
        if let Some(builtin) = builtin_of_global(current) {
            break builtin;
        }
        match current.opcode().or_else(|| current.const_opcode())? {
            Opcode::BitCast | Opcode::AddrSpaceCast => {}
            Opcode::GetElementPtr => geps.push(current),
            _ => return None,
        }
        current = current.operand(0);
    };
    geps.reverse();
    Some(BuiltinAccess { global: current, builtin, geps })
}

/// Pointers derived from builtin globals are only used by loads (checked
/// here, so that none of them needs a SPIR-V value).
pub(crate) fn check_builtin_pointer_uses(v: Value) -> LowerResult<()> {
    for user in v.users() {
        let fine = match user.opcode() {
            Some(Opcode::Load) => true,
            Some(Opcode::Call) => is_builtin_memcpy_source(user, v),
            Some(Opcode::GetElementPtr | Opcode::BitCast | Opcode::AddrSpaceCast) => user.operand(0) == v,
            _ => false,
        };
        if !fine {
            return Err(LowerError::unsupported_because(
                format!(
                    "a pointer into builtin variable '{}' used by '{}'",
                    builtin_access(v).map(|a| a.global.name()).unwrap_or_default(),
                    user.print().trim()
                ),
                "only loads from builtin variables are",
            ));
        }
    }
    Ok(())
}

/// Whether `v` is the source (and not the destination) of memcpy call `call`.
pub fn is_builtin_memcpy_source(call: Value, v: Value) -> bool {
    let Some(call) = call.as_call() else { return false };
    let callee = call.called_operand();
    let args = call.call_args();
    callee.is_function()
        && callee.name().starts_with("llvm.memcpy")
        && args.len() >= 3
        && args[1] == v
        && args[0] != v
}

impl ModuleLowering {
    /// The Input variable of `builtin`, of value type `value_type`.
    pub fn builtin_variable(&mut self, builtin: BuiltIn, value_type: Id) -> Id {
        if let Some(&id) = self.builtin_variables.get(&builtin) {
            return id;
        }
        let pointer = self.m.type_pointer(StorageClass::Input, value_type);
        let id = self.m.alloc_id();
        self.m.global_variable(id, pointer, StorageClass::Input, None);
        self.m.decorate(id, Decoration::BuiltIn, vec![Operand::BuiltIn(builtin)]);
        self.m.decorate(id, Decoration::Constant, vec![]);
        self.m.name(id, &format!("__spirv_BuiltIn{builtin:?}"));
        self.builtin_variables.insert(builtin, id);
        id
    }

    /// Every builtin variable, for entry point interfaces.
    pub fn builtin_variable_ids(&self) -> Vec<Id> {
        self.builtin_variables.values().copied().collect()
    }
}
