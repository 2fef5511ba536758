;; Funnel shifts: the shift amount is taken modulo the width, and a shift of
;; 0 returns the first (fshl) or second (fshr) operand exactly: the other
;; operand is shifted by one and then by (w - 1 - s), never by w. Rotates
;; (both operands the same) use OpenCL rotate.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I32]] 31
; CHECK-DAG: %[[#C1:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#C0:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#C5:]] = OpConstant %[[#I32]] 5
; CHECK-DAG: %[[#C27:]] = OpConstant %[[#I32]] 27
; CHECK-DAG: %[[#C63:]] = OpConstant %[[#I64]] 63
; CHECK-DAG: %[[#C31V:]] = OpConstantComposite %[[#V4I]] %[[#C31]] %[[#C31]] %[[#C31]] %[[#C31]]

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#S:]] = OpBitwiseAnd %[[#I32]] %[[#C]] %[[#C31]]
; CHECK-NEXT: %[[#REST:]] = OpISub %[[#I32]] %[[#C31]] %[[#S]]
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#LO1:]] = OpShiftRightLogical %[[#I32]] %[[#B]] %[[#C1]]
; CHECK-NEXT: %[[#LO:]] = OpShiftRightLogical %[[#I32]] %[[#LO1]] %[[#REST]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I32]] %[[#HI]] %[[#LO]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @fshl(i32 %a, i32 %b, i32 %c) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#S:]] = OpBitwiseAnd %[[#I64]] %[[#C]] %[[#C63]]
; CHECK-NEXT: %[[#REST:]] = OpISub %[[#I64]] %[[#C63]] %[[#S]]
; CHECK-NEXT: %[[#LO:]] = OpShiftRightLogical %[[#I64]] %[[#B]] %[[#S]]
; CHECK-NEXT: %[[#HI1:]] = OpShiftLeftLogical %[[#I64]] %[[#A]]
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I64]] %[[#HI1]] %[[#REST]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I64]] %[[#HI]] %[[#LO]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i64 @fshr(i64 %a, i64 %b, i64 %c) {
  %r = call i64 @llvm.fshr.i64(i64 %a, i64 %b, i64 %c)
  ret i64 %r
}

;; Rotates: left by s, right by (0 - s) mod w as a left rotate.
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#S:]] = OpBitwiseAnd %[[#I32]] %[[#C]] %[[#C31]]
; CHECK-NEXT: %[[#L:]] = OpExtInst %[[#I32]] %[[#STD]] rotate %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#S:]] = OpBitwiseAnd %[[#I32]] %[[#C]] %[[#C31]]
; CHECK-NEXT: %[[#N:]] = OpISub %[[#I32]] %[[#C0]] %[[#S]]
; CHECK-NEXT: %[[#NM:]] = OpBitwiseAnd %[[#I32]] %[[#N]] %[[#C31]]
; CHECK-NEXT: %[[#R:]] = OpExtInst %[[#I32]] %[[#STD]] rotate %[[#L]] %[[#NM]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @rotates(i32 %a, i32 %c) {
  %l = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %c)
  %r = call i32 @llvm.fshr.i32(i32 %l, i32 %l, i32 %c)
  ret i32 %r
}

;; Constant amounts: 37 mod 32 = 5; a multiple of 32 returns an operand.
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#HI:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#C5]]
; CHECK-NEXT: %[[#LO:]] = OpShiftRightLogical %[[#I32]] %[[#B]] %[[#C27]]
; CHECK-NEXT: %[[#X:]] = OpBitwiseOr %[[#I32]] %[[#HI]] %[[#LO]]
; CHECK-NEXT: %[[#R:]] = OpIAdd %[[#I32]] %[[#X]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @constant(i32 %a, i32 %b) {
  %x = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 37)
  %y = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 64)
  %r = add i32 %x, %y
  ret i32 %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpBitwiseAnd %[[#V4I]] %[[#C]] %[[#C31V]]
define spir_func <4 x i32> @vector(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c)
  ret <4 x i32> %r
}

; CHECK: OpFunctionParameter %[[#I16]]
; CHECK: OpExtInst %[[#I16]] %[[#STD]] rotate
define spir_func i16 @rotate16(i16 %a, i16 %c) {
  %r = call i16 @llvm.fshl.i16(i16 %a, i16 %a, i16 %c)
  ret i16 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
