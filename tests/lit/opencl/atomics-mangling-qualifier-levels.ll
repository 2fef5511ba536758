;; Manglings that count each qualifier level as its own substitution
;; candidate (the translator's and SPIR 1.2's manglers, binutils):
;; `PU3AS3VU7_AtomiciPii12memory_orderS4_` names memory_order twice, and
;; the memory_scope argument becomes the Scope operand (work_item: 4).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Invocation:]] = OpConstant %[[#uint]] 4{{$}}
; CHECK-DAG: %[[#Workgroup:]] = OpConstant %[[#uint]] 2{{$}}
; CHECK-DAG: %[[#Relaxed:]] = OpConstant %[[#uint]] 0{{$}}
; CHECK: %[[#E:]] = OpLoad %[[#uint]]
; CHECK-NEXT: %[[#R:]] = OpAtomicCompareExchange %[[#uint]] %[[#]] %[[#Invocation]] %[[#Relaxed]] %[[#Relaxed]] %[[#]] %[[#E]]
; CHECK: %[[#E2:]] = OpLoad %[[#uint]]
; CHECK-NEXT: OpAtomicCompareExchange %[[#uint]] %[[#]] %[[#Workgroup]] %[[#Relaxed]] %[[#Relaxed]] %[[#]] %[[#E2]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) %object, ptr addrspace(1) %out) {
entry:
  %expected = alloca i32, align 4
  store i32 0, ptr %expected, align 4
  %a = call spir_func i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope(ptr addrspace(3) %object, ptr %expected, i32 5, i32 0, i32 0, i32 0)
  %b = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope(ptr addrspace(3) %object, ptr %expected, i32 6, i32 0, i32 0, i32 1)
  %e = load i32, ptr %expected, align 4
  store i32 %e, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope(ptr addrspace(3), ptr, i32, i32, i32, i32)
declare spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS3VU7_AtomiciPii12memory_orderS4_12memory_scope(ptr addrspace(3), ptr, i32, i32, i32, i32)
