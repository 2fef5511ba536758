;; Masked loads and stores touch only the lanes the mask selects: a constant
;; mask picks lanes statically (all lanes: one vector access), a variable
;; one branches per lane. vector.extract/insert/reverse are shuffles.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %llvm-spirv -r %t.spv -o %t.rt.bc

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4F:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#PI8:]] = OpTypePointer CrossWorkgroup %[[#I8:]]
; CHECK-DAG: %[[#I8]] = OpTypeInt 8 0
; CHECK-DAG: %[[#PV:]] = OpTypePointer CrossWorkgroup %[[#V4F]]
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#V4B:]] = OpTypeVector %[[#BOOL]] 4
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#L0:]] = OpConstant %[[#I64]] 0
; CHECK-DAG: %[[#L2:]] = OpConstant %[[#I64]] 2
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2I:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V8I:]] = OpTypeVector %[[#I32]] 8

;; Variable mask: lane by lane. (The pointer parameters point to i8: their
;; only uses are calls to intrinsics, which do not say what they point to.)
; CHECK: %[[#P8:]] = OpFunctionParameter %[[#PI8]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter %[[#V4B]]
; CHECK-NEXT: %[[#PT:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#ENTRY:]] = OpLabel
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#PF]] %[[#P8]]
; CHECK-NEXT: %[[#ON:]] = OpCompositeExtract %[[#BOOL]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#ON]] %[[#THEN:]] %[[#MERGE:]]
; CHECK-NEXT: %[[#THEN]] = OpLabel
; CHECK-NEXT: %[[#LP:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#L0]]
; CHECK-NEXT: %[[#E:]] = OpLoad %[[#F32]] %[[#LP]]
; CHECK-NEXT: %[[#INS:]] = OpCompositeInsert %[[#V4F]] %[[#E]] %[[#PT]] 0
; CHECK-NEXT: OpBranch %[[#MERGE]]
; CHECK-NEXT: %[[#MERGE]] = OpLabel
; CHECK-NEXT: %[[#ACC:]] = OpPhi %[[#V4F]] %[[#INS]] %[[#THEN]] %[[#PT]] %[[#ENTRY]]
; CHECK-NEXT: %[[#ON:]] = OpCompositeExtract %[[#BOOL]] %[[#M]] 1
; CHECK-NEXT: OpBranchConditional %[[#ON]]
; CHECK-COUNT-2: OpPhi %[[#V4F]]
; CHECK: %[[#LAST:]] = OpPhi %[[#V4F]]
; CHECK-NEXT: OpReturnValue %[[#LAST]]
define spir_func <4 x float> @load_var(ptr addrspace(1) %p, <4 x i1> %m, <4 x float> %pt) {
  %r = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %p, i32 4, <4 x i1> %m, <4 x float> %pt)
  ret <4 x float> %r
}

;; Constant masks.
; CHECK: %[[#P8:]] = OpFunctionParameter %[[#PI8]]
; CHECK-NEXT: %[[#PT:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#PF]] %[[#P8]]
; CHECK-NEXT: %[[#LP:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#L2]]
; CHECK-NEXT: %[[#E:]] = OpLoad %[[#F32]] %[[#LP]]
; CHECK-NEXT: %[[#PART:]] = OpCompositeInsert %[[#V4F]] %[[#E]] %[[#PT]] 2
; CHECK-NEXT: %[[#PV1:]] = OpBitcast %[[#PV]] %[[#P8]]
; CHECK-NEXT: %[[#ALL:]] = OpLoad %[[#V4F]] %[[#PV1]] Aligned 16
; CHECK-NEXT: OpFAdd %[[#V4F]] %[[#PART]] %[[#ALL]]
define spir_func <4 x float> @load_const(ptr addrspace(1) %p, <4 x float> %pt) {
  %a = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %p, i32 4, <4 x i1> <i1 false, i1 false, i1 true, i1 false>, <4 x float> %pt)
  %b = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %p, i32 16, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x float> %pt)
  %r = fadd <4 x float> %a, %b
  ret <4 x float> %r
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#P8:]] = OpFunctionParameter %[[#PI8]]
; CHECK-NEXT: %[[#M:]] = OpFunctionParameter %[[#V4B]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#PF]] %[[#P8]]
; CHECK-NEXT: %[[#ON:]] = OpCompositeExtract %[[#BOOL]] %[[#M]] 0
; CHECK-NEXT: OpBranchConditional %[[#ON]] %[[#THEN:]] %[[#MERGE:]]
; CHECK-NEXT: %[[#THEN]] = OpLabel
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#F32]] %[[#V]] 0
; CHECK-NEXT: %[[#LP:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#L0]]
; CHECK-NEXT: OpStore %[[#LP]] %[[#E]]
; CHECK-NEXT: OpBranch %[[#MERGE]]
; CHECK-NEXT: %[[#MERGE]] = OpLabel
; CHECK-COUNT-3: OpStore
; CHECK: OpLabel
; CHECK-NEXT: OpReturn
define spir_func void @store_var(<4 x float> %v, ptr addrspace(1) %p, <4 x i1> %m) {
  call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) %p, i32 4, <4 x i1> %m)
  ret void
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V4F]]
; CHECK-NEXT: %[[#P8:]] = OpFunctionParameter %[[#PI8]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#P:]] = OpBitcast %[[#PF]] %[[#P8]]
; CHECK-NEXT: %[[#E:]] = OpCompositeExtract %[[#F32]] %[[#V]] 2
; CHECK-NEXT: %[[#LP:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#P]] %[[#L2]]
; CHECK-NEXT: OpStore %[[#LP]] %[[#E]]
; CHECK-NEXT: OpReturn
define spir_func void @store_const(<4 x float> %v, ptr addrspace(1) %p) {
  call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) %p, i32 4, <4 x i1> <i1 false, i1 false, i1 true, i1 false>)
  call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) %p, i32 4, <4 x i1> zeroinitializer)
  ret void
}

; CHECK: %[[#V:]] = OpFunctionParameter %[[#V8I]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#V2I]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#X:]] = OpVectorShuffle %[[#V2I]] %[[#V]] %[[#V]] 4 5
; CHECK-NEXT: %[[#W:]] = OpVectorShuffle %[[#V8I]] %[[#S]] %[[#S]] 0 1 4294967295 4294967295 4294967295 4294967295 4294967295 4294967295
; CHECK-NEXT: %[[#Y:]] = OpVectorShuffle %[[#V8I]] %[[#V]] %[[#W]] 0 1 8 9 4 5 6 7
; CHECK-NEXT: %[[#Z:]] = OpVectorShuffle %[[#V8I]] %[[#Y]] %[[#Y]] 7 6 5 4 3 2 1 0
define spir_func <8 x i32> @shuffles(<8 x i32> %v, <2 x i32> %s) {
  %x = call <2 x i32> @llvm.vector.extract.v2i32.v8i32(<8 x i32> %v, i64 4)
  %y = call <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32> %v, <2 x i32> %s, i64 2)
  %z = call <8 x i32> @llvm.experimental.vector.reverse.v8i32(<8 x i32> %y)
  ret <8 x i32> %z
}

declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)
declare <2 x i32> @llvm.vector.extract.v2i32.v8i32(<8 x i32>, i64)
declare <8 x i32> @llvm.vector.insert.v8i32.v2i32(<8 x i32>, <2 x i32>, i64)
declare <8 x i32> @llvm.experimental.vector.reverse.v8i32(<8 x i32>)
