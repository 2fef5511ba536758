;; SPV_INTEL_arbitrary_precision_fixed_point and _floating_point in SPIR-V
;; friendly IR: __spirv_Fixed*INTEL / __spirv_ArbitraryFloat*INTEL calls (the
;; grammar now spells them ALTERA; SPIR-V friendly IR and the reference reader
;; keep INTEL) with their literal operands, on integers SPIR-V has. DPC++'s
;; ap_int operands (i13, i5, ...) need SPV_INTEL_arbitrary_precision_integers,
;; which spirv-emit does not emit: an error, not a silent widening that would
;; change the result. SPIRV-Tools 2023.1 reads these instructions with another
;; operand layout: the newer validator, then the reference reader.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_arbitrary_precision_fixed_point+SPV_INTEL_arbitrary_precision_floating_point>' -disable-output %s
; RUN: %spirv-val --new-only %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %llvm-spirv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; With every extension allowed, the INTEL names are still the ones chosen.
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-dis-new %t.all.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.w.spv;ext=+all>' -disable-output %S/Inputs/arbitrary-precision-odd-width.ll 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: test ! -e %t.w.spv

; CHECK-DAG: OpCapability ArbitraryPrecisionFixedPointALTERA
; CHECK-DAG: OpCapability ArbitraryPrecisionFloatingPointALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_fixed_point"
; CHECK-DAG: OpExtension "SPV_INTEL_arbitrary_precision_floating_point"
; CHECK-NOT: SPV_ALTERA
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK: %[[#x:]] = OpLoad %[[#int]]
; CHECK-NEXT: OpFixedSqrtALTERA %[[#int]] %[[#x]] 0 8 4 0 0
; CHECK-NEXT: OpFixedSinCosPiALTERA %[[#long]] %[[#x]] 1 12 2 0 0
; CHECK: %[[#l:]] = OpLoad %[[#long]]
; CHECK-NEXT: %[[#c:]] = OpArbitraryFloatCastALTERA %[[#long]] %[[#l]] 23 30 0 0 0
; CHECK-NEXT: %[[#a:]] = OpArbitraryFloatAddALTERA %[[#long]] %[[#c]] 23 %[[#c]] 23 30 0 0 0
; CHECK-NEXT: OpArbitraryFloatGTALTERA %[[#bool]] %[[#a]] 23 %[[#c]] 23

; ERR: extension SPV_ALTERA_arbitrary_precision_fixed_point or SPV_INTEL_arbitrary_precision_fixed_point is not allowed by the target
; WIDTH: '__spirv_FixedSqrtINTEL' works on i5 values, which need SPV_INTEL_arbitrary_precision_integers; spirv-emit does not emit that extension

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load i32, ptr addrspace(1) %p
  %s = call spir_func i32 @_Z22__spirv_FixedSqrtINTELiiiiii(i32 %x, i1 false, i32 8, i32 4, i32 0, i32 0)
  %sc = call spir_func i64 @_Z26__spirv_FixedSinCosPiINTELiiiiii(i32 %x, i1 true, i32 12, i32 2, i32 0, i32 0)
  store i32 %s, ptr addrspace(1) %p
  %l = load i64, ptr addrspace(1) %q
  %c = call spir_func i64 @_Z31__spirv_ArbitraryFloatCastINTELliiiii(i64 %l, i32 23, i32 30, i32 0, i32 0, i32 0)
  %a = call spir_func i64 @_Z30__spirv_ArbitraryFloatAddINTELliliiiiii(i64 %c, i32 23, i64 %c, i32 23, i32 30, i32 0, i32 0, i32 0)
  %gt = call spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELlili(i64 %a, i32 23, i64 %c, i32 23)
  %r = select i1 %gt, i64 %a, i64 %sc
  store i64 %r, ptr addrspace(1) %q
  ret void
}

declare spir_func i32 @_Z22__spirv_FixedSqrtINTELiiiiii(i32, i1, i32, i32, i32, i32)
declare spir_func i64 @_Z26__spirv_FixedSinCosPiINTELiiiiii(i32, i1, i32, i32, i32, i32)
declare spir_func i64 @_Z31__spirv_ArbitraryFloatCastINTELliiiii(i64, i32, i32, i32, i32, i32)
declare spir_func i64 @_Z30__spirv_ArbitraryFloatAddINTELliliiiiii(i64, i32, i64, i32, i32, i32, i32, i32)
declare spir_func i1 @_Z29__spirv_ArbitraryFloatGTINTELlili(i64, i32, i64, i32)
