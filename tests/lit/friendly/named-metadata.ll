;; Module-level !spirv.* metadata ("SPIR-V Representation in LLVM IR"'s example): source, source
;; extensions, extensions, capabilities, memory model, entry points with
;; execution modes, generator.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK: ; Generator: {{.*}}; 123
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: OpExtension "SPV_KHR_expect_assume"
; CHECK-DAG: OpMemoryModel Physical32 OpenCL
; CHECK-DAG: OpEntryPoint Kernel %[[#K1:]] "kernel1"
; CHECK-DAG: OpEntryPoint Kernel %[[#K2:]] "renamed"
; CHECK-DAG: OpExecutionMode %[[#K1]] LocalSizeHint 16 1 1
; CHECK-DAG: OpExecutionMode %[[#K2]] VecTypeHint 262149
; CHECK-DAG: %[[#FILE:]] = OpString "/tmp/opencl/program.cl"
; CHECK-DAG: OpSource OpenCL_C 102000 %[[#FILE]]
; CHECK-DAG: OpSourceExtension "cl_khr_fp16"
; CHECK-DAG: OpSourceExtension "cl_khr_gl_sharing"

target triple = "spir-unknown-unknown"

define spir_kernel void @kernel1() {
  ret void
}

;; Not spir_kernel: the metadata makes it an entry point, with its own name.
define spir_func void @kernel2() {
  ret void
}

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!2, !3}
!spirv.Extension = !{!11}
!spirv.Capability = !{!4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6, !7}
!spirv.ExecutionMode = !{!8, !9}
!spirv.Generator = !{!10}
!0 = !{i32 3, i32 102000, !1}
!1 = !{!"/tmp/opencl/program.cl"}
!2 = !{!"cl_khr_fp16"}
!3 = !{!"cl_khr_gl_sharing"}
!4 = !{i32 10}
!5 = !{i32 1, i32 2}
!6 = !{i32 6, ptr @kernel1, !"kernel1"}
!7 = !{i32 6, ptr @kernel2, !"renamed"}
!8 = !{!6, i32 18, i32 16, i32 1, i32 1}
!9 = !{ptr @kernel2, i32 30, i32 262149}
!10 = !{i16 6, i16 123}
!11 = !{!"SPV_KHR_expect_assume"}
