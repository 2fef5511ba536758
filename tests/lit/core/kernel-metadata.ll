;; Kernel metadata: execution modes, OpSource from !opencl.ocl.version, the
;; kernel_arg_type string, pointee hints from !kernel_arg_base_type (on every
;; LLVM version; a kernel that other code calls: kernel-called.ll).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir-unknown-unknown"

; CHECK: OpMemoryModel Physical32 OpenCL
; CHECK-DAG: OpEntryPoint Kernel %[[#WRAP:]] "callee_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#CALLER:]] "caller"
; CHECK-DAG: OpExecutionMode %[[#WRAP]] LocalSize 8 4 1
; CHECK-DAG: OpExecutionMode %[[#WRAP]] VecTypeHint 262149
; CHECK-DAG: OpExecutionMode %[[#CALLER]] LocalSizeHint 16 1 1
; CHECK-DAG: OpExecutionMode %[[#CALLER]] SubgroupSize 16
; CHECK-DAG: OpString "kernel_arg_type.callee_kernel.float4*,"
; CHECK-DAG: OpSource OpenCL_C 102000
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
;; The unused parameter still points to float4, from !kernel_arg_base_type.
; CHECK-DAG: %[[#PV4:]] = OpTypePointer CrossWorkgroup %[[#V4]]{{$}}

;; The kernel is its entry point (no wrapper: nothing calls it).
; CHECK: %[[#WRAP]] = OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#PV4]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpReturn

define spir_kernel void @callee_kernel(ptr addrspace(1) %v) !reqd_work_group_size !1 !vec_type_hint !2 !kernel_arg_type !3 !kernel_arg_base_type !3 {
  ret void
}

define spir_kernel void @caller(ptr addrspace(1) %v) !work_group_size_hint !4 !intel_reqd_sub_group_size !5 {
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 8, i32 4, i32 1}
!2 = !{<4 x float> undef, i32 1}
!3 = !{!"float4*"}
!4 = !{i32 16, i32 1, i32 1}
!5 = !{i32 16}
