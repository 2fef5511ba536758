//! SPV_INTEL_joint_matrix as cooperative matrices of SPV_KHR_cooperative_matrix.
//! OpTypeJointMatrixINTEL and the JointMatrix*INTEL instructions are in no
//! SPIR-V grammar (SPIRV-Headers of SDK 1.4.341; SPIRV-Tools 2025.5 rejects
//! them), but where their meaning agrees with the KHR extension, DPC++'s
//! older SPIR-V friendly IR becomes the KHR form:
//!
//! - `target("spirv.JointMatrixINTEL", T, Rows, Columns, Layout, Scope, Use)`
//!   -> OpTypeCooperativeMatrixKHR T Scope Rows Columns Use (the Use values
//!   agree; the layout moves to the loads and stores);
//! - `__spirv_JointMatrixLoadINTEL(pointer, stride, layout, scope[, memory operands])`
//!   -> OpCooperativeMatrixLoadKHR pointer layout stride [memory operands];
//! - `__spirv_JointMatrixStoreINTEL(pointer, matrix, stride, layout, scope[, memory operands])`
//!   -> OpCooperativeMatrixStoreKHR;
//! - `__spirv_JointMatrix{,SU,US,UU}MadINTEL(A, B, C, scope)` ->
//!   OpCooperativeMatrixMulAddKHR, the signedness of A and B from the name
//!   (integer accumulators are signed, as DPC++'s are);
//! - `__spirv_JointMatrixWorkItemLengthINTEL(matrix)` -> OpCooperativeMatrixLengthKHR.
//!
//! IR converted from these calls to KHR names keeps their shapes:
//! `__spirv_CooperativeMatrixMadKHR(A, B, C[, scope])` is the Mad above, and
//! `__spirv_CooperativeMatrix{Load,Store}KHR` with the stride before the
//! layout and a scope after it (`joint_order`) the Load and Store above. A
//! scope operand that disagrees with the matrices' is a warning (theirs wins).
//!
//! The packed (VNNI) and dynamic layouts, a type without Use, the component
//! type interpretation parameter and the other JointMatrix*INTEL
//! instructions have no KHR equivalent here: errors saying so.

use super::matrix_elements::typed_pointer_joint_matrix;
use crate::diagnostics::LowerError;
use crate::llvm::{Call, Type, TypeKind, Value};
use crate::lower::body::function::FunctionLowering;
use crate::lower::module::target_types::khr_matrix_order;
use crate::lower::module::target_types::no_khr_equivalent;
use crate::lower::LowerResult;
use spirv_writer::spirv::{
    CooperativeMatrixLayout, CooperativeMatrixOperands as CMO, MemoryAccess, Op, Scope,
};
use spirv_writer::{Id, Operand};

/// The friendly names mapped here and what they become.
#[derive(Clone, Copy, Debug, PartialEq)]
enum JointOp {
    Load,
    Store,
    /// Multiply-add with A and B signed (for integers) as given.
    Mad {
        a_signed: bool,
        b_signed: bool,
    },
    Length,
}

const JOINT_OPS: &[(&str, JointOp)] = &[
    ("__spirv_JointMatrixLoadINTEL", JointOp::Load),
    ("__spirv_JointMatrixStoreINTEL", JointOp::Store),
    ("__spirv_JointMatrixMadINTEL", JointOp::Mad { a_signed: true, b_signed: true }),
    ("__spirv_JointMatrixSUMadINTEL", JointOp::Mad { a_signed: true, b_signed: false }),
    ("__spirv_JointMatrixUSMadINTEL", JointOp::Mad { a_signed: false, b_signed: true }),
    ("__spirv_JointMatrixUUMadINTEL", JointOp::Mad { a_signed: false, b_signed: false }),
    ("__spirv_JointMatrixWorkItemLengthINTEL", JointOp::Length),
    // JointMatrixMadINTEL renamed: no KHR instruction has this name.
    ("__spirv_CooperativeMatrixMadKHR", JointOp::Mad { a_signed: true, b_signed: true }),
];

/// The argument order of a `__spirv_CooperativeMatrix{Load,Store}KHR` call.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Order {
    /// (pointer[, object], layout, stride[, memory operands...]).
    Khr,
    /// JointMatrix{Load,Store}INTEL's: (pointer[, object], stride, layout, scope[, memory operands]).
    Joint,
    /// The joint order's 64-bit stride where the KHR layout goes, the rest fitting neither.
    Neither,
}

/// The argument order of a KHR load or store whose operands after the
/// pointer (and object) are `rest`. The KHR order wins whenever it fits (a
/// constant layout of 32 bits at most, a valid MatrixLayout); the joint order
/// is taken only where it fits instead: an integer stride, then a constant
/// joint layout, a constant Scope and at most one constant memory operands word.
fn joint_order(rest: &[Value]) -> Order {
    let Some(&first) = rest.first() else { return Order::Khr };
    let constant = |v: Option<&Value>| v.and_then(|v| v.const_int_zext());
    let khr_layout = first.ty().is_integer()
        && first.ty().int_width() <= 32
        && constant(Some(&first)).is_some_and(|l| CooperativeMatrixLayout::from_u32(l as u32).is_some());
    if khr_layout {
        return Order::Khr;
    }
    let joint = first.ty().is_integer()
        && (3..=4).contains(&rest.len())
        && constant(rest.get(1)).is_some_and(|l| l <= 3)
        && constant(rest.get(2)).is_some_and(|s| Scope::from_u32(s as u32).is_some())
        && rest.get(3).is_none_or(|m| m.const_int_zext().is_some());
    match joint {
        true => Order::Joint,
        false if first.ty().is_integer() && first.ty().int_width() == 64 => Order::Neither,
        false => Order::Khr,
    }
}

fn joint_op(source_name: &str) -> Option<JointOp> {
    JOINT_OPS.iter().find(|(name, _)| *name == source_name).map(|(_, op)| *op)
}

/// Whether `source_name` is a joint matrix call mapped to the KHR extension.
pub fn is_joint_matrix_call(source_name: &str) -> bool {
    joint_op(source_name).is_some()
}

/// The KHR layout of a joint matrix layout (RowMajorINTEL 0, ColumnMajorINTEL
/// 1, PackedINTEL 2, Dynamic 3).
fn khr_layout(layout: u32, shown: &str) -> LowerResult<CooperativeMatrixLayout> {
    match layout {
        0 => Ok(CooperativeMatrixLayout::RowMajorKHR),
        1 => Ok(CooperativeMatrixLayout::ColumnMajorKHR),
        2 => Err(no_khr_equivalent(shown, "the packed (VNNI) layout")),
        3 => Err(no_khr_equivalent(shown, "the dynamic layout")),
        other => Err(LowerError::convention(shown, format!("{other} is no joint matrix layout"))),
    }
}

/// A `__spirv_JointMatrix*INTEL` call of `is_joint_matrix_call`.
pub(crate) fn lower_joint_matrix_call(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
) -> Option<LowerResult<()>> {
    let op = joint_op(source_name)?;
    Some(lower_joint_matrix(f, i, source_name, op))
}

/// A `__spirv_CooperativeMatrix{Load,Store}KHR` call in the joint order
/// (`joint_order`): the joint Load or Store; `None` in the KHR order,
/// for the generic friendly lowering.
pub(crate) fn lower_joint_ordered_khr_call(
    f: &mut FunctionLowering<'_>,
    i: Call,
    source_name: &str,
    opcode: &str,
) -> Option<LowerResult<()>> {
    let (op, object_operands) = match opcode {
        "CooperativeMatrixLoadKHR" => (JointOp::Load, 1),
        "CooperativeMatrixStoreKHR" => (JointOp::Store, 2),
        _ => return None,
    };
    let args = i.call_args();
    match joint_order(args.get(object_operands..).unwrap_or_default()) {
        Order::Khr => None,
        Order::Joint => Some(lower_joint_matrix(f, i, source_name, op)),
        Order::Neither => Some(Err(LowerError::operand(
            source_name,
            "its operands",
            format!(
                "in the KHR order (pointer{0}, layout, stride[, memory operands]) or in \
                 JointMatrix{1}INTEL's (pointer{0}, stride, layout, scope[, memory operands]), \
                 constant layout, scope and memory operands",
                if op == JointOp::Store { ", object" } else { "" },
                if op == JointOp::Store { "Store" } else { "Load" },
            ),
        ))),
    }
}

/// Warns when the constant `scope` operand of `shown` disagrees with
/// the Scope of `matrix` (a matrix's type decides its scope).
fn check_scope_operand(f: &FunctionLowering<'_>, scope: Value, matrix: Type, shown: &str) {
    let (Some(given), Some(own)) = (scope.const_int_zext(), matrix_scope(matrix)) else { return };
    if given != u64::from(own) {
        crate::lower::warn(&format!(
            "spirv-emit: warning: in function '{}': {shown} passes scope {given}, but its matrices \
             have scope {own}: the matrices' scope is used\n",
            f.function.name()
        ));
    }
}

fn lower_joint_matrix(f: &mut FunctionLowering<'_>, i: Call, name: &str, op: JointOp) -> LowerResult<()> {
    let shown = format!("'{name}'");
    let args = i.call_args();
    // Every such call has a matrix operand or result; typed-pointer IR has none of the target type.
    if std::iter::once(i.ty()).chain(args.iter().map(|a| a.ty())).all(|t| t.kind() != TypeKind::TargetExt) {
        return Err(typed_pointer_joint_matrix(name));
    }
    f.module().needs_extension("SPV_KHR_cooperative_matrix", &shown)?;
    let count = |range: std::ops::RangeInclusive<usize>| {
        if range.contains(&args.len()) {
            Ok(())
        } else {
            Err(LowerError::argument_count(
                name,
                format!("{} to {} operands", range.start(), range.end()),
                args.len(),
            ))
        }
    };
    match op {
        JointOp::Load => {
            count(4..=5)?;
            check_scope_operand(f, args[3], i.ty(), &shown);
            let mut operands = vec![
                Operand::IdRef(element_pointer(f, args[0], i.ty(), &shown)?),
                layout_operand(f, args[2], &shown)?,
                Operand::IdRef(f.operand(args[1])?),
            ];
            operands.extend(joint_memory_access(args.get(4).copied(), &shown)?);
            emit_joint_result(f, i, Op::CooperativeMatrixLoadKHR, operands)
        }
        JointOp::Store => {
            count(5..=6)?;
            check_scope_operand(f, args[4], args[1].ty(), &shown);
            let mut operands = vec![
                Operand::IdRef(element_pointer(f, args[0], args[1].ty(), &shown)?),
                Operand::IdRef(f.operand(args[1])?),
                layout_operand(f, args[3], &shown)?,
                Operand::IdRef(f.operand(args[2])?),
            ];
            operands.extend(joint_memory_access(args.get(5).copied(), &shown)?);
            f.emit_void(Op::CooperativeMatrixStoreKHR, operands);
            Ok(())
        }
        JointOp::Mad { a_signed, b_signed } => {
            count(3..=4)?;
            if let Some(&scope) = args.get(3) {
                check_scope_operand(f, scope, i.ty(), &shown);
            }
            let mut operands = Vec::new();
            for m in &args[..3] {
                operands.push(Operand::IdRef(f.operand(*m)?));
            }
            let flags = mad_operands(args[0].ty(), i.ty(), a_signed, b_signed);
            if !flags.is_empty() {
                operands.push(Operand::CooperativeMatrixOperands(flags));
            }
            emit_joint_result(f, i, Op::CooperativeMatrixMulAddKHR, operands)
        }
        JointOp::Length => {
            count(1..=1)?;
            let matrix_type = f.module().value_type(args[0])?;
            let uint = f.module().m.type_int(32);
            let length = f.emitter().unary(Op::CooperativeMatrixLengthKHR, uint, matrix_type);
            let result_type = f.module().value_type(*i)?;
            let id = f.result_id(*i);
            match i.ty().int_width() {
                32 => f.emitter_as(id).unary(Op::CopyObject, result_type, length),
                _ => f.emitter_as(id).unary(Op::UConvert, result_type, length),
            };
            Ok(())
        }
    }
}

/// `pointer` as a pointer to the component type of `matrix`: both
/// extensions count the stride in components.
fn element_pointer(
    f: &mut FunctionLowering<'_>,
    pointer: Value,
    matrix: Type,
    shown: &str,
) -> LowerResult<Id> {
    let component = matrix.target_ext_type_params().first().copied();
    match component {
        Some(component) if pointer.ty().is_pointer() => f.pointer_operand(pointer, component),
        _ => Err(LowerError::operand(shown, "its pointer and matrix", "a pointer and a joint matrix")),
    }
}

/// The KHR layout, an id of a 32-bit constant.
fn layout_operand(f: &mut FunctionLowering<'_>, layout: Value, shown: &str) -> LowerResult<Operand> {
    let value = layout
        .const_int_zext()
        .ok_or_else(|| LowerError::not_constant(format!("the layout operand of {shown}")))?;
    let layout = khr_layout(value as u32, shown)?;
    Ok(Operand::IdRef(f.module().m.constant_u32(layout as u32)))
}

fn emit_joint_result(
    f: &mut FunctionLowering<'_>,
    i: Call,
    op: Op,
    operands: Vec<Operand>,
) -> LowerResult<()> {
    let result_type = f.module().value_type(*i)?;
    let id = f.result_id(*i);
    f.emit_as(id, op, result_type, operands);
    f.name_result(*i, id);
    Ok(())
}

/// The Scope of a cooperative matrix type (`spirv.CooperativeMatrixKHR` in
/// either parameter order, or `spirv.JointMatrixINTEL`).
fn matrix_scope(matrix: Type) -> Option<u32> {
    if matrix.kind() != TypeKind::TargetExt {
        return None;
    }
    let ints = matrix.target_ext_int_params();
    match matrix.target_ext_name().as_str() {
        "spirv.CooperativeMatrixKHR" => khr_matrix_order(&ints).first().copied(),
        "spirv.JointMatrixINTEL" => ints.get(3).copied(),
        _ => None,
    }
}

/// The memory operands literal, if the call passes a non-zero one.
fn joint_memory_access(value: Option<Value>, shown: &str) -> LowerResult<Option<Operand>> {
    let Some(value) = value else { return Ok(None) };
    let bits = value
        .const_int_zext()
        .ok_or_else(|| LowerError::not_constant(format!("the memory operands of {shown}")))?;
    match MemoryAccess::from_bits(bits as u32) {
        Some(access) if access.is_empty() => Ok(None),
        // Aligned, MakePointerAvailable, ... take parameters the call does not pass.
        Some(access) if (access & !(MemoryAccess::VOLATILE | MemoryAccess::NONTEMPORAL)).is_empty() => {
            Ok(Some(Operand::MemoryAccess(access)))
        }
        _ => Err(LowerError::operand(shown, "the memory operands", "None, Volatile or Nontemporal")),
    }
}

/// The KHR multiply-add operands: signedness of integer components.
fn mad_operands(a: Type, result: Type, a_signed: bool, b_signed: bool) -> CMO {
    let component = |t: Type| t.target_ext_type_params().first().copied();
    let mut flags = CMO::NONE_KHR;
    if component(a).is_some_and(|t| t.is_integer()) {
        if a_signed {
            flags |= CMO::MATRIX_A_SIGNED_COMPONENTS_KHR;
        }
        if b_signed {
            flags |= CMO::MATRIX_B_SIGNED_COMPONENTS_KHR;
        }
    }
    if component(result).is_some_and(|t| t.is_integer()) {
        flags |= CMO::MATRIX_C_SIGNED_COMPONENTS_KHR | CMO::MATRIX_RESULT_SIGNED_COMPONENTS_KHR;
    }
    flags
}
