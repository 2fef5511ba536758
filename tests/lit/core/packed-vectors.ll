;; Vectors of narrow integers in memory: LLVM packs their bits (lane k at bit
;; k * width) into the type's store size, so <2 x i4> is one byte. Loads and
;; stores go byte by byte and touch exactly those bytes; getelementptr over
;; such types uses LLVM's byte offsets (a [4 x <2 x i4>] element is 1 byte,
;; not the 2 of the <2 x i8> that holds it in registers). tests/exec/ir_vs_lli.py
;; checks lengths and widths from <2 x i4> to <16 x i5> and <2 x i56> against lli.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I8]] 2
; CHECK-DAG: %[[#PI8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#FOUR:]] = OpConstant %[[#I64]] 4{{$}}
; CHECK-DAG: %[[#MASK:]] = OpConstant %[[#I64]] 15{{$}}
; CHECK-DAG: %[[#THREE:]] = OpConstant %[[#I64]] 3{{$}}

; CHECK: OpFunction
; CHECK: %[[#B:]] = OpLoad %[[#I8]] %[[#]] Aligned 1
; CHECK-NEXT: %[[#W:]] = OpUConvert %[[#I64]] %[[#B]]
; CHECK-NEXT: %[[#L0:]] = OpBitwiseAnd %[[#I64]] %[[#W]] %[[#MASK]]
; CHECK-NEXT: %[[#N0:]] = OpUConvert %[[#I8]] %[[#L0]]
; CHECK-NEXT: %[[#S1:]] = OpShiftRightLogical %[[#I64]] %[[#W]] %[[#FOUR]]
; CHECK-NEXT: %[[#L1:]] = OpBitwiseAnd %[[#I64]] %[[#S1]] %[[#MASK]]
; CHECK-NEXT: %[[#N1:]] = OpUConvert %[[#I8]] %[[#L1]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeInsert %[[#V2]] %[[#N0]] %[[#]] 0
; CHECK-NEXT: %[[#V:]] = OpCompositeInsert %[[#V2]] %[[#N1]] %[[#V0]] 1
; CHECK: OpPtrAccessChain %[[#PI8]] %[[#]] %[[#THREE]]
; CHECK: %[[#E0:]] = OpCompositeExtract %[[#I8]] %[[#X:]] 0
; CHECK-NEXT: %[[#Z0:]] = OpUConvert %[[#I64]] %[[#E0]]
; CHECK-NEXT: %[[#E1:]] = OpCompositeExtract %[[#I8]] %[[#X]] 1
; CHECK-NEXT: %[[#Z1:]] = OpUConvert %[[#I64]] %[[#E1]]
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#PI8]]
; CHECK-NEXT: %[[#H:]] = OpShiftLeftLogical %[[#I64]] %[[#Z1]] %[[#FOUR]]
; CHECK-NEXT: %[[#O:]] = OpBitwiseOr %[[#I64]] %[[#Z0]] %[[#H]]
; CHECK-NEXT: %[[#OB:]] = OpUConvert %[[#I8]] %[[#O]]
; CHECK-NEXT: OpStore %[[#P]] %[[#OB]] Aligned 1
; CHECK-NOT: OpStore
; CHECK: OpFunctionEnd
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <2 x i4>, ptr addrspace(1) %p, align 1
  %w = add <2 x i4> %v, <i4 1, i4 7>
  %a = getelementptr [4 x <2 x i4>], ptr addrspace(1) %q, i64 0, i64 3
  store <2 x i4> %w, ptr addrspace(1) %a, align 1
  ret void
}

;; <3 x i12> is 36 bits: 5 bytes, the last one's high nibble zero.
; CHECK: OpFunction
; CHECK-COUNT-5: OpStore %[[#]] %[[#]] Aligned
; CHECK-NOT: OpStore
; CHECK: OpFunctionEnd
define spir_func void @five_bytes(<3 x i12> %v, ptr addrspace(1) %p) {
  store <3 x i12> %v, ptr addrspace(1) %p, align 8
  ret void
}
