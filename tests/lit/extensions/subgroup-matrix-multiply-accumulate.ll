;; SPV_INTEL_subgroup_matrix_multiply_accumulate in SPIR-V friendly IR:
;; __spirv_SubgroupMatrixMultiplyAccumulateINTEL(K Dim, A, B, C[, Operands])
;; -> OpSubgroupMatrixMultiplyAccumulateINTEL with K as a constant and the
;; operands as the literal mask. SPIRV-Tools 2023.1 and llvm-spirv-15 -r do
;; not know the extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
;; Not allowed by default: an error naming the extension, no file.
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
;; The float8, float4 and scaling operand bits of the newer extensions are in
;; no grammar here; K Dim must be a constant.
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+all>' -disable-output %S/Inputs/subgroup-mma-bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv

; CHECK-DAG: OpCapability SubgroupMatrixMultiplyAccumulateINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#short:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#int4:]] = OpTypeVector %[[#int]] 4
; CHECK-DAG: %[[#short8:]] = OpTypeVector %[[#short]] 8
; CHECK-DAG: %[[#float8:]] = OpTypeVector %[[#float]] 8
; CHECK-DAG: %[[#half8:]] = OpTypeVector %[[#half]] 8
; CHECK-DAG: %[[#k8:]] = OpConstant %[[#int]] 8{{$}}
; CHECK-DAG: %[[#k16:]] = OpConstant %[[#int]] 16{{$}}
; CHECK-DAG: %[[#k32:]] = OpConstant %[[#int]] 32{{ *$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#int4]] %[[#k32]] %[[#]] %[[#]] %[[#]] MatrixASignedComponentsINTEL|MatrixBSignedComponentsINTEL|MatrixAPackedInt8INTEL|MatrixBPackedInt8INTEL{{ *$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#float8]] %[[#k16]] %[[#]] %[[#]] %[[#]] MatrixAPackedBFloat16INTEL|MatrixBPackedBFloat16INTEL{{ *$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#short8]] %[[#k16]] %[[#]] %[[#]] %[[#]] MatrixCBFloat16INTEL|MatrixResultBFloat16INTEL|MatrixAPackedBFloat16INTEL|MatrixBPackedBFloat16INTEL{{ *$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#half8]] %[[#k16]] %[[#]] %[[#]] %[[#]] MatrixAPackedFloat16INTEL|MatrixBPackedFloat16INTEL{{ *$}}
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#float8]] %[[#k8]] %[[#]] %[[#]] %[[#]] MatrixATF32INTEL|MatrixBTF32INTEL{{ *$}}
;; Without the operands mask: none.
; CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#float8]] %[[#k16]] %[[#]] %[[#]] %[[#]]{{ *$}}

; ERR: '__spirv_SubgroupMatrixMultiplyAccumulateINTEL' needs the SPIR-V extension SPV_INTEL_subgroup_matrix_multiply_accumulate, which the target does not allow (allow it with ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate)

; BAD-DAG: '__spirv_SubgroupMatrixMultiplyAccumulateINTEL' with the operand MatrixAPackedFloat8E4M3INTEL (0x4000) of SPV_INTEL_subgroup_matrix_multiply_accumulate_float8, which spirv-emit does not emit: SPIR-V's grammar (SPIRV-Headers of SDK 1.4.341, which rspirv 0.13 carries) does not have it and SPIRV-Tools 2025.5 rejects it
; BAD-DAG: with the operand MatrixAPackedFloat4E2M1INTEL (0x40000) of SPV_INTEL_subgroup_matrix_multiply_accumulate_float4, which spirv-emit does not emit
; BAD-DAG: '__spirv_SubgroupScaledMatrixMultiplyAccumulateINTEL' is an instruction of SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate, which spirv-emit does not emit: SPIR-V's grammar
; BAD-DAG: the K Dim operand of '__spirv_SubgroupMatrixMultiplyAccumulateINTEL' must be a compile-time constant
; BAD-DAG: '__spirv_SubgroupMatrixMultiplyAccumulateINTEL': Matrix Multiply Accumulate Operands must be a 32-bit integer constant

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @mma(ptr addrspace(1) %out, <4 x i16> %a4, <8 x i16> %a8, <8 x i32> %b, <4 x i32> %ci, <8 x float> %cf, <8 x i16> %cb, <8 x half> %ch, <4 x float> %at) {
entry:
  ;; i8 x i8 -> i32 (0x33), M = 4
  %i = call spir_func <4 x i32> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_ii(i32 32, <4 x i16> %a4, <8 x i32> %b, <4 x i32> %ci, i32 51)
  store <4 x i32> %i, ptr addrspace(1) %out
  ;; bf16 x bf16 -> float (0x3000)
  %f = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32 16, <8 x i16> %a8, <8 x i32> %b, <8 x float> %cf, i32 12288)
  store <8 x float> %f, ptr addrspace(1) %out
  ;; bf16 x bf16 -> bf16 (0x300C)
  %s = call spir_func <8 x i16> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iS_i(i32 16, <8 x i16> %a8, <8 x i32> %b, <8 x i16> %cb, i32 12300)
  store <8 x i16> %s, ptr addrspace(1) %out
  ;; fp16 x fp16 -> half (0xC00)
  %h = call spir_func <8 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_Dhi(i32 16, <8 x i16> %a8, <8 x i32> %b, <8 x half> %ch, i32 3072)
  store <8 x half> %h, ptr addrspace(1) %out
  ;; tf32 x tf32 -> float (0x300), K = 8
  %t = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_fDv8_fS0_i(i32 8, <4 x float> %at, <8 x float> %cf, <8 x float> %cf, i32 768)
  store <8 x float> %t, ptr addrspace(1) %out
  %n = call spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_f(i32 16, <8 x i16> %a8, <8 x i32> %b, <8 x float> %cf)
  store <8 x float> %n, ptr addrspace(1) %out
  ret void
}

declare spir_func <4 x i32> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_sDv8_iDv4_ii(i32, <4 x i16>, <8 x i32>, <4 x i32>, i32)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_fi(i32, <8 x i16>, <8 x i32>, <8 x float>, i32)
declare spir_func <8 x i16> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iS_i(i32, <8 x i16>, <8 x i32>, <8 x i16>, i32)
declare spir_func <8 x half> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_Dhi(i32, <8 x i16>, <8 x i32>, <8 x half>, i32)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv4_fDv8_fS0_i(i32, <4 x float>, <8 x float>, <8 x float>, i32)
declare spir_func <8 x float> @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiDv8_sDv8_iDv8_f(i32, <8 x i16>, <8 x i32>, <8 x float>)
