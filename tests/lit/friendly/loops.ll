;; llvm.loop metadata and !spirv.loop.* on a latch branch become OpLoopMerge
;; in the header (merge: the loop's single exit; continue target: the latch).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
;; PartialCount needs SPIR-V 1.4; below that, an unroll hint.
; RUN: %opt -passes='spirv-emit<out=%t.14.spv;version=1.4>' -disable-output %s
; RUN: %spirv-val %t.14.spv
; RUN: %spirv-dis %t.14.spv | FileCheck %s --check-prefix=V14
;; Every extension allowed, no version cap: PartialCount (core in 1.4, no
;; extension) is not used, and no empty OpExtension is written (regression).
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all;validate=off>' -disable-output %s
; RUN: %spirv-val %t.all.spv
; RUN: %spirv-dis %t.all.spv | FileCheck %s --check-prefix=ALL

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpBranch %[[#HEADER:]]
; CHECK-NEXT: %[[#HEADER]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpSLessThan
; CHECK-NEXT: OpLoopMerge %[[#EXIT:]] %[[#LATCH:]] Unroll
; CHECK-NEXT: OpBranchConditional %{{[0-9]+}} %[[#LATCH]] %[[#EXIT]]
; V14: OpLoopMerge %{{[0-9]+}} %{{[0-9]+}} PartialCount 4
; ALL-NOT: OpExtension ""
; ALL: OpLoopMerge %{{[0-9]+}} %{{[0-9]+}} Unroll
; ALL-NOT: PartialCount
; V14: OpLoopMerge %{{[0-9]+}} %{{[0-9]+}} DontUnroll|DependencyLength 8
define spir_func void @counted(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %latch, label %exit
latch:
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  store i32 %i, ptr addrspace(1) %p
  %next = add i32 %i, 1
  br label %header, !llvm.loop !0
exit:
  ret void
}

;; A single-block loop: the header is its own continue target.
; CHECK-LABEL: OpFunction{{ }}
; CHECK: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
;; DependencyLength is SPIR-V 1.1: dropped below that.
; CHECK: OpLoopMerge %[[#DONE:]] %[[#LOOP]] DontUnroll{{$}}
; CHECK-NEXT: OpBranchConditional %{{[0-9]+}} %[[#LOOP]] %[[#DONE]]
define spir_func void @rotated(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !3, !spirv.loop.dependency_length !5
done:
  ret void
}

;; Two exits: no merge block, so no OpLoopMerge (the hint is dropped).
; CHECK-LABEL: OpFunction{{ }}
; CHECK-NOT: OpLoopMerge
; CHECK: OpFunctionEnd
define spir_func void @two_exits(ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %v = load i32, ptr addrspace(1) %a
  %stop = icmp eq i32 %v, %i
  br i1 %stop, label %early, label %body
body:
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %late, !llvm.loop !3
early:
  ret void
late:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{i32 8}
