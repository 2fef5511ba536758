//! `__spirv_VectorExtractDynamic(m, i)` and `__spirv_VectorInsertDynamic(m,
//! v, i)` on a cooperative matrix, as DPC++'s joint_matrix element access
//! wrote it before `__spirv_AccessChain` (wi_element's operators).
//! OpVectorExtractDynamic needs a vector, so the element is read (written)
//! through an OpAccessChain into the matrix stored to a Function variable,
//! and the matrix with the new element is loaded back. The element may come
//! wrapped in single-member structs (SYCL's half class around a half), by
//! value or through a pointer, and an extract may return it through an sret
//! argument: the component is taken out of the wrappers, and they are
//! rebuilt around it. A typed-pointer joint matrix (a pointer to an opaque
//! `%spirv.JointMatrixINTEL.*` struct, SPV_INTEL_joint_matrix before Use) is
//! refused: it has no KHR equivalent.

use super::super::LowerResult;
use super::matrix_access::is_matrix_type;
use super::target_types::JOINT_MATRIX_WHY;
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::Access;
use spirv_writer::{Id, TypeKey};

/// How deep single-member structs around an element are looked through.
const MAX_WRAPPERS: usize = 4;

/// The error for a call on a typed-pointer joint matrix: a pointer to an
/// opaque `%spirv.JointMatrixINTEL.*` struct, whose type has no Use.
pub(super) fn typed_pointer_joint_matrix(source_name: &str) -> LowerError {
    LowerError::NotEmitted {
        what: format!(
            "'{source_name}' on a typed-pointer joint matrix (a pointer to an opaque \
             %spirv.JointMatrixINTEL.* struct, SPV_INTEL_joint_matrix without Use)"
        ),
        why: format!("SPV_KHR_cooperative_matrix has no matrix type without Use; {JOINT_MATRIX_WHY}"),
    }
}

/// The error for a dynamic element access whose matrix operand is a pointer:
/// OpVector*Dynamic needs a vector value.
fn pointer_matrix(source_name: &str, callee: &str) -> LowerError {
    if callee.contains("__spirv_JointMatrixINTEL") {
        return typed_pointer_joint_matrix(source_name);
    }
    LowerError::operand(source_name, "its vector operand", "a vector or a cooperative matrix, not a pointer")
}

impl FunctionLowering<'_> {
    /// A `__spirv_Vector{Extract,Insert}Dynamic` call on a cooperative
    /// matrix (or on a pointer, an error); `None` for other calls.
    pub fn lower_matrix_vector_element(
        &mut self,
        i: Call,
        source_name: &str,
        opcode: &str,
    ) -> Option<LowerResult<()>> {
        let insert = match opcode {
            "VectorExtractDynamic" => false,
            "VectorInsertDynamic" => true,
            _ => return None,
        };
        let mut args = i.call_args();
        let has_sret = i.called_operand().param_type_attribute(0, "sret").is_some();
        let sret = (has_sret && !args.is_empty()).then(|| args.remove(0));
        let matrix = *args.first()?;
        if matrix.ty().is_pointer() {
            return Some(Err(pointer_matrix(source_name, &i.called_operand().name())));
        }
        if !is_matrix_type(matrix.ty()) {
            return None;
        }
        Some(match (insert, &args[..], sret) {
            (false, &[m, index], _) => self.extract_matrix_element(i, sret, m, index),
            (true, &[m, value, index], None) => self.insert_matrix_element(i, m, value, index),
            _ => Err(LowerError::argument_count(
                source_name,
                if insert { "3 operands (matrix, value, index)" } else { "2 operands (matrix, index)" },
                args.len(),
            )),
        })
    }

    /// A pointer to element `index` of a copy of `matrix` in a new Function
    /// variable: (variable, element pointer, component type).
    fn matrix_element(&mut self, matrix: Value, index: Value) -> LowerResult<(Id, Id, Id)> {
        let base = self.spilled_matrix(matrix)?;
        let element_pointer = self.ml.m.type_pointer(base.storage, base.component);
        let index = self.operand(index)?;
        let pointer = self.emitter().access_chain(element_pointer, false, base.pointer, &[index]);
        Ok((base.pointer, pointer, base.component))
    }

    fn extract_matrix_element(
        &mut self,
        i: Call,
        sret: Option<Value>,
        matrix: Value,
        index: Value,
    ) -> LowerResult<()> {
        let (_, pointer, component) = self.matrix_element(matrix, index)?;
        let element = self.emitter().load(component, pointer, Access::PLAIN);
        let Some(sret) = sret else {
            let result_type = self.ml.value_type(*i)?;
            let value = self.wrap_component(element, component, result_type, 0)?;
            self.set_result(i, value);
            return Ok(());
        };
        let sret_type = self.ml.value_type(sret)?;
        let Some(TypeKey::Pointer { pointee, .. }) = self.ml.type_key(sret_type) else {
            return Err(LowerError::operand(
                "__spirv_VectorExtractDynamic",
                "its sret argument",
                "a pointer",
            ));
        };
        let value = self.wrap_component(element, component, pointee, 0)?;
        let destination = self.operand(sret)?;
        self.emitter().store(destination, value, Access::PLAIN);
        Ok(())
    }

    fn insert_matrix_element(
        &mut self,
        i: Call,
        matrix: Value,
        value: Value,
        index: Value,
    ) -> LowerResult<()> {
        let (variable, pointer, component) = self.matrix_element(matrix, index)?;
        let element = self.element_operand(value, component)?;
        self.emitter().store(pointer, element, Access::PLAIN);
        let matrix_type = self.ml.value_type(*i)?;
        let id = self.result_id(*i);
        self.emitter_as(id).load(matrix_type, variable, Access::PLAIN);
        self.name_result(*i, id);
        Ok(())
    }

    /// The component an insert writes: `value` itself, out of the
    /// single-member structs around it, or loaded through a pointer to them.
    fn element_operand(&mut self, value: Value, component: Id) -> LowerResult<Id> {
        let (mut id, mut ty) = if value.ty().is_pointer() {
            let pointer_type = self.ml.value_type(value)?;
            let Some(TypeKey::Pointer { pointee, .. }) = self.ml.type_key(pointer_type) else {
                return Err(LowerError::Internal("a pointer type that is not one"));
            };
            let pointer = self.operand(value)?;
            (self.emitter().load(pointee, pointer, Access::PLAIN), pointee)
        } else {
            (self.operand(value)?, self.ml.value_type(value)?)
        };
        for _ in 0..=MAX_WRAPPERS {
            match self.ml.type_key(ty) {
                _ if ty == component => return Ok(id),
                Some(TypeKey::Struct { members, .. }) if members.len() == 1 => {
                    ty = members[0];
                    id = self.emitter().composite_extract(ty, id, &[0]);
                }
                _ => return self.same_width_scalar(id, ty, component),
            }
        }
        Err(wrong_element())
    }

    /// `element` (of type `component`) as `wanted`: itself, inside
    /// single-member structs, or bitcast to a scalar of its width.
    fn wrap_component(&mut self, element: Id, component: Id, wanted: Id, depth: usize) -> LowerResult<Id> {
        if wanted == component {
            return Ok(element);
        }
        match self.ml.type_key(wanted) {
            Some(TypeKey::Struct { members, .. }) if members.len() == 1 && depth < MAX_WRAPPERS => {
                let inner = self.wrap_component(element, component, members[0], depth + 1)?;
                Ok(self.emitter().composite_construct(wanted, &[inner]))
            }
            _ => self.same_width_scalar(element, component, wanted),
        }
    }

    /// A scalar of type `from` as type `to` of the same width (bfloat and
    /// its i16 carrier, half and its bits).
    fn same_width_scalar(&mut self, id: Id, from: Id, to: Id) -> LowerResult<Id> {
        let width = |key: Option<TypeKey>| match key {
            Some(TypeKey::Int { width } | TypeKey::Float { width }) => Some(width),
            Some(TypeKey::BFloat16) => Some(16),
            _ => None,
        };
        match (width(self.ml.type_key(from)), width(self.ml.type_key(to))) {
            (Some(a), Some(b)) if a == b => Ok(self.emitter().bitcast(to, id)),
            _ => Err(wrong_element()),
        }
    }
}

fn wrong_element() -> LowerError {
    LowerError::operand(
        "__spirv_Vector{Extract,Insert}Dynamic",
        "the element",
        "the matrix's component type, a scalar of its width, or single-member structs around one",
    )
}
