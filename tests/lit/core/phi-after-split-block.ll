;; A phi whose predecessor a lowering split (a memset of unknown length
;; becomes a loop) names the predecessor's last SPIR-V block, the one that
;; branches to the phi's block; SPIR-V requires every parent to be a
;; predecessor (spirv-val checks). Phis of functions without a split block
;; keep their parents as they are.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; CHECK: OpBranchConditional %[[#]] %[[#FILL:]] %[[#JOIN:]]
; CHECK: %[[#FILL]] = OpLabel
; CHECK: %[[#JOIN]] = OpLabel
; CHECK-NEXT: OpPhi %[[#]] %[[#]] %[[#ENTRY:]] %[[#]] %[[#EXIT:]]
; CHECK: OpFunctionEnd
; CHECK: OpBranchConditional %[[#]] %[[#THEN:]] %[[#ELSE:]]
; CHECK: OpPhi %[[#]] %[[#]] %[[#THEN]] %[[#]] %[[#ELSE]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

define spir_kernel void @k(ptr addrspace(1) %p, i64 %n, i1 %c) {
entry:
  br i1 %c, label %fill, label %join
fill:
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 %n, i1 false)
  br label %join
join:
  %v = phi i32 [ 1, %entry ], [ 2, %fill ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @unsplit(ptr addrspace(1) %p, i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %v = phi i32 [ 1, %then ], [ 2, %else ]
  store i32 %v, ptr addrspace(1) %p
  ret void
}
