;; A kernel whose address is a value (function indices,
;; function-pointer-indices.ll) may be called through it: like a kernel called
;; directly, its entry point is a wrapper, since SPIR-V forbids calling an
;; entry point's function.
; UNSUPPORTED: llvm22
;; (the LLVM 22 verifier rejects calls with the spir_kernel calling convention,
;; indirect ones too: such a module does not exist there)
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint Kernel %[[#wrapper:]] "inner"
; CHECK-DAG: OpEntryPoint Kernel %[[#]] "outer"
; CHECK: %[[#inner:]] = OpFunction %[[#]] None
; CHECK: OpSwitch %[[#]] %[[#]] 1 %[[#case:]]
; CHECK-NEXT: %[[#case]] = OpLabel
; CHECK: OpFunctionCall %[[#]] %[[#inner]]
; CHECK: %[[#wrapper]] = OpFunction
; CHECK: OpFunctionCall %[[#]] %[[#inner]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @inner(ptr addrspace(1) %out) {
  store i32 7, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @outer(ptr addrspace(1) %out) {
  %p = alloca ptr
  store ptr @inner, ptr %p
  %f = load ptr, ptr %p
  call spir_kernel void %f(ptr addrspace(1) %out)
  ret void
}
