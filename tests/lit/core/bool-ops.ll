;; i1 wherever LLVM allows it: ordered and signed comparisons (unsigned true
;; is 1, signed true is -1), arithmetic (add/sub/xor are "not equal", mul is
;; "and", a quotient is the dividend, a remainder false), bitcasts between
;; <N x i1> and iN (lane k is bit k), i1 in memory as a byte and <8 x i1> as
;; the bits of a byte, i1 vectors in shuffles and selects.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: spirv-val --target-env opencl2.0 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#V8B:]] = OpTypeVector %[[#BOOL]] 8

; CHECK: OpFunction %[[#BOOL]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#BOOL]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#NB:]] = OpLogicalNot %[[#BOOL]] %[[#B]]
; CHECK-NEXT: %[[#UGT:]] = OpLogicalAnd %[[#BOOL]] %[[#A]] %[[#NB]]
; CHECK-NEXT: %[[#NA:]] = OpLogicalNot %[[#BOOL]] %[[#A]]
; CHECK-NEXT: %[[#SGT:]] = OpLogicalAnd %[[#BOOL]] %[[#NA]] %[[#B]]
; CHECK-NEXT: %[[#SUM:]] = OpLogicalNotEqual %[[#BOOL]] %[[#UGT]] %[[#SGT]]
; CHECK-NEXT: %[[#PROD:]] = OpLogicalAnd %[[#BOOL]] %[[#SUM]] %[[#A]]
; CHECK-NEXT: %[[#R:]] = OpLogicalOr %[[#BOOL]] %[[#PROD]] %[[#]]
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i1 @scalar(i1 %a, i1 %b) {
  %ugt = icmp ugt i1 %a, %b
  %sgt = icmp sgt i1 %a, %b
  %sum = add i1 %ugt, %sgt
  %prod = mul i1 %sum, %a
  %quot = udiv i1 %prod, %b
  %rem = urem i1 %quot, %b
  %r = or i1 %quot, %rem
  ret i1 %r
}

;; <8 x i1> <-> i8, and <8 x i1> in memory as one byte.
; CHECK: OpFunction{{ }}
; CHECK: OpUGreaterThan %[[#V8B]]
; CHECK: OpCompositeExtract %[[#BOOL]] %[[#]] 7
; CHECK: OpSelect %[[#I8]] %[[#]] %[[#]] %[[#]]
; CHECK: OpBitwiseOr %[[#I8]]
; CHECK: OpStore %{{[0-9]+}} %{{[0-9]+}} Aligned 1
; CHECK: %[[#BYTE:]] = OpLoad %[[#I8]]
; CHECK: OpBitwiseAnd %[[#I8]] %[[#BYTE]]
; CHECK: OpINotEqual %[[#BOOL]]
; CHECK: OpCompositeInsert %[[#V8B]]
define spir_kernel void @masks(ptr addrspace(1) %p, ptr addrspace(1) %q, <8 x i32> %x, <8 x i32> %y) {
  %c = icmp ugt <8 x i32> %x, %y
  %bits = bitcast <8 x i1> %c to i8
  store i8 %bits, ptr addrspace(1) %p, align 1
  store <8 x i1> %c, ptr addrspace(1) %q, align 1
  %back = load <8 x i1>, ptr addrspace(1) %q, align 1
  %again = bitcast i8 %bits to <8 x i1>
  %both = and <8 x i1> %back, %again
  %sel = select <8 x i1> %both, <8 x i32> %x, <8 x i32> %y
  %half = shufflevector <8 x i1> %both, <8 x i1> %c, <4 x i32> <i32 0, i32 9, i32 2, i32 15>
  %n = add <4 x i1> %half, <i1 true, i1 false, i1 true, i1 false>
  %cmp = icmp slt <4 x i1> %n, %half
  %wide = zext <4 x i1> %cmp to <4 x i32>
  %e = extractelement <4 x i32> %wide, i32 3
  %s = extractelement <8 x i32> %sel, i32 0
  %t = add i32 %e, %s
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

;; i1 in private memory: a byte holding 0 or 1.
; CHECK: OpFunction{{ }}
; CHECK: %[[#SLOT:]] = OpVariable %{{[0-9]+}} Function
; CHECK: %[[#ONE_OR_ZERO:]] = OpSelect %[[#I8]]
; CHECK: OpStore %[[#SLOT]] %[[#ONE_OR_ZERO]]
; CHECK: %[[#LOADED:]] = OpLoad %[[#I8]] %[[#SLOT]]
; CHECK: OpINotEqual %[[#BOOL]] %[[#LOADED]]
define spir_func i1 @slot(i1 %a) {
  %m = alloca i1, align 1
  store i1 %a, ptr %m, align 1
  %v = load i1, ptr %m, align 1
  ret i1 %v
}
