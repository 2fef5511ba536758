//! Compare-exchange loops, for the atomic read-modify-writes SPIR-V has no
//! instruction for (nand, uinc_wrap, udec_wrap, and those on values
//! narrower than a word): shared by the atomicrmw lowering (`atomics`) and
//! the narrow atomics (`atomics16`).

use crate::diagnostics::LowerError;
use crate::llvm::RmwOp as RMW;
use crate::lower::body::function::FunctionLowering;
use crate::lower::body::instructions::AtomicAt;
use crate::lower::LowerResult;
use spirv_writer::spirv::{MemorySemantics, Op};
use spirv_writer::Id;

/// A compare-exchange loop on the `ty` value at `pointer`: loads it
/// (with `load_semantics`), then `update` gives the value to store for
/// the value seen (and what the loop yields), retried until the exchange
/// (with `semantics`) finds the value seen. Returns `update`'s yield of
/// the successful round; the code after the loop continues in a new block.
pub(crate) fn cas_loop<T>(
    lowering: &mut FunctionLowering<'_>,
    ty: Id,
    pointer: Id,
    scope: Id,
    (load_semantics, semantics): (Id, Id),
    update: impl FnOnce(&mut FunctionLowering<'_>, Id) -> LowerResult<(Id, T)>,
) -> LowerResult<T> {
    let bool_type = lowering.module().m.type_bool();
    let at = AtomicAt { pointer, scope, semantics: load_semantics };
    let initial = |fl: &mut FunctionLowering<'_>| fl.emitter().atomic(Op::AtomicLoad, ty, at, &[]);
    // old = phi(initial, observed); observed = cas(old -> f(old)); retry unless observed == old.
    lowering.retry_loop(ty, initial, |fl, old, observed| {
        let (new, yielded) = update(fl, old)?;
        // Failure semantics may not release, nor be stronger than success: relaxed.
        let relaxed = fl.module().m.constant_u32(MemorySemantics::RELAXED.bits());
        let at = AtomicAt { pointer, scope, semantics };
        fl.emitter_as(observed).atomic_compare_exchange(ty, at, relaxed, new, old);
        Ok((fl.emitter().binary(Op::IEqual, bool_type, observed, old), yielded))
    })
}

/// The value a compare-exchange loop stores for `old`: nand, or the
/// wrapping increment / decrement, of type `ty` (`bool_type` for the comparisons).
pub(crate) fn cas_update(
    f: &mut FunctionLowering<'_>,
    rmw: RMW,
    (ty, bool_type): (Id, Id),
    old: Id,
    operand: Id,
) -> LowerResult<Id> {
    Ok(match rmw {
        RMW::Nand => {
            let and = f.emitter().binary(Op::BitwiseAnd, ty, old, operand);
            f.emitter().unary(Op::Not, ty, and)
        }
        RMW::UIncWrap => {
            // old >= v ? 0 : old + 1
            let one = f.splat_int(ty, 1);
            let zero = f.module().zero_of_type_id(ty);
            let inc = f.emitter().binary(Op::IAdd, ty, old, one);
            let wrap = f.emitter().binary(Op::UGreaterThanEqual, bool_type, old, operand);
            f.emitter().select(ty, wrap, zero, inc)
        }
        RMW::UDecWrap => {
            // (old == 0 || old > v) ? v : old - 1
            let one = f.splat_int(ty, 1);
            let zero = f.module().zero_of_type_id(ty);
            let dec = f.emitter().binary(Op::ISub, ty, old, one);
            let is_zero = f.emitter().binary(Op::IEqual, bool_type, old, zero);
            let above = f.emitter().binary(Op::UGreaterThan, bool_type, old, operand);
            let wrap = f.emitter().binary(Op::LogicalOr, bool_type, is_zero, above);
            f.emitter().select(ty, wrap, operand, dec)
        }
        other => return Err(LowerError::unsupported(format!("atomicrmw operation {other:?}"))),
    })
}
