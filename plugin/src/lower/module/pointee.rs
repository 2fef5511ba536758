//! Pointee inference for opaque pointers.
//!
//! SPIR-V 1.0-1.6 pointers are typed; LLVM 16 pointers are not. Each pointer
//! value gets one pointee type:
//! - fixed by its definition: allocas, globals, GEPs (result element type);
//! - free (arguments, casts, phis, selects, int-to-ptr): the first type its
//!   uses demand (loads, stores, GEPs, atomics, calls to defined functions),
//!   looking through casts, phis and selects; then the operand's pointee;
//! - anything else (loaded pointers, results of external calls): i8, the
//!   pointee `types::lower_type` gives a bare pointer type.
//! Uses that need another pointee bitcast the pointer (`coerce_pointer`), so a
//! guess here costs a bitcast, never correctness.

use crate::llvm::{self, Opcode, Type, Value};
use indexmap::{IndexMap, IndexSet};

pub struct Pointees {
    i8: Type,
    memo: IndexMap<Value, Type>,
    in_progress: IndexSet<Value>,
    /// Hints for kernel parameters from `!kernel_arg_base_type`.
    hints: IndexMap<Value, Type>,
}

impl Pointees {
    pub fn new(module: llvm::Module) -> Self {
        Pointees { i8: module.int_type(8), memo: IndexMap::new(), in_progress: IndexSet::new(), hints: IndexMap::new() }
    }

    /// A pointee for `param` to use when its uses say nothing.
    pub fn hint(&mut self, param: Value, pointee: Type) {
        self.hints.insert(param, pointee);
    }

    /// Fixes the pointee of `v` to i8, whatever its uses demand (the block
    /// parameter of an invoke function OpEnqueueKernel names must point to i8).
    pub fn force_byte_pointee(&mut self, v: Value) {
        self.memo.insert(v, self.i8);
    }

    pub fn default_pointee(&self) -> Type {
        self.i8
    }

    /// The pointee type of pointer value `v`.
    pub fn pointee_of(&mut self, v: Value) -> Type {
        if let Some(&t) = self.memo.get(&v) {
            return t;
        }
        // (A vector of pointers points where its lanes do.)
        if !v.ty().scalar().is_opaque_pointer() {
            return v.ty().scalar().element();
        }
        if !self.in_progress.insert(v) {
            return self.i8; // a cycle through phis: settle for the default
        }
        let t = self.infer(v);
        self.in_progress.swap_remove(&v);
        self.memo.insert(v, t);
        t
    }

    fn infer(&mut self, v: Value) -> Type {
        if v.is_global_variable() || v.is_function() {
            return v.global_value_type();
        }
        if v.is_argument() {
            // byval/sret/byref/elementtype say what the parameter points to.
            let (function, index) = (v.param_parent(), v.param_index());
            for attribute in ["byval", "sret", "byref", "elementtype", "preallocated"] {
                if let Some(t) = function.param_type_attribute(index, attribute) {
                    return t;
                }
            }
            let hint = self.hints.get(&v).copied();
            return self.demand_of(v).or(hint).unwrap_or(self.i8);
        }
        let opcode = v.opcode().or_else(|| v.const_opcode());
        match opcode {
            Some(Opcode::LLVMAlloca) => v.allocated_type(),
            Some(Opcode::LLVMGetElementPtr) => v.gep_result_element_type(),
            Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast | Opcode::LLVMFreeze) => {
                self.demand_of(v).unwrap_or_else(|| self.pointee_of(v.operand(0)))
            }
            Some(Opcode::LLVMSelect) => self.demand_of(v).unwrap_or_else(|| self.pointee_of(v.operand(1))),
            Some(Opcode::LLVMPHI) => self.demand_of(v).unwrap_or_else(|| {
                v.incoming().first().map(|(value, _)| *value).map_or(self.i8, |first| self.pointee_of(first))
            }),
            Some(Opcode::LLVMIntToPtr) => self.demand_of(v).unwrap_or(self.i8),
            Some(Opcode::LLVMCall) => {
                let callee = v.called_operand();
                if callee.is_function() && !callee.is_declaration() {
                    self.return_pointee(callee)
                } else {
                    self.i8
                }
            }
            _ => self.i8,
        }
    }

    /// The pointee of what a defined function returns: its first returned pointer.
    pub fn return_pointee(&mut self, function: Value) -> Type {
        for block in function.basic_blocks() {
            if let Some(t) = block.terminator() {
                if t.opcode() == Some(Opcode::LLVMRet) && t.num_operands() == 1 {
                    return self.pointee_of(t.operand(0));
                }
            }
        }
        self.i8
    }

    /// The first pointee type a use of `v` demands.
    fn demand_of(&mut self, v: Value) -> Option<Type> {
        let mut visited = IndexSet::new();
        self.demand_through(v, &mut visited)
    }

    fn demand_through(&mut self, v: Value, visited: &mut IndexSet<Value>) -> Option<Type> {
        if !visited.insert(v) {
            return None;
        }
        let users = v.users();
        // Direct demands first: they are the most precise.
        for &u in &users {
            if let Some(t) = self.direct_demand(v, u) {
                return Some(t);
            }
        }
        for &u in &users {
            let transparent = matches!(
                u.opcode(),
                Some(Opcode::LLVMBitCast | Opcode::LLVMAddrSpaceCast | Opcode::LLVMPHI | Opcode::LLVMSelect | Opcode::LLVMFreeze)
            );
            if transparent && u.ty().is_pointer() {
                if let Some(t) = self.demand_through(u, visited) {
                    return Some(t);
                }
            }
        }
        None
    }

    /// What use `u` of pointer `v` needs `v` to point to, if it says.
    fn direct_demand(&mut self, v: Value, u: Value) -> Option<Type> {
        match u.opcode()? {
            Opcode::LLVMLoad if u.operand(0) == v => Some(u.ty()),
            Opcode::LLVMStore if u.operand(1) == v => Some(u.operand(0).ty()),
            Opcode::LLVMGetElementPtr if u.operand(0) == v => Some(u.gep_source_element_type()),
            Opcode::LLVMAtomicRMW if u.operand(0) == v => Some(u.operand(1).ty()),
            Opcode::LLVMAtomicCmpXchg if u.operand(0) == v => Some(u.operand(1).ty()),
            Opcode::LLVMCall => {
                let callee = u.called_operand();
                if !callee.is_function() || callee.is_declaration() {
                    return None;
                }
                let index = u.call_args().iter().position(|a| *a == v)?;
                let param = *callee.params().get(index)?;
                if !param.ty().is_pointer() {
                    return None;
                }
                Some(self.pointee_of(param))
            }
            _ => None,
        }
    }
}
