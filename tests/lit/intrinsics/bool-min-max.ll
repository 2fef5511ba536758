;; umin/umax/smin/smax/abs on i1 and <N x i1> (clang -O2 makes them from
;; OpenCL C comparisons of bools; found by scripts/difftest.py, seed 2547):
;; unsigned min is "and", max "or"; signed (1 is -1) min is "or", max "and";
;; abs is the identity.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK: OpFunction
; CHECK: %[[#a:]] = OpLogicalAnd %[[#bool:]] %[[#x:]] %[[#y:]]
; CHECK-NEXT: %[[#b:]] = OpLogicalOr %[[#bool]] %[[#x]] %[[#y]]
; CHECK-NEXT: %[[#c:]] = OpLogicalOr %[[#bool]] %[[#x]] %[[#y]]
; CHECK-NEXT: %[[#d:]] = OpLogicalAnd %[[#bool]] %[[#x]] %[[#y]]
; CHECK-NEXT: OpLogicalAnd %[[#bool]] %[[#a]] %[[#b]]
; CHECK-NEXT: OpLogicalAnd %[[#bool]] %[[#c]] %[[#d]]
define spir_func i1 @scalar(i1 %x, i1 %y) {
  %a = call i1 @llvm.umin.i1(i1 %x, i1 %y)
  %b = call i1 @llvm.umax.i1(i1 %x, i1 %y)
  %c = call i1 @llvm.smin.i1(i1 %x, i1 %y)
  %d = call i1 @llvm.smax.i1(i1 %x, i1 %y)
  %e = call i1 @llvm.abs.i1(i1 %x, i1 false)
  %ab = and i1 %a, %b
  %cd = and i1 %c, %d
  %r = and i1 %ab, %cd
  %s = and i1 %r, %e
  ret i1 %s
}

; CHECK: OpFunction
; CHECK: OpLogicalOr %[[#]] %[[#]] %[[#]]
define spir_func <4 x i1> @vector(<4 x i1> %x, <4 x i1> %y) {
  %a = call <4 x i1> @llvm.smin.v4i1(<4 x i1> %x, <4 x i1> %y)
  ret <4 x i1> %a
}

declare i1 @llvm.umin.i1(i1, i1)
declare i1 @llvm.umax.i1(i1, i1)
declare i1 @llvm.smin.i1(i1, i1)
declare i1 @llvm.smax.i1(i1, i1)
declare i1 @llvm.abs.i1(i1, i1)
declare <4 x i1> @llvm.smin.v4i1(<4 x i1>, <4 x i1>)
