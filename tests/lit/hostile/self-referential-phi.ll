;; Phis that refer to themselves (%same) or to each other in a cycle (%swap.a,
;; %swap.b) translate to OpPhis with forward references: valid output.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK: %[[SAME:[0-9]+]] = OpPhi %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[SAME]] %{{[0-9]+}}
; CHECK-NEXT: %[[A:[0-9]+]] = OpPhi %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[B:[0-9]+]] %{{[0-9]+}}
; CHECK-NEXT: %[[B]] = OpPhi %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %[[A]] %{{[0-9]+}}

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %same = phi i32 [ 7, %entry ], [ %same, %loop ]
  %swap.a = phi i32 [ 1, %entry ], [ %swap.b, %loop ]
  %swap.b = phi i32 [ 2, %entry ], [ %swap.a, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %s = add i32 %same, %swap.a
  %t = add i32 %s, %swap.b
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}
