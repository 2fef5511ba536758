;; Vector reductions fold the components left to right (the order ordered
;; fadd/fmul reductions need, after their start value); i1 vectors use
;; OpAll/OpAny and logical operations.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V4I:]] = OpTypeVector %[[#I32]] 4
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2
; CHECK-DAG: %[[#V3F:]] = OpTypeVector %[[#F32]] 3
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V16C:]] = OpTypeVector %[[#I8]] 16

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#I32]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#I32]] %[[#V]] 1
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#I32]] %[[#V]] 2
; CHECK-NEXT: %[[#E3:]] = OpCompositeExtract %[[#I32]] %[[#V]] 3
; CHECK-NEXT: %[[#S1:]] = OpIAdd %[[#I32]] %[[#E0]] %[[#E1]]
; CHECK-NEXT: %[[#S2:]] = OpIAdd %[[#I32]] %[[#S1]] %[[#E2]]
; CHECK-NEXT: %[[#S3:]] = OpIAdd %[[#I32]] %[[#S2]] %[[#E3]]
; CHECK: OpIMul %[[#I32]]
; CHECK: OpBitwiseAnd %[[#I32]]
; CHECK: OpBitwiseOr %[[#I32]]
; CHECK: OpBitwiseXor %[[#I32]]
; CHECK: OpExtInst %[[#I32]] %[[#STD]] s_min
; CHECK: OpExtInst %[[#I32]] %[[#STD]] s_max
; CHECK: OpExtInst %[[#I32]] %[[#STD]] u_min
; CHECK: OpExtInst %[[#I32]] %[[#STD]] u_max
define spir_func i32 @ints(<4 x i32> %v) {
  %1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %2 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  %3 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v)
  %4 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %v)
  %5 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)
  %6 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)
  %7 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  %8 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %v)
  %9 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %r = add i32 %1, %9
  ret i32 %r
}

; CHECK: %[[#S:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#V:]] = OpFunctionParameter %[[#V3F]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#F32]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#F32]] %[[#V]] 1
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#F32]] %[[#V]] 2
; CHECK-NEXT: %[[#A1:]] = OpFAdd %[[#F32]] %[[#S]] %[[#E0]]
; CHECK-NEXT: %[[#A2:]] = OpFAdd %[[#F32]] %[[#A1]] %[[#E1]]
; CHECK-NEXT: %[[#A3:]] = OpFAdd %[[#F32]] %[[#A2]] %[[#E2]]
; CHECK: OpFMul %[[#F32]] %[[#S]]
define spir_func float @fadd(float %s, <3 x float> %v) {
  %1 = call float @llvm.vector.reduce.fadd.v3f32(float %s, <3 x float> %v)
  %2 = call float @llvm.vector.reduce.fmul.v3f32(float %s, <3 x float> %v)
  %r = fadd float %1, %2
  ret float %r
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V2F]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#F32]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#F32]] %[[#V]] 1
; CHECK-NEXT: OpExtInst %[[#F32]] %[[#STD]] fmin %[[#E0]] %[[#E1]]
; CHECK: OpExtInst %[[#F32]] %[[#STD]] fmax
define spir_func float @fminmax(<2 x float> %v) {
  %1 = call float @llvm.vector.reduce.fmin.v2f32(<2 x float> %v)
  %2 = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> %v)
  %r = fadd float %1, %2
  ret float %r
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4B]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#ALL:]] = OpAll %[[#BOOL]] %[[#V]]
; CHECK-NEXT: %[[#ANY:]] = OpAny %[[#BOOL]] %[[#V]]
; CHECK-NEXT: %[[#E0:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 0
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 1
; CHECK-NEXT: %[[#E2:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 2
; CHECK-NEXT: %[[#E3:]] = OpCompositeExtract %[[#BOOL]] %[[#V]] 3
; CHECK-NEXT: %[[#X1:]] = OpLogicalNotEqual %[[#BOOL]] %[[#E0]] %[[#E1]]
; CHECK-NEXT: %[[#X2:]] = OpLogicalNotEqual %[[#BOOL]] %[[#X1]] %[[#E2]]
; CHECK-NEXT: %[[#X3:]] = OpLogicalNotEqual %[[#BOOL]] %[[#X2]] %[[#E3]]
; CHECK-NEXT: %[[#SMIN:]] = OpAny %[[#BOOL]] %[[#V]]
define spir_func i1 @bools(<4 x i1> %v) {
  %1 = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %v)
  %2 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %v)
  %3 = call i1 @llvm.vector.reduce.xor.v4i1(<4 x i1> %v)
  %4 = call i1 @llvm.vector.reduce.smin.v4i1(<4 x i1> %v)
  %a = and i1 %1, %2
  %b = and i1 %3, %4
  %r = and i1 %a, %b
  ret i1 %r
}

; CHECK: OpFunctionParameter %[[#V16C]]
; CHECK-COUNT-16: OpCompositeExtract %[[#I8]]
; CHECK-COUNT-15: OpIAdd %[[#I8]]
define spir_func i8 @chars(<16 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.add.v16i8(<16 x i8> %v)
  ret i8 %r
}

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)
declare float @llvm.vector.reduce.fmul.v3f32(float, <3 x float>)
declare float @llvm.vector.reduce.fmin.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smin.v4i1(<4 x i1>)
declare i8 @llvm.vector.reduce.add.v16i8(<16 x i8>)
