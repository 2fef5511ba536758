//! How a function's address is written at module scope: as a small integer
//! (`function-pointers=indices`, the default: which functions get one, their
//! index as a constant address) or as SPV_INTEL_function_pointers'
//! CodeSectionINTEL pointer (`function-pointers=intel`). Calls through
//! them: `extensions::function_indices`, `extensions::function_pointers`.

use crate::diagnostics::LowerError;
use crate::llvm::{Value, ValueKind};
use crate::lower::module::function_table::FunctionEntry;
use crate::lower::{LowerResult, ModuleLowering};
use indexmap::IndexMap;
use spirv_writer::constants::SpecOperand;
use spirv_writer::spirv::{Decoration, Op, StorageClass};
use spirv_writer::{ConstantKey, Id};

pub const EXTENSION: &str = "SPV_INTEL_function_pointers";

impl ModuleLowering {
    /// Whether function addresses are the extension's CodeSectionINTEL
    /// pointers: only on request (`function-pointers=intel`), as no
    /// SPIRV-Tools release validates them (function_indices is the default).
    pub fn function_pointers_allowed(&self) -> bool {
        !self.uses_function_indices() && self.allows_extension(EXTENSION)
    }

    /// The extension's form is written only where the module is not
    /// validated (`validate=off`): SPIRV-Tools rejects it.
    pub(crate) fn check_unvalidated(&self, what: &str) -> LowerResult<()> {
        if self.validate == crate::options::Validate::Off {
            return Ok(());
        }
        Err(LowerError::NotEmitted {
            what: format!("{what} in SPV_INTEL_function_pointers' form (function-pointers=intel)"),
            why: "no SPIRV-Tools release validates it (OpConstantFunctionPointerINTEL names a function defined \
                  later, SPIRV-Tools PR #6232); add validate=off to write the module unvalidated, or leave \
                  function-pointers= at its default, indices"
                .into(),
        })
    }

    /// OpConstantFunctionPointerINTEL for the address of `function`.
    pub fn function_pointer_constant(&mut self, function: Value) -> LowerResult<Id> {
        self.needs_extension(
            EXTENSION,
            &format!("the address of function '{}' used as a value", function.name()),
        )?;
        self.check_unvalidated(&format!("the address of function '{}'", function.name()))?;
        let signature = self.function_signature(function)?;
        let ty = self.m.type_pointer(StorageClass::CodeSectionINTEL, signature.function_type);
        Ok(self.m.constant(ConstantKey::FunctionPointer { ty, function: signature.id }))
    }

    /// The SPIR-V type of a function's address (a pointer to its OpTypeFunction).
    pub fn function_address_type(&mut self, function: Value) -> LowerResult<Id> {
        let signature = self.function_signature(function)?;
        Ok(self.m.type_pointer(StorageClass::CodeSectionINTEL, signature.function_type))
    }

    /// The signature of `function`, declaring it now if its address is
    /// needed before the functions are declared (in a global initializer).
    fn function_signature(&mut self, function: Value) -> LowerResult<crate::lower::Signature> {
        if !self.signatures.contains_key(&function) {
            self.declare_function(function, &function.name())?;
        }
        self.signatures.get(&function).cloned().ok_or_else(|| LowerError::UndeclaredFunction {
            use_: "the address of function",
            function: function.name(),
        })
    }

    /// `referenced-indirectly` functions (SYCL's indirectly callable
    /// functions) get ReferencedIndirectlyINTEL in the extension's form
    /// (they are kept either way, as every defined function is).
    pub fn decorate_referenced_indirectly(&mut self, function: Value, id: Id) {
        if function.has_string_attribute(-1, "referenced-indirectly") && self.function_pointers_allowed() {
            self.m.decorate(id, Decoration::ReferencedIndirectlyINTEL, vec![]);
        }
    }

    /// Constant pointer `id` (of type `from`) as type `to` when the storage
    /// classes differ (a function address in a table of `ptr`): through an
    /// integer, as OpSpecConstantOp allows under the Kernel capability.
    pub fn constant_pointer_via_integer(&mut self, id: Id, to: Id) -> Id {
        let size = self.size_type();
        let int = self.m.constant(ConstantKey::SpecOp {
            ty: size,
            opcode: Op::ConvertPtrToU,
            operands: vec![SpecOperand::Id(id)],
        });
        self.m.constant(ConstantKey::SpecOp {
            ty: to,
            opcode: Op::ConvertUToPtr,
            operands: vec![SpecOperand::Id(int)],
        })
    }
}

/// The reference translator's CodeSectionINTEL address space
/// (SPIRAS_CodeSectionINTEL), where some front ends put functions
/// (`define ... addrspace(9)`) when the address-space map names no other.
pub const CODE_SECTION_ADDRESS_SPACE: u32 = 9;

/// How deep constant users (constant expressions, aggregates) are followed
/// to find whether a function's address reaches a use (deeper: assumed to),
/// and aliases and casts to find the function a callee names.
pub(crate) const MAX_CONSTANT_DEPTH: u32 = 16;

/// Every function whose address is used as a value, in module order, with
/// its index (from 1). Block invoke functions are not: their addresses stay
/// null (module::constants), as only enqueue_kernel, which names the
/// function, calls them.
pub fn address_taken(functions: &[FunctionEntry]) -> IndexMap<Value, u64> {
    functions
        .iter()
        .filter(|f| !f.name.contains("_block_invoke") && used_as_value(f.value, 0))
        .map(|f| f.value)
        .zip(1..)
        .collect()
}

/// Whether `v` is used other than as the callee of a call, or by the
/// `llvm.*` globals (`llvm.used`, annotations, constructors), which are not lowered.
fn used_as_value(v: Value, depth: u32) -> bool {
    v.users().into_iter().any(|u| {
        if let Some(call) = u.as_call() {
            return call.called_operand() != v || call.call_args().contains(&v);
        }
        match u.kind() {
            ValueKind::GlobalVariable => !u.name().starts_with("llvm."),
            ValueKind::Instruction | ValueKind::GlobalAlias => true,
            // A constant expression or aggregate: used if it is (a dead
            // constant LLVM keeps around has no users).
            _ if u.is_constant() => depth >= MAX_CONSTANT_DEPTH || used_as_value(u, depth + 1),
            _ => true,
        }
    })
}

impl ModuleLowering {
    /// Whether function addresses are written as indices.
    pub fn uses_function_indices(&self) -> bool {
        self.function_pointer_form == crate::options::FunctionPointers::Indices
    }

    /// The index of function `f`, if its address is used as a value.
    pub fn function_index(&self, f: Value) -> Option<u64> {
        self.function_indices().get(&f).copied()
    }

    /// Every address-taken function with its index (none where addresses
    /// are not written as indices).
    pub fn function_indices(&self) -> &IndexMap<Value, u64> {
        self.function_indices.get_or_init(|| match self.uses_function_indices() {
            true => address_taken(&self.functions),
            false => IndexMap::new(),
        })
    }

    /// The index of `f` as a size_t constant.
    pub(crate) fn function_index_constant(&mut self, f: Value) -> LowerResult<Id> {
        let index = self.function_index(f).ok_or_else(|| {
            LowerError::unsupported(format!("the address of function '{}' used here", f.name()))
        })?;
        let size = self.size_type();
        self.m.scalar_constant(size, index).ok_or(LowerError::Internal("a size_t constant"))
    }

    /// The address of `f` at module scope (a global initializer):
    /// OpSpecConstantOp ConvertUToPtr of its index.
    pub fn function_index_address(&mut self, f: Value) -> LowerResult<Id> {
        let index = self.function_index_constant(f)?;
        let ty = self.value_type(f)?;
        Ok(self.spec_op(ty, Op::ConvertUToPtr, vec![SpecOperand::Id(index)]))
    }
}
