;; A linked list (%node holds a pointer to the next %node): with opaque
;; pointers the field's pointee is not recursive in SPIR-V (it is a byte
;; pointer, bitcast where it is used as a %node): valid output, no cycle.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK: %[[#NODE:]] = OpTypeStruct %{{.*}} %[[#P:]]
; CHECK: OpTypePointer CrossWorkgroup %[[#NODE]]

target triple = "spir64-unknown-unknown"
%node = type { i32, ptr addrspace(1) }
define spir_kernel void @sum_list(ptr addrspace(1) %head, ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %n = phi ptr addrspace(1) [ %head, %entry ], [ %next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]
  %done = icmp eq ptr addrspace(1) %n, null
  br i1 %done, label %exit, label %body
body:
  %vp = getelementptr inbounds %node, ptr addrspace(1) %n, i64 0, i32 0
  %v = load i32, ptr addrspace(1) %vp, align 4
  %sum = add i32 %acc, %v
  %np = getelementptr inbounds %node, ptr addrspace(1) %n, i64 0, i32 1
  %next = load ptr addrspace(1), ptr addrspace(1) %np, align 8
  br label %loop
exit:
  store i32 %acc, ptr addrspace(1) %out, align 4
  ret void
}
