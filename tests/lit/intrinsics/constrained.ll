;; Constrained floating point: the plain operation (SPIR-V has no exception
;; state); a static rounding mode on a conversion becomes FPRoundingMode.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpDecorate %[[#RTZ:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#RTP:]] FPRoundingMode RTP
; CHECK-DAG: OpDecorate %[[#RTN:]] FPRoundingMode RTN
; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2

; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R1:]] = OpFAdd %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R2:]] = OpFSub %[[#F32]] %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpFMul %[[#F32]] %[[#R2]] %[[#B]]
; CHECK-NEXT: %[[#R4:]] = OpFDiv %[[#F32]] %[[#R3]] %[[#B]]
; CHECK-NEXT: %[[#R5:]] = OpFRem %[[#F32]] %[[#R4]] %[[#B]]
; CHECK-NEXT: %[[#R6:]] = OpExtInst %[[#F32]] %[[#STD]] fma %[[#R5]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#R7:]] = OpExtInst %[[#F32]] %[[#STD]] sqrt %[[#R6]]
; CHECK-NEXT: %[[#R8:]] = OpExtInst %[[#F32]] %[[#STD]] pow %[[#R7]] %[[#A]]
; CHECK-NEXT: OpReturnValue %[[#R8]]
define spir_func float @arith(float %a, float %b) strictfp {
  %1 = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %2 = call float @llvm.experimental.constrained.fsub.f32(float %1, float %b, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %3 = call float @llvm.experimental.constrained.fmul.f32(float %2, float %b, metadata !"round.dynamic", metadata !"fpexcept.maytrap") strictfp
  %4 = call float @llvm.experimental.constrained.fdiv.f32(float %3, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %5 = call float @llvm.experimental.constrained.frem.f32(float %4, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %6 = call float @llvm.experimental.constrained.fma.f32(float %5, float %b, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %7 = call float @llvm.experimental.constrained.sqrt.f32(float %6, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %8 = call float @llvm.experimental.constrained.pow.f32(float %7, float %a, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret float %8
}

; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#D:]] = OpFunctionParameter %[[#F64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#RTZ]] = OpConvertSToF %[[#F32]] %[[#X]]
; CHECK-NEXT: %[[#RTP]] = OpFConvert %[[#F32]] %[[#D]]
; CHECK-NEXT: %[[#U:]] = OpConvertUToF %[[#F32]] %[[#X]]
; CHECK-NEXT: %[[#S:]] = OpConvertFToS %[[#I32]] %[[#D]]
; CHECK-NEXT: %[[#E:]] = OpFConvert %[[#F64]] %[[#U]]
; CHECK-NEXT: %[[#RTN]] = OpFConvert %[[#F32]] %[[#D]]
define spir_func float @conversions(i32 %x, double %d) strictfp {
  %1 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  %2 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %d, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  %3 = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %x, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %4 = call i32 @llvm.experimental.constrained.fptosi.i32.f64(double %d, metadata !"fpexcept.strict") strictfp
  %5 = call double @llvm.experimental.constrained.fpext.f64.f32(float %3, metadata !"fpexcept.strict") strictfp
  %6 = call float @llvm.fptrunc.round.f32.f64(double %d, metadata !"round.downward")
  %r = fadd float %1, %2
  ret float %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2F]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2F]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFOrdLessThan %[[#V2B:]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpFUnordNotEqual %[[#V2B]] %[[#A]] %[[#B]]
define spir_func <2 x i1> @compares(<2 x float> %a, <2 x float> %b) strictfp {
  %1 = call <2 x i1> @llvm.experimental.constrained.fcmp.v2f32(<2 x float> %a, <2 x float> %b, metadata !"olt", metadata !"fpexcept.strict") strictfp
  %2 = call <2 x i1> @llvm.experimental.constrained.fcmps.v2f32(<2 x float> %a, <2 x float> %b, metadata !"une", metadata !"fpexcept.strict") strictfp
  %r = and <2 x i1> %1, %2
  ret <2 x i1> %r
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.frem.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.pow.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.uitofp.f32.i32(i32, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i32 @llvm.experimental.constrained.fptosi.i32.f64(double, metadata)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata)
declare float @llvm.fptrunc.round.f32.f64(double, metadata)
declare <2 x i1> @llvm.experimental.constrained.fcmp.v2f32(<2 x float>, <2 x float>, metadata, metadata)
declare <2 x i1> @llvm.experimental.constrained.fcmps.v2f32(<2 x float>, <2 x float>, metadata, metadata)
