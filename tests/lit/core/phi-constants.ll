;; Phi operands that need code (constant expressions, pointer bitcasts) get
;; it at the end of the predecessor: nothing may precede a block's phis.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

@g = addrspace(1) global [8 x i32] zeroinitializer

; CHECK: OpBranchConditional %{{[0-9]+}} %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#B]] = OpLabel
; CHECK-NEXT: %[[#CAST:]] = OpBitcast
; CHECK-NEXT: OpBranch %[[#J:]]
; CHECK-NEXT: %[[#A]] = OpLabel
; CHECK-NEXT: %[[#GEP:]] = OpInBoundsPtrAccessChain %{{[0-9]+}} %[[#G:]]
; CHECK-NEXT: %[[#INT:]] = OpConvertPtrToU %{{[0-9]+}} %[[#G]]
; CHECK-NEXT: OpBranch %[[#J]]
; CHECK-NEXT: %[[#J]] = OpLabel
; CHECK-NEXT: OpPhi %{{[0-9]+}} %[[#GEP]] %[[#A]] %[[#CAST]] %[[#B]]
; CHECK-NEXT: OpPhi %{{[0-9]+}} %[[#INT]] %[[#A]] %{{[0-9]+}} %[[#B]]
define spir_kernel void @k(i1 %c, ptr addrspace(1) %out) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi ptr addrspace(1) [ getelementptr inbounds ([8 x i32], ptr addrspace(1) @g, i64 0, i64 3), %a ], [ %out, %b ]
  %i = phi i64 [ ptrtoint (ptr addrspace(1) @g to i64), %a ], [ 0, %b ]
  store i32 1, ptr addrspace(1) %p
  store i64 %i, ptr addrspace(1) %out
  ret void
}
