;; Vectors of lengths SPIR-V lacks: <1 x T> is T; 5-15 lanes are widened in
;; registers to 8 or 16 (loads and stores go lane by lane, touching only the
;; real lanes; integer division pads the divisor with ones); more than 16
;; lanes are an array of <16 x T> pieces, operated on piece by piece.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: spirv-val --target-env opencl2.0 %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V8F:]] = OpTypeVector %[[#F32]] 8
; CHECK-DAG: %[[#V8I:]] = OpTypeVector %[[#I32]] 8
; CHECK-DAG: %[[#V16I8:]] = OpTypeVector %[[#I8]] 16
; CHECK-DAG: %[[#PIECES:]] = OpTypeArray %[[#V16I8]] %[[#]]
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I32]] 1

;; <1 x i32>: the scalar itself; extractelement and insertelement vanish.
; CHECK: OpFunction %[[#I32]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#S:]] = OpIAdd %[[#I32]] %[[#X]] %[[#X]]
; CHECK-NEXT: %[[#F:]] = OpBitcast %[[#F32]] %[[#S]]
; CHECK-NEXT: %[[#B:]] = OpBitcast %[[#I32]] %[[#F]]
; CHECK-NEXT: OpReturnValue %[[#B]]
define spir_func <1 x i32> @one(<1 x i32> %v) {
  %s = add <1 x i32> %v, %v
  %e = extractelement <1 x i32> %s, i32 0
  %f = bitcast i32 %e to <1 x float>
  %g = bitcast <1 x float> %f to i32
  %r = insertelement <1 x i32> undef, i32 %g, i64 0
  ret <1 x i32> %r
}

;; <5 x float> in memory: five element loads and five element stores.
; CHECK: OpFunction{{ }}
; CHECK-COUNT-5: OpLoad %[[#F32]] %{{[0-9]+}} Aligned
; CHECK: OpFAdd %[[#V8F]]
; CHECK-COUNT-5: OpStore %{{[0-9]+}} %{{[0-9]+}} Aligned
; CHECK-NOT: OpStore
; CHECK: OpReturn
define spir_kernel void @five(ptr addrspace(1) %p) {
  %v = load <5 x float>, ptr addrspace(1) %p, align 4
  %w = fadd <5 x float> %v, %v
  store <5 x float> %w, ptr addrspace(1) %p, align 4
  ret void
}

;; udiv <5 x i32>: lanes 5-7 of the divisor become 1; shuffles and constants
;; of odd lengths.
; CHECK: OpFunction %[[#V8I]]
; CHECK: %[[#D:]] = OpVectorShuffle %[[#V8I]] %[[#]] %[[#]] 0 1 2 3 4 13 14 15
; CHECK-NEXT: OpUDiv %[[#V8I]] %[[#]] %[[#D]]
define spir_func <5 x i32> @divide(<5 x i32> %a, <5 x i32> %b) {
  %q = udiv <5 x i32> %a, %b
  %c = add <5 x i32> %q, <i32 1, i32 2, i32 3, i32 4, i32 5>
  %s = shufflevector <5 x i32> %c, <5 x i32> %a, <5 x i32> <i32 9, i32 0, i32 1, i32 poison, i32 4>
  ret <5 x i32> %s
}

;; <32 x i8>: two <16 x i8> pieces.
; CHECK: OpFunction{{ }}
; CHECK-COUNT-32: OpLoad %[[#I8]]
; CHECK: OpCompositeExtract %[[#V16I8]] %[[#]] 0
; CHECK: OpIAdd %[[#V16I8]]
; CHECK: OpCompositeInsert %[[#PIECES]] %{{[0-9]+}} %{{[0-9]+}} 0
; CHECK: OpCompositeExtract %[[#V16I8]] %[[#]] 1
; CHECK: OpIAdd %[[#V16I8]]
; CHECK: OpCompositeInsert %[[#PIECES]] %{{[0-9]+}} %{{[0-9]+}} 1
; CHECK: OpUGreaterThan
; CHECK: OpSelect
; CHECK: %[[#M:]] = OpCopyObject %[[#PIECES]]
; CHECK-NEXT: %[[#PIECE1:]] = OpCompositeExtract %[[#V16I8]] %[[#M]] 1
; CHECK-NEXT: OpCompositeExtract %[[#I8]] %[[#PIECE1]] 15
; CHECK-COUNT-32: OpStore
define spir_kernel void @long(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <32 x i8>, ptr addrspace(1) %p, align 32
  %w = add <32 x i8> %v, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 2>
  %c = icmp ugt <32 x i8> %w, %v
  %m = select <32 x i1> %c, <32 x i8> %w, <32 x i8> zeroinitializer
  %last = extractelement <32 x i8> %m, i32 31
  store i8 %last, ptr addrspace(1) %q, align 1
  store <32 x i8> %m, ptr addrspace(1) %p, align 32
  ret void
}
