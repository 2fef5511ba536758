;; Float intrinsics that need more than one instruction: NaN-propagating
;; minimum/maximum, powi (pown), ldexp, frexp, lround/lrint, and the
;; saturating float-to-integer conversions.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc


; CHECK-DAG: OpDecorate %[[#SAT1:]] SaturatedConversion
; CHECK-DAG: OpDecorate %[[#SAT2:]] SaturatedConversion
; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#V2D:]] = OpTypeVector %[[#F64]] 2
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V4D:]] = OpTypeVector %[[#F64]] 4
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V4S:]] = OpTypeVector %[[#I16]] 4
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#UNDEF4:]] = OpUndef %[[#V4I]]
; CHECK-DAG: %[[#LOW:]] = OpConstant %[[#I64]] 18446744073708503040
; CHECK-DAG: %[[#HIGH:]] = OpConstant %[[#I64]] 1048576
; CHECK-DAG: %[[#PI32:]] = OpTypePointer Function %[[#I32]]
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#F64]] %[[#I32]]
; CHECK-DAG: %[[#UNDEFP:]] = OpUndef %[[#PAIR]]
; CHECK-DAG: %[[#ZERO8:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#ZERO4S:]] = OpConstantNull %[[#V4S]]

;; minimum: fmin, then equal operands (zeros) ordered by sign, then NaN if
;; either operand is NaN.
; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#M:]] = OpExtInst %[[#F32]] %[[#STD]] fmin %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#Z:]] = OpSelect %[[#F32]] %[[#NEG]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpSelect %[[#F32]] %[[#EQ]] %[[#Z]] %[[#M]]
; CHECK-NEXT: %[[#UN:]] = OpUnordered %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NAN:]] = OpFAdd %[[#F32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#F32]] %[[#UN]] %[[#NAN]] %[[#O]]
; CHECK-NEXT: OpReturnValue %[[#R]]

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#M:]] = OpExtInst %[[#V2D]] %[[#STD]] fmax %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#V2B]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#V2B]] %[[#A]]
; CHECK-NEXT: %[[#Z:]] = OpSelect %[[#V2D]] %[[#NEG]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#O:]] = OpSelect %[[#V2D]] %[[#EQ]] %[[#Z]] %[[#M]]
; CHECK-NEXT: %[[#UN:]] = OpUnordered %[[#V2B]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NAN:]] = OpFAdd %[[#V2D]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpSelect %[[#V2D]] %[[#UN]] %[[#NAN]] %[[#O]]

;; powi: pown with the exponent as int (splatted for vectors).
; CHECK: %[[#X:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#N0:]] = OpCompositeInsert %[[#V4I]] %[[#N]] %[[#UNDEF4]] 0
; CHECK-NEXT: %[[#NS:]] = OpVectorShuffle %[[#V4I]] %[[#N0]] %[[#N0]] 0 0 0 0
; CHECK-NEXT: OpExtInst %[[#V4F]] %[[#STD]] pown %[[#X]] %[[#NS]]
; CHECK-NEXT: %[[#M32:]] = OpSConvert %[[#I32]] %[[#M]]
; CHECK-NEXT: OpExtInst %[[#F32]] %[[#STD]] pown %[[#Y]] %[[#M32]]

;; ldexp with an i64 exponent: clamped to +-2^20, then narrowed.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#N:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#C:]] = OpExtInst %[[#I64]] %[[#STD]] s_clamp %[[#N]] %[[#LOW]] %[[#HIGH]]
; CHECK-NEXT: %[[#C32:]] = OpSConvert %[[#I32]] %[[#C]]
; CHECK-NEXT: OpExtInst %[[#F32]] %[[#STD]] ldexp %[[#X]] %[[#C32]]

;; frexp: the exponent goes through a private variable.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#E:]] = OpVariable %[[#PI32]] Function
; CHECK-NEXT: %[[#MANT:]] = OpExtInst %[[#F64]] %[[#STD]] frexp %[[#X]] %[[#E]]
; CHECK-NEXT: %[[#EV:]] = OpLoad %[[#I32]] %[[#E]]
; CHECK-NEXT: %[[#P0:]] = OpCompositeInsert %[[#PAIR]] %[[#MANT]] %[[#UNDEFP]] 0
; CHECK-NEXT: %[[#P1:]] = OpCompositeInsert %[[#PAIR]] %[[#EV]] %[[#P0]] 1

; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#F64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpExtInst %[[#F32]] %[[#STD]] round %[[#X]]
; CHECK-NEXT: OpConvertFToS %[[#I32]] %[[#R]]
; CHECK-NEXT: %[[#R:]] = OpExtInst %[[#F64]] %[[#STD]] rint %[[#Y]]
; CHECK-NEXT: OpConvertFToS %[[#I64]] %[[#R]]

;; Saturating conversions; NaN gives 0.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#Y:]] = OpFunctionParameter %[[#V4D]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#SAT1]] = OpConvertFToS %[[#I8]] %[[#X]]
; CHECK-NEXT: %[[#NAN:]] = OpIsNan %[[#BOOL]] %[[#X]]
; CHECK-NEXT: OpSelect %[[#I8]] %[[#NAN]] %[[#ZERO8]] %[[#SAT1]]
; CHECK-NEXT: %[[#SAT2]] = OpConvertFToU %[[#V4S]] %[[#Y]]
; CHECK-NEXT: %[[#NAN:]] = OpIsNan %[[#V4B]] %[[#Y]]
; CHECK-NEXT: OpSelect %[[#V4S]] %[[#NAN]] %[[#ZERO4S]] %[[#SAT2]]

target triple = "spir64-unknown-unknown"

define spir_func float @minimum(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

define spir_func <2 x double> @maximum(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.maximum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define spir_func <4 x float> @powi(<4 x float> %x, i32 %n, float %y, i16 %m) {
  %r = call <4 x float> @llvm.powi.v4f32.i32(<4 x float> %x, i32 %n)
  %s = call float @llvm.powi.f32.i16(float %y, i16 %m)
  %v = insertelement <4 x float> %r, float %s, i32 0
  ret <4 x float> %v
}

define spir_func float @ldexp(float %x, i64 %n) {
  %r = call float @llvm.ldexp.f32.i64(float %x, i64 %n)
  ret float %r
}

define spir_func i32 @frexp(double %x) {
  %r = call { double, i32 } @llvm.frexp.f64.i32(double %x)
  %e = extractvalue { double, i32 } %r, 1
  ret i32 %e
}

define spir_func i64 @lround(float %x, double %y) {
  %r = call i32 @llvm.lround.i32.f32(float %x)
  %s = call i64 @llvm.llrint.i64.f64(double %y)
  %w = sext i32 %r to i64
  %v = add i64 %w, %s
  ret i64 %v
}

define spir_func i8 @sat(float %x, <4 x double> %y) {
  %r = call i8 @llvm.fptosi.sat.i8.f32(float %x)
  %s = call <4 x i16> @llvm.fptoui.sat.v4i16.v4f64(<4 x double> %y)
  ret i8 %r
}

declare float @llvm.minimum.f32(float, float)
declare <2 x double> @llvm.maximum.v2f64(<2 x double>, <2 x double>)
declare <4 x float> @llvm.powi.v4f32.i32(<4 x float>, i32)
declare float @llvm.powi.f32.i16(float, i16)
declare float @llvm.ldexp.f32.i64(float, i64)
declare { double, i32 } @llvm.frexp.f64.i32(double)
declare i32 @llvm.lround.i32.f32(float)
declare i64 @llvm.llrint.i64.f64(double)
declare i8 @llvm.fptosi.sat.i8.f32(float)
declare <4 x i16> @llvm.fptoui.sat.v4i16.v4f64(<4 x double>)
