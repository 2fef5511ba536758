//! SPV_KHR_cooperative_matrix rules beyond the grammar (the extension's
//! validation rules, which SPIRV-Tools checks):
//! - a bfloat component is the SPV_KHR_bfloat16 type and needs the
//!   BFloat16CooperativeMatrixKHR capability (an i16 carrier would multiply
//!   integers);
//! - Workgroup scope needs the work-group size of the kernels (LocalSize);
//! - `__spirv_AccessChain(ptr to matrix, index)`, as DPC++'s joint_matrix
//!   element access writes it, is an OpAccessChain whose base points to the
//!   matrix and whose result points to its component type.

use super::super::{LowerResult, ModuleLowering};
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use spirv_writer::spirv::{Capability, Op, Scope};
use spirv_writer::{Id, Operand, TypeKey};

impl ModuleLowering {
    /// The component type of a cooperative matrix written `shown`.
    pub fn cooperative_matrix_component(&mut self, component: Type, shown: &str) -> LowerResult<Id> {
        if component.kind() != TypeKind::BFloat {
            return self.lower_type(component);
        }
        self.needs_extension("SPV_KHR_bfloat16", shown)?;
        self.m
            .requirements
            .require_capability(Capability::BFloat16CooperativeMatrixKHR, || shown.to_string());
        Ok(self.m.intern_type(TypeKey::BFloat16))
    }

    /// An error unless every kernel has a fixed work-group size when a matrix
    /// of `scope` Workgroup exists (SPV_KHR_cooperative_matrix: such a type
    /// needs the LocalSize or LocalSizeId execution mode of its entry points).
    pub fn check_cooperative_matrix_scope(&self, scope: u32, shown: &str) -> LowerResult<()> {
        if scope != Scope::Workgroup as u32 {
            return Ok(());
        }
        let reqd = self.llvm.md_kind("reqd_work_group_size");
        let without_size: Vec<String> = self
            .llvm
            .functions()
            .into_iter()
            .filter(|f| ModuleLowering::is_kernel(*f) && f.global_metadata(reqd).is_none())
            .map(|f| format!("'{}'", f.name()))
            .collect();
        if without_size.is_empty() {
            return Ok(());
        }
        Err(LowerError::convention(
            shown,
            format!(
                "a cooperative matrix of Workgroup scope needs the work-group size of the kernels \
                 (reqd_work_group_size, which becomes the LocalSize execution mode); kernel {} has none",
                without_size.join(", ")
            ),
        ))
    }
}

/// The cooperative matrix type `pointer` points to, when it is (under
/// address-space and pointer casts) an alloca of one.
fn matrix_behind(pointer: Value) -> Option<Type> {
    let allocated = pointer.strip_pointer_casts().as_alloca()?.allocated_type();
    (allocated.kind() == TypeKind::TargetExt && allocated.target_ext_name() == "spirv.CooperativeMatrixKHR")
        .then_some(allocated)
}

impl FunctionLowering<'_> {
    /// `__spirv_AccessChain(ptr, index)` into a cooperative matrix held in an
    /// alloca; `None` for other access chains (the generic friendly lowering).
    pub fn lower_matrix_access_chain(&mut self, i: Call, opcode: &str) -> Option<LowerResult<()>> {
        if opcode != "AccessChain" && opcode != "InBoundsAccessChain" {
            return None;
        }
        let &[base, index] = &i.call_args()[..] else { return None };
        let matrix = matrix_behind(base)?;
        Some(self.matrix_access_chain(i, base, index, matrix))
    }

    fn matrix_access_chain(&mut self, i: Call, base: Value, index: Value, matrix: Type) -> LowerResult<()> {
        let matrix_id = self.ml.lower_type(matrix)?;
        let Some(TypeKey::CooperativeMatrix { component, .. }) = self.ml.type_key(matrix_id) else {
            return Err(LowerError::Internal("a cooperative matrix type that is not one"));
        };
        let base_id = self.pointer_operand(base, matrix)?;
        let storage = self.ml.storage_class(base.ty().address_space())?;
        let element_pointer = self.ml.m.type_pointer(storage, component);
        let index = self.operand(index)?;
        let result_type = self.ml.value_type(*i)?;
        let id = self.result_id(*i);
        let operands = vec![Operand::IdRef(base_id), Operand::IdRef(index)];
        if result_type == element_pointer {
            self.emit_as(id, Op::AccessChain, result_type, operands);
        } else {
            // The call's uses read the element as another type of its width.
            let chain = self.emit(Op::AccessChain, Some(element_pointer), operands);
            self.emitter_as(id).bitcast(result_type, chain);
        }
        self.name_result(*i, id);
        Ok(())
    }
}
