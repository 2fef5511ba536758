;; SPV_INTEL_ternary_bitwise_function in SPIR-V friendly IR:
;; __spirv_BitwiseFunctionINTEL(a, b, c, lut) -> OpBitwiseFunctionINTEL, the
;; look-up table a constant (scalars and vectors of integers). The newer
;; validator only (SPIRV-Tools 2023.1 and llvm-spirv-15 do not know it); an
;; error naming the extension when it is not allowed.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_ternary_bitwise_function>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability TernaryBitwiseFunctionINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_ternary_bitwise_function"
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#v4:]] = OpTypeVector %[[#uint]] 4
; CHECK-DAG: %[[#lut:]] = OpConstant %[[#uint]] 232
; CHECK: %[[#a:]] = OpLoad %[[#uint]]
; CHECK: OpBitwiseFunctionINTEL %[[#uint]] %[[#a]] %[[#a]] %[[#a]] %[[#lut]]
; CHECK: %[[#v:]] = OpLoad %[[#v4]]
; CHECK: OpBitwiseFunctionINTEL %[[#v4]] %[[#v]] %[[#v]] %[[#v]] %[[#lut]]

; ERR: extension SPV_INTEL_ternary_bitwise_function is not allowed by the target (needed by capability TernaryBitwiseFunctionINTEL (instruction OpBitwiseFunctionINTEL))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load i32, ptr addrspace(1) %p
  ;; 0xE8: the majority of a, b and c.
  %m = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiij(i32 %a, i32 %a, i32 %a, i32 232)
  store i32 %m, ptr addrspace(1) %p
  %v = load <4 x i32>, ptr addrspace(1) %q
  %w = call spir_func <4 x i32> @_Z28__spirv_BitwiseFunctionINTELDv4_jS_S_j(<4 x i32> %v, <4 x i32> %v, <4 x i32> %v, i32 232)
  store <4 x i32> %w, ptr addrspace(1) %q
  ret void
}

declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiij(i32, i32, i32, i32)
declare spir_func <4 x i32> @_Z28__spirv_BitwiseFunctionINTELDv4_jS_S_j(<4 x i32>, <4 x i32>, <4 x i32>, i32)
