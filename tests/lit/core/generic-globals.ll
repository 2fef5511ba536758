;; A program-scope variable in the generic address space (4), as HIP- and
;; SYCL-style IR has them: SPIR-V has no Generic variables, so it is a
;; CrossWorkgroup variable (program-scope variables are global memory) used
;; through its generic address, OpSpecConstantOp PtrCastToGeneric.
;; tests/exec/friendly/generic_global.ll runs one on Intel's runtime.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#CW:]] = OpTypePointer CrossWorkgroup %[[#U32]]
; CHECK-DAG: %[[#GEN:]] = OpTypePointer Generic %[[#U32]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#CW]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#A:]] = OpSpecConstantOp %[[#GEN]] PtrCastToGeneric %[[#G]]
; CHECK-DAG: %[[#PTRS:]] = OpVariable %{{[0-9]+}} CrossWorkgroup %[[#INIT:]]
; CHECK-DAG: %[[#INIT]] = OpConstantComposite %{{[0-9]+}} %[[#CAST:]]
; CHECK-DAG: %[[#CAST]] = OpSpecConstantOp %{{[0-9]+}} Bitcast %[[#A]]
; CHECK: OpLoad %[[#U32]] %[[#A]]
; CHECK: OpStore %[[#A]]

target triple = "spir64-unknown-unknown"

@g = addrspace(4) global i32 5, align 4
@ptrs = addrspace(1) global [1 x ptr addrspace(4)] [ptr addrspace(4) @g], align 8

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(4) @g, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(4) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}
