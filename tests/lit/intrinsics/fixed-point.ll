;; Fixed-point multiplication: up to 32 bits the exact product in an i64,
;; shifted by the scale (and clamped for .sat); 64 bits from the product's
;; high and low halves. tests/exec/ir_vs_lli.py checks i2..i64 and vectors
;; against lli. Saturating forms wider than 32 bits are refused.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t2.spv>' -disable-output %S/Inputs/fixed-point-wide-sat.ll 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: in function 'f': llvm.smul.fix.sat on i64 is not supported (saturating fixed-point products wider than 32 bits)

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#SCALE:]] = OpConstant %[[#I64]] 4{{$}}
; CHECK-DAG: %[[#MIN:]] = OpConstant %[[#I64]] 18446744071562067968{{$}}
; CHECK-DAG: %[[#MAX:]] = OpConstant %[[#I64]] 2147483647{{$}}
; CHECK-DAG: %[[#UP:]] = OpConstant %[[#I64]] 60{{$}}

; CHECK: OpFunction %[[#I32]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#WA:]] = OpSConvert %[[#I64]] %[[#A]]
; CHECK-NEXT: %[[#WB:]] = OpSConvert %[[#I64]] %[[#B]]
; CHECK-NEXT: %[[#P:]] = OpIMul %[[#I64]] %[[#WA]] %[[#WB]]
; CHECK-NEXT: %[[#S:]] = OpShiftRightArithmetic %[[#I64]] %[[#P]] %[[#SCALE]]
; CHECK-NEXT: %[[#C:]] = OpExtInst %[[#I64]] %[[#STD]] s_clamp %[[#S]] %[[#MIN]] %[[#MAX]]
; CHECK-NEXT: %[[#R:]] = OpUConvert %[[#I32]] %[[#C]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i32 @sat32(i32 %a, i32 %b) {
  %r = call i32 @llvm.smul.fix.sat.i32(i32 %a, i32 %b, i32 4)
  ret i32 %r
}

; CHECK: OpFunction %[[#I64]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#I64]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#LO:]] = OpIMul %[[#I64]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#HI:]] = OpExtInst %[[#I64]] %[[#STD]] u_mul_hi %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#L:]] = OpShiftRightLogical %[[#I64]] %[[#LO]] %[[#SCALE]]
; CHECK-NEXT: %[[#H:]] = OpShiftLeftLogical %[[#I64]] %[[#HI]] %[[#UP]]
; CHECK-NEXT: %[[#R:]] = OpBitwiseOr %[[#I64]] %[[#L]] %[[#H]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i64 @fix64(i64 %a, i64 %b) {
  %r = call i64 @llvm.umul.fix.i64(i64 %a, i64 %b, i32 4)
  ret i64 %r
}

declare i32 @llvm.smul.fix.sat.i32(i32, i32, i32)
declare i64 @llvm.umul.fix.i64(i64, i64, i32)
