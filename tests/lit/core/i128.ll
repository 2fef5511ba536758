;; i128 without an extension (SPIRV-Tools accepts no OpTypeInt wider than 64,
;; SPV_INTEL_arbitrary_precision_integers or not): carried as <2 x i64>, low
;; half first, which is also its memory layout. clang -O2 makes
;; `bitcast <16 x i8> to i128` from plain OpenCL C (difftest seed 2668).
;; Every operation is checked bit for bit against lli by tests/exec/ir_vs_lli.py.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#WIDE:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#BYTES:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#BOOL2:]] = OpTypeVector %[[#BOOL]] 2
; CHECK-DAG: %[[#LOW:]] = OpConstant %[[#I64]] 1{{$}}
; CHECK-DAG: %[[#HIGH:]] = OpConstant %[[#I64]] 2{{$}}
; CHECK-DAG: %[[#K:]] = OpConstantComposite %[[#WIDE]] %[[#LOW]] %[[#HIGH]]

;; Data movement: bitcasts between i128 and 128-bit vectors, loads and stores.
; CHECK: OpFunction
; CHECK: %[[#V:]] = OpLoad %[[#BYTES]] %[[#]] Aligned 16
; CHECK-NEXT: %[[#X:]] = OpBitcast %[[#WIDE]] %[[#V]]
; CHECK-NEXT: %[[#Y:]] = OpBitwiseXor %[[#WIDE]] %[[#X]] %[[#K]]
; CHECK-NEXT: OpStore %[[#]] %[[#Y]] Aligned 8
define spir_kernel void @bytes(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %v = load <16 x i8>, ptr addrspace(1) %in, align 16
  %x = bitcast <16 x i8> %v to i128
  ;; 2 * 2^64 + 1
  %y = xor i128 %x, 36893488147419103233
  store i128 %y, ptr addrspace(1) %out, align 8
  ret void
}

;; add: the carry out of the low half goes into the high half.
; CHECK: OpFunction %[[#WIDE]]
; CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#WIDE]]
; CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#WIDE]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#A0:]] = OpCompositeExtract %[[#I64]] %[[#A]] 0
; CHECK-NEXT: %[[#A1:]] = OpCompositeExtract %[[#I64]] %[[#A]] 1
; CHECK-NEXT: %[[#B0:]] = OpCompositeExtract %[[#I64]] %[[#B]] 0
; CHECK-NEXT: %[[#B1:]] = OpCompositeExtract %[[#I64]] %[[#B]] 1
; CHECK-NEXT: %[[#LO:]] = OpIAdd %[[#I64]] %[[#A0]] %[[#B0]]
; CHECK-NEXT: %[[#C:]] = OpULessThan %[[#BOOL]] %[[#LO]] %[[#A0]]
; CHECK-NEXT: %[[#CARRY:]] = OpSelect %[[#I64]] %[[#C]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#H:]] = OpIAdd %[[#I64]] %[[#A1]] %[[#B1]]
; CHECK-NEXT: %[[#HI:]] = OpIAdd %[[#I64]] %[[#H]] %[[#CARRY]]
; CHECK-NEXT: %[[#P:]] = OpCompositeInsert %[[#WIDE]] %[[#LO]] %[[#]] 0
; CHECK-NEXT: %[[#R:]] = OpCompositeInsert %[[#WIDE]] %[[#HI]] %[[#P]] 1
; CHECK-NEXT: OpReturnValue %[[#R]]
define spir_func i128 @add(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

;; eq: both halves equal; ult: the high halves decide unless equal.
; CHECK: OpFunction %[[#BOOL]]
; CHECK: %[[#E:]] = OpIEqual %[[#BOOL2]] %[[#A:]] %[[#B:]]
; CHECK-NEXT: %[[#EQ:]] = OpAll %[[#BOOL]] %[[#E]]
; CHECK: %[[#HE:]] = OpIEqual %[[#BOOL]] %[[#A1:]] %[[#B1:]]
; CHECK-NEXT: %[[#HL:]] = OpULessThan %[[#BOOL]] %[[#A1]] %[[#B1]]
; CHECK-NEXT: %[[#LL:]] = OpULessThan %[[#BOOL]] %[[#A0:]] %[[#B0:]]
; CHECK-NEXT: OpSelect %[[#BOOL]] %[[#HE]] %[[#LL]] %[[#HL]]
define spir_func i1 @compare(i128 %a, i128 %b) {
  %eq = icmp eq i128 %a, %b
  %lt = icmp ult i128 %a, %b
  %r = and i1 %eq, %lt
  ret i1 %r
}

;; zext from i64, trunc to i32, a phi and a select of i128 values.
; CHECK: OpFunction
; CHECK: OpPhi %[[#WIDE]]
; CHECK: OpSelect %[[#WIDE]] %[[#]] %[[#]] %[[#]]
; CHECK: %[[#LOW0:]] = OpCompositeExtract %[[#I64]] %[[#]] 0
; CHECK: OpUConvert %[[#]] %[[#LOW0]]
define spir_func i32 @flow(i64 %x, i1 %c) {
entry:
  %w = zext i64 %x to i128
  br i1 %c, label %more, label %done
more:
  %s = shl i128 %w, 64
  br label %done
done:
  %p = phi i128 [ %w, %entry ], [ %s, %more ]
  %q = select i1 %c, i128 %p, i128 %w
  %t = trunc i128 %q to i32
  ret i32 %t
}
