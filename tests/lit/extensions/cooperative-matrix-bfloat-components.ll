;; A bfloat cooperative matrix has BFloat16KHR components even where scalar
;; bfloat is carried in i16 (SPV_INTEL_bfloat16_conversion, the default): the
;; components it is built from become BFloat16KHR values of the same bits, a
;; bfloat constant or i16 bits as a BFloat16KHR constant, a value by OpBitcast.
;; With scalar bfloat as BFloat16KHR, a bfloat component is taken as it is.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_KHR_cooperative_matrix+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=+SPV_KHR_cooperative_matrix+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefix=KHR
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#M:]] = OpTypeCooperativeMatrixKHR %[[#bf]]
; CHECK-DAG: %[[#one:]] = OpConstant %[[#bf]] 0x1p+0
; CHECK-DAG: %[[#two:]] = OpConstant %[[#bf]] 0x1p+1
; CHECK: OpFunctionParameter
; CHECK: %[[#bits:]] = OpFunctionParameter %[[#ushort]]
; CHECK: %[[#x:]] = OpFunctionParameter %[[#ushort]]
; CHECK: OpCompositeConstruct %[[#M]] %[[#one]]
; CHECK: %[[#xb:]] = OpBitcast %[[#bf]] %[[#x]]
; CHECK: OpCompositeConstruct %[[#M]] %[[#xb]]
; CHECK: OpCompositeConstruct %[[#M]] %[[#two]]
; CHECK: %[[#bb:]] = OpBitcast %[[#bf]] %[[#bits]]
; CHECK: OpCompositeConstruct %[[#M]] %[[#bb]]

; KHR-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; KHR: OpFunctionParameter
; KHR: OpFunctionParameter
; KHR: %[[#x:]] = OpFunctionParameter %[[#bf]]
; KHR: OpCompositeConstruct %[[#M:]] %[[#one:]]
; KHR: OpCompositeConstruct %[[#M]] %[[#x]]
; KHR: OpCompositeConstruct %[[#M]] %[[#two:]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i16 %bits, bfloat %x) {
  %a = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructDF16b(bfloat 1.0)
  %b = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructDF16b(bfloat %x)
  ; 0x4000 is bfloat 2.0.
  %c = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructs(i16 16384)
  %d = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructs(i16 %bits)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DF16bil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %a, i32 0, i64 16)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DF16bil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %b, i32 0, i64 16)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DF16bil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %c, i32 0, i64 16)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DF16bil(ptr addrspace(1) %out, target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %d, i32 0, i64 16)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructDF16b(bfloat)
declare spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructs(i16)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1DF16bil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2), i32, i64)
