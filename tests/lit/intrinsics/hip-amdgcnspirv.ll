;; HIP's SPIR-V route end to end: clang-22 -x hip --offload-arch=amdgcnspirv
;; writes spirv64-amd-amdhsa IR calling llvm.amdgcn.* intrinsics; spirv-emit
;; keeps them as imported functions under LLVM's SPIR-V back end's names
;; (amd-vendor.ll has the same in LLVM 16 IR).
; REQUIRES: llvm22
; RUN: clang -x hip --offload-arch=amdgcnspirv --offload-device-only -nogpuinc -nogpulib -emit-llvm -S %S/Inputs/hip-scale.hip -o %t.ll
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %t.ll
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpEntryPoint Kernel %[[#]] "scale"
; CHECK-DAG: OpDecorate %[[#WI:]] LinkageAttributes "spirv.llvm_amdgcn_workitem_id_x" Import
; CHECK-DAG: OpDecorate %[[#WG:]] LinkageAttributes "spirv.llvm_amdgcn_workgroup_id_x" Import
; CHECK-DAG: OpDecorate %[[#BAR:]] LinkageAttributes "spirv.llvm_amdgcn_s_barrier" Import
; CHECK-DAG: OpFunctionCall %[[#]] %[[#WI]]
; CHECK-DAG: OpFunctionCall %[[#]] %[[#WG]]
; CHECK-DAG: OpFunctionCall %[[#]] %[[#BAR]]
