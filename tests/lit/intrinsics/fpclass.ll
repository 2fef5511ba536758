;; is.fpclass tests the bits of the value: magnitude (sign cleared) against
;; the exponent mask, the quiet bit and the smallest normal; sign-specific
;; classes also test the sign.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#MAG:]] = OpConstant %[[#I32]] 2147483647
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#EXP:]] = OpConstant %[[#I32]] 2139095040
; CHECK-DAG: %[[#QUIET:]] = OpConstant %[[#I32]] 2143289344
; CHECK-DAG: %[[#MINN:]] = OpConstant %[[#I32]] 8388608
; CHECK-DAG: %[[#NRANGE:]] = OpConstant %[[#I32]] 2130706432
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#SUBMAX:]] = OpConstant %[[#I32]] 8388607
; CHECK-DAG: %[[#F64:]] = OpTypeFloat 64
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2D:]] = OpTypeVector %[[#F64]] 2
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#EXP64:]] = OpConstant %[[#I64]] 9218868437227405312
; CHECK-DAG: %[[#EXP64V:]] = OpConstantComposite %[[#V2L]] %[[#EXP64]] %[[#EXP64]]
; CHECK-DAG: %[[#TRUE:]] = OpConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#FALSE:]] = OpConstantFalse %[[#BOOL]]

;; nan (3)
; CHECK: %[[#X:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#BITS:]] = OpBitcast %[[#I32]] %[[#X]]
; CHECK-NEXT: %[[#M:]] = OpBitwiseAnd %[[#I32]] %[[#BITS]] %[[#MAG]]
; CHECK-NEXT: %[[#R:]] = OpUGreaterThan %[[#BOOL]] %[[#M]] %[[#EXP]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i1 @isnan(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  ret i1 %r
}

;; snan (1) or qnan (2) alone
; CHECK: OpBitcast
; CHECK: %[[#M:]] = OpBitwiseAnd %[[#I32]]
; CHECK-NEXT: %[[#A:]] = OpUGreaterThan %[[#BOOL]] %[[#M]] %[[#EXP]]
; CHECK-NEXT: %[[#B:]] = OpULessThan %[[#BOOL]] %[[#M]] %[[#QUIET]]
; CHECK-NEXT: %[[#S:]] = OpLogicalAnd %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#S]]
define spir_func i1 @issnan(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 1)
  ret i1 %r
}
; CHECK: %[[#M:]] = OpBitwiseAnd %[[#I32]]
; CHECK-NEXT: %[[#Q:]] = OpUGreaterThanEqual %[[#BOOL]] %[[#M]] %[[#QUIET]]
; CHECK-NEXT: OpReturnValue %[[#Q]]
define spir_func i1 @isqnan(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 2)
  ret i1 %r
}

;; finite (0x1f8): normal, subnormal and zero of either sign
; CHECK: %[[#M:]] = OpBitwiseAnd %[[#I32]]
; CHECK-NEXT: %[[#T1:]] = OpISub %[[#I32]] %[[#M]] %[[#MINN]]
; CHECK-NEXT: %[[#NORMAL:]] = OpULessThan %[[#BOOL]] %[[#T1]] %[[#NRANGE]]
; CHECK-NEXT: %[[#T2:]] = OpISub %[[#I32]] %[[#M]] %[[#ONE]]
; CHECK-NEXT: %[[#SUB:]] = OpULessThan %[[#BOOL]] %[[#T2]] %[[#SUBMAX]]
; CHECK-NEXT: %[[#Z:]] = OpIEqual %[[#BOOL]] %[[#M]] %[[#ZERO]]
; CHECK-NEXT: %[[#O1:]] = OpLogicalOr %[[#BOOL]] %[[#NORMAL]] %[[#SUB]]
; CHECK-NEXT: %[[#O2:]] = OpLogicalOr %[[#BOOL]] %[[#O1]] %[[#Z]]
; CHECK-NEXT: OpReturnValue %[[#O2]]
define spir_func i1 @isfinite(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 504)
  ret i1 %r
}

;; -inf or +zero (0x44): one class per sign
; CHECK: %[[#B:]] = OpBitcast %[[#I32]]
; CHECK-NEXT: %[[#M:]] = OpBitwiseAnd %[[#I32]] %[[#B]]
; CHECK-NEXT: %[[#INF:]] = OpIEqual %[[#BOOL]] %[[#M]] %[[#EXP]]
; CHECK-NEXT: %[[#Z:]] = OpIEqual %[[#BOOL]] %[[#M]] %[[#ZERO]]
; CHECK-NEXT: %[[#NEG:]] = OpSLessThan %[[#BOOL]] %[[#B]] %[[#ZERO]]
; CHECK-NEXT: %[[#NI:]] = OpLogicalAnd %[[#BOOL]] %[[#NEG]] %[[#INF]]
; CHECK-NEXT: %[[#POS:]] = OpLogicalNot %[[#BOOL]] %[[#NEG]]
; CHECK-NEXT: %[[#PZ:]] = OpLogicalAnd %[[#BOOL]] %[[#POS]] %[[#Z]]
; CHECK-NEXT: %[[#R:]] = OpLogicalOr %[[#BOOL]] %[[#NI]] %[[#PZ]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i1 @neginf_or_poszero(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 68)
  ret i1 %r
}

;; no class, every class: constants
; CHECK: OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpLogicalAnd %[[#BOOL]] %[[#FALSE]] %[[#TRUE]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i1 @constant(float %x) {
  %a = call i1 @llvm.is.fpclass.f32(float %x, i32 0)
  %b = call i1 @llvm.is.fpclass.f32(float %x, i32 1023)
  %r = and i1 %a, %b
  ret i1 %r
}

;; vector of double: inf of either sign (0x204)
; CHECK: %[[#X:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#BITS:]] = OpBitcast %[[#V2L]] %[[#X]]
; CHECK-NEXT: %[[#M:]] = OpBitwiseAnd %[[#V2L]] %[[#BITS]]
; CHECK-NEXT: %[[#R:]] = OpIEqual %[[#V2B]] %[[#M]] %[[#EXP64V]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func <2 x i1> @isinf(<2 x double> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f64(<2 x double> %x, i32 516)
  ret <2 x i1> %r
}

;; half
; CHECK: OpBitcast %[[#I16:]]
define spir_func i1 @half_normal(half %x) {
  %r = call i1 @llvm.is.fpclass.f16(half %x, i32 264)
  ret i1 %r
}

declare i1 @llvm.is.fpclass.f32(float, i32)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare <2 x i1> @llvm.is.fpclass.v2f64(<2 x double>, i32)
