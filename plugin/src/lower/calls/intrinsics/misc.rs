//! Intrinsics that are identities, markers or compile-time queries: expect,
//! annotations, invariant and stack markers, traps, objectsize, is.constant,
//! debug info and the hints with no effect on the SPIR-V.

use super::annotations;
use super::shared::all_ones;
use super::signatures::Signature;
use super::table::{dropped, named, Intrinsic};
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::debug::variables;
use crate::lower::extensions::expect_assume;
use crate::lower::extensions::vla;
use crate::lower::LowerResult;
use spirv_writer::spirv::Op;
use spirv_writer::ConstantKey;

/// The identities, markers and compile-time queries.
pub(super) const TABLE: &[Intrinsic] = &[
    // The value of the first operand, unchanged. canonicalize may also
    // quiet a signalling NaN or flush a denormal; returning the value as it
    // is is one of the results LLVM allows where the target does not flush.
    // expect: OpExpectKHR when explicitly allowed (extensions::expect_assume).
    named("expect", identity).first(expect_assume::lower_expect_assume),
    named("expect.with.probability", identity),
    named("annotation", identity),
    named("ptr.annotation", |f, i, _| {
        lower_identity(f, i)?;
        annotations::apply_ptr_annotation(f, i)
    }),
    named("ssa.copy", identity),
    named("launder.invariant.group", identity),
    named("strip.invariant.group", identity),
    named("canonicalize", identity),
    named("arithmetic.fence", |f, i, _| lower_arithmetic_fence(f, i)),
    // invariant.start returns a token-like `ptr` that only invariant.end
    // reads; stacksave's `ptr` only stackrestore reads. Every SPIR-V
    // variable lives for the whole function (there are no dynamic allocas
    // to free), so these are no-ops; their results become null pointers.
    // With SPV_INTEL_variable_length_array they free dynamic allocas (extensions::vla).
    named("stacksave", |f, i, _| lower_null_result(f, i))
        .first(|fl, i, _| vla::saves_stack(fl).then(|| vla::lower_stack_save(fl, i))),
    named("stackrestore", nothing)
        .first(|fl, i, _| vla::saves_stack(fl).then(|| vla::lower_stack_restore(fl, i))),
    named("invariant.start", |f, i, _| lower_null_result(f, i)),
    named("invariant.end", nothing),
    // SPIR-V kernels have no way to abort an invocation
    // (OpTerminateInvocation and OpKill are shader-only), and OpUnreachable
    // cannot sit mid-block. LLVM always follows llvm.trap with `unreachable`,
    // which becomes OpUnreachable, so reaching a trap is undefined behaviour
    // in the SPIR-V, as in the Khronos translator. debugtrap is a
    // breakpoint: execution may go on.
    named("trap", nothing),
    named("debugtrap", nothing),
    named("ubsantrap", nothing),
    // objectsize: "unknown" (-1 for the maximum, 0 for the minimum).
    named("objectsize", |f, i, _| lower_objectsize(f, i)),
    // is.constant may be false for any value.
    named("is.constant", |f, i, _| lower_is_constant(f, i)),
    named("ptrmask", |f, i, _| lower_ptrmask(f, i)),
    // OpenCL kernels run in round-to-nearest (FLT_ROUNDS 1), and SPIR-V
    // cannot change the mode.
    named("get.rounding", |f, i, _| lower_int_result(f, i, 1)).with_signature(Signature::Query),
    named("flt.rounds", |f, i, _| lower_int_result(f, i, 1)),
    // Debug info (debug::variables) and annotations (module::annotations).
    named("dbg.declare", debug_info).direct(),
    named("dbg.value", debug_info).direct(),
    named("var.annotation", |f, i, _| annotations::lower_var_annotation(f, i)).direct(),
    // Hints and markers with no effect on the SPIR-V. assume: OpAssumeTrueKHR
    // when explicitly allowed (extensions::expect_assume).
    dropped("assume").first(expect_assume::lower_expect_assume),
    dropped("dbg.assign"),
    dropped("dbg.label"),
    dropped("experimental.noalias.scope.decl"),
    dropped("donothing"),
    dropped("sideeffect"),
    dropped("codeview.annotation"),
    dropped("pseudoprobe"),
];

fn identity(f: &mut FunctionLowering<'_>, i: Call, _: &str) -> LowerResult<()> {
    lower_identity(f, i)
}

fn nothing(_: &mut FunctionLowering<'_>, _: Call, _: &str) -> LowerResult<()> {
    Ok(())
}

fn debug_info(f: &mut FunctionLowering<'_>, i: Call, _: &str) -> LowerResult<()> {
    variables::lower_debug_intrinsic(f, *i);
    Ok(())
}

/// The call's result is its first operand (a pointer keeps the type its
/// users expect of the result).
fn lower_identity(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let arg = i.call_args()[0];
    let id = if arg.ty().is_pointer() {
        let ty = f.module().value_type(*i)?;
        f.pointer_operand_as(arg, ty)?
    } else {
        f.operand(arg)?
    };
    f.alias(*i, id);
    Ok(())
}

/// llvm.arithmetic.fence: OpArithmeticFenceEXT where SPV_EXT_arithmetic_fence
/// is allowed; otherwise the value itself (a fence only forbids
/// reassociating across it, and nothing after this pass reassociates
/// without a fast-math decoration that allows it).
fn lower_arithmetic_fence(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let ty = i.ty();
    let in_one_value = !ty.is_vector() || ty.vector_len() <= 16;
    if !in_one_value
        || !f.module().use_optional_feature(crate::target::optional::OptionalFeature::ArithmeticFence)
    {
        return lower_identity(f, i);
    }
    let x = f.operand(i.call_args()[0])?;
    let result_type = f.module().value_type(*i)?;
    let id = f.def_id(*i);
    f.emitter_as(id).unary(Op::ArithmeticFenceEXT, result_type, x);
    Ok(())
}

fn lower_null_result(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let null = f.module().zero_of_type_id(ty);
    f.alias(*i, null);
    Ok(())
}

/// ptrmask(p, mask): the address with bits cleared, through integers.
fn lower_ptrmask(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let args = i.call_args();
    let ty = f.module().value_type(*i)?;
    let p = f.pointer_operand_as(args[0], ty)?;
    let mask = f.operand(args[1])?;
    let mask_type = f.module().value_type(args[1])?;
    let address = f.emitter().unary(Op::ConvertPtrToU, mask_type, p);
    let masked = f.emitter().binary(Op::BitwiseAnd, mask_type, address, mask);
    let id = f.emitter().unary(Op::ConvertUToPtr, ty, masked);
    f.set_result(i, id);
    Ok(())
}

fn lower_is_constant(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let id = f.module().m.constant(ConstantKey::Bool { ty, value: false });
    f.alias(*i, id);
    Ok(())
}

/// objectsize(ptr, min, nullunknown, dynamic): the size is never known here.
fn lower_objectsize(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let min = i.call_args().get(1).and_then(|v| v.const_int_zext()) == Some(1);
    lower_int_result(f, i, if min { 0 } else { all_ones(i.ty().int_width()) })
}

/// The call's result is the integer constant `value`.
fn lower_int_result(f: &mut FunctionLowering<'_>, i: Call, value: u64) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let id = f.module().int_constant(ty, value);
    f.alias(*i, id);
    Ok(())
}
