;; Opaque pointers get pointee types from their uses; a pointer used at
;; another type is bitcast at that use; phi operands are bitcast on the edge;
;; call arguments take the callee's parameter type.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]{{$}}
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#U32]]{{$}}

;; %p is first loaded as float: it points to float; the i32 store bitcasts it.
; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#P:]] = OpFunctionParameter %[[#PF]]
; CHECK: OpLoad %[[#F32]] %[[#P]]
; CHECK: %[[#CAST:]] = OpBitcast %[[#PI]] %[[#P]]
; CHECK-NEXT: OpStore %[[#CAST]]
define spir_func void @reuse(ptr addrspace(1) %p) {
  %f = load float, ptr addrspace(1) %p
  %i = fptosi float %f to i32
  store i32 %i, ptr addrspace(1) %p
  ret void
}

;; The callee's parameter points to i32; the float pointer is bitcast at the call.
; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#PI]]
define spir_func void @store_int(ptr addrspace(1) %q) {
  store i32 7, ptr addrspace(1) %q
  ret void
}

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#PF]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#PI]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %{{[0-9]+}}{{$}}
define spir_func void @caller(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) {
entry:
  store float 1.0, ptr addrspace(1) %a
; CHECK: %[[#ACAST:]] = OpBitcast %[[#PI]] %[[#A]]
; CHECK-NEXT: OpFunctionCall %{{[0-9]+}} %{{[0-9]+}} %[[#ACAST]]
  call spir_func void @store_int(ptr addrspace(1) %a)
; CHECK: OpBranchConditional %[[#C]] %[[#LEFTL:]] %[[#RIGHT:]]
; CHECK-NEXT: %[[#RIGHT]] = OpLabel
; CHECK-NEXT: OpBranch
  br i1 %c, label %left, label %right
left:
  store i32 1, ptr addrspace(1) %b
;; (Blocks come in reverse post-order: %right first.)
; CHECK: %[[#LEFT:]] = OpLabel
; CHECK-NEXT: OpStore %[[#B]]
; CHECK-NEXT: %[[#EDGE:]] = OpBitcast %[[#PF]] %[[#B]]
; CHECK-NEXT: OpBranch %[[#JOIN:]]
  br label %join
right:
  br label %join
join:
; CHECK: %[[#JOIN]] = OpLabel
; CHECK-NEXT: %[[#PHI:]] = OpPhi %[[#PF]] %[[#EDGE]] %[[#LEFT]] %[[#A]] %{{[0-9]+}}
  %ptr = phi ptr addrspace(1) [ %b, %left ], [ %a, %right ]
  store float 2.0, ptr addrspace(1) %ptr
  ret void
}
