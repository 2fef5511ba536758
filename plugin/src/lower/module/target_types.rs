//! `target("spirv.*")` types of extensions: OpTypeCooperativeMatrixKHR
//! (SPV_KHR_cooperative_matrix: `target("spirv.CooperativeMatrixKHR",
//! component, scope, rows, columns, use)`), and every type instruction of
//! the grammar that has no operands (the SPV_INTEL_device_side_avc_motion_estimation
//! payload and result types, OpTypeRayQueryKHR...). The capabilities and
//! extensions they need come from the grammar; anything else is an error
//! naming the type.

use crate::diagnostics::LowerError;
use crate::llvm::{Type, TypeKind};
use crate::lower::{LowerResult, ModuleLowering};
use rspirv::grammar::OperandKind;
use spirv_writer::spirv::{Capability, CooperativeMatrixUse, Scope};
use spirv_writer::{Id, TypeKey};

impl ModuleLowering {
    /// OpTypeCooperativeMatrixKHR; `ints` are scope, rows, columns and use.
    pub fn cooperative_matrix_type(&mut self, component: Type, ints: &[u32], shown: &str) -> LowerResult<Id> {
        self.needs_extension("SPV_KHR_cooperative_matrix", shown)?;
        let [scope, rows, columns, usage] = ints[..] else {
            return Err(LowerError::convention(
                shown,
                "needs 4 integer parameters (Scope, Rows, Columns, Use)",
            ));
        };
        check_scope(scope, shown)?;
        self.check_cooperative_matrix_scope(scope, shown)?;
        let component = self.cooperative_matrix_component(component, shown)?;
        let [scope, rows, columns, usage] = [scope, rows, columns, usage].map(|v| self.m.constant_u32(v));
        Ok(self.m.intern_type(TypeKey::CooperativeMatrix { component, scope, rows, columns, usage }))
    }

    /// `target("spirv.X")` for a grammar type instruction `OpTypeX` without
    /// operands.
    pub fn operandless_type(&mut self, kind: &str, shown: &str) -> LowerResult<Id> {
        if let Some((extension, why)) = unvalidatable_type(kind) {
            return Err(LowerError::NotEmitted {
                what: format!("{shown} is a type of {extension}"),
                why: why.to_string(),
            });
        }
        let class = spirv_writer::grammar::class_by_name(&format!("Type{kind}"));
        match class {
            Some(class) if class.operands.iter().all(|o| o.kind == OperandKind::IdResult) => {
                for extension in class.extensions {
                    self.needs_extension(extension, shown)?;
                }
                Ok(self.m.intern_type(TypeKey::Operandless { op: class.opcode }))
            }
            Some(_) => Err(LowerError::unsupported_because(shown, format!("SPIR-V type OpType{kind} has operands this emitter does not read from a target type"))),
            None => Err(LowerError::convention(
                shown,
                format!("not a SPIR-V type (the grammar has no OpType{kind}); known: Image, SampledImage, Sampler, Event, DeviceEvent, ReserveId, Queue, Pipe, PipeStorage, CooperativeMatrixKHR and operandless types such as AvcImePayloadINTEL")
            )),
        }
    }
}

/// Whether a cooperative matrix type may have `scope`: SPV_KHR_cooperative_matrix
/// shares matrices among a subgroup or a work-group.
fn is_matrix_scope(scope: u32) -> bool {
    scope == Scope::Subgroup as u32 || scope == Scope::Workgroup as u32
}

/// Whether the KHR parameters (Scope, Rows, Columns, Use) describe a matrix.
fn is_matrix_reading([scope, _, _, usage]: [u32; 4]) -> bool {
    is_matrix_scope(scope) && CooperativeMatrixUse::from_u32(usage).is_some()
}

/// The integer parameters of `target("spirv.CooperativeMatrixKHR", T, ...)`
/// in KHR order (Scope, Rows, Columns, Use). IR converted from DPC++'s joint
/// matrices keeps their order (Rows, Columns, Scope, Use): that reading is
/// taken only when the KHR one is no matrix (its Scope no subgroup or
/// work-group, or its Use none) and the other one is, with a warning naming
/// the type (once: types are lowered once). Anything else stays as given,
/// for `cooperative_matrix_type` to check.
pub fn khr_matrix_parameters(ints: &[u32], shown: &str) -> Vec<u32> {
    let ordered = khr_matrix_order(ints);
    if ordered != ints {
        crate::lower::warn(&format!(
            "spirv-emit: warning: {shown}: read as (component type, Rows, Columns, Scope, Use), the order \
             of DPC++'s joint matrices, since in the KHR order (component type, Scope, Rows, Columns, Use) \
             it would have Scope {} and Use {}\n",
            ints[0], ints[3]
        ));
    }
    ordered
}

/// `khr_matrix_parameters` without the warning.
pub(crate) fn khr_matrix_order(ints: &[u32]) -> Vec<u32> {
    let &[a, b, c, d] = ints else { return ints.to_vec() };
    let (khr, joint) = ([a, b, c, d], [c, a, b, d]);
    if is_matrix_reading(khr) || !is_matrix_reading(joint) {
        return ints.to_vec();
    }
    joint.to_vec()
}

/// An error unless `scope` is a SPIR-V Scope: anything else is no type
/// SPIR-V has (the joint-matrix order, Scope after Rows and Columns, was
/// tried first by `khr_matrix_parameters` where it fits). Use is not checked: DPC++'s
/// Use 3 (its "Unnecessary") is passed through, as the reference translator
/// does and SPIRV-Tools accepts.
fn check_scope(scope: u32, shown: &str) -> LowerResult<()> {
    if Scope::from_u32(scope).is_some() {
        return Ok(());
    }
    Err(LowerError::convention(
        shown,
        format!(
            "Scope {scope} is no SPIR-V scope; the parameters are component type, Scope, Rows, Columns, Use"
        ),
    ))
}

/// Types the reference translator emits that no SPIRV-Tools release here
/// (2023.1, 2025.5) accepts: a module using them cannot be validated, so
/// they are refused with the reason.
fn unvalidatable_type(kind: &str) -> Option<(&'static str, &'static str)> {
    let base = kind.split('.').next().unwrap_or(kind);
    match base {
        "JointMatrixINTEL" => Some(("SPV_INTEL_joint_matrix", JOINT_MATRIX_WHY)),
        "TokenINTEL" => Some(("SPV_INTEL_token_type", TOKEN_WHY)),
        "BufferSurfaceINTEL" => Some(("SPV_INTEL_vector_compute", BUFFER_SURFACE_WHY)),
        _ => None,
    }
}

pub const JOINT_MATRIX_WHY: &str = "OpTypeJointMatrixINTEL and the JointMatrix*INTEL instructions are in no SPIR-V grammar \
     (SPIRV-Headers, SPIRV-Tools 2023.1 and 2025.5 reject them); use SPV_KHR_cooperative_matrix \
     (target(\"spirv.CooperativeMatrixKHR\", ...) and __spirv_CooperativeMatrix*KHR), which DPC++ emits today";
pub const BUFFER_SURFACE_WHY: &str = "SPIRV-Tools 2023.1 and 2025.5 reject OpTypeBufferSurfaceINTEL wherever a type can be \
     declared (\"TypeBufferSurfaceINTEL must appear in a block\"), the reference translator's output included";
pub const TOKEN_WHY: &str =
    "OpTypeTokenINTEL is in no SPIR-V grammar (SPIRV-Tools 2023.1 and 2025.5 reject it)";

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
            .functions
            .iter()
            .filter(|f| f.is_kernel() && f.value.global_metadata(reqd).is_none())
            .map(|f| format!("'{}'", f.name))
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

pub(crate) fn no_khr_equivalent(shown: &str, what: &str) -> LowerError {
    LowerError::NotEmitted {
        what: format!("{shown} uses {what} of SPV_INTEL_joint_matrix"),
        why: format!("SPV_KHR_cooperative_matrix, which spirv-emit maps joint matrices to, has no equivalent; {JOINT_MATRIX_WHY}"),
    }
}

impl ModuleLowering {
    /// `target("spirv.JointMatrixINTEL", T, Rows, Columns, Layout, Scope, Use)`
    /// as OpTypeCooperativeMatrixKHR.
    pub fn joint_matrix_type(
        &mut self,
        component: Option<Type>,
        ints: &[u32],
        shown: &str,
    ) -> LowerResult<Id> {
        let component = component.ok_or_else(|| LowerError::convention(shown, "needs a component type"))?;
        match ints {
            [rows, columns, layout, scope, usage] => {
                if *layout == 2 {
                    return Err(no_khr_equivalent(shown, "the packed (VNNI) layout"));
                }
                self.cooperative_matrix_type(component, &[*scope, *rows, *columns, *usage], shown)
            }
            [_, _, _, _] => Err(no_khr_equivalent(shown, "a matrix type without Use")),
            [_, _, _, _, _, _] => Err(no_khr_equivalent(shown, "a component type interpretation")),
            _ => Err(LowerError::convention(
                shown,
                "needs 5 integer parameters (Rows, Columns, Layout, Scope, Use)",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::khr_matrix_order;

    #[test]
    fn matrix_parameter_orders() {
        // KHR order kept: a matrix as given.
        assert_eq!(khr_matrix_order(&[3, 8, 16, 2]), vec![3, 8, 16, 2]);
        // Joint order (Rows, Columns, Scope, Use) where only it is a matrix.
        assert_eq!(khr_matrix_order(&[8, 16, 3, 2]), vec![3, 8, 16, 2]);
        assert_eq!(khr_matrix_order(&[16, 16, 2, 1]), vec![2, 16, 16, 1]);
        // KHR Use 3 (DPC++'s "Unnecessary") with no matrix in the other order: as given.
        assert_eq!(khr_matrix_order(&[2, 48, 12, 3]), vec![2, 48, 12, 3]);
        // Neither order a matrix: as given, for the Scope check to refuse.
        assert_eq!(khr_matrix_order(&[8, 16, 5, 2]), vec![8, 16, 5, 2]);
        // Both orders matrices: the KHR one.
        assert_eq!(khr_matrix_order(&[3, 3, 3, 2]), vec![3, 3, 3, 2]);
        assert_eq!(khr_matrix_order(&[3, 8]), vec![3, 8]);
    }
}
