;; Found by scripts/fuzz.py (llvm-stress, seed 17): a select with a scalar i1
;; condition and vector operands gave OpSelect with a scalar condition, which
;; SPIR-V before 1.4 rejects ("Expected vector sizes of Result Type and the
;; condition to be equal"). The condition is now splat to a bool vector with
;; OpCompositeInsert (the reference reader crashes on an OpCompositeConstruct
;; of bools from non-constants; %spirv-val also reads the module back with it).
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#BV4:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#U:]] = OpUndef %[[#BV4]]
; CHECK: %[[#X:]] = OpSGreaterThan %[[#BOOL]]
; CHECK-NEXT: %[[#C0:]] = OpCompositeInsert %[[#BV4]] %[[#X]] %[[#U]] 0
; CHECK-NEXT: %[[#C1:]] = OpCompositeInsert %[[#BV4]] %[[#X]] %[[#C0]] 1
; CHECK-NEXT: %[[#C2:]] = OpCompositeInsert %[[#BV4]] %[[#X]] %[[#C1]] 2
; CHECK-NEXT: %[[#C3:]] = OpCompositeInsert %[[#BV4]] %[[#X]] %[[#C2]] 3
; CHECK-NEXT: OpSelect %{{.*}} %[[#C3]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x, <4 x i16> %a) {
  %c = icmp sgt i32 %x, 0
  %s = select i1 %c, <4 x i16> %a, <4 x i16> zeroinitializer
  store <4 x i16> %s, ptr addrspace(1) %p, align 8
  ret void
}
