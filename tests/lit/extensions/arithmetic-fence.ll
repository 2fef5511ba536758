;; llvm.arithmetic.fence -> OpArithmeticFenceEXT where SPV_EXT_arithmetic_fence
;; is allowed. The reference translator's SPV_INTEL_arithmetic_fence (same
;; opcode and capability) fails SPIRV-Tools' validation (the capability
;; requires SPV_EXT_arithmetic_fence): with that name, as by default, the
;; fence is its operand.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know SPV_EXT_arithmetic_fence.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_arithmetic_fence>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.intel.spv;ext=+SPV_INTEL_arithmetic_fence>' -disable-output %s
; RUN: %spirv-val %t.intel.spv
; RUN: %spirv-dis %t.intel.spv | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability ArithmeticFenceEXT
; CHECK-DAG: OpExtension "SPV_EXT_arithmetic_fence"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#v4:]] = OpTypeVector %[[#float]] 4
; CHECK: %[[#s:]] = OpFAdd %[[#float]]
; CHECK-NEXT: %[[#f:]] = OpArithmeticFenceEXT %[[#float]] %[[#s]]
; CHECK-NEXT: OpFAdd %[[#float]] %[[#f]]
; CHECK: OpArithmeticFenceEXT %[[#v4]]

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: Fence
; DEFAULT: %[[#s:]] = OpFAdd
; DEFAULT-NEXT: OpFAdd %[[#]] %[[#s]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = load float, ptr addrspace(1) %p, align 4
  %s = fadd reassoc float %a, 1.0
  %f = call float @llvm.arithmetic.fence.f32(float %s)
  %t = fadd reassoc float %f, 2.0
  store float %t, ptr addrspace(1) %p, align 4
  %v = load <4 x float>, ptr addrspace(1) %q, align 16
  %g = call <4 x float> @llvm.arithmetic.fence.v4f32(<4 x float> %v)
  store <4 x float> %g, ptr addrspace(1) %q, align 16
  ret void
}

declare float @llvm.arithmetic.fence.f32(float)
declare <4 x float> @llvm.arithmetic.fence.v4f32(<4 x float>)
