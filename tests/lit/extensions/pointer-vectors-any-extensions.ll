;; Vectors of pointers are vectors of addresses under every extension set:
;; SPIRV-Tools 2025.5 accepts SPV_INTEL_masked_gather_scatter's OpTypeVector
;; of pointers, but no conversion or compare on one (OpBitcast, OpIEqual,
;; OpConvertPtrToU, OpGenericCastToPtr), so the forms LLVM 23's SROA makes
;; (loads, stores, phis, selects, getelementptr, icmp, ptrtoint/inttoptr,
;; addrspacecast, insert/extractelement, shufflevector, calls) are the same
;; with ext=+all as without; only a gather or scatter builds a vector of
;; pointers, as its operand (extensions/masked-gather-scatter.ll).
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.all.spv
; RUN: %spirv-dis-new %t.all.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: OpCapability MaskedGatherScatterINTEL
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#addr2:]] = OpTypeVector %[[#long]] 2
; CHECK-DAG: %[[#bool2:]] = OpTypeVector %[[#]] 2
; CHECK-NOT: OpTypeVector %[[#]] 2
; CHECK: %[[#ret:]] = OpFunction %[[#addr2]]
; CHECK-NEXT: %[[#]] = OpFunctionParameter %[[#addr2]]
; CHECK: OpStore %[[#slot:]] %[[#]] Aligned 16
; CHECK-NEXT: %[[#l:]] = OpLoad %[[#addr2]] %[[#slot]] Aligned 16
; CHECK: OpConvertUToPtr
; CHECK: OpInBoundsPtrAccessChain
; CHECK: OpConvertPtrToU %[[#long]]
; CHECK: %[[#cmp:]] = OpIEqual %[[#bool2]]
; CHECK-NEXT: %[[#sel:]] = OpSelect %[[#addr2]] %[[#cmp]] %[[#l]]
; CHECK-NEXT: %[[#sh:]] = OpVectorShuffle %[[#addr2]] %[[#sel]] %[[#l]] 1 2
; CHECK: OpPtrCastToGeneric
; CHECK: OpPhi %[[#addr2]]
; CHECK: OpFunctionCall %[[#addr2]] %[[#ret]]
; CHECK: %[[#e:]] = OpCompositeExtract %[[#long]] %[[#]] 1
; CHECK-NEXT: OpConvertUToPtr %[[#]] %[[#e]]

define spir_func <2 x ptr addrspace(4)> @ret(<2 x ptr addrspace(4)> %v) {
  ret <2 x ptr addrspace(4)> %v
}

define spir_kernel void @traffic(ptr addrspace(1) %base, ptr addrspace(1) %out, i32 %c) {
entry:
  %slot = alloca <2 x ptr addrspace(1)>, align 16
  %p0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %base, i32 0
  %p1 = insertelement <2 x ptr addrspace(1)> %p0, ptr addrspace(1) %out, i32 1
  store <2 x ptr addrspace(1)> %p1, ptr %slot, align 16
  %l = load <2 x ptr addrspace(1)>, ptr %slot, align 16
  %g = getelementptr inbounds i32, <2 x ptr addrspace(1)> %l, <2 x i64> <i64 1, i64 2>
  %cmp = icmp eq <2 x ptr addrspace(1)> %g, %l
  %sel = select <2 x i1> %cmp, <2 x ptr addrspace(1)> %l, <2 x ptr addrspace(1)> %g
  %sh = shufflevector <2 x ptr addrspace(1)> %sel, <2 x ptr addrspace(1)> %l, <2 x i32> <i32 1, i32 2>
  %ints = ptrtoint <2 x ptr addrspace(1)> %sh to <2 x i64>
  %back = inttoptr <2 x i64> %ints to <2 x ptr addrspace(1)>
  %gen = addrspacecast <2 x ptr addrspace(1)> %back to <2 x ptr addrspace(4)>
  %b = icmp eq i32 %c, 0
  br i1 %b, label %then, label %join
then:
  br label %join
join:
  %phi = phi <2 x ptr addrspace(4)> [ %gen, %entry ], [ zeroinitializer, %then ]
  %r = call spir_func <2 x ptr addrspace(4)> @ret(<2 x ptr addrspace(4)> %phi)
  %e = extractelement <2 x ptr addrspace(4)> %r, i32 1
  store i32 7, ptr addrspace(4) %e, align 4
  ret void
}
