;; {s,u}{add,sub,mul}.with.overflow: the wrapped result and an overflow flag
;; from compares (add/sub) or the high half of the product (mul), put
;; together with OpCompositeInsert.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#I32]] %[[#BOOL]]
; CHECK-DAG: %[[#UNDEF:]] = OpUndef %[[#PAIR]]
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#C31:]] = OpConstant %[[#I32]] 31
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2L:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#VPAIR:]] = OpTypeStruct %[[#V2L]] %[[#V2B]]

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#AR:]] = OpBitwiseXor %[[#I32]] %[[#A]] %[[#R]]
; CHECK-NEXT: %[[#BR:]] = OpBitwiseXor %[[#I32]] %[[#B]] %[[#R]]
; CHECK-NEXT: %[[#BOTH:]] = OpBitwiseAnd %[[#I32]] %[[#AR]] %[[#BR]]
; CHECK-NEXT: %[[#O:]] = OpSLessThan %[[#BOOL]] %[[#BOTH]] %[[#ZERO]]
; CHECK-NEXT: %[[#S0:]] = OpCompositeInsert %[[#PAIR]] %[[#R]] %[[#UNDEF]] 0
; CHECK-NEXT: %[[#S1:]] = OpCompositeInsert %[[#PAIR]] %[[#O]] %[[#S0]] 1
; CHECK-NEXT: OpReturnValue %[[#S1]]
define spir_func { i32, i1 } @sadd(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpIAdd %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpULessThan %[[#BOOL]] %[[#R]] %[[#A]]
; CHECK-NEXT: %[[#S0:]] = OpCompositeInsert %[[#PAIR]] %[[#R]] %[[#UNDEF]] 0
; CHECK-NEXT: OpCompositeInsert %[[#PAIR]] %[[#O]] %[[#S0]] 1
define spir_func { i32, i1 } @uadd(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpISub %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#AB:]] = OpBitwiseXor %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#AR:]] = OpBitwiseXor %[[#I32]] %[[#A]] %[[#R]]
; CHECK-NEXT: %[[#BOTH:]] = OpBitwiseAnd %[[#I32]] %[[#AB]] %[[#AR]]
; CHECK-NEXT: %[[#O:]] = OpSLessThan %[[#BOOL]] %[[#BOTH]] %[[#ZERO]]
define spir_func { i32, i1 } @ssub(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpISub %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpULessThan %[[#BOOL]] %[[#A]] %[[#B]]
define spir_func { i32, i1 } @usub(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpIMul %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I32]] %[[#STD]] s_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#SIGN:]] = OpShiftRightArithmetic %[[#I32]] %[[#R]] %[[#C31]]
; CHECK-NEXT: %[[#O:]] = OpINotEqual %[[#BOOL]] %[[#HI]] %[[#SIGN]]
define spir_func { i32, i1 } @smul(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpIMul %[[#I32]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I32]] %[[#STD]] u_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpINotEqual %[[#BOOL]] %[[#HI]] %[[#ZERO]]
define spir_func { i32, i1 } @umul(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2L]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2L]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpIMul %[[#V2L]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#V2L]] %[[#STD]] u_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#O:]] = OpINotEqual %[[#V2B]] %[[#HI]]
; CHECK-NEXT: %[[#S0:]] = OpCompositeInsert %[[#VPAIR]] %[[#R]] %{{.*}} 0
; CHECK-NEXT: OpCompositeInsert %[[#VPAIR]] %[[#O]] %[[#S0]] 1
define spir_func <2 x i64> @umulv(<2 x i64> %a, <2 x i64> %b) {
  %r = call { <2 x i64>, <2 x i1> } @llvm.umul.with.overflow.v2i64(<2 x i64> %a, <2 x i64> %b)
  %v = extractvalue { <2 x i64>, <2 x i1> } %r, 0
  ret <2 x i64> %v
}

define spir_func i8 @small(i8 %a, i16 %b) {
  %r = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a, i8 %a)
  %s = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %b, i16 %b)
  %v = extractvalue { i8, i1 } %r, 0
  ret i8 %v
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { <2 x i64>, <2 x i1> } @llvm.umul.with.overflow.v2i64(<2 x i64>, <2 x i64>)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16)
