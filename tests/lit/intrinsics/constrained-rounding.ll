;; Constrained arithmetic in a static directed rounding mode, computed exactly
;; in the default mode: r rounded to nearest, an exact error term e (two-sum,
;; fma residuals, ErrFma), and r's bits moved by one where e says the exact
;; value lies on the mode's other side (Intel's CPU runtime ignores
;; FPRoundingMode on arithmetic and refuses the float-controls execution
;; modes). tests/exec/kernels/constrained_round_f{16,32,64} run them on
;; Intel's runtime against exact results.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc
;; One FPRoundingMode: on the half conversion; none on arithmetic.
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=DECO
; DECO-COUNT-1: FPRoundingMode
; DECO-NOT: FPRoundingMode

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: OpDecorate %[[#HALF_UP:]] FPRoundingMode RTP
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#F16:]] = OpTypeFloat 16
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#F32]] 0
; CHECK-DAG: %[[#ALL:]] = OpConstant %[[#U32]] 4294967295
; CHECK-DAG: %[[#NONE:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#SMALL64:]] = OpConstant %[[#F64]] 2.4099198651028841e-181
; CHECK-DAG: %[[#UP64:]] = OpConstant %[[#F64]] 8.9978275890863928e+161
; CHECK-DAG: %[[#ONE64:]] = OpConstant %[[#F64]] 1

;; Upward sum: two-sum, then +1 ulp (bits + 1 on r >= +0, - 1 on r < 0)
;; when the error is positive or a negative r overflowed.
; CHECK: OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpFAdd %[[#F32]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#BP:]] = OpFSub %[[#F32]] %[[#R]] %[[#A]]
; CHECK-NEXT: %[[#AP:]] = OpFSub %[[#F32]] %[[#R]] %[[#BP]]
; CHECK-NEXT: %[[#DB:]] = OpFSub %[[#F32]] %[[#B]] %[[#BP]]
; CHECK-NEXT: %[[#DA:]] = OpFSub %[[#F32]] %[[#A]] %[[#AP]]
; CHECK-NEXT: %[[#E:]] = OpFAdd %[[#F32]] %[[#DA]] %[[#DB]]
; CHECK-NEXT: %[[#INF:]] = OpIsInf %[[#BOOL]] %[[#R]]
; CHECK-NEXT: %[[#FA:]] = OpIsFinite %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#O1:]] = OpLogicalAnd %[[#BOOL]] %[[#INF]] %[[#FA]]
; CHECK-NEXT: %[[#FB:]] = OpIsFinite %[[#BOOL]] %[[#B]]
; CHECK-NEXT: %[[#OVER:]] = OpLogicalAnd %[[#BOOL]] %[[#O1]] %[[#FB]]
; CHECK-NEXT: %[[#FIN:]] = OpIsFinite %[[#BOOL]] %[[#R]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#BOOL]] %[[#R]]
; CHECK-NEXT: %[[#POS:]] = OpLogicalNot %[[#BOOL]] %[[#NEG]]
; CHECK-NEXT: %[[#EPOS:]] = OpFOrdGreaterThan %[[#BOOL]] %[[#E]] %[[#ZERO]]
; CHECK-NEXT: OpFOrdLessThan %[[#BOOL]] %[[#E]] %[[#ZERO]]
; CHECK-NEXT: %[[#ONEG:]] = OpLogicalAnd %[[#BOOL]] %[[#OVER]] %[[#NEG]]
; CHECK-NEXT: OpLogicalAnd %[[#BOOL]] %[[#OVER]] %[[#POS]]
; CHECK-NEXT: %[[#T:]] = OpLogicalAnd %[[#BOOL]] %[[#EPOS]] %[[#FIN]]
; CHECK-NEXT: %[[#ABOVE:]] = OpLogicalOr %[[#BOOL]] %[[#T]] %[[#ONEG]]
; CHECK-NEXT: OpLogicalAnd
; CHECK-NEXT: OpLogicalOr
; CHECK-NEXT: %[[#TOWARD:]] = OpLogicalAnd %[[#BOOL]] %[[#ABOVE]] %[[#NEG]]
; CHECK-NEXT: %[[#D1:]] = OpSelect %[[#U32]] %[[#TOWARD]] %[[#ALL]] %[[#NONE]]
; CHECK-NEXT: %[[#AWAY:]] = OpLogicalAnd %[[#BOOL]] %[[#ABOVE]] %[[#POS]]
; CHECK-NEXT: %[[#D:]] = OpSelect %[[#U32]] %[[#AWAY]] %[[#ONE]] %[[#D1]]
; CHECK-NEXT: %[[#BITS:]] = OpBitcast %[[#U32]] %[[#R]]
; CHECK-NEXT: %[[#MOVED:]] = OpIAdd %[[#U32]] %[[#BITS]] %[[#D]]
; CHECK-NEXT: %[[#RES:]] = OpBitcast %[[#F32]] %[[#MOVED]]
; CHECK-NEXT: OpReturnValue %[[#RES]]
define spir_func float @add_up(float %a, float %b) strictfp {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.upward", metadata !"fpexcept.ignore") strictfp
  ret float %r
}

;; Product toward zero: the residual fma(m, o, -r) of the smaller factor m,
;; with m and r scaled up by 2^538 twice when |r| < 2^-600; only a step toward
;; zero (bits - 1).
; CHECK: OpLabel
; CHECK-NEXT: %[[#R:]] = OpFMul %[[#F64]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#AR:]] = OpExtInst %[[#F64]] %[[#STD]] fabs %[[#R]]
; CHECK-NEXT: %[[#SMALL:]] = OpFOrdLessThan %[[#BOOL]] %[[#AR]] %[[#SMALL64]]
; CHECK-NEXT: %[[#K:]] = OpSelect %[[#F64]] %[[#SMALL]] %[[#UP64]] %[[#ONE64]]
; CHECK: %[[#M:]] = OpSelect %[[#F64]] %[[#LE:]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpSelect %[[#F64]] %[[#LE]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#M1:]] = OpFMul %[[#F64]] %[[#M]] %[[#K]]
; CHECK-NEXT: %[[#M2:]] = OpFMul %[[#F64]] %[[#M1]] %[[#K]]
; CHECK-NEXT: %[[#R1:]] = OpFMul %[[#F64]] %[[#R]] %[[#K]]
; CHECK-NEXT: %[[#R2:]] = OpFMul %[[#F64]] %[[#R1]] %[[#K]]
; CHECK-NEXT: %[[#NR:]] = OpFNegate %[[#F64]] %[[#R2]]
; CHECK-NEXT: OpExtInst %[[#F64]] %[[#STD]] fma %[[#M2]] %[[#O]] %[[#NR]]
; CHECK: OpSelect %[[#U64]] %[[#]] %[[#]] %[[#]]
; CHECK-NOT: OpSelect
; CHECK: OpIAdd %[[#U64]]
; CHECK: OpReturnValue
define spir_func double @mul_towardzero(double %a, double %b) strictfp {
  %r = call double @llvm.experimental.constrained.fmul.f64(double %a, double %b, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  ret double %r
}

;; Quotient downward on vectors: the residual a - r*b (fma), its sign
;; flipped for a negative divisor.
; CHECK: %[[#Q:]] = OpFDiv %[[#V2F:]] %[[#A:]] %[[#B:]]
; CHECK: %[[#RES:]] = OpExtInst %[[#V2F]] %[[#STD]] fma %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#NRES:]] = OpFNegate %[[#V2F]] %[[#RES]]
; CHECK-NEXT: %[[#BNEG:]] = OpSignBitSet %[[#V2B:]] %[[#B]]
; CHECK-NEXT: OpSelect %[[#V2F]] %[[#BNEG]] %[[#NRES]] %[[#RES]]
; CHECK: OpIAdd %[[#]] %[[#]] %[[#]]
; CHECK: OpReturnValue
define spir_func <2 x float> @div_down(<2 x float> %a, <2 x float> %b) strictfp {
  %r = call <2 x float> @llvm.experimental.constrained.fdiv.v2f32(<2 x float> %a, <2 x float> %b, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  ret <2 x float> %r
}

;; Half precision: in float (the residual of sqrt: fma(-r, r, a)), then
;; converted with the mode as FPRoundingMode.
; CHECK: %[[#W:]] = OpFConvert %[[#F32]] %[[#X:]]
; CHECK-NEXT: %[[#S:]] = OpExtInst %[[#F32]] %[[#STD]] sqrt %[[#W]]
; CHECK: OpExtInst %[[#F32]] %[[#STD]] fma
; CHECK: %[[#UP:]] = OpBitcast %[[#F32]]
; CHECK-NEXT: %[[#HALF_UP]] = OpFConvert %[[#F16]] %[[#UP]]
define spir_func half @sqrt_half_up(half %a) strictfp {
  %r = call half @llvm.experimental.constrained.sqrt.f16(half %a, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  ret half %r
}

;; fma: the rounded result, then ErrFma's product error, two two-sums and
;; the sum of the rest.
; CHECK: OpLabel
; CHECK-NEXT: %[[#R:]] = OpExtInst %[[#F32]] %[[#STD]] fma %[[#A:]] %[[#B:]] %[[#C:]]
; CHECK: %[[#R1:]] = OpExtInst %[[#F32]] %[[#STD]] fma %[[#M:]] %[[#O:]] %[[#CS:]]
; CHECK-NEXT: %[[#U1:]] = OpFMul %[[#F32]] %[[#M]] %[[#O]]
; CHECK-NEXT: %[[#NU1:]] = OpFNegate %[[#F32]] %[[#U1]]
; CHECK-NEXT: %[[#U2:]] = OpExtInst %[[#F32]] %[[#STD]] fma %[[#M]] %[[#O]] %[[#NU1]]
; CHECK-NEXT: OpFAdd %[[#F32]] %[[#CS]] %[[#U2]]
; CHECK: OpFSub %[[#F32]] %[[#C]] %[[#R]]
; CHECK: OpReturnValue
;; fmuladd in a directed mode: a product, then a sum, each in the mode.
; CHECK: OpFunctionParameter
; CHECK-NEXT: OpFunctionParameter
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpFMul %[[#F32]]
; CHECK: %[[#P:]] = OpBitcast %[[#F32]]
; CHECK-NEXT: OpFAdd %[[#F32]] %[[#P]] %[[#C]]
; CHECK-NOT: OpExtInst
; CHECK: OpReturnValue
define spir_func float @fma_towardzero(float %a, float %b, float %c) strictfp {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  ret float %r
}

define spir_func float @fmuladd_up(float %a, float %b, float %c) strictfp {
  %r = call float @llvm.experimental.constrained.fmuladd.f32(float %a, float %b, float %c, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  ret float %r
}

;; Downward sums as -upward(-a + b): -0 for an exact zero difference.
; CHECK: OpLabel
; CHECK-NEXT: %[[#NA:]] = OpFNegate %[[#F32]] %[[#A:]]
; CHECK-NEXT: OpFAdd %[[#F32]] %[[#NA]] %[[#B:]]
; CHECK: %[[#UP:]] = OpBitcast %[[#F32]]
; CHECK-NEXT: %[[#RES:]] = OpFNegate %[[#F32]] %[[#UP]]
; CHECK-NEXT: OpReturnValue %[[#RES]]
define spir_func float @sub_down(float %a, float %b) strictfp {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float %b, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  ret float %r
}

;; frem is exact in every mode; rint and nearbyint round to an integer in
;; the mode (ceil, trunc, floor, round for ties away, rint); so do lrint/llrint.
; CHECK: OpLabel
; CHECK-NEXT: %[[#REM:]] = OpFRem %[[#F32]]
; CHECK-NEXT: %[[#C1:]] = OpExtInst %[[#F32]] %[[#STD]] ceil %[[#REM]]
; CHECK-NEXT: %[[#C2:]] = OpExtInst %[[#F32]] %[[#STD]] trunc %[[#C1]]
; CHECK-NEXT: %[[#C3:]] = OpExtInst %[[#F32]] %[[#STD]] floor %[[#C2]]
; CHECK-NEXT: %[[#C4:]] = OpExtInst %[[#F32]] %[[#STD]] round %[[#C3]]
; CHECK-NEXT: %[[#C5:]] = OpExtInst %[[#F32]] %[[#STD]] rint %[[#C4]]
; CHECK-NEXT: %[[#C6:]] = OpExtInst %[[#F32]] %[[#STD]] floor %[[#C5]]
; CHECK-NEXT: OpConvertFToS %[[#U64]] %[[#C6]]
define spir_func float @exact_or_integral(float %a, float %b) strictfp {
  %1 = call float @llvm.experimental.constrained.frem.f32(float %a, float %b, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  %2 = call float @llvm.experimental.constrained.rint.f32(float %1, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  %3 = call float @llvm.experimental.constrained.nearbyint.f32(float %2, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  %4 = call float @llvm.experimental.constrained.nearbyint.f32(float %3, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  %5 = call float @llvm.experimental.constrained.rint.f32(float %4, metadata !"round.tonearestaway", metadata !"fpexcept.strict") strictfp
  %6 = call float @llvm.experimental.constrained.rint.f32(float %5, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %7 = call i64 @llvm.experimental.constrained.lrint.i64.f32(float %6, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  %8 = sitofp i64 %7 to float
  ret float %8
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata)
declare <2 x float> @llvm.experimental.constrained.fdiv.v2f32(<2 x float>, <2 x float>, metadata, metadata)
declare half @llvm.experimental.constrained.sqrt.f16(half, metadata, metadata)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fmuladd.f32(float, float, float, metadata, metadata)
declare float @llvm.experimental.constrained.frem.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.rint.f32(float, metadata, metadata)
declare float @llvm.experimental.constrained.nearbyint.f32(float, metadata, metadata)
declare i64 @llvm.experimental.constrained.lrint.i64.f32(float, metadata, metadata)
