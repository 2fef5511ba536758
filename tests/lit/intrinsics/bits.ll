;; bswap and bitreverse swap ever larger bit groups with shifts and masks
;; (OpBitReverse needs the Shader capability, which kernels lack).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-NOT: OpBitReverse
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#M8:]] = OpConstant %[[#I32]] 16711935
; CHECK-DAG: %[[#S8:]] = OpConstant %[[#I32]] 8
; CHECK-DAG: %[[#M16:]] = OpConstant %[[#I32]] 65535
; CHECK-DAG: %[[#S16:]] = OpConstant %[[#I32]] 16
; CHECK-DAG: %[[#M8V:]] = OpConstantComposite %[[#V2I]] %[[#M8]] %[[#M8]]
; CHECK-DAG: %[[#S8V:]] = OpConstantComposite %[[#V2I]] %[[#S8]] %[[#S8]]
; CHECK-DAG: %[[#M1:]] = OpConstant %[[#I8]] 85
; CHECK-DAG: %[[#M2:]] = OpConstant %[[#I8]] 51
; CHECK-DAG: %[[#M4:]] = OpConstant %[[#I8]] 15

;; bswap.i32: swap bytes, then halves.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#H:]] = OpShiftRightLogical %[[#I32]] %[[#X]] %[[#S8]]
; CHECK-NEXT: %[[#HM:]] = OpBitwiseAnd %[[#I32]] %[[#H]] %[[#M8]]
; CHECK-NEXT: %[[#L:]] = OpBitwiseAnd %[[#I32]] %[[#X]] %[[#M8]]
; CHECK-NEXT: %[[#LS:]] = OpShiftLeftLogical %[[#I32]] %[[#L]] %[[#S8]]
; CHECK-NEXT: %[[#Y:]] = OpBitwiseOr %[[#I32]] %[[#HM]] %[[#LS]]
; CHECK-NEXT: %[[#H:]] = OpShiftRightLogical %[[#I32]] %[[#Y]] %[[#S16]]
; CHECK-NEXT: %[[#HM:]] = OpBitwiseAnd %[[#I32]] %[[#H]] %[[#M16]]
; CHECK-NEXT: %[[#L:]] = OpBitwiseAnd %[[#I32]] %[[#Y]] %[[#M16]]
; CHECK-NEXT: %[[#LS:]] = OpShiftLeftLogical %[[#I32]] %[[#L]] %[[#S16]]
; CHECK-NEXT: %[[#Z:]] = OpBitwiseOr %[[#I32]] %[[#HM]] %[[#LS]]
; CHECK-NEXT: OpReturnValue %[[#Z]]
define spir_func i32 @bswap32(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}

;; bswap.i16 is one step; bswap.i64 three.
; CHECK: OpFunctionParameter %[[#I16]]
; CHECK-NEXT: OpLabel
; CHECK-COUNT-5: = Op{{.*}} %[[#I16]]
; CHECK-NEXT: OpReturnValue
define spir_func i16 @bswap16(i16 %x) {
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}
; CHECK: OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-COUNT-15: = Op{{.*}} %[[#I64]]
; CHECK-NEXT: OpReturnValue
define spir_func i64 @bswap64(i64 %x) {
  %r = call i64 @llvm.bswap.i64(i64 %x)
  ret i64 %r
}

; CHECK: %[[#X:]] = OpFunctionParameter %[[#V2I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#H:]] = OpShiftRightLogical %[[#V2I]] %[[#X]] %[[#S8V]]
; CHECK-NEXT: OpBitwiseAnd %[[#V2I]] %[[#H]] %[[#M8V]]
define spir_func <2 x i32> @bswapv(<2 x i32> %x) {
  %r = call <2 x i32> @llvm.bswap.v2i32(<2 x i32> %x)
  ret <2 x i32> %r
}

;; bitreverse.i8: groups of 1, 2 and 4 bits.
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpShiftRightLogical %[[#I8]] %[[#X]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %{{.*}} %[[#M1]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %[[#X]] %[[#M1]]
; CHECK-NEXT: OpShiftLeftLogical
; CHECK-NEXT: %[[#Y:]] = OpBitwiseOr %[[#I8]]
; CHECK-NEXT: OpShiftRightLogical %[[#I8]] %[[#Y]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %{{.*}} %[[#M2]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %[[#Y]] %[[#M2]]
; CHECK-NEXT: OpShiftLeftLogical
; CHECK-NEXT: %[[#Z:]] = OpBitwiseOr %[[#I8]]
; CHECK-NEXT: OpShiftRightLogical %[[#I8]] %[[#Z]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %{{.*}} %[[#M4]]
; CHECK-NEXT: OpBitwiseAnd %[[#I8]] %[[#Z]] %[[#M4]]
; CHECK-NEXT: OpShiftLeftLogical
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I8]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i8 @bitreverse8(i8 %x) {
  %r = call i8 @llvm.bitreverse.i8(i8 %x)
  ret i8 %r
}

; CHECK: OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-COUNT-25: = Op{{.*}} %[[#I32]]
; CHECK-NEXT: OpReturnValue
define spir_func i32 @bitreverse32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

define spir_func <4 x i64> @bitreversev(<4 x i64> %x) {
  %r = call <4 x i64> @llvm.bitreverse.v4i64(<4 x i64> %x)
  ret <4 x i64> %r
}

declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare <2 x i32> @llvm.bswap.v2i32(<2 x i32>)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.bitreverse.i32(i32)
declare <4 x i64> @llvm.bitreverse.v4i64(<4 x i64>)
