;; Vectors of pointers without SPV_INTEL_masked_gather_scatter are vectors of
;; addresses (OpConvertPtrToU per lane): getelementptr with vector indices
;; computes each lane's pointer and stores its address; extractelement
;; converts the lane back (OpConvertUToPtr); compares, selects and shuffles
;; work on the addresses; masked gather/scatter branch around each lane's
;; load or store. tests/exec/ir_vs_lli.py (pointer-vectors) runs all of them
;; on private memory and compares with lli.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#ADDR2:]] = OpTypeVector %[[#I64]] 2
; CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]
; CHECK-DAG: %[[#V2F:]] = OpTypeVector %[[#F32]] 2

;; getelementptr: one access chain per lane, kept as its address.
; CHECK: %[[#I0:]] = OpCompositeExtract %[[#I64]] %[[#IDX:]] 0
; CHECK-NEXT: %[[#P0:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#BASE:]] %[[#I0]]
; CHECK-NEXT: %[[#A0:]] = OpConvertPtrToU %[[#I64]] %[[#P0]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeInsert %[[#ADDR2]] %[[#A0]] %[[#]] 0
; CHECK-NEXT: %[[#I1:]] = OpCompositeExtract %[[#I64]] %[[#IDX]] 1
; CHECK-NEXT: %[[#P1:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#BASE]] %[[#I1]]
; CHECK-NEXT: %[[#A1:]] = OpConvertPtrToU %[[#I64]] %[[#P1]]
; CHECK-NEXT: %[[#PTRS:]] = OpCompositeInsert %[[#ADDR2]] %[[#A1]] %[[#V0]] 1
;; masked gather: lane 0 loaded only when its mask bit is set.
; CHECK: %[[#ON:]] = OpCompositeExtract %[[#BOOL]] %[[#MASK:]] 0
; CHECK-NEXT: OpBranchConditional %[[#ON]] %[[#THEN:]] %[[#MERGE:]]
; CHECK-NEXT: %[[#THEN]] = OpLabel
; CHECK-NEXT: %[[#L0:]] = OpCompositeExtract %[[#I64]] %[[#PTRS]] 0
; CHECK-NEXT: %[[#Q0:]] = OpConvertUToPtr %[[#PF]] %[[#L0]]
; CHECK-NEXT: %[[#E0:]] = OpLoad %[[#F32]] %[[#Q0]] Aligned 4
; CHECK-NEXT: %[[#G0:]] = OpCompositeInsert %[[#V2F]] %[[#E0]] %[[#PASS:]] 0
; CHECK-NEXT: OpBranch %[[#MERGE]]
; CHECK-NEXT: %[[#MERGE]] = OpLabel
; CHECK-NEXT: OpPhi %[[#V2F]] %[[#G0]] %[[#THEN]] %[[#PASS]] %[[#]]
;; extractelement: the lane back as a pointer.
; CHECK: OpPhi %[[#V2F]]
; CHECK-NEXT: %[[#L1:]] = OpCompositeExtract %[[#I64]] %[[#PTRS]] 1
; CHECK-NEXT: %[[#Q1:]] = OpConvertUToPtr %[[#]] %[[#L1]]
; CHECK: OpStore
;; compares of pointer vectors compare the addresses.
; CHECK: OpIEqual %[[#]] %[[#PTRS]] %[[#]]
define spir_kernel void @k(ptr addrspace(1) %base, <2 x i64> %idx, <2 x i32> %m) {
  %ptrs = getelementptr inbounds float, ptr addrspace(1) %base, <2 x i64> %idx
  %mask = icmp ne <2 x i32> %m, zeroinitializer
  %g = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> %ptrs, i32 4, <2 x i1> %mask, <2 x float> zeroinitializer)
  %p1 = extractelement <2 x ptr addrspace(1)> %ptrs, i32 1
  %s = extractelement <2 x float> %g, i32 0
  store float %s, ptr addrspace(1) %p1
  %swapped = shufflevector <2 x ptr addrspace(1)> %ptrs, <2 x ptr addrspace(1)> undef, <2 x i32> <i32 1, i32 0>
  %same = icmp eq <2 x ptr addrspace(1)> %ptrs, %swapped
  %d = fmul <2 x float> %g, %g
  call void @llvm.masked.scatter.v2f32.v2p1(<2 x float> %d, <2 x ptr addrspace(1)> %ptrs, i32 4, <2 x i1> %same)
  ret void
}

declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)
declare void @llvm.masked.scatter.v2f32.v2p1(<2 x float>, <2 x ptr addrspace(1)>, i32, <2 x i1>)
