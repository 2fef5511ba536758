;; Two loops with loop metadata share their exit block: only one gets an
;; OpLoopMerge (a block merges one construct), the one first in the lowering
;; order (reverse post-order: `second`, though the search meets `first`'s
;; latch first). The latches are found as the search reads each terminator.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpName %[[#SECOND:]] "second"
; CHECK-DAG: OpName %[[#FIRST:]] "first"
; CHECK-DAG: OpName %[[#EXIT:]] "exit"
; CHECK: %[[#SECOND]] = OpLabel
; CHECK-NOT: OpLabel
; CHECK: OpLoopMerge %[[#EXIT]] %[[#SECOND]] Unroll
; CHECK: %[[#FIRST]] = OpLabel
; CHECK-NOT: OpLoopMerge
; CHECK: %[[#EXIT]] = OpLabel

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @two_loops(ptr addrspace(1) %p, i32 %n, i1 %which) {
entry:
  br i1 %which, label %first, label %second

first:
  %i = phi i32 [ 0, %entry ], [ %i.next, %first ]
  %i.next = add i32 %i, 1
  %done.i = icmp sge i32 %i.next, %n
  br i1 %done.i, label %exit, label %first, !llvm.loop !0

second:
  %j = phi i32 [ 0, %entry ], [ %j.next, %second ]
  %j.next = add i32 %j, 2
  %done.j = icmp sge i32 %j.next, %n
  br i1 %done.j, label %exit, label %second, !llvm.loop !2

exit:
  %r = phi i32 [ %i.next, %first ], [ %j.next, %second ]
  store i32 %r, ptr addrspace(1) %p
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.enable"}
