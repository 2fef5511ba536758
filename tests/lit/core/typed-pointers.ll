;; Typed-pointer modules (LLVM 15/16 with -opaque-pointers=0) use the pointee types as written.
; REQUIRES: typed-pointers
; RUN: %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

%struct.Node = type { i32, %struct.Node addrspace(1)* }

; CHECK-DAG: OpTypeForwardPointer %[[#NODEPTR:]] CrossWorkgroup
; CHECK-DAG: %[[#NODE:]] = OpTypeStruct %{{[0-9]+}} %[[#NODEPTR]]{{$}}
; CHECK-DAG: %[[#NODEPTR]] = OpTypePointer CrossWorkgroup %[[#NODE]]{{$}}

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: OpFunctionParameter %[[#NODEPTR]]
define spir_kernel void @walk(%struct.Node addrspace(1)* %n, i32 addrspace(1)* %out) {
  %next.addr = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %n, i64 0, i32 1
  %next = load %struct.Node addrspace(1)*, %struct.Node addrspace(1)* addrspace(1)* %next.addr
  %v.addr = getelementptr inbounds %struct.Node, %struct.Node addrspace(1)* %next, i64 0, i32 0
  %v = load i32, i32 addrspace(1)* %v.addr
  store i32 %v, i32 addrspace(1)* %out
  ret void
}
