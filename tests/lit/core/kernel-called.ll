;; A kernel that other code calls: its body becomes an ordinary function,
;; called by the caller and by an entry-point wrapper that keeps the kernel's
;; execution modes (metadata alone: kernel-metadata.ll).
; UNSUPPORTED: llvm22
;; (the LLVM 22 verifier rejects calls to spir_kernel functions: such a module
;; does not exist there; clang-22's own kernel bodies: versions/clang22-kernel-bodies.cl)
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir-unknown-unknown"

; CHECK: OpMemoryModel Physical32 OpenCL
; CHECK-DAG: OpEntryPoint Kernel %[[#WRAP:]] "callee_kernel"
; CHECK-DAG: OpEntryPoint Kernel %[[#CALLER:]] "caller"
; CHECK-DAG: OpExecutionMode %[[#WRAP]] LocalSize 8 4 1
; CHECK-DAG: OpExecutionMode %[[#CALLER]] LocalSizeHint 16 1 1
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
;; The unused parameter still points to float4, from !kernel_arg_base_type.
; CHECK-DAG: %[[#PV4:]] = OpTypePointer CrossWorkgroup %[[#V4]]{{$}}

;; The implementation, called by both the caller and the wrapper.
; CHECK: %[[#IMPL:]] = OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#PV4]]
; CHECK: %[[#CALLER]] = OpFunction
; CHECK: OpFunctionCall %{{[0-9]+}} %[[#IMPL]]
; CHECK: %[[#WRAP]] = OpFunction
; CHECK-NEXT: %[[#ARG:]] = OpFunctionParameter %[[#PV4]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFunctionCall %{{[0-9]+}} %[[#IMPL]] %[[#ARG]]
; CHECK-NEXT: OpReturn

define spir_kernel void @callee_kernel(ptr addrspace(1) %v) !reqd_work_group_size !1 !vec_type_hint !2 !kernel_arg_type !3 !kernel_arg_base_type !3 {
  ret void
}

define spir_kernel void @caller(ptr addrspace(1) %v) !work_group_size_hint !4 !intel_reqd_sub_group_size !5 {
  call spir_kernel void @callee_kernel(ptr addrspace(1) %v)
  ret void
}

!opencl.ocl.version = !{!0}
!0 = !{i32 1, i32 2}
!1 = !{i32 8, i32 4, i32 1}
!2 = !{<4 x float> undef, i32 1}
!3 = !{!"float4*"}
!4 = !{i32 16, i32 1, i32 1}
!5 = !{i32 16}
