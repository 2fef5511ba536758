//! Intrinsics about the running program rather than values: clocks, return
//! and frame addresses, runtime-check switches, profiling counters and
//! prefetch hints (intrinsics LLVM's SPIR-V back end and the reference
//! translator refuse, which chipStar and HIP code leave in device code).

use super::signatures::Signature;
use super::table::{dropped_prefix, named, Intrinsic};
use super::IntrinsicLowering;
use crate::llvm::Call;
use crate::lower::LowerResult;
use spirv_writer::spirv::{Scope, StorageClass};
use spirv_writer::ConstantKey;

/// SPV_KHR_shader_clock, as cl_khr_kernel_clock uses it (extensions::clock).
const SHADER_CLOCK: &str = "SPV_KHR_shader_clock";

pub(super) const TABLE: &[Intrinsic] = &[
    // readcyclecounter counts the cycles of the core running the call, as
    // OpReadClockKHR's Subgroup scope; readsteadycounter ticks at a fixed
    // rate for the whole device, as its Device scope.
    named("readcyclecounter", |l, i, _| l.lower_clock(i, Scope::Subgroup)).needs(SHADER_CLOCK),
    named("readsteadycounter", |l, i, _| l.lower_clock(i, Scope::Device))
        .with_signature(Signature::Query)
        .needs(SHADER_CLOCK),
    // Whether to keep a runtime check (hardening, ubsan): always, as an
    // unoptimized build does.
    named("allow.runtime.check", |l, i, _| l.lower_true(i)).with_signature(Signature::Predicate),
    named("allow.ubsan.check", |l, i, _| l.lower_true(i)).with_signature(Signature::Predicate),
    // A SPIR-V kernel has no visible stack or return address: null, which
    // LLVM allows for frames it cannot name (LangRef: "0 ... when the
    // address cannot be determined").
    named("returnaddress", |l, i, _| l.lower_null(i)),
    named("frameaddress", |l, i, _| l.lower_null(i)),
    // A hint: OpenCL.std prefetch where it applies (global memory), nothing elsewhere.
    named("prefetch", |l, i, _| l.lower_prefetch_hint(i)),
    // Profiling counters (-fprofile-instr-generate): no runtime collects
    // them from a device, so they are dropped, as the reference translator does.
    dropped_prefix("instrprof."),
];

impl IntrinsicLowering<'_, '_> {
    fn lower_clock(&mut self, i: Call, scope: Scope) -> LowerResult<()> {
        self.lower_read_clock(i, &i.called_operand().name(), scope)
    }

    fn lower_true(&mut self, i: Call) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let id = self.ml.m.constant(ConstantKey::Bool { ty, value: true });
        self.alias(*i, id);
        Ok(())
    }

    fn lower_null(&mut self, i: Call) -> LowerResult<()> {
        let ty = self.ml.value_type(*i)?;
        let null = self.ml.zero_of_type_id(ty);
        self.alias(*i, null);
        Ok(())
    }

    /// prefetch(p, rw, locality, cache type): OpenCL.std prefetch of the byte
    /// at `p` (its cache line) when `p` is a global pointer; other memory
    /// has no prefetch, and a hint never stops a compile.
    fn lower_prefetch_hint(&mut self, i: Call) -> LowerResult<()> {
        let pointer = i.call_args()[0];
        if self.ml.storage_class(pointer.ty().address_space()) != Ok(StorageClass::CrossWorkgroup) {
            return Ok(());
        }
        let byte = self.ml.m.type_int(8);
        let byte_pointer = self.ml.m.type_pointer(StorageClass::CrossWorkgroup, byte);
        let p = self.pointer_operand_as(pointer, byte_pointer)?;
        let size = self.ml.size_type();
        let one = self.ml.int_constant(size, 1);
        let void = self.ml.m.type_void();
        self.ext_inst("prefetch", void, &[p, one])?;
        Ok(())
    }
}
