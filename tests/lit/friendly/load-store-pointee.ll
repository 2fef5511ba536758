;; __spirv_Load / __spirv_Store in SPIR-V friendly form read and write the
;; type of their result / value operand ("Pointer must point to Result Type",
;; "... to the type of Object"). A pointer whose inferred pointee differs
;; (here i8, from another load) is bitcast to point to that type first.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PtrI8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#PtrI32:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK: %[[#P:]] = OpFunctionParameter %[[#PtrI8]]
; CHECK: OpLoad %[[#I8]] %[[#P]]
; CHECK: %[[#L:]] = OpBitcast %[[#PtrI32]] %[[#P]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#I32]] %[[#L]]
; CHECK-NEXT: %[[#W:]] = OpIAdd %[[#I32]] %[[#V]]
; CHECK-NEXT: %[[#S:]] = OpBitcast %[[#PtrI32]] %[[#P]]
; CHECK-NEXT: OpStore %[[#S]] %[[#W]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %b = load i8, ptr addrspace(1) %p, align 1
  %v = call spir_func i32 @_Z12__spirv_LoadPU3AS1i(ptr addrspace(1) %p)
  %w = add i32 %v, 1
  call spir_func void @_Z13__spirv_StorePU3AS1ii(ptr addrspace(1) %p, i32 %w)
  ret void
}

declare spir_func i32 @_Z12__spirv_LoadPU3AS1i(ptr addrspace(1))
declare spir_func void @_Z13__spirv_StorePU3AS1ii(ptr addrspace(1), i32)
