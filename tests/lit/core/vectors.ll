;; Vector element access (constant and dynamic index), shuffles with undefined
;; lanes, and wide vectors (Vector16).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpCapability Vector16
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#F32]] 8
; CHECK-DAG: %[[#V16:]] = OpTypeVector %[[#F32]] 16

; CHECK-LABEL: OpFunction{{ }}
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter
define spir_func <8 x float> @vec(<4 x float> %v, i32 %i) {
; CHECK: %[[#E:]] = OpCompositeExtract %[[#F32]] %[[#V]] 2
  %e = extractelement <4 x float> %v, i32 2
; CHECK-NEXT: %[[#D:]] = OpVectorExtractDynamic %[[#F32]] %[[#V]] %[[#I]]
  %d = extractelement <4 x float> %v, i32 %i
; CHECK-NEXT: %[[#INS:]] = OpCompositeInsert %[[#V4]] %[[#D]] %[[#V]] 0
  %ins = insertelement <4 x float> %v, float %d, i32 0
; CHECK-NEXT: %[[#DINS:]] = OpVectorInsertDynamic %[[#V4]] %[[#INS]] %[[#E]] %[[#I]]
  %dins = insertelement <4 x float> %ins, float %e, i32 %i
; CHECK-NEXT: OpVectorShuffle %[[#V8]] %[[#DINS]] %[[#V]] 0 4294967295 2 3 7 6 5 4
  %wide = shufflevector <4 x float> %dins, <4 x float> %v, <8 x i32> <i32 0, i32 undef, i32 2, i32 3, i32 7, i32 6, i32 5, i32 4>
; CHECK-NEXT: OpVectorShuffle %[[#V16]]
  %w16 = shufflevector <8 x float> %wide, <8 x float> %wide, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
; CHECK-NEXT: OpFAdd %[[#V16]]
  %sum = fadd <16 x float> %w16, %w16
  %back = shufflevector <16 x float> %sum, <16 x float> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x float> %back
}
