;; !spirv.ExecutionMode for every kind of execution mode the grammar knows
;; (the lowering reads each mode's operands from rspirv's grammar):
;; - id operands (LocalSizeId, LocalSizeHintId, SubgroupsPerWorkgroupId) become
;;   32-bit constants of an OpExecutionModeId (SPIR-V 1.2), whatever integer
;;   width the metadata wrote; below 1.2 the literal twin (LocalSize, ...);
;; - modes newer than 1.0 raise the version (Initializer, Finalizer: 1.1);
;; - modes of other execution models (OriginUpperLeft: Shader, Invocations:
;;   Geometry) are dropped with a warning;
;; - FPFastMathDefault names its type with `T undef` (SPV_KHR_float_controls2);
;; - a wrong operand count is an error naming the mode and its count.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val --no-reader %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.11.spv;version=1.1>' -disable-output %s 2>/dev/null
; RUN: %spirv-val %t.11.spv
; RUN: %spirv-dis %t.11.spv | FileCheck %s --check-prefix=V11
; RUN: %opt -passes='spirv-emit<out=%t.fc2.spv;ext=+SPV_KHR_float_controls2>' -disable-output %S/Inputs/fp-fast-math-default.ll
; RUN: %spirv-val --new-only --no-reader %t.fc2.spv
; RUN: %spirv-dis-new %t.fc2.spv | FileCheck %s --check-prefix=FC2
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %S/Inputs/execution-mode-count.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.bad.spv

; WARN: spirv-emit: warning: !spirv.ExecutionMode: execution mode OriginUpperLeft of 'other' is dropped: it needs capability Shader, which the target (default) does not allow for kernels
; WARN: spirv-emit: warning: !spirv.ExecutionMode: execution mode Invocations of 'other' is dropped: it needs capability Geometry, which the target (default) does not allow for kernels

; CHECK: Version: 1.2
; CHECK-DAG: OpExecutionMode %[[#L:]] ContractionOff
; CHECK-DAG: OpExecutionMode %[[#L]] Initializer
; CHECK-DAG: OpExecutionMode %[[#L]] Finalizer
; CHECK-DAG: OpExecutionMode %[[#L]] VecTypeHint 262149
; CHECK-DAG: OpExecutionModeId %[[#I:]] LocalSizeId %[[#C8:]] %[[#C4:]] %[[#C2:]]
; CHECK-DAG: OpExecutionModeId %[[#I]] LocalSizeHintId %[[#C16:]] %[[C1:[0-9]+]] %[[C1]]{{$}}
; CHECK-DAG: OpExecutionModeId %[[#I]] SubgroupsPerWorkgroupId %[[#C2]]
; CHECK-NOT: OriginUpperLeft
; CHECK-NOT: Invocations
; CHECK-DAG: %[[#U:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#C8]] = OpConstant %[[#U]] 8
; CHECK-DAG: %[[#C4]] = OpConstant %[[#U]] 4
; CHECK-DAG: %[[#C2]] = OpConstant %[[#U]] 2
; CHECK-DAG: %[[#C16]] = OpConstant %[[#U]] 16
; CHECK-DAG: %[[C1]] = OpConstant %[[#U]] 1
; CHECK-NOT: OpConstant %[[#U]] 1{{$}}

; V11: Version: 1.1
; V11-DAG: OpExecutionMode %[[#I:]] LocalSize 8 4 2
; V11-DAG: OpExecutionMode %[[#I]] LocalSizeHint 16 1 1
; V11-DAG: OpExecutionMode %[[#I]] SubgroupsPerWorkgroup 2
; V11-NOT: OpExecutionModeId

; FC2-DAG: OpExtension "SPV_KHR_float_controls2"
; FC2-DAG: OpExecutionModeId %[[#K:]] FPFastMathDefault %[[#F:]] %[[#M:]]
; FC2-DAG: %[[#F]] = OpTypeFloat 32
; FC2-DAG: %[[#M]] = OpConstant %[[#]] 0

; ERR: error: spirv-emit: !spirv.ExecutionMode: execution mode LocalSize takes 3 operand(s), not 2

target triple = "spir64-unknown-unknown"

define spir_kernel void @ids(ptr addrspace(1) %p) {
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @lits() {
  ret void
}

define spir_kernel void @other() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!0 = !{ptr @ids, i32 38, i32 8, i32 4, i32 2}
!1 = !{ptr @ids, i32 39, i64 16, i64 1, i64 1}
!2 = !{ptr @ids, i32 37, i32 2}
!3 = !{ptr @lits, i32 31}
!4 = !{ptr @lits, i32 33}
!5 = !{ptr @lits, i32 34}
!6 = !{ptr @lits, i32 30, i32 262149}
!7 = !{ptr @other, i32 7}
!8 = !{ptr @other, i32 0, i32 3}
