;; Integer intrinsics on i1 and on widths SPIR-V lacks (scalars and vectors)
;; compute in the carrier integer (i1: a 0/1 i8), with operands normalized,
;; sign-extended within the carrier where the operation is signed, and the
;; result normalized again. (clang -O2 makes llvm.bitreverse.i1 from plain
;; OpenCL C; the background differential run found it.) Every intrinsic,
;; width and vector form is checked bit for bit against lli by
;; tests/exec/ir_vs_lli.py.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2I8:]] = OpTypeVector %[[#I8]] 2
; CHECK-DAG: %[[#ONE8:]] = OpConstant %[[#I8]] 1{{$}}
; CHECK-DAG: %[[#ZERO8:]] = OpConstant %[[#I8]] 0{{$}}
; CHECK-DAG: %[[#SEVEN8:]] = OpConstant %[[#I8]] 7{{$}}
; CHECK-DAG: %[[#EIGHT32:]] = OpConstant %[[#I32]] 8{{$}}
; CHECK-DAG: %[[#SIXTEEN64:]] = OpConstant %[[#I64]] 16{{$}}
; CHECK-DAG: %[[#SIXTEEN32:]] = OpConstant %[[#I32]] 16{{$}}
; CHECK-DAG: %[[#THIRTYTWO64:]] = OpConstant %[[#I64]] 32{{$}}
; CHECK-DAG: %[[#TWELVE:]] = OpConstant %[[#I16]] 12{{$}}
; CHECK-DAG: %[[#MASK12:]] = OpConstant %[[#I16]] 4095{{$}}
; CHECK-DAG: %[[#C192:]] = OpConstant %[[#I8]] 192{{$}}
; CHECK-DAG: %[[#MIN7:]] = OpConstantComposite %[[#V2I8]] %[[#C192]] %[[#C192]]
; CHECK-DAG: %[[#C63:]] = OpConstant %[[#I8]] 63{{$}}
; CHECK-DAG: %[[#MAX7:]] = OpConstantComposite %[[#V2I8]] %[[#C63]] %[[#C63]]
; CHECK-DAG: %[[#ABOVE56:]] = OpConstant %[[#I64]] 18374686479671623680{{$}}

;; bitreverse of one bit is the bit itself.
; CHECK: OpFunction %[[#BOOL]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpReturnValue %[[#X]]
define spir_func i1 @bitreverse_i1(i1 %x) {
  %r = call i1 @llvm.bitreverse.i1(i1 %x)
  ret i1 %r
}

;; i24: reversed in 32 bits, then moved down by 8.
; CHECK: OpFunction %[[#I32]]
; CHECK: OpShiftLeftLogical %[[#I32]] %[[#]] %[[#SIXTEEN32]]
; CHECK-NEXT: %[[#REV:]] = OpBitwiseOr %[[#I32]]
; CHECK-NEXT: %[[#R:]] = OpShiftRightLogical %[[#I32]] %[[#REV]] %[[#EIGHT32]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i24 @bitreverse_i24(i24 %x) {
  %r = call i24 @llvm.bitreverse.i24(i24 %x)
  ret i24 %r
}

;; i48: bytes swapped in 64 bits, then moved down by 16.
; CHECK: OpFunction %[[#I64]]
; CHECK: OpShiftLeftLogical %[[#I64]] %[[#]] %[[#THIRTYTWO64]]
; CHECK-NEXT: %[[#SWAP:]] = OpBitwiseOr %[[#I64]]
; CHECK-NEXT: %[[#R:]] = OpShiftRightLogical %[[#I64]] %[[#SWAP]] %[[#SIXTEEN64]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i48 @bswap_i48(i48 %x) {
  %r = call i48 @llvm.bswap.i48(i48 %x)
  ret i48 %r
}

;; i12: the amount modulo 12 (not a power of two), no shift by the width.
; CHECK: OpFunction %[[#I16]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I16]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#M:]] = OpUMod %[[#I16]] %[[#S]] %[[#TWELVE]]
; CHECK-NEXT: %[[#REST:]] = OpISub %[[#I16]] %[[#]] %[[#M]]
; CHECK-NEXT: %[[#HIGH:]] = OpShiftLeftLogical %[[#I16]] %[[#A]] %[[#M]]
; CHECK-NEXT: %[[#LOW1:]] = OpShiftRightLogical %[[#I16]] %[[#B]] %[[#]]
; CHECK-NEXT: %[[#LOW:]] = OpShiftRightLogical %[[#I16]] %[[#LOW1]] %[[#REST]]
; CHECK-NEXT: %[[#OR:]] = OpBitwiseOr %[[#I16]] %[[#HIGH]] %[[#LOW]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseAnd %[[#I16]] %[[#OR]] %[[#MASK12]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i12 @fshl_i12(i12 %a, i12 %b, i12 %s) {
  %r = call i12 @llvm.fshl.i12(i12 %a, i12 %b, i12 %s)
  ret i12 %r
}

;; <2 x i7>: sign-extended within i8, added exactly, clamped to [-64, 63].
; CHECK: OpFunction %[[#V2I8]]
; CHECK: %[[#SUM:]] = OpIAdd %[[#V2I8]]
; CHECK-NEXT: %[[#CL:]] = OpExtInst %[[#V2I8]] %[[#STD]] s_clamp %[[#SUM]] %[[#MIN7]] %[[#MAX7]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseAnd %[[#V2I8]] %[[#CL]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func <2 x i7> @sadd_sat_v2i7(<2 x i7> %a, <2 x i7> %b) {
  %r = call <2 x i7> @llvm.sadd.sat.v2i7(<2 x i7> %a, <2 x i7> %b)
  ret <2 x i7> %r
}

;; i56: overflow when the high half of the product or the bits above 56 are set.
; CHECK: OpFunction %[[#BOOL]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#LO:]] = OpIMul %[[#I64]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I64]] %[[#STD]] u_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#ABOVE:]] = OpBitwiseAnd %[[#I64]] %[[#LO]] %[[#ABOVE56]]
; CHECK-NEXT: %[[#LOST:]] = OpBitwiseOr %[[#I64]] %[[#ABOVE]] %[[#HI]]
define spir_func i1 @umul_overflow_i56(i56 %a, i56 %b) {
  %r = call {i56, i1} @llvm.umul.with.overflow.i56(i56 %a, i56 %b)
  %o = extractvalue {i56, i1} %r, 1
  ret i1 %o
}

;; i1: as 0/1 in i8, clz minus the 7 unused bits, back to a bool.
; CHECK: OpFunction %[[#BOOL]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#W:]] = OpSelect %[[#I8]] %[[#X]] %[[#ONE8]] %[[#ZERO8]]
; CHECK-NEXT: %[[#CLZ:]] = OpExtInst %[[#I8]] %[[#STD]] clz %[[#W]]
; CHECK-NEXT: %[[#N:]] = OpISub %[[#I8]] %[[#CLZ]] %[[#SEVEN8]]
; CHECK-NEXT: %[[#R:]] = OpINotEqual %[[#BOOL]] %[[#N]] %[[#ZERO8]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i1 @ctlz_i1(i1 %x) {
  %r = call i1 @llvm.ctlz.i1(i1 %x, i1 false)
  ret i1 %r
}

;; i2: shifted, normalized, shifted back; all ones when bits were lost.
; CHECK: OpFunction %[[#I8]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#I8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#SH:]] = OpShiftLeftLogical %[[#I8]] %[[#A]] %[[#S]]
; CHECK-NEXT: %[[#N:]] = OpBitwiseAnd %[[#I8]] %[[#SH]] %[[#THREE:]]
; CHECK-NEXT: %[[#BACK:]] = OpShiftRightLogical %[[#I8]] %[[#N]] %[[#S]]
; CHECK-NEXT: %[[#EQ:]] = OpIEqual %[[#BOOL]] %[[#BACK]] %[[#A]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#I8]] %[[#EQ]] %[[#N]] %[[#THREE]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i2 @ushl_sat_i2(i2 %a, i2 %s) {
  %r = call i2 @llvm.ushl.sat.i2(i2 %a, i2 %s)
  ret i2 %r
}

;; <4 x i1> with overflow: flags and results are bools again.
; CHECK: OpFunction
; CHECK: OpSelect %[[#V4I8:]] %[[#]] %[[#]] %[[#]]
; CHECK: OpINotEqual %[[#V4BOOL:]]
define spir_func <4 x i1> @sadd_overflow_v4i1(<4 x i1> %a, <4 x i1> %b) {
  %r = call {<4 x i1>, <4 x i1>} @llvm.sadd.with.overflow.v4i1(<4 x i1> %a, <4 x i1> %b)
  %v = extractvalue {<4 x i1>, <4 x i1>} %r, 0
  %o = extractvalue {<4 x i1>, <4 x i1>} %r, 1
  %x = xor <4 x i1> %v, %o
  ret <4 x i1> %x
}

;; A reduction over narrow lanes: signed ones sign-extend each lane first.
; CHECK: OpFunction %[[#I16]]
; CHECK: %[[#L0:]] = OpCompositeExtract %[[#I16]] %[[#V:]] 0
; CHECK-NEXT: %[[#L1:]] = OpCompositeExtract %[[#I16]] %[[#V]] 1
; CHECK-NEXT: %[[#U0:]] = OpShiftLeftLogical %[[#I16]] %[[#L0]] %[[#FOUR16:]]
; CHECK-NEXT: %[[#S0:]] = OpShiftRightArithmetic %[[#I16]] %[[#U0]] %[[#FOUR16]]
; CHECK-NEXT: %[[#U1:]] = OpShiftLeftLogical %[[#I16]] %[[#L1]] %[[#FOUR16]]
; CHECK-NEXT: %[[#S1:]] = OpShiftRightArithmetic %[[#I16]] %[[#U1]] %[[#FOUR16]]
; CHECK-NEXT: %[[#M:]] = OpExtInst %[[#I16]] %[[#STD]] s_min %[[#S0]] %[[#S1]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseAnd %[[#I16]] %[[#M]] %[[#MASK12]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i12 @reduce_smin_v2i12(<2 x i12> %v) {
  %r = call i12 @llvm.vector.reduce.smin.v2i12(<2 x i12> %v)
  ret i12 %r
}

;; A saturating conversion to i12: saturated to i16, then clamped to i12's range.
; CHECK: OpFunction %[[#I16]]
; CHECK: %[[#C:]] = OpConvertFToS %[[#I16]] %[[#F:]]
; CHECK-NEXT: %[[#K:]] = OpExtInst %[[#I16]] %[[#STD]] s_clamp %[[#C]] %[[#MIN12:]] %[[#MAX12:]]
; CHECK-NEXT: %[[#N:]] = OpBitwiseAnd %[[#I16]] %[[#K]] %[[#MASK12]]
; CHECK-NEXT: %[[#NAN:]] = OpIsNan %[[#BOOL]] %[[#F]]
define spir_func i12 @fptosi_sat_i12(float %f) {
  %r = call i12 @llvm.fptosi.sat.i12.f32(float %f)
  ret i12 %r
}

declare i12 @llvm.fptosi.sat.i12.f32(float)
declare i12 @llvm.vector.reduce.smin.v2i12(<2 x i12>)
declare i1 @llvm.bitreverse.i1(i1)
declare i24 @llvm.bitreverse.i24(i24)
declare i48 @llvm.bswap.i48(i48)
declare i12 @llvm.fshl.i12(i12, i12, i12)
declare <2 x i7> @llvm.sadd.sat.v2i7(<2 x i7>, <2 x i7>)
declare {i56, i1} @llvm.umul.with.overflow.i56(i56, i56)
declare i1 @llvm.ctlz.i1(i1, i1)
declare i2 @llvm.ushl.sat.i2(i2, i2)
declare {<4 x i1>, <4 x i1>} @llvm.sadd.with.overflow.v4i1(<4 x i1>, <4 x i1>)
