;; OpenCL `dot` on bfloat (`DF16b` manglings). With SPV_KHR_bfloat16 (and not
;; the INTEL conversions) OpDot on the bfloat vectors, with
;; BFloat16DotProductKHR; with the i16 carrier of SPV_INTEL_bfloat16_conversion
;; (the default), the float dot product rounded back to bfloat. Scalars are
;; multiplied in float. Other builtins on bfloat are errors, never an
;; OpenCL.std instruction on bfloat (which takes none).
;; SPIRV-Tools 2023.1 knows neither bfloat extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s --check-prefix=INTEL
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefix=KHR
; RUN: sed 's/@_Z3dotDF16bDF16b(/@_Z3powDF16bDF16b(/' %s > %t.bad.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %t.bad.ll 2>&1 | FileCheck %s --check-prefix=ERR

; INTEL-DAG: %[[#ushort:]] = OpTypeInt 16 0
; INTEL-DAG: %[[#float:]] = OpTypeFloat 32
; INTEL-DAG: %[[#v4float:]] = OpTypeVector %[[#float]] 4
; INTEL: %[[#FA:]] = OpConvertBF16ToFINTEL %[[#v4float]] %[[#]]
; INTEL-NEXT: %[[#FB:]] = OpConvertBF16ToFINTEL %[[#v4float]] %[[#]]
; INTEL-NEXT: %[[#D:]] = OpDot %[[#float]] %[[#FA]] %[[#FB]]
; INTEL-NEXT: OpConvertFToBF16INTEL %[[#ushort]] %[[#D]]
; INTEL: OpFMul %[[#float]]

; KHR-DAG: OpCapability BFloat16DotProductKHR
; KHR-DAG: OpExtension "SPV_KHR_bfloat16"
; KHR-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; KHR-DAG: %[[#v4bf:]] = OpTypeVector %[[#bf]] 4
; KHR: %[[#A:]] = OpFunctionParameter %[[#v4bf]]
; KHR-NEXT: %[[#B:]] = OpFunctionParameter %[[#v4bf]]
; KHR: OpDot %[[#bf]] %[[#A]] %[[#B]]

; ERR: OpenCL builtin 'pow' on bfloat values is not supported

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, <4 x bfloat> %a, <4 x bfloat> %b, bfloat %c, bfloat %d) {
entry:
  %x = call spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat> %a, <4 x bfloat> %b)
  store bfloat %x, ptr addrspace(1) %p, align 2
  %y = call spir_func bfloat @_Z3dotDF16bDF16b(bfloat %c, bfloat %d)
  %q = getelementptr inbounds bfloat, ptr addrspace(1) %p, i64 1
  store bfloat %y, ptr addrspace(1) %q, align 2
  ret void
}

declare spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat>, <4 x bfloat>)
declare spir_func bfloat @_Z3dotDF16bDF16b(bfloat, bfloat)
