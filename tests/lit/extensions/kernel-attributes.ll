;; SPV_INTEL_kernel_attributes: the kernel metadata DPC++ writes for SYCL
;; attributes ([[intel::max_work_group_size]], max_global_work_dim,
;; no_global_work_offset, num_simd_work_items, scheduler_target_fmax_mhz)
;; become execution modes where the extension is allowed, as the reference
;; translator makes them (and reads them back); otherwise they are dropped
;; (they describe limits the host respects anyway, and hints). A size with
;; fewer than three dimensions (as SYCL writes it) has 1 for the others.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_kernel_attributes>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+SPV_INTEL_kernel_attributes>' -disable-output %S/Inputs/kernel-attributes-bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.bad.spv

; CHECK-DAG: OpCapability KernelAttributesINTEL
; CHECK-DAG: OpCapability FPGAKernelAttributesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_kernel_attributes"
; CHECK-DAG: OpEntryPoint Kernel %[[#k:]] "k"
; CHECK-DAG: OpEntryPoint Kernel %[[#plain:]] "plain"
; CHECK-DAG: OpExecutionMode %[[#k]] SubgroupSize 16
; CHECK-DAG: OpExecutionMode %[[#k]] MaxWorkgroupSizeINTEL 64 2 1
; CHECK-DAG: OpExecutionMode %[[#k]] MaxWorkDimINTEL 1
; CHECK-DAG: OpExecutionMode %[[#k]] NoGlobalOffsetINTEL
; CHECK-DAG: OpExecutionMode %[[#k]] NumSIMDWorkitemsINTEL 8
; CHECK-DAG: OpExecutionMode %[[#k]] SchedulerTargetFmaxMhzINTEL 1000
; CHECK-DAG: OpExecutionMode %[[#plain]] MaxWorkgroupSizeINTEL 32 1 1
;; no_global_work_offset(0) means the offset is used: no mode.
; CHECK-NOT: OpExecutionMode %[[#plain]] NoGlobalOffsetINTEL

; READ: define spir_kernel void @k({{.*}} !max_work_group_size ![[#SIZE:]]
; READ-SAME: !no_global_work_offset
; READ-SAME: !max_global_work_dim ![[#DIM:]] !num_simd_work_items ![[#SIMD:]] !scheduler_target_fmax_mhz ![[#FMAX:]]
; READ-DAG: ![[#SIZE]] = !{i32 64, i32 2, i32 1}
; READ-DAG: ![[#SIMD]] = !{i32 8}
; READ-DAG: ![[#FMAX]] = !{i32 1000}

; DEFAULT-NOT: INTEL
; DEFAULT: OpExecutionMode %[[#]] SubgroupSize 16
; DEFAULT-NOT: INTEL

; ERR: in function 'k': !max_work_group_size: expected one to three integers from 0 to 4294967295

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !max_work_group_size !1 !max_global_work_dim !2 !no_global_work_offset !3 !num_simd_work_items !4 !scheduler_target_fmax_mhz !5 !intel_reqd_sub_group_size !6 {
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @plain(ptr addrspace(1) %out) !no_global_work_offset !7 !max_work_group_size !8 {
  store i32 2, ptr addrspace(1) %out, align 4
  ret void
}

!1 = !{i32 64, i32 2, i32 1}
!2 = !{i32 1}
!3 = !{}
!4 = !{i32 8}
!5 = !{i32 1000}
!6 = !{i32 16}
!7 = !{i1 false}
!8 = !{i64 32}
