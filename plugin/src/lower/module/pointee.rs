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
//!
//! Uses that need another pointee bitcast the pointer (`coerce_pointer`), so a
//! guess here costs a bitcast, never correctness.

use crate::llvm::EnumAttribute as EA;
use crate::llvm::{self, Opcode, Type, Value};
use crate::local_hash::LocalHashMap;
use crate::lower::module::function_table::FunctionEntry;
use crate::lower::module::kernel_metadata::KernelMetadataIndex;
use indexmap::IndexSet;
use spirv_writer::FastIndexSet;

/// The tables are never iterated; they are hashed by address
/// (`LocalHashMap`), so the answers about one function's values, allocated
/// together, share cache lines: a module-wide table of a large module is
/// far larger than the cache.
pub struct Pointees {
    i8: Type,
    memo: LocalHashMap<Value, Type>,
    in_progress: FastIndexSet<Value>,
    /// What the uses of a pointer demand (see `demand_of`).
    demands: LocalHashMap<Value, Option<Type>>,
    /// Hints for kernel parameters from `!kernel_arg_base_type`.
    hints: LocalHashMap<Value, Type>,
    /// How many `pointee_of` calls are under way (they nest through calls
    /// and returns of defined functions).
    depth: u32,
}

/// Pointee questions nest through function calls (a parameter's pointee is
/// what its callee's uses demand, and so on) at most this deep; deeper, the
/// default pointee is the answer (a guess costs a bitcast, never correctness,
/// and a chain of a million calls cannot overflow the host's stack).
const MAX_DEPTH: u32 = 64;

/// What one value says about its pointee.
enum Step {
    Known(Type),
    /// The same as this operand's (a cast, select or phi whose uses say nothing).
    SameAs(Value),
}

impl Pointees {
    /// The pointees of `module`, with the kernel parameters' hints read
    /// from its metadata up front (so no question can come before them).
    pub fn new(module: llvm::Module, functions: &[FunctionEntry], kernel_md: &KernelMetadataIndex) -> Self {
        Pointees {
            i8: module.int_type(8),
            memo: LocalHashMap::default(),
            in_progress: FastIndexSet::default(),
            demands: LocalHashMap::default(),
            hints: kernel_parameter_hints(module, functions, kernel_md),
            depth: 0,
        }
    }

    /// Fixes the pointee of `v` to i8, whatever its uses demand (the block
    /// parameter of an invoke function OpEnqueueKernel names must point to i8).
    pub fn force_byte_pointee(&mut self, v: Value) {
        self.memo.insert(v, self.i8);
    }

    pub fn default_pointee(&self) -> Type {
        self.i8
    }

    /// The pointee type of pointer value `v`. Chains of casts, selects and
    /// phis (which can be arbitrarily long) are walked with a loop, and every
    /// value on the chain gets the answer.
    pub fn pointee_of(&mut self, v: Value) -> Type {
        if let Some(&t) = self.memo.get(&v) {
            return t;
        }
        if self.depth >= MAX_DEPTH {
            return self.i8;
        }
        // A GEP's pointee is fixed by its definition (`step`): nothing to
        // remember for the one query per address computation.
        if v.opcode() == Some(Opcode::GetElementPtr) && v.ty().scalar().is_opaque_pointer() {
            return v.gep_result_element_type();
        }
        self.depth += 1;
        let mut chain = Vec::new();
        let mut current = v;
        let t = loop {
            if let Some(&t) = self.memo.get(&current) {
                break t;
            }
            // (A vector of pointers points where its lanes do.)
            if !current.ty().scalar().is_opaque_pointer() {
                break current.ty().scalar().element();
            }
            if !self.in_progress.insert(current) {
                break self.i8; // a cycle through phis: settle for the default
            }
            chain.push(current);
            match self.step(current) {
                Step::Known(t) => break t,
                Step::SameAs(operand) => current = operand,
            }
        };
        for value in chain {
            self.in_progress.swap_remove(&value);
            self.memo.insert(value, t);
        }
        self.depth -= 1;
        t
    }

    fn step(&mut self, v: Value) -> Step {
        if v.is_global_variable() || v.is_function() {
            return Step::Known(v.global_value_type());
        }
        if v.is_argument() {
            // byval/sret/byref/elementtype say what the parameter points to.
            let (function, index) = (v.param_parent(), v.param_index());
            for attribute in [EA::ByVal, EA::StructRet, EA::ByRef, EA::ElementType, EA::Preallocated] {
                if let Some(t) = function.param_type_attribute(index, attribute) {
                    return Step::Known(t);
                }
            }
            let hint = self.hints.get(&v).copied();
            return Step::Known(self.demand_of(v).or(hint).unwrap_or(self.i8));
        }
        let opcode = v.opcode().or_else(|| v.const_opcode());
        let demanded_or = |this: &mut Self, operand: Option<Value>| match this.demand_of(v) {
            Some(t) => Step::Known(t),
            None => operand.map_or(Step::Known(this.i8), Step::SameAs),
        };
        match opcode {
            Some(Opcode::Alloca) => Step::Known(v.as_alloca().map_or(self.i8, |a| a.allocated_type())),
            Some(Opcode::GetElementPtr) => Step::Known(v.gep_result_element_type()),
            Some(Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::Freeze) => {
                demanded_or(self, Some(v.operand(0)))
            }
            Some(Opcode::Select) => demanded_or(self, Some(v.operand(1))),
            Some(Opcode::Phi) => {
                let first = v.as_phi().and_then(|phi| phi.incoming().next().map(|(value, _)| value));
                demanded_or(self, first)
            }
            Some(Opcode::IntToPtr) => Step::Known(self.demand_of(v).unwrap_or(self.i8)),
            Some(Opcode::Call) => {
                let Some(v) = v.as_call() else { return Step::Known(self.i8) };
                let callee = v.called_operand();
                if callee.is_function() && !callee.is_declaration() {
                    Step::Known(self.return_pointee(callee))
                } else if crate::lower::module::mangling::source_name(&callee.name()).starts_with("__spirv_")
                {
                    // A SPIR-V friendly call's pointer (a storage-class cast, a
                    // decorated pointer): what its uses read.
                    Step::Known(self.demand_of(*v).unwrap_or(self.i8))
                } else {
                    Step::Known(self.i8)
                }
            }
            _ => Step::Known(self.i8),
        }
    }

    /// The pointee of what a defined function returns: its first returned pointer.
    pub fn return_pointee(&mut self, function: Value) -> Type {
        for block in function.basic_blocks() {
            if let Some(t) = block.terminator() {
                if t.opcode() == Some(Opcode::Ret) && t.num_operands() == 1 {
                    return self.pointee_of(t.operand(0));
                }
            }
        }
        self.i8
    }

    /// The first pointee type a use of `v` demands: a depth-first search
    /// through its users, looking through casts, phis and selects, with an
    /// explicit stack (use chains can be millions long). Answers are kept
    /// for every value the search finishes, so a long chain is searched once.
    fn demand_of(&mut self, root: Value) -> Option<Type> {
        if let Some(&known) = self.demands.get(&root) {
            return known;
        }
        let mut visited = IndexSet::new();
        // The values being searched, each with its transparent users and how
        // many of them have been searched.
        let mut path: Vec<(Value, Vec<Value>, usize)> = Vec::new();
        let mut next = Some(root);
        let found = loop {
            if let Some(v) = next.take() {
                match self.demands.get(&v) {
                    Some(&Some(t)) => break Some(t),
                    Some(None) => {}
                    None if visited.insert(v) => {
                        let users = v.users();
                        // Direct demands first: they are the most precise.
                        let mut direct = None;
                        for &u in &users {
                            if let Some(t) = self.direct_demand(v, u) {
                                direct = Some(t);
                                break;
                            }
                        }
                        path.push((v, users.into_iter().filter(|u| is_transparent(*u)).collect(), 0));
                        if direct.is_some() {
                            break direct;
                        }
                    }
                    None => {}
                }
            }
            let Some((_, users, searched)) = path.last_mut() else { break None };
            if let Some(&u) = users.get(*searched) {
                *searched += 1;
                next = Some(u);
            } else if let Some((done, _, _)) = path.pop() {
                self.demands.insert(done, None);
            }
        };
        for (v, _, _) in path {
            self.demands.insert(v, found);
        }
        self.demands.insert(root, found);
        found
    }

    /// What use `u` of pointer `v` needs `v` to point to, if it says.
    fn direct_demand(&mut self, v: Value, u: Value) -> Option<Type> {
        match u.opcode()? {
            Opcode::Load if u.operand(0) == v => Some(u.ty()),
            Opcode::Store if u.operand(1) == v => Some(u.operand(0).ty()),
            Opcode::GetElementPtr if u.operand(0) == v => Some(u.gep_source_element_type()),
            Opcode::AtomicRMW if u.operand(0) == v => Some(u.operand(1).ty()),
            Opcode::AtomicCmpXchg if u.operand(0) == v => Some(u.operand(1).ty()),
            Opcode::Call => {
                let u = u.as_call()?;
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

/// Users a pointer's demand is looked for through.
fn is_transparent(u: Value) -> bool {
    let opcode = u.opcode();
    u.ty().is_pointer()
        && matches!(
            opcode,
            Some(Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::Phi | Opcode::Select | Opcode::Freeze)
        )
}

/// An OpenCL C scalar or vector type name (`float4`, `uint`) as an LLVM type.
fn opencl_type(module: llvm::Module, name: &str) -> Option<Type> {
    let name = name.trim().trim_start_matches("const ").trim_start_matches("volatile ").trim();
    let digits = name.bytes().rev().take_while(u8::is_ascii_digit).count();
    let (base, count) = name.split_at(name.len() - digits);
    let scalar = match base {
        "char" | "uchar" | "unsigned char" | "bool" => module.int_type(8),
        "short" | "ushort" | "unsigned short" => module.int_type(16),
        "int" | "uint" | "unsigned int" => module.int_type(32),
        "long" | "ulong" | "unsigned long" => module.int_type(64),
        "half" => module.float_type(16)?,
        "float" => module.float_type(32)?,
        "double" => module.float_type(64)?,
        _ => return None,
    };
    match count {
        "" => Some(scalar),
        n => Some(module.vector_type(scalar, n.parse().ok()?)),
    }
}

/// Pointee hints for kernel pointer parameters, from the source types
/// `!kernel_arg_base_type` gives them (`int*` -> i32).
fn kernel_parameter_hints(
    module: llvm::Module,
    functions: &[FunctionEntry],
    kernel_md: &KernelMetadataIndex,
) -> LocalHashMap<Value, Type> {
    let mut hints = LocalHashMap::default();
    for entry in functions {
        if !entry.is_kernel() && !entry.is_clang_kernel_body() {
            continue;
        }
        let f = entry.value;
        let Some(types) = kernel_md.get(f, "kernel_arg_base_type") else { continue };
        for (index, param) in f.params().into_iter().enumerate() {
            let Some(name) = types.string_operand(index) else { continue };
            if let Some(pointee) = name.strip_suffix('*').and_then(|n| opencl_type(module, n)) {
                if param.ty().is_pointer() {
                    hints.insert(param, pointee);
                }
            }
        }
    }
    hints
}
