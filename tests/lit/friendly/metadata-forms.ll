;; Metadata in the forms front ends write:
;; - !reqd_work_group_size / !work_group_size_hint with one to three operands
;;   (SYCL writes as many as the kernel has dimensions; the rest are 1, as the
;;   reference translator reads them), !intel_reqd_sub_group_size;
;; - !spirv.Decorations with a decoration of no operands (RelaxedPrecision: a
;;   precision hint, dropped where Shader modules are not allowed) and others;
;; - SYCL's FPGA memory annotation strings ({memory:DEFAULT}{sizeinfo:4,8}
;;   {numbanks:2}, {max_private_copies:8}, ...): decorations of
;;   SPV_INTEL_fpga_memory_attributes where allowed (sizeinfo is no
;;   decoration; stride_size, word_size and true_dual_port have decorations
;;   no SPIRV-Tools release validates: dropped), dropped as hints otherwise.
; RUN: %if llvm15 %{sed -f %S/../tools/llvm15-annotations.sed%} %else %{cat%} %s > %t.in.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_fpga_memory_attributes>' -disable-output %t.in.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %t.in.ll
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=DEFAULT

; CHECK-DAG: OpExecutionMode %[[#K:]] LocalSize 16 1 1
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSizeHint 8 4 1
; CHECK-DAG: OpExecutionMode %[[#K]] SubgroupSize 8
; CHECK-DAG: OpExecutionMode %[[#K2:]] LocalSize 4 2 1
; CHECK-DAG: OpDecorate %[[#V:]] MemoryINTEL "DEFAULT"
; CHECK-DAG: OpDecorate %[[#V]] NumbanksINTEL 2
; CHECK-DAG: OpDecorate %[[#W:]] MaxPrivateCopiesINTEL 8
; CHECK-NOT: 5883
; CHECK-NOT: 5884
; CHECK-NOT: 5885
; CHECK-DAG: OpDecorate %[[#Y:]] FPFastMathMode NotNaN
; CHECK-DAG: %[[#Y]] = OpFAdd
; CHECK-NOT: RelaxedPrecision
; CHECK-NOT: sizeinfo

; DEFAULT-DAG: OpExecutionMode %[[#K:]] LocalSize 16 1 1
; DEFAULT-DAG: OpExecutionMode %[[#K]] LocalSizeHint 8 4 1
; DEFAULT-NOT: INTEL
; DEFAULT-NOT: RelaxedPrecision

target triple = "spir64-unknown-unknown"

@.str.mem = private unnamed_addr addrspace(1) constant [43 x i8] c"{memory:DEFAULT}{sizeinfo:4,8}{numbanks:2}\00", section "llvm.metadata"
@.str.copies = private unnamed_addr addrspace(1) constant [67 x i8] c"{max_private_copies:8}{stride_size:2}{word_size:4}{true_dual_port}\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [5 x i8] c"a.cl\00", section "llvm.metadata"

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %p) !reqd_work_group_size !0 !work_group_size_hint !1 !intel_reqd_sub_group_size !2 {
  %v = alloca [8 x i32], align 4
  call void @llvm.var.annotation.p0.p1(ptr %v, ptr addrspace(1) @.str.mem, ptr addrspace(1) @.str.file, i32 3, ptr addrspace(1) null)
  %w = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %w, ptr addrspace(1) @.str.copies, ptr addrspace(1) @.str.file, i32 4, ptr addrspace(1) null)
  store i32 1, ptr %v, align 4
  store i32 2, ptr %w, align 4
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fadd float %x, 1.0, !spirv.Decorations !10
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @k2() !reqd_work_group_size !3 {
  ret void
}

!0 = !{i32 16}
!1 = !{i32 8, i32 4}
!2 = !{i32 8}
!3 = !{i32 4, i32 2}
!10 = !{!11, !12}
!11 = !{i32 0}
!12 = !{i32 40, i32 1}
