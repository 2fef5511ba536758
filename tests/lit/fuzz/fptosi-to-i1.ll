;; Found by scripts/fuzz.py (llvm-stress + scalarizer, seed 2253, reduced with
;; llvm-reduce-16): fptosi/fptoui to i1 gave OpConvertFToS with a bool result,
;; which spirv-val rejects. It is now a conversion to i32 and a compare with 0.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2U32:]] = OpTypeVector %[[#U32]] 2
; CHECK-DAG: %[[#V2BOOL:]] = OpTypeVector %[[#BOOL]] 2
; CHECK: %[[#S:]] = OpConvertFToS %[[#U32]] %[[#X:]]
; CHECK-NEXT: %{{.*}} = OpINotEqual %[[#BOOL]] %[[#S]] %{{.*}}
; CHECK: %[[#U:]] = OpConvertFToU %[[#U32]] %[[#X]]
; CHECK-NEXT: %{{.*}} = OpINotEqual %[[#BOOL]] %[[#U]] %{{.*}}
; CHECK: %[[#V:]] = OpConvertFToS %[[#V2U32]]
; CHECK-NEXT: %{{.*}} = OpINotEqual %[[#V2BOOL]] %[[#V]] %{{.*}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, <2 x double> %v) {
  %s = fptosi float %x to i1
  %u = fptoui float %x to i1
  %w = fptosi <2 x double> %v to <2 x i1>
  %a = zext i1 %s to i32
  %b = zext i1 %u to i32
  %e = extractelement <2 x i1> %w, i32 1
  %c = zext i1 %e to i32
  %ab = add i32 %a, %b
  %abc = add i32 %ab, %c
  store i32 %abc, ptr addrspace(1) %p, align 4
  ret void
}
