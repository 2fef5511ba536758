;; Saturating add/sub map to OpenCL.std; saturating shifts shift back to
;; check that nothing was lost.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64:]] 2
; CHECK-DAG: %[[#I64]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V8S:]] = OpTypeVector %[[#I16:]] 8
; CHECK-DAG: %[[#I16]] = OpTypeInt 16 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I32]] 2147483647
; CHECK-DAG: %[[#MIN:]] = OpConstant %[[#I32]] 2147483648
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#UMAX8:]] = OpConstant %[[#I8]] 255

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R1:]] = OpExtInst %[[#I32]] %[[#STD]] s_add_sat %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R2:]] = OpExtInst %[[#I32]] %[[#STD]] u_add_sat %[[#R1]] %[[#B]]
; CHECK-NEXT: %[[#R3:]] = OpExtInst %[[#I32]] %[[#STD]] s_sub_sat %[[#R2]] %[[#B]]
; CHECK-NEXT: %[[#R4:]] = OpExtInst %[[#I32]] %[[#STD]] u_sub_sat %[[#R3]] %[[#B]]
; CHECK-NEXT: OpReturnValue %[[#R4]]
define spir_func i32 @addsub(i32 %a, i32 %b) {
  %1 = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.uadd.sat.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.ssub.sat.i32(i32 %2, i32 %b)
  %4 = call i32 @llvm.usub.sat.i32(i32 %3, i32 %b)
  ret i32 %4
}

; CHECK: OpExtInst %[[#V2L]] %[[#STD]] s_add_sat
; CHECK: OpExtInst %[[#V8S]] %[[#STD]] u_sub_sat
define spir_func void @vectors(<2 x i64> %a, <8 x i16> %b) {
  %1 = call <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64> %a, <2 x i64> %a)
  %2 = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %b, <8 x i16> %b)
  ret void
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#SH:]] = OpShiftLeftLogical %[[#I32]] %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#BACK:]] = OpShiftRightArithmetic %[[#I32]] %[[#SH]] %[[#S]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#BACK]] %[[#A]]
; CHECK-NEXT: %[[#NEG:]] = OpSLessThan %[[#BOOL]] %[[#A]] %[[#ZERO]]
; CHECK-NEXT: %[[#SAT:]] = OpSelect %[[#I32]] %[[#NEG]] %[[#MIN]] %[[#MAX]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I32]] %[[#OK]] %[[#SH]] %[[#SAT]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @sshl(i32 %a, i32 %s) {
  %r = call i32 @llvm.sshl.sat.i32(i32 %a, i32 %s)
  ret i32 %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#SH:]] = OpShiftLeftLogical %[[#I8]] %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#BACK:]] = OpShiftRightLogical %[[#I8]] %[[#SH]] %[[#S]]
; CHECK-NEXT: %[[#OK:]] = OpIEqual %[[#BOOL]] %[[#BACK]] %[[#A]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I8]] %[[#OK]] %[[#SH]] %[[#UMAX8]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i8 @ushl(i8 %a, i8 %s) {
  %r = call i8 @llvm.ushl.sat.i8(i8 %a, i8 %s)
  ret i8 %r
}

define spir_func <4 x i16> @sshlv(<4 x i16> %a, <4 x i16> %s) {
  %r = call <4 x i16> @llvm.sshl.sat.v4i16(<4 x i16> %a, <4 x i16> %s)
  ret <4 x i16> %r
}

declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64>, <2 x i64>)
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)
declare i32 @llvm.sshl.sat.i32(i32, i32)
declare i8 @llvm.ushl.sat.i8(i8, i8)
declare <4 x i16> @llvm.sshl.sat.v4i16(<4 x i16>, <4 x i16>)
