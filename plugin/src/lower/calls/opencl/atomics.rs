//! Atomic builtins -> OpAtomic* (SPIR-V 3.37.18).
//!
//! OpenCL 1.x `atomic_<op>` / `atom_<op>` (add sub xchg inc dec cmpxchg min
//! max and or xor, 32- and 64-bit): Device scope, sequentially consistent on
//! the pointer's memory class. OpenCL 2.0 `atomic_init`, `atomic_store`,
//! `atomic_load`, `atomic_exchange`, `atomic_compare_exchange_{strong,weak}`,
//! `atomic_fetch_<op>`, `atomic_flag_test_and_set`, `atomic_flag_clear`, with
//! or without `_explicit` (memory_order, memory_scope; the defaults are
//! seq_cst and device): semantics are the order plus the pointer's memory
//! class. `min`/`max` are signed or unsigned by the mangled pointee; float
//! `atomic_fetch_add/sub/min/max` (cl_ext_float_atomics) are the
//! SPV_EXT_shader_atomic_float_* instructions; float compare-exchange works on
//! the bits as an integer. Pointers cast to generic are used in their original
//! storage class (`body::atomic_operands::atomic_pointer`, shared with the atomicrmw
//! lowering).

use super::call::BuiltinCall;
use super::operands;
use super::semantics;
use super::semantics::U32;
use super::table::{prefixed, Builtin, BuiltinRule};
use crate::diagnostics::LowerError;
use crate::llvm::Type;
use crate::lower::body::atomic_operands;
use crate::lower::body::atomic_operands::{memory_class, Rmw};
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::{Access, AtomicAt};
use crate::lower::LowerResult;
use spirv_writer::spirv::{Capability, MemorySemantics as MS, Op, Scope, StorageClass};
use spirv_writer::Id;

/// A parsed atomic builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atomic {
    /// OpenCL 1.x atomic_<op> / atom_<op>.
    Legacy(Rmw),
    LegacyCompareExchange,
    Init,
    Store,
    Load,
    /// atomic_exchange and atomic_fetch_<op>.
    Fetch(Rmw),
    CompareExchange {
        weak: bool,
    },
    FlagTestAndSet,
    FlagClear,
}

fn rmw(name: &str) -> Option<Rmw> {
    Some(match name {
        "add" => Rmw::Add,
        "sub" => Rmw::Sub,
        "xchg" => Rmw::Exchange,
        "inc" => Rmw::Inc,
        "dec" => Rmw::Dec,
        "min" => Rmw::Min,
        "max" => Rmw::Max,
        "and" => Rmw::And,
        "or" => Rmw::Or,
        "xor" => Rmw::Xor,
        _ => return None,
    })
}

pub fn parse_atomic(name: &str) -> Option<Atomic> {
    if let Some(op) = name.strip_prefix("atom_").or_else(|| name.strip_prefix("atomic_")) {
        if op == "cmpxchg" {
            return Some(Atomic::LegacyCompareExchange);
        }
        if let Some(r) = rmw(op) {
            return Some(Atomic::Legacy(r));
        }
    }
    let base = name.strip_suffix("_explicit").unwrap_or(name);
    Some(match base {
        "atomic_init" if base == name => Atomic::Init,
        "atomic_store" => Atomic::Store,
        "atomic_load" => Atomic::Load,
        "atomic_exchange" => Atomic::Fetch(Rmw::Exchange),
        "atomic_compare_exchange_strong" => Atomic::CompareExchange { weak: false },
        "atomic_compare_exchange_weak" => Atomic::CompareExchange { weak: true },
        "atomic_flag_test_and_set" => Atomic::FlagTestAndSet,
        "atomic_flag_clear" => Atomic::FlagClear,
        _ => {
            let op = rmw(base.strip_prefix("atomic_fetch_")?)
                .filter(|r| !matches!(r, Rmw::Exchange | Rmw::Inc | Rmw::Dec))?;
            Atomic::Fetch(op)
        }
    })
}

/// The builtins this family lowers (`opencl::table`).
pub(super) const TABLE: &[Builtin] = &[prefixed("atomic_", ATOMIC), prefixed("atom_", ATOMIC)];

const ATOMIC: BuiltinRule = BuiltinRule::Named(lower_ocl_atomic);

fn lower_ocl_atomic(f: &mut FunctionLowering<'_>, c: &BuiltinCall) -> LowerResult<()> {
    let atomic = parse_atomic(&c.name).ok_or_else(|| c.unknown())?;
    lower_atomic_builtin(f, c, atomic)
}

fn lower_atomic_builtin(f: &mut FunctionLowering<'_>, c: &BuiltinCall, atomic: Atomic) -> LowerResult<()> {
    let i32_type = f.module().llvm.int_type(32);
    // The type the atomic works on, and where the order arguments start.
    let (element, orders_at) = match atomic {
        Atomic::Legacy(_) | Atomic::LegacyCompareExchange | Atomic::Load | Atomic::Fetch(_) => {
            (c.i.ty(), if atomic == Atomic::Load { 1 } else { 2 })
        }
        Atomic::Init | Atomic::Store => (c.arg(1)?.ty(), 2),
        Atomic::CompareExchange { .. } => (c.arg(2)?.ty(), 3),
        Atomic::FlagTestAndSet | Atomic::FlagClear => (i32_type, 1),
    };
    // 64-bit atomics (atomic_long, and atomic_double, which OpenCL C ties to
    // cl_khr_int64_base_atomics too: its compare-exchange works on an i64)
    // need Int64Atomics; double arithmetic has capabilities of its own.
    let width = if element.is_float() { element.float_width() } else { element.int_width() };
    let float_arithmetic = element.is_float() && matches!(atomic, Atomic::Fetch(r) if r != Rmw::Exchange);
    if width == 64 && !float_arithmetic {
        f.module()
            .m
            .requirements
            .require_capability(Capability::Int64Atomics, || format!("64-bit atomic builtin {}", c.name));
    }
    if atomic == Atomic::Init {
        // Not atomic (OpenCL C 6.15.12.3).
        let (pointer, _) = atomic_operands::atomic_pointer(f, c.arg(0)?, element)?;
        let value = f.operand(c.arg(1)?)?;
        f.emitter().store(pointer, value, Access::PLAIN);
        return Ok(());
    }
    if let Atomic::CompareExchange { .. } = atomic {
        return lower_compare_exchange(f, c, element);
    }
    let (pointer, storage) = atomic_operands::atomic_pointer(f, c.arg(0)?, element)?;
    let legacy = matches!(atomic, Atomic::Legacy(_) | Atomic::LegacyCompareExchange);
    let (scope, semantics) = atomic_scope_semantics(f, c, legacy, orders_at, storage)?;
    let at = AtomicAt { pointer, scope, semantics: semantics.id };
    let result_type = f.module().value_type(*c.i)?;
    let id = match atomic {
        Atomic::Legacy(rmw) | Atomic::Fetch(rmw) => {
            let value = match rmw {
                Rmw::Inc | Rmw::Dec => None,
                _ => Some(f.operand(c.arg(1)?)?),
            };
            let signed = c.param(0)?.pointee().is_some_and(|p| p.is_signed());
            emit_rmw(f, rmw, (element, signed), result_type, at, value)?
        }
        Atomic::LegacyCompareExchange => {
            let (compare, value) = (f.operand(c.arg(1)?)?, f.operand(c.arg(2)?)?);
            // The same semantics when unequal.
            f.emitter().atomic_compare_exchange(result_type, at, semantics.id, value, compare)
        }
        Atomic::Store => {
            let value = f.operand(c.arg(1)?)?;
            f.emitter().atomic_void(Op::AtomicStore, at, &[value]);
            return Ok(());
        }
        Atomic::Load => f.emitter().atomic(Op::AtomicLoad, result_type, at, &[]),
        Atomic::FlagTestAndSet => f.emitter().atomic(Op::AtomicFlagTestAndSet, result_type, at, &[]),
        Atomic::FlagClear => {
            f.emitter().atomic_void(Op::AtomicFlagClear, at, &[]);
            return Ok(());
        }
        // Both returned above; kept apart so the match stays exhaustive.
        Atomic::Init | Atomic::CompareExchange { .. } => {
            return Err(LowerError::Internal("an atomic init or compare-exchange reached the plain atomics"))
        }
    };
    f.set_result(c.i, id);
    Ok(())
}

/// (Scope, MemorySemantics) ids: legacy atomics are device-scope and
/// sequentially consistent; others read `[order[, scope]]` from argument
/// `orders_at` on.
fn atomic_scope_semantics(
    f: &mut FunctionLowering<'_>,
    c: &BuiltinCall,
    legacy: bool,
    orders_at: usize,
    storage: StorageClass,
) -> LowerResult<(Id, U32)> {
    let order = match c.args.get(orders_at) {
        Some(&order) if !legacy => semantics::ocl_order(f, order)?,
        _ => semantics::known_u32(f, MS::SEQUENTIALLY_CONSISTENT.bits()),
    };
    let scope = match c.args.get(orders_at + 1) {
        Some(&scope) if !legacy => semantics::ocl_scope(f, scope)?.id,
        _ => operands::const_u32(f, Scope::Device as u32),
    };
    let semantics = with_memory_class(f, order, storage);
    Ok((scope, semantics))
}

/// Ordering semantics plus the memory class of `storage` (relaxed stays relaxed).
fn with_memory_class(f: &mut FunctionLowering<'_>, order: U32, storage: StorageClass) -> U32 {
    if order.constant == Some(0) {
        return order;
    }
    let class = semantics::known_u32(f, memory_class(storage).bits());
    semantics::or_u32(f, order, class)
}

/// A read-modify-write on `element` values (`signed` for min/max) at `at`.
fn emit_rmw(
    f: &mut FunctionLowering<'_>,
    rmw: Rmw,
    (element, signed): (Type, bool),
    result_type: Id,
    at: AtomicAt,
    value: Option<Id>,
) -> LowerResult<Id> {
    let (op, value) = atomic_operands::rmw_instruction(
        f,
        rmw,
        element,
        signed,
        result_type,
        value,
        "OpenCL atomic builtin",
    )?;
    Ok(f.emitter().atomic(op, result_type, at, value.as_slice()))
}

/// atomic_compare_exchange_{strong,weak}[_explicit](object, expected*,
/// desired[, success, failure[, scope]]): the value seen is written back
/// to `*expected` (unchanged on success); the result is whether it matched.
fn lower_compare_exchange(f: &mut FunctionLowering<'_>, c: &BuiltinCall, element: Type) -> LowerResult<()> {
    // Compare-exchange works on integers: floats are compared as bits.
    let int = if element.is_float() { f.module().llvm.int_type(element.float_width()) } else { element };
    let int_type = f.module().lower_type(int)?;
    let (pointer, storage) = atomic_operands::atomic_pointer(f, c.arg(0)?, int)?;
    let (expected_pointer, _) = operands::ocl_pointer(f, c.arg(1)?, int_type)?;
    let success = match c.args.get(3) {
        Some(&order) => semantics::ocl_order(f, order)?,
        None => semantics::known_u32(f, MS::SEQUENTIALLY_CONSISTENT.bits()),
    };
    let failure = match c.args.get(4) {
        Some(&order) => semantics::ocl_order(f, order)?,
        None => semantics::known_u32(f, MS::SEQUENTIALLY_CONSISTENT.bits()),
    };
    let scope = match c.args.get(5) {
        Some(&scope) => semantics::ocl_scope(f, scope)?.id,
        None => operands::const_u32(f, Scope::Device as u32),
    };
    let equal = with_memory_class(f, success, storage);
    let unequal = with_memory_class(f, failure, storage);
    let mut desired = f.operand(c.arg(2)?)?;
    if element.is_float() {
        desired = f.emitter().bitcast(int_type, desired);
    }
    let expected = f.emitter().load(int_type, expected_pointer, Access::PLAIN);
    // Weak exchanges too: a strong exchange is a valid weak one, and
    // OpAtomicCompareExchangeWeak is deprecated (spirv-val rejects it from SPIR-V 1.4 on).
    let at = AtomicAt { pointer, scope, semantics: equal.id };
    let seen = f.emitter().atomic_compare_exchange(int_type, at, unequal.id, desired, expected);
    f.emitter().store(expected_pointer, seen, Access::PLAIN);
    let bool_type = f.module().m.type_bool();
    let matched = f.emitter().binary(Op::IEqual, bool_type, seen, expected);
    let result_type = f.module().value_type(*c.i)?;
    let id =
        if result_type == bool_type { matched } else { operands::bool_to_ocl_int(f, matched, result_type) };
    f.set_result(c.i, id);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(parse_atomic("atomic_add"), Some(Atomic::Legacy(Rmw::Add)));
        assert_eq!(parse_atomic("atom_xchg"), Some(Atomic::Legacy(Rmw::Exchange)));
        assert_eq!(parse_atomic("atomic_inc"), Some(Atomic::Legacy(Rmw::Inc)));
        assert_eq!(parse_atomic("atom_cmpxchg"), Some(Atomic::LegacyCompareExchange));
        assert_eq!(parse_atomic("atomic_init"), Some(Atomic::Init));
        assert_eq!(parse_atomic("atomic_init_explicit"), None);
        assert_eq!(parse_atomic("atomic_load_explicit"), Some(Atomic::Load));
        assert_eq!(parse_atomic("atomic_fetch_max_explicit"), Some(Atomic::Fetch(Rmw::Max)));
        assert_eq!(parse_atomic("atomic_fetch_xor"), Some(Atomic::Fetch(Rmw::Xor)));
        assert_eq!(parse_atomic("atomic_fetch_inc"), None);
        assert_eq!(parse_atomic("atomic_exchange"), Some(Atomic::Fetch(Rmw::Exchange)));
        assert_eq!(
            parse_atomic("atomic_compare_exchange_weak_explicit"),
            Some(Atomic::CompareExchange { weak: true })
        );
        assert_eq!(parse_atomic("atomic_flag_clear_explicit"), Some(Atomic::FlagClear));
        assert_eq!(parse_atomic("atomic_work_item_fence"), None);
    }
}
