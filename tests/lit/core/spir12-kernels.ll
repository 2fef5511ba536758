;; SPIR 1.2 modules keep their kernels' metadata in !opencl.kernels (one node
;; per kernel: the function, then nodes that start with their name) instead of
;; on the function: sizes, hints, argument types (pointee hints, images) and
;; type qualifiers are read from there, as from function metadata.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSize 8 4 1
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSizeHint 2 1 1
; CHECK-DAG: OpExecutionMode %[[#K]] VecTypeHint 131077
; CHECK-DAG: OpString "kernel_arg_type.k.float*,image2d_t,"
; CHECK-DAG: OpDecorate %[[#P:]] FuncParamAttr NoAlias
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#IMG:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK: %[[#P]] = OpFunctionParameter %[[#PF]]
; CHECK-NEXT: OpFunctionParameter %[[#IMG]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %img) {
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

!opencl.kernels = !{!0}
!opencl.spir.version = !{!9}
!opencl.ocl.version = !{!9}

!0 = !{ptr @k, !1, !2, !3, !4, !5, !6, !7, !8}
!1 = !{!"kernel_arg_addr_space", i32 1, i32 1}
!2 = !{!"kernel_arg_access_qual", !"none", !"read_only"}
!3 = !{!"kernel_arg_type", !"float*", !"image2d_t"}
!4 = !{!"kernel_arg_base_type", !"float*", !"image2d_t"}
!5 = !{!"kernel_arg_type_qual", !"restrict", !""}
!6 = !{!"reqd_work_group_size", i32 8, i32 4, i32 1}
!7 = !{!"work_group_size_hint", i32 2, i32 1, i32 1}
!8 = !{!"vec_type_hint", <2 x float> undef, i32 1}
!9 = !{i32 1, i32 2}
