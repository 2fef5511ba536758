//! Builtin variables in the global form of SPIR-V friendly IR ("SPIR-V Representation in LLVM IR"):
//! `@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>`.
//! Each becomes one Input variable decorated BuiltIn. Loads from it, or
//! through constant GEPs/casts of it, load the variable and extract the
//! element; the pointers themselves never reach the SPIR-V (Input storage
//! cannot be addressed like the global's CrossWorkgroup).

use crate::diagnostics::LowerError;
use crate::llvm::{Opcode, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{BuiltIn, Op};
use spirv_writer::Operand;
use std::str::FromStr;

/// The builtin a global variable stands for, from its name.
pub fn builtin_of_global(v: Value) -> Option<BuiltIn> {
    if !v.is_global_variable() {
        return None;
    }
    BuiltIn::from_str(v.name().strip_prefix("__spirv_BuiltIn")?).ok()
}

/// A pointer into a builtin global: the global and the element indices
/// (after the leading zero) its GEPs select.
pub struct BuiltinAccess {
    pub global: Value,
    pub builtin: BuiltIn,
    pub indices: Vec<Value>,
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
            Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast => {}
            Opcode::LLVMGetElementPtr => geps.push(current),
            _ => return None,
        }
        current = current.operand(0);
    };
    // The first index of each GEP steps over whole variables: only 0 makes sense.
    let indices = geps.iter().rev().flat_map(|gep| gep.operands().into_iter().skip(2)).collect();
    Some(BuiltinAccess { global: current, builtin, indices })
}

impl FunctionLowering<'_> {
    /// A load through a builtin global: load the Input variable, then extract.
    pub fn lower_builtin_load(&mut self, i: Value, access: BuiltinAccess) -> LowerResult<()> {
        let value_type = access.global.global_value_type();
        let variable_type = self.ml.lower_type(value_type)?;
        let variable = self.ml.builtin_variable(access.builtin, variable_type);
        let result_type = self.ml.value_type(i)?;
        let loaded = self.emit(Op::Load, Some(variable_type), vec![Operand::IdRef(variable)]);
        let value = match access.indices.as_slice() {
            [] if result_type == variable_type => loaded,
            // A scalar load through the bare global reads element 0.
            [] if value_type.is_vector() => self.emit(
                Op::CompositeExtract,
                Some(result_type),
                vec![Operand::IdRef(loaded), Operand::LiteralBit32(0)],
            ),
            [index] if value_type.is_vector() => match index.const_int_zext() {
                Some(n) => self.emit(
                    Op::CompositeExtract,
                    Some(result_type),
                    vec![Operand::IdRef(loaded), Operand::LiteralBit32(n as u32)],
                ),
                None => {
                    let index = self.operand(*index)?;
                    self.emit(
                        Op::VectorExtractDynamic,
                        Some(result_type),
                        vec![Operand::IdRef(loaded), Operand::IdRef(index)],
                    )
                }
            },
            _ => {
                return Err(LowerError::unsupported(format!(
                    "this access to builtin variable '{}' ({})",
                    access.global.name(),
                    value_type.print()
                )))
            }
        };
        self.alias(i, value);
        Ok(())
    }

    /// Pointers derived from builtin globals are only used by loads (checked
    /// here, so that none of them needs a SPIR-V value).
    pub fn check_builtin_pointer_uses(&mut self, v: Value) -> LowerResult<()> {
        for user in v.users() {
            let fine = match user.opcode() {
                Some(Opcode::LLVMLoad) => true,
                Some(Opcode::LLVMGetElementPtr | Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast) => {
                    user.operand(0) == v
                }
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
}
