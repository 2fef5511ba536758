;; Floating-point contraction follows LLVM IR's rule: a multiply and an add may
;; be fused only where both carry `contract`. A kernel whose code (its body and
;; its callees) multiplies and adds floats without that flag declares
;; ContractionOff, so that no consumer fuses them; llvm.fmuladd ("fused or
;; not") is an explicit fma; kernels with nothing to fuse, or whose operations
;; all allow it, say nothing.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
;; Exactly the four kernels below declare it (the others do not).
; RUN: %spirv-dis %t.spv | grep -c ContractionOff | FileCheck %s --check-prefix=COUNT

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpEntryPoint Kernel %[[#PLAIN:]] "plain"
; CHECK-DAG: OpEntryPoint Kernel %[[#CONTRACT:]] "contract"
; CHECK-DAG: OpEntryPoint Kernel %[[#HALF:]] "half_contract"
; CHECK-DAG: OpEntryPoint Kernel %[[#MULADD:]] "muladd"
; CHECK-DAG: OpEntryPoint Kernel %[[#ADDS:]] "adds_only"
; CHECK-DAG: OpEntryPoint Kernel %[[#CALLER:]] "mul_in_callee"
; CHECK-DAG: OpEntryPoint Kernel %[[#STRICT:]] "constrained"
; CHECK-DAG: OpExecutionMode %[[#PLAIN]] ContractionOff
; CHECK-DAG: OpExecutionMode %[[#HALF]] ContractionOff
; CHECK-DAG: OpExecutionMode %[[#CALLER]] ContractionOff
; CHECK-DAG: OpExecutionMode %[[#STRICT]] ContractionOff
; CHECK: OpExtInst %{{.*}} fma
; COUNT: {{^4$}}

define spir_kernel void @plain(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @contract(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fsub contract float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

;; Both must allow it: a plain add next to a `contract` multiply forbids it.
define spir_kernel void @half_contract(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = fmul contract float %a, %b
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @muladd(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %s = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @adds_only(ptr addrspace(1) %p, float %a, float %b) {
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

;; The multiply is in a callee, the add in the kernel: a consumer that inlines
;; could fuse them.
define spir_func float @product(float %a, float %b) {
  %m = fmul float %a, %b
  ret float %m
}

define spir_kernel void @mul_in_callee(ptr addrspace(1) %p, float %a, float %b, float %c) {
  %m = call spir_func float @product(float %a, float %b)
  %s = fadd float %m, %c
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @constrained(ptr addrspace(1) %p, float %a, float %b, float %c) #0 {
  %m = call float @llvm.experimental.constrained.fmul.f32(float %a, float %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  %s = call float @llvm.experimental.constrained.fadd.f32(float %m, float %c, metadata !"round.tonearest", metadata !"fpexcept.ignore") #0
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)

attributes #0 = { strictfp }
