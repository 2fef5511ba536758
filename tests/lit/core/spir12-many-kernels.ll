;; SPIR 1.2's !opencl.kernels with several kernels, listed in another order
;; than they are defined: each kernel reads its own entry's fields (the
;; entries are indexed by kernel once per module, not scanned per question),
;; and a kernel with two entries finds a field in either.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint Kernel %[[#A:]] "a"
; CHECK-DAG: OpEntryPoint Kernel %[[#B:]] "b"
; CHECK-DAG: OpEntryPoint Kernel %[[#C:]] "c"
; CHECK-DAG: OpExecutionMode %[[#A]] LocalSize 1 2 3
; CHECK-DAG: OpExecutionMode %[[#B]] LocalSize 4 5 6
; CHECK-DAG: OpExecutionMode %[[#C]] LocalSize 7 8 9
; CHECK-DAG: OpExecutionMode %[[#C]] LocalSizeHint 16 1 1
; CHECK-DAG: OpString "kernel_arg_type.a.int*,"
; CHECK-DAG: OpString "kernel_arg_type.b.float*,"
; CHECK-DAG: OpString "kernel_arg_type.c.char*,"

target triple = "spir64-unknown-unknown"

define spir_kernel void @a(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @b(ptr addrspace(1) %p) {
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @c(ptr addrspace(1) %p) {
  store i8 1, ptr addrspace(1) %p, align 1
  ret void
}

!opencl.kernels = !{!20, !10, !0, !30}
!opencl.spir.version = !{!9}
!opencl.ocl.version = !{!9}

!0 = !{ptr @a, !1, !2, !3}
!1 = !{!"kernel_arg_addr_space", i32 1}
!2 = !{!"kernel_arg_type", !"int*"}
!3 = !{!"reqd_work_group_size", i32 1, i32 2, i32 3}
!10 = !{ptr @b, !1, !12, !13}
!12 = !{!"kernel_arg_type", !"float*"}
!13 = !{!"reqd_work_group_size", i32 4, i32 5, i32 6}
!20 = !{ptr @c, !1, !22, !23}
!22 = !{!"kernel_arg_type", !"char*"}
!23 = !{!"reqd_work_group_size", i32 7, i32 8, i32 9}
!30 = !{ptr @c, !31}
!31 = !{!"work_group_size_hint", i32 16, i32 1, i32 1}
!9 = !{i32 1, i32 2}
