;; abs, min/max and bit counts map to OpenCL.std; narrow integers (in their
;; normalized carriers) sign-extend for signed operations and renormalize.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#V8B:]] = OpTypeVector %[[#I8]] 8
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I64]] 31
; CHECK-DAG: %[[#MASK33:]] = OpConstant %[[#I64]] 8589934591
; CHECK-DAG: %[[#BIT33:]] = OpConstant %[[#I64]] 8589934592

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R1:]] = OpExtInst %[[#I32]] %[[#STD]] s_abs %[[#A]]
; CHECK-NEXT: %[[#R2:]] = OpExtInst %[[#I32]] %[[#STD]] s_min %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpExtInst %[[#I32]] %[[#STD]] s_max %[[#R2]] %[[#B]]
; CHECK-NEXT: %[[#R4:]] = OpExtInst %[[#I32]] %[[#STD]] u_min %[[#R3]] %[[#B]]
; CHECK-NEXT: %[[#R5:]] = OpExtInst %[[#I32]] %[[#STD]] u_max %[[#R4]] %[[#B]]
; CHECK-NEXT: %[[#R6:]] = OpExtInst %[[#I32]] %[[#STD]] popcount %[[#R5]]
; CHECK-NEXT: %[[#R7:]] = OpExtInst %[[#I32]] %[[#STD]] clz %[[#R6]]
; CHECK-NEXT: %[[#R8:]] = OpExtInst %[[#I32]] %[[#STD]] ctz %[[#R7]]
; CHECK-NEXT: OpReturnValue %[[#R8]]
define spir_func i32 @scalar(i32 %a, i32 %b) {
  %1 = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %2 = call i32 @llvm.smin.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.smax.i32(i32 %2, i32 %b)
  %4 = call i32 @llvm.umin.i32(i32 %3, i32 %b)
  %5 = call i32 @llvm.umax.i32(i32 %4, i32 %b)
  %6 = call i32 @llvm.ctpop.i32(i32 %5)
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 false)
  %8 = call i32 @llvm.cttz.i32(i32 %7, i1 true)
  ret i32 %8
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R1:]] = OpExtInst %[[#V4I]] %[[#STD]] s_abs %[[#A]]
; CHECK-NEXT: %[[#R2:]] = OpExtInst %[[#V4I]] %[[#STD]] u_max %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpExtInst %[[#V4I]] %[[#STD]] popcount %[[#R2]]
define spir_func <4 x i32> @vector(<4 x i32> %a, <4 x i32> %b) {
  %1 = call <4 x i32> @llvm.abs.v4i32(<4 x i32> %a, i1 true)
  %2 = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %1, <4 x i32> %b)
  %3 = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %2)
  ret <4 x i32> %3
}

; CHECK: OpExtInst %[[#I8]] %[[#STD]] s_min
; CHECK: OpExtInst %[[#I16]] %[[#STD]] clz
; CHECK: OpExtInst %[[#V2L]] %[[#STD]] ctz
; CHECK: OpExtInst %[[#V8B]] %[[#STD]] popcount
define spir_func void @widths(i8 %a, i16 %b, <2 x i64> %c, <8 x i8> %d) {
  %1 = call i8 @llvm.smin.i8(i8 %a, i8 %a)
  %2 = call i16 @llvm.ctlz.i16(i16 %b, i1 false)
  %3 = call <2 x i64> @llvm.cttz.v2i64(<2 x i64> %c, i1 false)
  %4 = call <8 x i8> @llvm.ctpop.v8i8(<8 x i8> %d)
  ret void
}

;; i33 lives in an i64 carrier, normalized (zero above bit 32).
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#AN:]] = OpBitwiseAnd %[[#I64]] %[[#A]] %[[#MASK33]]
; CHECK-NEXT: %[[#BN:]] = OpBitwiseAnd %[[#I64]] %[[#B]] %[[#MASK33]]
; CHECK-NEXT: %[[#UP1:]] = OpShiftLeftLogical %[[#I64]] %[[#AN]] %[[#C31]]
; CHECK-NEXT: %[[#SA:]] = OpShiftRightArithmetic %[[#I64]] %[[#UP1]] %[[#C31]]
; CHECK-NEXT: %[[#UP2:]] = OpShiftLeftLogical %[[#I64]] %[[#BN]] %[[#C31]]
; CHECK-NEXT: %[[#SB:]] = OpShiftRightArithmetic %[[#I64]] %[[#UP2]] %[[#C31]]
; CHECK-NEXT: %[[#MAX:]] = OpExtInst %[[#I64]] %[[#STD]] s_max %[[#SA]] %[[#SB]]
; CHECK-NEXT: %[[#MAXN:]] = OpBitwiseAnd %[[#I64]] %[[#MAX]] %[[#MASK33]]
; CHECK-NEXT: %[[#UMIN:]] = OpExtInst %[[#I64]] %[[#STD]] u_min %[[#MAXN]] %[[#BN]]
; CHECK-NEXT: %[[#OR:]] = OpBitwiseOr %[[#I64]] %[[#UMIN]] %[[#BIT33]]
; CHECK-NEXT: %[[#TZ:]] = OpExtInst %[[#I64]] %[[#STD]] ctz %[[#OR]]
; CHECK-NEXT: %[[#LZ:]] = OpExtInst %[[#I64]] %[[#STD]] clz %[[#TZ]]
; CHECK-NEXT: %[[#LZN:]] = OpISub %[[#I64]] %[[#LZ]] %[[#C31]]
define spir_func i64 @narrow(i64 %a, i64 %b) {
  %x = trunc i64 %a to i33
  %y = trunc i64 %b to i33
  %1 = call i33 @llvm.smax.i33(i33 %x, i33 %y)
  %2 = call i33 @llvm.umin.i33(i33 %1, i33 %y)
  %3 = call i33 @llvm.cttz.i33(i33 %2, i1 false)
  %4 = call i33 @llvm.ctlz.i33(i33 %3, i1 false)
  %r = zext i33 %4 to i64
  ret i64 %r
}

declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>)
declare i8 @llvm.smin.i8(i8, i8)
declare i16 @llvm.ctlz.i16(i16, i1)
declare <2 x i64> @llvm.cttz.v2i64(<2 x i64>, i1)
declare <8 x i8> @llvm.ctpop.v8i8(<8 x i8>)
declare i33 @llvm.smax.i33(i33, i33)
declare i33 @llvm.umin.i33(i33, i33)
declare i33 @llvm.cttz.i33(i33, i1)
declare i33 @llvm.ctlz.i33(i33, i1)
