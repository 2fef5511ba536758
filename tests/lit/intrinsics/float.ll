;; Float intrinsics that map 1:1 to OpenCL.std instructions, on half, float,
;; double and vectors.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc


; CHECK-DAG: OpCapability Float16
; CHECK-DAG: OpCapability Float64
; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V2D:]] = OpTypeVector %[[#F64]] 2

;; rint, nearbyint and roundeven are all rint (halfway cases to even);
;; canonicalize and arithmetic.fence return their operand.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R1:]] = OpExtInst %[[#F32]] %[[#STD]] fabs %[[#X]]
; CHECK-NEXT: %[[#R2:]] = OpExtInst %[[#F32]] %[[#STD]] sqrt %[[#R1]]
; CHECK-NEXT: %[[#R3:]] = OpExtInst %[[#F32]] %[[#STD]] sin %[[#R2]]
; CHECK-NEXT: %[[#R4:]] = OpExtInst %[[#F32]] %[[#STD]] cos %[[#R3]]
; CHECK-NEXT: %[[#R5:]] = OpExtInst %[[#F32]] %[[#STD]] exp %[[#R4]]
; CHECK-NEXT: %[[#R6:]] = OpExtInst %[[#F32]] %[[#STD]] exp2 %[[#R5]]
; CHECK-NEXT: %[[#R7:]] = OpExtInst %[[#F32]] %[[#STD]] log %[[#R6]]
; CHECK-NEXT: %[[#R8:]] = OpExtInst %[[#F32]] %[[#STD]] log2 %[[#R7]]
; CHECK-NEXT: %[[#R9:]] = OpExtInst %[[#F32]] %[[#STD]] log10 %[[#R8]]
; CHECK-NEXT: %[[#R10:]] = OpExtInst %[[#F32]] %[[#STD]] floor %[[#R9]]
; CHECK-NEXT: %[[#R11:]] = OpExtInst %[[#F32]] %[[#STD]] ceil %[[#R10]]
; CHECK-NEXT: %[[#R12:]] = OpExtInst %[[#F32]] %[[#STD]] trunc %[[#R11]]
; CHECK-NEXT: %[[#R13:]] = OpExtInst %[[#F32]] %[[#STD]] round %[[#R12]]
; CHECK-NEXT: %[[#R14:]] = OpExtInst %[[#F32]] %[[#STD]] rint %[[#R13]]
; CHECK-NEXT: %[[#R15:]] = OpExtInst %[[#F32]] %[[#STD]] rint %[[#R14]]
; CHECK-NEXT: %[[#R16:]] = OpExtInst %[[#F32]] %[[#STD]] rint %[[#R15]]
; CHECK-NEXT: OpReturnValue %[[#R16]]

; CHECK: %[[#X:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: %[[#Z:]] = OpFunctionParameter %[[#V4]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#B1:]] = OpExtInst %[[#V4]] %[[#STD]] pow %[[#X]] %[[#Y]]
; CHECK-NEXT: %[[#B2:]] = OpExtInst %[[#V4]] %[[#STD]] fmin %[[#B1]] %[[#Y]]
; CHECK-NEXT: %[[#B3:]] = OpExtInst %[[#V4]] %[[#STD]] fmax %[[#B2]] %[[#Y]]
; CHECK-NEXT: %[[#B4:]] = OpExtInst %[[#V4]] %[[#STD]] copysign %[[#B3]] %[[#Y]]
; CHECK-NEXT: %[[#B5:]] = OpExtInst %[[#V4]] %[[#STD]] fma %[[#B4]] %[[#Y]] %[[#Z]]
; CHECK-NEXT: %[[#B6:]] = OpExtInst %[[#V4]] %[[#STD]] fma %[[#B5]] %[[#Y]] %[[#Z]]
; CHECK-NEXT: OpReturnValue %[[#B6]]

; CHECK: %[[#X:]] = OpFunctionParameter %[[#F16]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F16]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#H1:]] = OpExtInst %[[#F16]] %[[#STD]] fabs %[[#X]]
; CHECK-NEXT: %[[#H2:]] = OpExtInst %[[#F16]] %[[#STD]] fmax %[[#H1]] %[[#Y]]

; CHECK: %[[#X:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#D1:]] = OpExtInst %[[#V2D]] %[[#STD]] sqrt %[[#X]]
; CHECK-NEXT: %[[#D2:]] = OpExtInst %[[#V2D]] %[[#STD]] fma %[[#D1]] %[[#Y]] %[[#X]]

target triple = "spir64-unknown-unknown"

define spir_func float @unary(float %x) {
  %1 = call float @llvm.fabs.f32(float %x)
  %2 = call float @llvm.sqrt.f32(float %1)
  %3 = call float @llvm.sin.f32(float %2)
  %4 = call float @llvm.cos.f32(float %3)
  %5 = call float @llvm.exp.f32(float %4)
  %6 = call float @llvm.exp2.f32(float %5)
  %7 = call float @llvm.log.f32(float %6)
  %8 = call float @llvm.log2.f32(float %7)
  %9 = call float @llvm.log10.f32(float %8)
  %10 = call float @llvm.floor.f32(float %9)
  %11 = call float @llvm.ceil.f32(float %10)
  %12 = call float @llvm.trunc.f32(float %11)
  %13 = call float @llvm.round.f32(float %12)
  %14 = call float @llvm.rint.f32(float %13)
  %15 = call float @llvm.nearbyint.f32(float %14)
  %16 = call float @llvm.roundeven.f32(float %15)
  %17 = call float @llvm.canonicalize.f32(float %16)
  %18 = call float @llvm.arithmetic.fence.f32(float %17)
  ret float %18
}

define spir_func <4 x float> @binary(<4 x float> %x, <4 x float> %y, <4 x float> %z) {
  %1 = call <4 x float> @llvm.pow.v4f32(<4 x float> %x, <4 x float> %y)
  %2 = call <4 x float> @llvm.minnum.v4f32(<4 x float> %1, <4 x float> %y)
  %3 = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %2, <4 x float> %y)
  %4 = call <4 x float> @llvm.copysign.v4f32(<4 x float> %3, <4 x float> %y)
  %5 = call <4 x float> @llvm.fma.v4f32(<4 x float> %4, <4 x float> %y, <4 x float> %z)
  %6 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> %y, <4 x float> %z)
  ret <4 x float> %6
}

define spir_func half @half(half %x, half %y) {
  %1 = call half @llvm.fabs.f16(half %x)
  %2 = call half @llvm.maxnum.f16(half %1, half %y)
  ret half %2
}

define spir_func <2 x double> @double(<2 x double> %x, <2 x double> %y) {
  %1 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %x)
  %2 = call <2 x double> @llvm.fma.v2f64(<2 x double> %1, <2 x double> %y, <2 x double> %x)
  ret <2 x double> %2
}

declare float @llvm.fabs.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.canonicalize.f32(float)
declare float @llvm.arithmetic.fence.f32(float)
declare <4 x float> @llvm.pow.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.copysign.v4f32(<4 x float>, <4 x float>)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare half @llvm.fabs.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>)
declare <2 x double> @llvm.fma.v2f64(<2 x double>, <2 x double>, <2 x double>)
