//! Intrinsics about the running program rather than values: clocks, return
//! and frame addresses, runtime-check switches, profiling counters and
//! prefetch hints (intrinsics LLVM's SPIR-V back end and the reference
//! translator refuse, which chipStar and HIP code leave in device code).

use super::signatures::Signature;
use super::table::{dropped_prefix, named, Intrinsic};
use crate::llvm::Call;
use crate::lower::body::function::FunctionLowering;
use crate::lower::extensions::clock;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Scope, StorageClass};
use spirv_writer::ConstantKey;

/// SPV_KHR_shader_clock, as cl_khr_kernel_clock uses it (extensions::clock).
const SHADER_CLOCK: &str = "SPV_KHR_shader_clock";

pub(super) const TABLE: &[Intrinsic] = &[
    // readcyclecounter counts the cycles of the core running the call, as
    // OpReadClockKHR's Subgroup scope; readsteadycounter ticks at a fixed
    // rate for the whole device, as its Device scope.
    named("readcyclecounter", |f, i, _| lower_clock(f, i, Scope::Subgroup)).needs(SHADER_CLOCK),
    named("readsteadycounter", |f, i, _| lower_clock(f, i, Scope::Device))
        .with_signature(Signature::Query)
        .needs(SHADER_CLOCK),
    // Whether to keep a runtime check (hardening, ubsan): always, as an
    // unoptimized build does.
    named("allow.runtime.check", |f, i, _| lower_true(f, i)).with_signature(Signature::Predicate),
    named("allow.ubsan.check", |f, i, _| lower_true(f, i)).with_signature(Signature::Predicate),
    // A SPIR-V kernel has no visible stack or return address: null, which
    // LLVM allows for frames it cannot name (LangRef: "0 ... when the
    // address cannot be determined").
    named("returnaddress", |f, i, _| lower_null(f, i)),
    named("frameaddress", |f, i, _| lower_null(f, i)),
    // A hint: OpenCL.std prefetch where it applies (global memory), nothing elsewhere.
    named("prefetch", |f, i, _| lower_prefetch_hint(f, i)),
    // Profiling counters (-fprofile-instr-generate): no runtime collects
    // them from a device, so they are dropped, as the reference translator does.
    dropped_prefix("instrprof."),
];

fn lower_clock(f: &mut FunctionLowering<'_>, i: Call, scope: Scope) -> LowerResult<()> {
    clock::lower_read_clock(f, i, &i.called_operand().name(), scope)
}

fn lower_true(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let id = f.module().m.constant(ConstantKey::Bool { ty, value: true });
    f.alias(*i, id);
    Ok(())
}

fn lower_null(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let ty = f.module().value_type(*i)?;
    let null = f.module().zero_of_type_id(ty);
    f.alias(*i, null);
    Ok(())
}

/// prefetch(p, rw, locality, cache type): OpenCL.std prefetch of the byte
/// at `p` (its cache line) when `p` is a global pointer; other memory
/// has no prefetch, and a hint never stops a compile.
fn lower_prefetch_hint(f: &mut FunctionLowering<'_>, i: Call) -> LowerResult<()> {
    let pointer = i.call_args()[0];
    if f.module().storage_class(pointer.ty().address_space()) != Ok(StorageClass::CrossWorkgroup) {
        return Ok(());
    }
    let byte = f.module().m.type_int(8);
    let byte_pointer = f.module().m.type_pointer(StorageClass::CrossWorkgroup, byte);
    let p = f.pointer_operand_as(pointer, byte_pointer)?;
    let size = f.module().size_type();
    let one = f.module().int_constant(size, 1);
    let void = f.module().m.type_void();
    f.ext_inst("prefetch", void, &[p, one])?;
    Ok(())
}
