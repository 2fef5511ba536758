;; Each kernel's OpenCL metadata is its own, however the passes that read it
;; interleave the kernels (the attachments are read from LLVM once per
;; function and kept): two kernels with different work-group sizes, type
;; qualifiers and parameter types, and a helper without metadata between them.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpName %[[#A:]] "a"
; CHECK-DAG: OpName %[[#B:]] "b"
; CHECK-DAG: OpName %[[#P:]] "p"
; CHECK-DAG: OpName %[[#Q:]] "q"
; CHECK-DAG: OpExecutionMode %[[#A]] LocalSize 8 4 1
; CHECK-DAG: OpExecutionMode %[[#B]] LocalSize 16 1 1
; CHECK-DAG: OpDecorate %[[#P]] FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %[[#Q]] Volatile
; CHECK-DAG: %[[#Img:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK: %[[#A]] = OpFunction
; CHECK-NEXT: %[[#P]] = OpFunctionParameter %[[#]]
; CHECK: %[[#B]] = OpFunction
; CHECK-NEXT: %[[#Q]] = OpFunctionParameter %[[#]]
; CHECK-NEXT: OpFunctionParameter %[[#Img]]
; CHECK-NOT: OpDecorate %[[#Q]] FuncParamAttr NoAlias

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @a(ptr addrspace(1) %p) !reqd_work_group_size !0 !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_func void @helper(ptr addrspace(1) %x) {
entry:
  store i32 2, ptr addrspace(1) %x, align 4
  ret void
}

define spir_kernel void @b(ptr addrspace(1) %q, ptr addrspace(1) %img) !reqd_work_group_size !5 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
entry:
  call spir_func void @helper(ptr addrspace(1) %q)
  ret void
}

!0 = !{i32 8, i32 4, i32 1}
!1 = !{i32 1}
!2 = !{!"none"}
!3 = !{!"int*"}
!4 = !{!"restrict"}
!5 = !{i32 16, i32 1, i32 1}
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"read_only"}
!8 = !{!"int*", !"image2d_t"}
!9 = !{!"volatile", !""}
