;; SPV_KHR_cooperative_matrix rules beyond the grammar, which SPIRV-Tools 2025
;; checks:
;; - DPC++'s joint_matrix element access, __spirv_AccessChain(ptr to the alloca
;;   holding a matrix, index): OpAccessChain from a pointer to the matrix to a
;;   pointer to its component;
;; - a bfloat matrix is the SPV_KHR_bfloat16 type with BFloat16CooperativeMatrixKHR
;;   (an i16 carrier would multiply integers): without SPV_KHR_bfloat16, an error;
;; - Workgroup scope needs the kernels' work-group size (LocalSize): an error without.
;; - a Scope parameter that is none in both parameter orders: an error;
;;   FP8 conversions of matrices: float8-cooperative-matrix.ll.
; RUN: %opt -passes='spirv-emit<out=%t.ac.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.ac.spv
; RUN: %spirv-dis-new %t.ac.spv | FileCheck %s --check-prefix=AC
; RUN: %opt -passes='spirv-emit<out=%t.bf.spv;ext=+all>' -disable-output %S/Inputs/cooperative-matrix-bfloat.ll
; RUN: %spirv-val --new-only --no-reader %t.bf.spv
; RUN: %spirv-dis-new %t.bf.spv | FileCheck %s --check-prefix=BF
; RUN: %not %opt -passes='spirv-emit<out=%t.bfno.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %S/Inputs/cooperative-matrix-bfloat.ll 2>&1 | FileCheck %s --check-prefix=BFNO
; RUN: test ! -e %t.bfno.spv
; RUN: %opt -passes='spirv-emit<out=%t.wg.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %S/Inputs/cooperative-matrix-workgroup.ll
; RUN: %spirv-val --new-only --no-reader %t.wg.spv
; RUN: %spirv-dis-new %t.wg.spv | FileCheck %s --check-prefix=WG
; RUN: sed 's/ !reqd_work_group_size !0//' %S/Inputs/cooperative-matrix-workgroup.ll > %t.unsized.ll
; RUN: rm -f %t.wgno.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.wgno.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %t.unsized.ll 2>&1 | FileCheck %s --check-prefix=WGNO
; RUN: test ! -e %t.wgno.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.par.spv;ext=+SPV_KHR_cooperative_matrix>' -disable-output %S/Inputs/cooperative-matrix-bad-parameters.ll 2>&1 | FileCheck %s --check-prefix=PAR
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; AC-DAG: %[[#int:]] = OpTypeInt 32 0
; AC-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#int]]
; AC-DAG: %[[#pm:]] = OpTypePointer Function %[[#M]]
; AC-DAG: %[[#gm:]] = OpTypePointer Generic %[[#M]]
; AC-DAG: %[[#gint:]] = OpTypePointer Generic %[[#int]]
; AC: %[[#var:]] = OpVariable %[[#pm]] Function
; AC: %[[#base:]] = OpPtrCastToGeneric %[[#gm]] %[[#var]]
; AC: OpAccessChain %[[#gint]] %[[#base]] %[[#]]
; AC: OpLoad %[[#int]]
; AC: OpIAdd %[[#int]]
; AC: OpStore

; BF-DAG: OpCapability BFloat16CooperativeMatrixKHR
; BF-DAG: OpExtension "SPV_KHR_bfloat16"
; BF-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; BF-DAG: OpTypeCooperativeMatrixKHR %[[#bf]]
; BF: OpCooperativeMatrixMulAddKHR
; BFNO: target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 0) needs the SPIR-V extension SPV_KHR_bfloat16, which the target does not allow

; WG: OpExecutionMode %[[#]] LocalSize 8 8 1
; WG: OpTypeCooperativeMatrixKHR %[[#]] %[[#]]
; PAR-DAG: in function 'rows_first': target("spirv.CooperativeMatrixKHR", float, 8, 16, 5, 2): Scope 8 is no SPIR-V scope; the parameters are component type, Scope, Rows, Columns, Use
; WGNO: a cooperative matrix of Workgroup scope needs the work-group size of the kernels (reqd_work_group_size, which becomes the LocalSize execution mode); kernel 'k' has none

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
  %m = alloca target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), align 8
  %m.ascast = addrspacecast ptr %m to ptr addrspace(4)
  %matrix = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32 2)
  store target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %matrix, ptr %m, align 8
  %chain = call spir_func ptr addrspace(4) @_Z19__spirv_AccessChainPU3AS4PU3AS142__spirv_CooperativeMatrixKHR__int_3_8_16_2l(ptr addrspace(4) %m.ascast, i64 3)
  %e = load i32, ptr addrspace(4) %chain, align 4
  %u = add i32 %e, 1
  store i32 %u, ptr addrspace(4) %chain, align 4
  %r = load target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), ptr %m, align 8
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) %r, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructi(i32)
declare spir_func ptr addrspace(4) @_Z19__spirv_AccessChainPU3AS4PU3AS142__spirv_CooperativeMatrixKHR__int_3_8_16_2l(ptr addrspace(4), i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1iil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", i32, 3, 8, 16, 2), i32, i64)
