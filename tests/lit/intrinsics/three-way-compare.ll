;; llvm.scmp/llvm.ucmp (LLVM 19+; clang -O2 makes them of `(a > b) - (a < b)`):
;; -1, 0 or 1 in the result type, from two compares and two selects. Narrow
;; operands compare in their carriers (signed ones sign-extended first); a
;; narrow result's -1 is its all-ones (i2: 3).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#V4C:]] = OpTypeVector %[[#I8]] 4
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#MINUS:]] = OpConstant %[[#I32]] 4294967295
; CHECK-DAG: %[[#ONE8:]] = OpConstant %[[#I8]] 1
; CHECK-DAG: %[[#ZERO8:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#MINUS8:]] = OpConstant %[[#I8]] 255
; CHECK-DAG: %[[#MINUS2:]] = OpConstant %[[#I8]] 3
; CHECK-DAG: %[[#EIGHT:]] = OpConstant %[[#I32]] 8

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#LT:]] = OpSLessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#GT:]] = OpSGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NL:]] = OpSelect %[[#I32]] %[[#GT]] %[[#ONE]] %[[#ZERO]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I32]] %[[#LT]] %[[#MINUS]] %[[#NL]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @s32(i32 %a, i32 %b) {
  %r = call i32 @llvm.scmp.i32.i32(i32 %a, i32 %b)
  ret i32 %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I64:]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#LT:]] = OpULessThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#GT:]] = OpUGreaterThan %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NL:]] = OpSelect %[[#I8]] %[[#GT]] %[[#ONE8]] %[[#ZERO8]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I8]] %[[#LT]] %[[#MINUS8]] %[[#NL]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i8 @u64(i64 %a, i64 %b) {
  %r = call i8 @llvm.ucmp.i8.i64(i64 %a, i64 %b)
  ret i8 %r
}

; CHECK: OpFunctionParameter %[[#V4I:]]
; CHECK: OpSLessThan %[[#V4B]]
; CHECK-NEXT: OpSGreaterThan %[[#V4B]]
; CHECK-NEXT: OpSelect %[[#V4C]]
; CHECK-NEXT: OpSelect %[[#V4C]]
define spir_func <4 x i8> @sv(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i8> %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#AU:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#EIGHT]]
; CHECK-NEXT: %[[#AS:]] = OpShiftRightArithmetic %[[#I32]] %[[#AU]] %[[#EIGHT]]
; CHECK-NEXT: %[[#BU:]] = OpShiftLeftLogical %[[#I32]] %[[#B]] %[[#EIGHT]]
; CHECK-NEXT: %[[#BS:]] = OpShiftRightArithmetic %[[#I32]] %[[#BU]] %[[#EIGHT]]
; CHECK-NEXT: %[[#LT:]] = OpSLessThan %[[#BOOL]] %[[#AS]] %[[#BS]]
; CHECK-NEXT: %[[#GT:]] = OpSGreaterThan %[[#BOOL]] %[[#AS]] %[[#BS]]
; CHECK-NEXT: %[[#NL:]] = OpSelect %[[#I8]] %[[#GT]] %[[#ONE8]] %[[#ZERO8]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I8]] %[[#LT]] %[[#MINUS2]] %[[#NL]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i2 @s24(i24 %a, i24 %b) {
  %r = call i2 @llvm.scmp.i2.i24(i24 %a, i24 %b)
  ret i2 %r
}

declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i64(i64, i64)
declare <4 x i8> @llvm.scmp.v4i8.v4i32(<4 x i32>, <4 x i32>)
declare i2 @llvm.scmp.i2.i24(i24, i24)
