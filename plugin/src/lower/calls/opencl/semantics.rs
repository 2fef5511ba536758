//! The OpenCL enumerations the synchronization builtins and the atomics
//! take, as SPIR-V operands: fence flags (CLK_LOCAL_MEM_FENCE 1 ->
//! WorkgroupMemory, CLK_GLOBAL_MEM_FENCE 2 -> CrossWorkgroupMemory,
//! CLK_IMAGE_MEM_FENCE 4 -> ImageMemory), `memory_order` (C11 numbering) ->
//! ordering semantics, and `memory_scope` -> Scope. A constant argument
//! becomes a constant; a computed one is mapped with selects at run time.

use super::operands;
use crate::diagnostics::LowerError;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemorySemantics as MS, Op, Scope};
use spirv_writer::Id;

/// A u32 operand (scope or semantics): its value when known at compile time.
#[derive(Clone, Copy, Debug)]
pub struct U32 {
    pub constant: Option<u32>,
    pub id: Id,
}

/// OpenCL `memory_scope` -> SPIR-V Scope.
pub fn scope_of(memory_scope: u64) -> Option<Scope> {
    Some(match memory_scope {
        0 => Scope::Invocation,
        1 => Scope::Workgroup,
        2 => Scope::Device,
        3 => Scope::CrossDevice,
        4 => Scope::Subgroup,
        _ => return None,
    })
}

/// OpenCL `memory_order` -> the ordering bits of MemorySemantics.
pub fn order_of(memory_order: u64) -> Option<MS> {
    Some(match memory_order {
        0 => MS::RELAXED,
        1 | 2 => MS::ACQUIRE,
        3 => MS::RELEASE,
        4 => MS::ACQUIRE_RELEASE,
        5 => MS::SEQUENTIALLY_CONSISTENT,
        _ => return None,
    })
}

/// `cl_mem_fence_flags` -> the memory class bits of MemorySemantics.
pub fn fence_classes(flags: u64) -> MS {
    let mut s = MS::empty();
    for (bit, class) in [(1, MS::WORKGROUP_MEMORY), (2, MS::CROSS_WORKGROUP_MEMORY), (4, MS::IMAGE_MEMORY)] {
        if flags & bit != 0 {
            s |= class;
        }
    }
    s
}

pub(super) fn known_u32(f: &mut FunctionLowering<'_>, value: u32) -> U32 {
    U32 { constant: Some(value), id: operands::const_u32(f, value) }
}

/// `x` (an i32 argument) mapped through `table`, `default` otherwise.
fn mapped_u32(
    f: &mut FunctionLowering<'_>,
    x: Value,
    table: &[(u64, u32)],
    default: u32,
) -> LowerResult<U32> {
    if let Some(v) = x.const_int_zext() {
        let mapped = table.iter().find(|(k, _)| *k == v).map_or(default, |(_, m)| *m);
        return Ok(known_u32(f, mapped));
    }
    let x_id = f.operand(x)?;
    let x_type = f.module().value_type(x)?;
    let u32_type = f.module().m.type_int(32);
    let bool_type = f.module().m.type_bool();
    let mut result = operands::const_u32(f, default);
    for &(k, m) in table.iter().rev() {
        let key = f.module().int_constant(x_type, k);
        let hit = f.emitter().binary(Op::IEqual, bool_type, x_id, key);
        let mapped = operands::const_u32(f, m);
        result = f.emitter().select(u32_type, hit, mapped, result);
    }
    Ok(U32 { constant: None, id: result })
}

/// A `memory_scope` argument as a Scope operand.
pub(super) fn ocl_scope(f: &mut FunctionLowering<'_>, x: Value) -> LowerResult<U32> {
    let table: Vec<(u64, u32)> = (0..5).filter_map(|n| scope_of(n).map(|s| (n, s as u32))).collect();
    if let Some(v) = x.const_int_zext() {
        scope_of(v)
            .ok_or_else(|| LowerError::operand("memory_scope", format!("{v}"), "an OpenCL memory_scope"))?;
    }
    mapped_u32(f, x, &table, Scope::Device as u32)
}

/// A `memory_order` argument as the ordering bits of MemorySemantics.
pub(super) fn ocl_order(f: &mut FunctionLowering<'_>, x: Value) -> LowerResult<U32> {
    let table: Vec<(u64, u32)> = (0..6).filter_map(|n| order_of(n).map(|s| (n, s.bits()))).collect();
    if let Some(v) = x.const_int_zext() {
        order_of(v)
            .ok_or_else(|| LowerError::operand("memory_order", format!("{v}"), "an OpenCL memory_order"))?;
    }
    mapped_u32(f, x, &table, MS::SEQUENTIALLY_CONSISTENT.bits())
}

/// A `cl_mem_fence_flags` argument as memory class bits.
pub(super) fn ocl_fence_flags(f: &mut FunctionLowering<'_>, x: Value) -> LowerResult<U32> {
    if let Some(v) = x.const_int_zext() {
        return Ok(known_u32(f, fence_classes(v).bits()));
    }
    let x_id = f.operand(x)?;
    let x_type = f.module().value_type(x)?;
    let u32_type = f.module().m.type_int(32);
    let bool_type = f.module().m.type_bool();
    let zero = operands::const_u32(f, 0);
    let mut result = zero;
    for bit in [1u64, 2, 4] {
        let mask = f.module().int_constant(x_type, bit);
        let masked = f.emitter().binary(Op::BitwiseAnd, x_type, x_id, mask);
        let x_zero = f.module().zero_of_type_id(x_type);
        let set = f.emitter().binary(Op::INotEqual, bool_type, masked, x_zero);
        let class = operands::const_u32(f, fence_classes(bit).bits());
        let part = f.emitter().select(u32_type, set, class, zero);
        result = f.emitter().binary(Op::BitwiseOr, u32_type, result, part);
    }
    Ok(U32 { constant: None, id: result })
}

/// `a | b` of two u32 operands.
pub(super) fn or_u32(f: &mut FunctionLowering<'_>, a: U32, b: U32) -> U32 {
    if let (Some(x), Some(y)) = (a.constant, b.constant) {
        return known_u32(f, x | y);
    }
    let u32_type = f.module().m.type_int(32);
    let id = f.emitter().binary(Op::BitwiseOr, u32_type, a.id, b.id);
    U32 { constant: None, id }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumerations() {
        assert_eq!(fence_classes(1), MS::WORKGROUP_MEMORY);
        assert_eq!(fence_classes(3).bits(), 0x300);
        assert_eq!(fence_classes(4), MS::IMAGE_MEMORY);
        assert_eq!(scope_of(1), Some(Scope::Workgroup));
        assert_eq!(scope_of(2), Some(Scope::Device));
        assert_eq!(scope_of(4), Some(Scope::Subgroup));
        assert_eq!(scope_of(9), None);
        assert_eq!(order_of(5), Some(MS::SEQUENTIALLY_CONSISTENT));
        assert_eq!(order_of(4), Some(MS::ACQUIRE_RELEASE));
        assert_eq!(order_of(0), Some(MS::RELAXED));
    }
}
