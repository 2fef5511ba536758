;; DPC++'s FPGA kernel metadata -> decorations on the kernel function where
;; their extensions are allowed: `!stall_enable` -> StallEnableINTEL
;; (SPV_INTEL_fpga_cluster_attributes), `!loop_fuse` -> FuseLoopsInFunctionINTEL
;; (SPV_INTEL_loop_fuse), `!initiation_interval`, `!max_concurrency`,
;; `!disable_loop_pipelining` -> InitiationIntervalINTEL, MaxConcurrencyINTEL,
;; PipelineEnableINTEL 0 (SPV_INTEL_fpga_invocation_pipelining_attributes).
;; Dropped otherwise (FPGA compiler hints). `!loop_fuse` is always dropped:
;; SPIRV-Tools (2023.1 and 2025.5) knows FuseLoopsInFunctionINTEL without the
;; two literals SPV_INTEL_loop_fuse gives it, so no module with it validates.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_fpga_cluster_attributes+SPV_INTEL_loop_fuse+SPV_INTEL_fpga_invocation_pipelining_attributes>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
;; One extension allowed: only its decoration.
; RUN: %opt -passes='spirv-emit<out=%t.one.spv;ext=+SPV_INTEL_fpga_cluster_attributes>' -disable-output %s
; RUN: %spirv-val %t.one.spv
; RUN: %spirv-dis %t.one.spv | FileCheck %s --check-prefix=ONE
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpCapability FPGAClusterAttributesINTEL
; CHECK-DAG: OpCapability FPGAInvocationPipeliningAttributesINTEL
; CHECK-DAG: OpEntryPoint Kernel %[[#k:]] "k"
; CHECK-DAG: OpDecorate %[[#k]] StallEnableINTEL
; CHECK-NOT: FuseLoops
; CHECK-DAG: OpDecorate %[[#k]] InitiationIntervalINTEL 10
; CHECK-DAG: OpDecorate %[[#k]] MaxConcurrencyINTEL 12
; CHECK-DAG: OpDecorate %[[#k]] PipelineEnableINTEL 0

; READ: define spir_kernel void @k{{.*}} !stall_enable ![[#STALLV:]]
; READ-SAME: !initiation_interval ![[#II:]] !max_concurrency ![[#MC:]] !disable_loop_pipelining ![[#STALLV]]
; READ-DAG: ![[#II]] = !{i32 10}
; READ-DAG: ![[#MC]] = !{i32 12}

; ONE: OpExtension "SPV_INTEL_fpga_cluster_attributes"
; ONE-NOT: OpExtension
; ONE: OpDecorate %[[#]] StallEnableINTEL
; ONE-NOT: InitiationInterval

; DEFAULT-NOT: OpExtension
; DEFAULT-NOT: INTEL

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !stall_enable !1 !loop_fuse !2 !initiation_interval !3 !max_concurrency !4 !disable_loop_pipelining !1 {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

!1 = !{i32 1}
!2 = !{i32 3, i32 1}
!3 = !{i32 10}
!4 = !{i32 12}
