//! SPV_KHR_expect_assume: `llvm.expect` on integers becomes OpExpectKHR and
//! `llvm.assume` OpAssumeTrueKHR. They only add information, so (as the
//! README's optional features) they are used only when the user allows the
//! extension explicitly (`ext=+SPV_KHR_expect_assume` or `+all`); otherwise
//! expect is its value and assume is dropped.

use crate::llvm::Call;
use crate::llvm::Value;
use crate::lower::body::function::FunctionLowering;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;

const EXTENSION: &str = "SPV_KHR_expect_assume";

/// `None` unless `base` is expect/assume and the extension is explicitly allowed.
pub(crate) fn lower_expect_assume(
    f: &mut FunctionLowering<'_>,
    i: Call,
    base: &str,
) -> Option<LowerResult<()>> {
    if !matches!(base, "expect" | "assume") || !f.module().explicitly_allows(EXTENSION) {
        return None;
    }
    let args = i.call_args();
    let first = *args.first()?;
    if base == "assume" {
        // Operand bundles (align, nonnull) say more than a condition: only
        // a computed condition is kept; `assume(true)` says nothing.
        if first.is_constant() || i.num_operands() as usize != args.len() + 1 {
            return None;
        }
        return Some(f.operand(first).map(|condition| {
            f.emitter().void_ids(Op::AssumeTrueKHR, &[condition]);
        }));
    }
    // OpExpectKHR takes integers (not bool).
    let scalar = first.ty().scalar();
    if !scalar.is_integer() || scalar.int_width() == 1 || args.len() != 2 {
        return None;
    }
    Some(lower_expect_khr(f, i, first, args[1]))
}

fn lower_expect_khr(f: &mut FunctionLowering<'_>, i: Call, value: Value, expected: Value) -> LowerResult<()> {
    let result_type = f.module().value_type(*i)?;
    let value = f.operand(value)?;
    let expected = f.operand(expected)?;
    let id = f.result_id(*i);
    f.emitter_as(id).binary(Op::ExpectKHR, result_type, value, expected);
    f.module().m.requirements.require_extension(EXTENSION, || "llvm.expect".into());
    f.name_result(*i, id);
    Ok(())
}
