;; Vectors of more than 16 lanes are arrays of <16 x T> pieces: every
;; operation reads them lane by lane or piece by piece, never as one vector
;; (clang-16's SLP vectorizer makes llvm.vector.reduce.add.v32i64 at -O2).
;; tests/exec/long_vector_sweep.py runs these and more on Intel's runtime
;; against lli.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-DAG: OpName %[[#REDUCE:]] "reduce"
; CHECK-DAG: OpName %[[#ELEMENTWISE:]] "elementwise"
; CHECK-DAG: OpName %[[#DYNAMIC:]] "dynamic"
; CHECK-DAG: OpName %[[#LANES:]] "lanes"
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V16U64:]] = OpTypeVector %[[#U64]] 16
; CHECK-DAG: %[[#V16U32:]] = OpTypeVector %[[#U32]] 16
; CHECK-DAG: %[[#V16F32:]] = OpTypeVector %[[#F32]] 16
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#U32]] 2
; CHECK-DAG: %[[#A2U64:]] = OpTypeArray %[[#V16U64]] %[[#TWO]]
; CHECK-DAG: %[[#A2U32:]] = OpTypeArray %[[#V16U32]] %[[#TWO]]
; CHECK-DAG: %[[#A2F32:]] = OpTypeArray %[[#V16F32]] %[[#TWO]]
; CHECK-DAG: %[[#PTRA:]] = OpTypePointer Function %[[#A2U32]]
; CHECK-DAG: %[[#PTRE:]] = OpTypePointer Function %[[#U32]]

;; The reduction takes each lane through its piece, and adds them in order.
; CHECK: %[[#REDUCE]] = OpFunction
; CHECK: OpCompositeExtract %[[#U64]] %[[#]] 15
; CHECK: OpCompositeExtract %[[#U64]] %[[#]] 15
; CHECK-NEXT: OpIAdd %[[#U64]]
; CHECK-COUNT-30: OpIAdd %[[#U64]]
; CHECK-NEXT: OpStore
define spir_kernel void @reduce(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %v = load <32 x i64>, ptr addrspace(1) %p, align 256
  %s = call i64 @llvm.vector.reduce.add.v32i64(<32 x i64> %v)
  store i64 %s, ptr addrspace(1) %o, align 8
  ret void
}

;; Element-wise intrinsics run once per piece: two s_min and two sqrt.
; CHECK: %[[#ELEMENTWISE]] = OpFunction
; CHECK: %[[#M0:]] = OpExtInst %[[#V16U32]] %[[#]] s_min %[[#]] %[[#]]
; CHECK-NEXT: %[[#R0:]] = OpCompositeInsert %[[#A2U32]] %[[#M0]] %[[#]] 0
; CHECK-NEXT: %[[#A1:]] = OpCompositeExtract %[[#V16U32]] %[[#]] 1
; CHECK-NEXT: %[[#B1:]] = OpCompositeExtract %[[#V16U32]] %[[#]] 1
; CHECK-NEXT: %[[#M1:]] = OpExtInst %[[#V16U32]] %[[#]] s_min %[[#A1]] %[[#B1]]
; CHECK-NEXT: OpCompositeInsert %[[#A2U32]] %[[#M1]] %[[#R0]] 1
; CHECK: OpExtInst %[[#V16F32]] %[[#]] sqrt
; CHECK: OpExtInst %[[#V16F32]] %[[#]] sqrt
define spir_kernel void @elementwise(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %f) {
  %x = load <32 x i32>, ptr addrspace(1) %p, align 128
  %y = load <32 x i32>, ptr addrspace(1) %q, align 128
  %m = call <32 x i32> @llvm.smin.v32i32(<32 x i32> %x, <32 x i32> %y)
  store <32 x i32> %m, ptr addrspace(1) %p, align 128
  %a = load <20 x float>, ptr addrspace(1) %f, align 128
  %r = call <20 x float> @llvm.sqrt.v20f32(<20 x float> %a)
  store <20 x float> %r, ptr addrspace(1) %f, align 128
  ret void
}

;; Lanes chosen at run time go through a Function variable holding the pieces.
; CHECK: %[[#DYNAMIC]] = OpFunction
; CHECK: %[[#VAR:]] = OpVariable %[[#PTRA]] Function
; CHECK: %[[#VAR2:]] = OpVariable %[[#PTRA]] Function
; CHECK: OpStore %[[#VAR]] %[[#]]
; CHECK: %[[#I:]] = OpUMod %[[#U32]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#PIECE:]] = OpUDiv %[[#U32]] %[[#I]] %[[#]]
; CHECK-NEXT: %[[#LANE:]] = OpUMod %[[#U32]] %[[#I]] %[[#]]
; CHECK-NEXT: %[[#AT:]] = OpInBoundsAccessChain %[[#PTRE]] %[[#VAR]] %[[#PIECE]] %[[#LANE]]
; CHECK-NEXT: OpLoad %[[#U32]] %[[#AT]]
; CHECK: OpStore %[[#VAR2]] %[[#]]
; CHECK: %[[#AT2:]] = OpInBoundsAccessChain %[[#PTRE]] %[[#VAR2]]
; CHECK-NEXT: OpStore %[[#AT2]] %[[#]]
; CHECK-NEXT: OpLoad %[[#A2U32]] %[[#VAR2]]
define spir_kernel void @dynamic(ptr addrspace(1) %p, i32 %k) {
  %x = load <32 x i32>, ptr addrspace(1) %p, align 128
  %e = extractelement <32 x i32> %x, i32 %k
  %y = insertelement <32 x i32> %x, i32 7, i32 %e
  store <32 x i32> %y, ptr addrspace(1) %p, align 128
  ret void
}

;; Bool reductions over pieces fold the lanes (OpAll takes one vector only);
;; reversal and masked loads go lane by lane.
; CHECK: %[[#LANES]] = OpFunction
; CHECK-NOT: OpAll
; CHECK-NOT: OpVectorShuffle %[[#A2U32]]
; CHECK: OpLogicalAnd
define spir_kernel void @lanes(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %x = load <32 x i32>, ptr addrspace(1) %p, align 128
  %y = load <32 x i32>, ptr addrspace(1) %q, align 128
  %c = icmp ult <32 x i32> %x, %y
  %all = call i1 @llvm.vector.reduce.and.v32i1(<32 x i1> %c)
  %r = call <32 x i32> @llvm.experimental.vector.reverse.v32i32(<32 x i32> %x)
  %m = call <32 x i32> @llvm.masked.load.v32i32.p1(ptr addrspace(1) %q, i32 4, <32 x i1> %c, <32 x i32> %r)
  %s = select i1 %all, <32 x i32> %m, <32 x i32> %r
  store <32 x i32> %s, ptr addrspace(1) %p, align 128
  ret void
}

declare i64 @llvm.vector.reduce.add.v32i64(<32 x i64>)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>)
declare <20 x float> @llvm.sqrt.v20f32(<20 x float>)
declare i1 @llvm.vector.reduce.and.v32i1(<32 x i1>)
declare <32 x i32> @llvm.experimental.vector.reverse.v32i32(<32 x i32>)
declare <32 x i32> @llvm.masked.load.v32i32.p1(ptr addrspace(1), i32, <32 x i1>, <32 x i32>)
