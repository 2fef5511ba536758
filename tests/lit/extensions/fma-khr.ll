;; SPV_KHR_fma: allowed explicitly, every fused multiply-add becomes OpFmaKHR
;; (`llvm.fma`, `llvm.fmuladd`, OpenCL C `fma`, `__spirv_ocl_fma`), as the
;; translators do with the extension; `__spirv_FmaKHR` maps to it through the
;; grammar. By default (no ext=, which Intel's CPU runtime needs: it does not
;; take SPV_KHR_fma) they stay OpenCL.std fma, and `__spirv_FmaKHR` is an error
;; naming the extension. The newer validator only (SPIRV-Tools 2023.1 does not
;; know FMAKHR).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_fma>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-dis-new %t.all.spv | FileCheck %s
; RUN: sed -e '/FmaKHR/d' -e '/^;/d' %s > %t.core.ll
; RUN: %opt -passes='spirv-emit<out=%t.core.spv>' -disable-output %t.core.ll
; RUN: %spirv-val %t.core.spv
; RUN: %spirv-dis %t.core.spv | FileCheck %s --check-prefix=CORE
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv

; CHECK-DAG: OpCapability FMAKHR
; CHECK-DAG: OpExtension "SPV_KHR_fma"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#v4:]] = OpTypeVector %[[#float]] 4
; CHECK-NOT: OpExtInst {{.*}} fma
; CHECK: %[[#x:]] = OpLoad %[[#float]]
; CHECK-NEXT: %[[#a:]] = OpFmaKHR %[[#float]] %[[#x]] %[[#x]] %[[#x]]
; CHECK: %[[#v:]] = OpLoad %[[#v4]]
; CHECK-NEXT: OpFmaKHR %[[#v4]] %[[#v]] %[[#v]] %[[#v]]
; CHECK: OpFmaKHR %[[#float]] %[[#a]] %[[#x]] %[[#a]]
; CHECK: OpFmaKHR %[[#float]]
; CHECK: OpFmaKHR %[[#float]]
; CHECK: OpFmaKHR %[[#float]]

; CORE-NOT: FMAKHR
; CORE-NOT: SPV_KHR_fma
; CORE-COUNT-5: OpExtInst {{.*}} fma
; CORE-NOT: OpFmaKHR

; ERR: extension SPV_KHR_fma is not allowed by the target (needed by capability FMAKHR (instruction OpFmaKHR))

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load float, ptr addrspace(1) %p
  %a = call float @llvm.fma.f32(float %x, float %x, float %x)
  %v = load <4 x float>, ptr addrspace(1) %q
  %w = call <4 x float> @llvm.fma.v4f32(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  store <4 x float> %w, ptr addrspace(1) %q
  %b = call float @llvm.fmuladd.f32(float %a, float %x, float %a)
  %c = call spir_func float @_Z3fmafff(float %b, float %x, float %x)
  %d = call spir_func float @_Z15__spirv_ocl_fmafff(float %c, float %x, float %x)
  store float %d, ptr addrspace(1) %p
  ;; (Removed for the default run: every line naming FmaKHR.)
  %byFmaKHR = call spir_func float @_Z14__spirv_FmaKHRfff(float %d, float %x, float %x)
  store float %byFmaKHR, ptr addrspace(1) %p
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare float @llvm.fmuladd.f32(float, float, float)
declare spir_func float @_Z3fmafff(float, float, float)
declare spir_func float @_Z15__spirv_ocl_fmafff(float, float, float)
declare spir_func float @_Z14__spirv_FmaKHRfff(float, float, float)
