;; A function's code is laid out as it is lowered, and what belongs inside
;; blocks already written is inserted in one pass at the end: the variables
;; open the entry block (before the code emitted ahead of any block), edge
;; code (a phi's constant expression, computed in its predecessor) comes
;; before the predecessor's terminator and before an OpLoopMerge, which
;; immediately precedes the header's branch; a block a lowering split (an
;; unknown-length memset becomes a loop) gets its edge code in its last part.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
;; @k:
; CHECK: OpFunction
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#A:]] = OpVariable %[[#]] Function
; CHECK-NEXT: OpStore %[[#A]]
; CHECK-NEXT: %[[#G0:]] = OpConvertPtrToU
; CHECK-NEXT: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpPhi %[[#]] %[[#G0]] %[[#ENTRY]]
; CHECK-NEXT: OpPhi %[[#]] %[[#]] %[[#ENTRY]] %[[#G1:]] %[[#LOOP]]
; CHECK:      OpIEqual
; CHECK-NEXT: %[[#G1]] = OpConvertPtrToU
; CHECK-NEXT: OpLoopMerge %[[#EXIT:]] %[[#LOOP]] DontUnroll
; CHECK-NEXT: OpBranchConditional %[[#]] %[[#EXIT]] %[[#LOOP]]
; CHECK-NEXT: %[[#EXIT]] = OpLabel
; CHECK:      OpReturn
; CHECK-NEXT: OpFunctionEnd

;; @split: the edge code goes to the split block's last part, which
;; branches to the phi's block.
; CHECK: OpFunction
; CHECK: OpBranchConditional %[[#]] %[[#FILL:]] %[[#JOIN:]]
; CHECK-NEXT: %[[#FILL]] = OpLabel
; CHECK-NOT: OpConvertPtrToU
; CHECK: OpStore
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: OpBranch
; CHECK-NEXT: %[[#LAST:]] = OpLabel
; CHECK-NEXT: %[[#G2:]] = OpConvertPtrToU
; CHECK-NEXT: OpBranch %[[#JOIN]]
; CHECK-NEXT: %[[#JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#]] %[[#]] %[[#G2]] %[[#LAST]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0

declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  %a = alloca i32
  store i32 7, ptr %a
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %addr = phi i64 [ ptrtoint (ptr addrspace(1) @g to i64), %entry ], [ %addr2, %loop ]
  %q = phi i64 [ 0, %entry ], [ ptrtoint (ptr addrspace(1) @g to i64), %loop ]
  %next = add i32 %i, 1
  %addr2 = add i64 %addr, %q
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  %x = load i32, ptr %a
  %y = trunc i64 %addr2 to i32
  %z = add i32 %x, %y
  store i32 %z, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @split(ptr addrspace(1) %p, i64 %n, i1 %c) {
entry:
  br i1 %c, label %fill, label %join
fill:
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 %n, i1 false)
  br label %join
join:
  %v = phi i64 [ 1, %entry ], [ ptrtoint (ptr addrspace(1) @g to i64), %fill ]
  store i64 %v, ptr addrspace(1) %p
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
