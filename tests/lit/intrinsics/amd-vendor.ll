;; HIP's SPIR-V target (clang -x hip --offload-arch=amdgcnspirv) writes
;; spirv64-amd-amdhsa modules calling llvm.amdgcn.* intrinsics, which AMD's
;; SPIR-V consumers resolve by name. For the `amd` vendor they stay calls to
;; imported functions under the names LLVM's SPIR-V back end gives them
;; (llc-22 -mtriple=spirv64-amd-amdhsa: `spirv.` and the full intrinsic name
;; with `.` as `_`), without any option; generic intrinsics are lowered as
;; always. Other vendors' modules refuse llvm.amdgcn.* as any unknown intrinsic.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed 's/spirv64-amd-amdhsa/spirv64-unknown-unknown/' %s > %t.other.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.other.spv>' -disable-output %t.other.ll 2>&1 | FileCheck %s --check-prefix=OTHER

; CHECK: OpEntryPoint Kernel %[[#]] "scale"
; CHECK-DAG: OpName %[[#WI:]] "spirv.llvm_amdgcn_workitem_id_x"
; CHECK-DAG: OpDecorate %[[#WI]] LinkageAttributes "spirv.llvm_amdgcn_workitem_id_x" Import
; CHECK-DAG: OpDecorate %[[#WG:]] LinkageAttributes "spirv.llvm_amdgcn_workgroup_id_x" Import
; CHECK-DAG: OpDecorate %[[#DP:]] LinkageAttributes "spirv.llvm_amdgcn_dispatch_ptr" Import
; CHECK-DAG: OpDecorate %[[#RCP:]] LinkageAttributes "spirv.llvm_amdgcn_rcp_f32" Import
; CHECK-DAG: OpDecorate %[[#BAR:]] LinkageAttributes "spirv.llvm_amdgcn_s_barrier" Import
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK: %[[#WI]] = OpFunction %[[#I32]] None
; CHECK: %[[#X:]] = OpFunctionCall %[[#I32]] %[[#WI]]
; CHECK: OpFunctionCall %[[#I32]] %[[#WG]]
; CHECK: OpFunctionCall %[[#]] %[[#DP]]
; CHECK: OpFunctionCall %[[#F32]] %[[#RCP]]
; CHECK: OpExtInst %[[#F32]] %[[#]] fma
; CHECK: OpFunctionCall %[[#VOID]] %[[#BAR]]

; OTHER: intrinsic llvm.amdgcn.workitem.id.x is not supported (allow-unknown-intrinsics would keep it as a call to an imported function)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n32:64-S32-G1-P4-A0"
target triple = "spirv64-amd-amdhsa"

define spir_kernel void @scale(ptr addrspace(1) %out, ptr addrspace(1) %in, float %a) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %size.p = getelementptr i8, ptr addrspace(4) %dp, i64 4
  %size = load i16, ptr addrspace(4) %size.p, align 4
  %size32 = zext i16 %size to i32
  %base = mul i32 %g, %size32
  %i = add i32 %base, %x
  %idx = zext i32 %i to i64
  %src = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %v = load float, ptr addrspace(1) %src, align 4
  %r = call float @llvm.amdgcn.rcp.f32(float %a)
  %m = call float @llvm.fma.f32(float %v, float %r, float %a)
  %dst = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %m, ptr addrspace(1) %dst, align 4
  call void @llvm.amdgcn.s.barrier()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.amdgcn.s.barrier()
