;; SPV_EXT_bfloat16_arithmetic (the EXT form of SPV_INTEL_bfloat16_arithmetic)
;; was registered after the grammar spirv-emit is built with, and SPIRV-Tools
;; 2025.5 does not know its BFloat16ArithmeticEXT capability: its name is
;; accepted in ext= (translator command lines name it), and bfloat arithmetic
;; is computed in float and rounded once with or without it, so the module is
;; the same.
; RUN: %opt -passes='spirv-emit<out=%t.plain.spv;ext=+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion+SPV_EXT_bfloat16_arithmetic>' -disable-output %s
; RUN: cmp %t.plain.spv %t.spv
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-NOT: BFloat16Arithmetic
; CHECK-NOT: OpExtension "SPV_EXT_bfloat16_arithmetic"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK: %[[#a:]] = OpFConvert %[[#float]]
; CHECK: %[[#b:]] = OpFConvert %[[#float]]
; CHECK: %[[#s:]] = OpFAdd %[[#float]] %[[#a]] %[[#b]]
; CHECK: OpFConvert %[[#bf]] %[[#s]]

target triple = "spir64-unknown-unknown"

define spir_func bfloat @add(bfloat %x, bfloat %y) {
  %s = fadd bfloat %x, %y
  ret bfloat %s
}
