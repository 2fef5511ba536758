;; ContractionOff weighs the code a kernel can run: its reachable blocks and
;; those of every function it calls, wherever in the module they are defined.
;; A multiply in a block no path reaches is never executed, so it cannot be
;; fused with anything.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %spirv-dis %t.spv | grep -c ContractionOff | FileCheck %s --check-prefix=COUNT

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpEntryPoint Kernel %[[#DEAD:]] "dead_mul"
; CHECK-DAG: OpEntryPoint Kernel %[[#LATER:]] "mul_in_later_helper"
; CHECK-DAG: OpExecutionMode %[[#LATER]] ContractionOff
; CHECK-NOT: OpExecutionMode %[[#DEAD]] ContractionOff
; COUNT: {{^1$}}

define spir_kernel void @dead_mul(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p, align 4
  ret void
never:
  %m = fmul float %a, %b
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @mul_in_later_helper(ptr addrspace(1) %p, float %a, float %b) {
  %m = call float @helper(float %a, float %b)
  %s = fadd float %m, %b
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define internal float @helper(float %a, float %b) {
  %m = fmul float %a, %b
  ret float %m
}
