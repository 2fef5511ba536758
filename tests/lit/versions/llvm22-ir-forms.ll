;; LLVM 21+ IR forms that an LLVM 16 reading of the module gets wrong: switch
;; case values outside the operands, llvm.lifetime without a size, masked
;; load/store alignment as a parameter attribute, captures(none) for
;; nocapture, atomicrmw operations by name (LLVM 21 renumbered them).
; REQUIRES: llvm22
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/atomicrmw-fmaximum.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: error: spirv-emit:
; ERR: atomicrmw fmaximum

;; Case values and destinations as written (3 -> 10, 70000 -> 20, else 30).
; CHECK-DAG: OpDecorate %[[#P:]] FuncParamAttr NoCapture
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#TEN:]] = OpConstant %[[#I32]] 10
; CHECK-DAG: %[[#TWENTY:]] = OpConstant %[[#I32]] 20
; CHECK-DAG: %[[#THIRTY:]] = OpConstant %[[#I32]] 30
; CHECK: OpSwitch %{{[0-9]+}} %[[#D:]] 3 %[[#A:]] 70000 %[[#B:]]
; CHECK: %[[#B]] = OpLabel
; CHECK-NEXT: OpReturnValue %[[#TWENTY]]
; CHECK: %[[#A]] = OpLabel
; CHECK-NEXT: OpReturnValue %[[#TEN]]
; CHECK: %[[#D]] = OpLabel
; CHECK-NEXT: OpReturnValue %[[#THIRTY]]

; CHECK: OpLifetimeStart %[[#V:]] 0
; CHECK: OpLifetimeStop %[[#V]] 0

; CHECK: %[[#P]] = OpFunctionParameter
; CHECK: OpLoad %{{[0-9]+}} %{{[0-9]+}} Aligned 16
; CHECK: OpStore %{{[0-9]+}} %{{[0-9]+}} Aligned 8

;; uinc_wrap (a compare-exchange loop) and fmax, not their neighbours' numbers.
; CHECK: OpAtomicCompareExchange %[[#I32]]
; CHECK: OpAtomicFMaxEXT %[[#F32]]
; CHECK-NOT: OpAtomicFMinEXT

target triple = "spir64-unknown-unknown"

define spir_func i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 3, label %a
    i32 70000, label %b
  ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 30
}

define spir_func float @life(float %v) {
  %p = alloca float, align 4
  call void @llvm.lifetime.start.p0(ptr %p)
  store float %v, ptr %p, align 4
  %r = load float, ptr %p, align 4
  call void @llvm.lifetime.end.p0(ptr %p)
  ret float %r
}

define spir_func <4 x float> @masked(ptr addrspace(1) captures(none) %p, <4 x float> %v) {
  %l = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 16 %p, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %v)
  call void @llvm.masked.store.v4f32.p1(<4 x float> %l, ptr addrspace(1) align 8 %p, <4 x i1> <i1 true, i1 true, i1 true, i1 true>)
  ret <4 x float> %l
}

define spir_func i32 @rmw(ptr addrspace(1) %p, ptr addrspace(1) %q, float %f) {
  %a = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 7 seq_cst
  %b = atomicrmw fmax ptr addrspace(1) %q, float %f seq_cst
  ret i32 %a
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), <4 x i1>)
