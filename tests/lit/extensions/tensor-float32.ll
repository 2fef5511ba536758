;; SPV_INTEL_tensor_float32_conversion in SPIR-V friendly IR:
;; __spirv_RoundFToTF32INTEL(float or float vector) -> OpRoundFToTF32INTEL.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 do not know the extension: the newer
;; validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_tensor_float32_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability TensorFloat32RoundingINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_tensor_float32_conversion"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#float4:]] = OpTypeVector %[[#float]] 4
; CHECK: %[[#x:]] = OpLoad %[[#float]]
; CHECK-NEXT: OpRoundFToTF32INTEL %[[#float]] %[[#x]]
; CHECK: %[[#v:]] = OpLoad %[[#float4]]
; CHECK-NEXT: OpRoundFToTF32INTEL %[[#float4]] %[[#v]]

; ERR: extension SPV_INTEL_tensor_float32_conversion is not allowed by the target (needed by capability TensorFloat32RoundingINTEL (instruction OpRoundFToTF32INTEL))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load float, ptr addrspace(1) %p
  %y = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %x)
  store float %y, ptr addrspace(1) %p
  %v = load <4 x float>, ptr addrspace(1) %q
  %w = call spir_func <4 x float> @_Z25__spirv_RoundFToTF32INTELDv4_f(<4 x float> %v)
  store <4 x float> %w, ptr addrspace(1) %q
  ret void
}

declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)
declare spir_func <4 x float> @_Z25__spirv_RoundFToTF32INTELDv4_f(<4 x float>)
