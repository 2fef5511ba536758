;; OpenCL and SPIR metadata in the forms front ends write: named metadata
;; given twice or with several operands (!opencl.ocl.version,
;; !opencl.spir.version, !opencl.used.extensions with empty nodes and
;; several names per node -> one OpSourceExtension each), metadata SPIR-V has
;; no place for (!opencl.used.optional.core.features, !opencl.compiler.options,
;; !opencl.enable.FP_CONTRACT, !llvm.ident: read by nobody, dropped), the
;; !spirv.Source file as a string (the reference translator's form), kernel
;; sizes with i64 operands and one to three dimensions, !vec_type_hint of
;; every scalar kind and vector width (SPIR-V 3.6: width << 16 | kind), and
;; !kernel_arg_type_qual -> Volatile / FuncParamAttr NoAlias (restrict) /
;; NoWrite (const) on pointer parameters, which the reference reader turns
;; back into qualifiers (NoWrite into `readonly`).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o - | llvm-dis-15 | FileCheck %s --check-prefix=READ

; CHECK-DAG: OpEntryPoint Kernel %[[#K:]] "k"
; CHECK-DAG: OpEntryPoint Kernel %[[#C:]] "h_char"
; CHECK-DAG: OpEntryPoint Kernel %[[#S:]] "h_short3"
; CHECK-DAG: OpEntryPoint Kernel %[[#L:]] "h_long8"
; CHECK-DAG: OpEntryPoint Kernel %[[#H:]] "h_half16"
; CHECK-DAG: OpEntryPoint Kernel %[[#D:]] "h_double2"
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSize 8 4 2
; CHECK-DAG: OpExecutionMode %[[#K]] LocalSizeHint 8 1 1
; CHECK-DAG: OpExecutionMode %[[#K]] SubgroupSize 16
; CHECK-DAG: OpExecutionMode %[[#K]] VecTypeHint 262149
; CHECK-DAG: OpExecutionMode %[[#C]] LocalSize 64 1 1
; CHECK-DAG: OpExecutionMode %[[#C]] VecTypeHint 65536
; CHECK-DAG: OpExecutionMode %[[#S]] LocalSizeHint 4 4 1
; CHECK-DAG: OpExecutionMode %[[#S]] VecTypeHint 196609
; CHECK-DAG: OpExecutionMode %[[#L]] VecTypeHint 524291
; CHECK-DAG: OpExecutionMode %[[#H]] VecTypeHint 1048580
; CHECK-DAG: OpExecutionMode %[[#D]] VecTypeHint 131078
; CHECK-DAG: %[[#FILE:]] = OpString "/tmp/k.cl"
; CHECK-DAG: OpSource OpenCL_C 200000 %[[#FILE]]
; CHECK-DAG: OpSourceExtension "cl_khr_fp16"
; CHECK-DAG: OpSourceExtension "cl_khr_fp64"
; CHECK-NOT: OpSourceExtension
; CHECK-NOT: clang version
; CHECK-NOT: cl-mad-enable
; CHECK-DAG: OpDecorate %[[#P:]] FuncParamAttr NoAlias
; CHECK-DAG: OpDecorate %[[#P]] Volatile
; CHECK-DAG: OpDecorate %[[#LP:]] Volatile
; CHECK-DAG: OpDecorate %[[#CP:]] FuncParamAttr NoWrite
; CHECK-NOT: OpDecorate
; CHECK: %[[#P]] = OpFunctionParameter
; CHECK-NEXT: %[[#LP]] = OpFunctionParameter
; CHECK-NEXT: %[[#CP]] = OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter

; READ: define spir_kernel void @k({{.*}} noalias %p, {{.*}} readonly %c, {{.*}}){{.*}} !kernel_arg_type_qual ![[#Q:]]
; READ: ![[#Q]] = !{!"volatile restrict", !"volatile", !"", !""}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, ptr addrspace(1) %c, i32 %n) !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 !kernel_arg_name !14 !vec_type_hint !20 !reqd_work_group_size !21 !work_group_size_hint !22 !intel_reqd_sub_group_size !23 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @h_char() !vec_type_hint !30 !reqd_work_group_size !35 { ret void }
define spir_kernel void @h_short3() !vec_type_hint !31 !work_group_size_hint !36 { ret void }
define spir_kernel void @h_long8() !vec_type_hint !32 { ret void }
define spir_kernel void @h_half16() !vec_type_hint !33 { ret void }
define spir_kernel void @h_double2() !vec_type_hint !34 { ret void }

!opencl.ocl.version = !{!0, !0}
!opencl.spir.version = !{!1, !1}
!opencl.used.extensions = !{!2, !3, !4}
!opencl.used.optional.core.features = !{!5, !2}
!opencl.compiler.options = !{!6, !2}
!opencl.enable.FP_CONTRACT = !{}
!llvm.ident = !{!7, !7}
!spirv.Source = !{!8}

!0 = !{i32 2, i32 0}
!1 = !{i32 1, i32 2}
!2 = !{}
!3 = !{!"cl_khr_fp16", !"cl_khr_fp64"}
!4 = !{!"cl_khr_fp16"}
!5 = !{!"cl_doubles"}
!6 = !{!"-cl-mad-enable", !"-cl-fast-relaxed-math"}
!7 = !{!"clang version 16"}
!8 = !{i32 3, i32 200000, !"/tmp/k.cl"}
!10 = !{i32 1, i32 3, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"int*", !"float*", !"int*", !"int"}
!13 = !{!"restrict volatile", !"volatile", !"const", !""}
!14 = !{!"p", !"l", !"c", !"n"}
!20 = !{<4 x float> undef, i32 1}
!21 = !{i64 8, i64 4, i64 2}
!22 = !{i32 8}
!23 = !{i64 16}
!30 = !{i8 undef, i32 1}
!31 = !{<3 x i16> undef, i32 0}
!32 = !{<8 x i64> undef, i32 1}
!33 = !{<16 x half> undef, i32 1}
!34 = !{<2 x double> undef, i32 1}
!35 = !{i32 64}
!36 = !{i64 4, i64 4}
