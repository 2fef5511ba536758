;; SPV_INTEL_fpga_loop_controls: DPC++'s FPGA loop attributes
;; ([[intel::initiation_interval(N)]], max_concurrency, max_interleaving,
;; speculated_iterations, loop_coalesce, disable_loop_pipelining, nofusion) as
;; `llvm.loop` metadata -> OpLoopMerge controls, where allowed; dropped
;; otherwise (FPGA scheduling hints), standard controls staying.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_fpga_loop_controls>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability FPGALoopControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_fpga_loop_controls"
; CHECK: OpLoopMerge %[[#]] %[[#]] DontUnroll|InitiationIntervalINTEL|MaxConcurrencyINTEL|PipelineEnableINTEL|LoopCoalesceINTEL|MaxInterleavingINTEL|SpeculatedIterationsINTEL|NoFusionINTEL 4 2 0 8 3 1
; READ-DAG: !{!"llvm.loop.ii.count", i32 4}
; READ-DAG: !{!"llvm.loop.max_concurrency.count", i32 2}
; READ-DAG: !{!"llvm.loop.intel.pipelining.enable", i32 0}
; READ-DAG: !{!"llvm.loop.coalesce.count", i32 8}
; READ-DAG: !{!"llvm.loop.max_interleaving.count", i32 3}
; READ-DAG: !{!"llvm.loop.intel.speculated.iterations.count", i32 1}
; READ-DAG: !{!"llvm.loop.fusion.disable"}

; DEFAULT-NOT: OpExtension
; DEFAULT: OpLoopMerge %[[#]] %[[#]] DontUnroll{{$}}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %q = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %i
  store i32 %i, ptr addrspace(1) %q, align 4
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!1 = !{!"llvm.loop.ii.count", i32 4}
!2 = !{!"llvm.loop.max_concurrency.count", i32 2}
!3 = !{!"llvm.loop.intel.pipelining.enable", i32 0}
!4 = !{!"llvm.loop.coalesce.count", i32 8}
!5 = !{!"llvm.loop.max_interleaving.count", i32 3}
!6 = !{!"llvm.loop.intel.speculated.iterations.count", i32 1}
!7 = !{!"llvm.loop.fusion.disable"}
!8 = !{!"llvm.loop.unroll.disable"}
