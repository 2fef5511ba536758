;; SPV_KHR_float_controls / SPV_INTEL_float_controls2: `!spirv.ExecutionMode`
;; entries (mode, width) as the reference translator reads them. The KHR modes
;; are core in SPIR-V 1.4: without the extension the module declares 1.4 (as
;; the translator does); with it, a 1.0 module declares the extension; an
;; OpenCL 2.0 target (1.0, no extension) is an error naming it. The INTEL
;; modes need SPV_INTEL_float_controls2.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,CORE
; RUN: %opt -passes='spirv-emit<out=%t.ext.spv;version=1.0;ext=+SPV_KHR_float_controls>' -disable-output %s
; RUN: %spirv-val %t.ext.spv
; RUN: %spirv-dis %t.ext.spv | FileCheck %s --check-prefixes=CHECK,EXT
; RUN: %not %opt -passes='spirv-emit<out=%t.cl20.spv;env=opencl2.0>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.cl20.spv
; RUN: %opt -passes='spirv-emit<out=%t.intel.spv;ext=+SPV_INTEL_float_controls2>' -disable-output %S/Inputs/float-controls2.ll
; RUN: %spirv-val %t.intel.spv
; RUN: %spirv-dis %t.intel.spv | FileCheck %s --check-prefix=INTEL
; RUN: %not %opt -passes='spirv-emit<out=%t.nointel.spv>' -disable-output %S/Inputs/float-controls2.ll 2>&1 | FileCheck %s --check-prefix=NOINTEL

; CORE: Version: 1.4
; EXT: Version: 1.0
; CHECK-DAG: OpCapability DenormPreserve
; CHECK-DAG: OpCapability DenormFlushToZero
; CHECK-DAG: OpCapability SignedZeroInfNanPreserve
; CHECK-DAG: OpCapability RoundingModeRTE
; CHECK-DAG: OpCapability RoundingModeRTZ
; CORE-NOT: OpExtension
; EXT-DAG: OpExtension "SPV_KHR_float_controls"
; CHECK-DAG: OpEntryPoint Kernel %[[#k:]] "k"
; CHECK-DAG: OpExecutionMode %[[#k]] DenormPreserve 64
; CHECK-DAG: OpExecutionMode %[[#k]] DenormFlushToZero 32
; CHECK-DAG: OpExecutionMode %[[#k]] SignedZeroInfNanPreserve 32
; CHECK-DAG: OpExecutionMode %[[#k]] RoundingModeRTE 64
; CHECK-DAG: OpExecutionMode %[[#k]] RoundingModeRTZ 32

; ERR: extension SPV_KHR_float_controls is not allowed by the target (needed by capability DenormPreserve

; INTEL-DAG: OpCapability RoundToInfinityINTEL
; INTEL-DAG: OpExtension "SPV_INTEL_float_controls2"
; INTEL-DAG: OpExecutionMode %[[#]] RoundingModeRTPINTEL 32
; INTEL-DAG: OpExecutionMode %[[#]] RoundingModeRTNINTEL 64
; INTEL-DAG: OpExecutionMode %[[#]] FloatingPointModeALTINTEL 32
; NOINTEL: extension SPV_INTEL_float_controls2 is not allowed by the target

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load double, ptr addrspace(1) %p, align 8
  %y = fmul double %x, %x
  store double %y, ptr addrspace(1) %p, align 8
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4}
!0 = !{ptr @k, i32 4459, i32 64}
!1 = !{ptr @k, i32 4460, i32 32}
!2 = !{ptr @k, i32 4461, i32 32}
!3 = !{ptr @k, i32 4462, i32 64}
!4 = !{ptr @k, i32 4463, i32 32}
