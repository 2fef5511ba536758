;; llvm.minimumnum/llvm.maximumnum (LLVM 20+; IEEE 754-2019 minimumNumber and
;; maximumNumber): fmin/fmax already return the number beside a NaN; equal
;; operands (zeros of either sign) are picked by sign, -0.0 below +0.0.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#STD:]] = OpExtInstImport "OpenCL.std"
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V2D:]] = OpTypeVector %[[#F64:]] 2
; CHECK-DAG: %[[#V2B:]] = OpTypeVector %[[#BOOL]] 2

; CHECK: %[[#A:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#F32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#PLAIN:]] = OpExtInst %[[#F32]] %[[#STD]] fmax %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#BOOL]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#BYSIGN:]] = OpSelect %[[#F32]] %[[#NEG]] %[[#B]] %[[#A]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#F32]] %[[#EQ]] %[[#BYSIGN]] %[[#PLAIN]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func float @max(float %a, float %b) {
  %r = call float @llvm.maximumnum.f32(float %a, float %b)
  ret float %r
}

; CHECK: %[[#A:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#V2D]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#PLAIN:]] = OpExtInst %[[#V2D]] %[[#STD]] fmin %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#EQ:]] = OpFOrdEqual %[[#V2B]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#NEG:]] = OpSignBitSet %[[#V2B]] %[[#A]]
; CHECK-NEXT: %[[#BYSIGN:]] = OpSelect %[[#V2D]] %[[#NEG]] %[[#A]] %[[#B]]
; CHECK-NEXT: %[[#R:]] = OpSelect %[[#V2D]] %[[#EQ]] %[[#BYSIGN]] %[[#PLAIN]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func <2 x double> @min(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.minimumnum.v2f64(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare float @llvm.maximumnum.f32(float, float)
declare <2 x double> @llvm.minimumnum.v2f64(<2 x double>, <2 x double>)
