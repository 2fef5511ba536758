;; SPV_INTEL_masked_gather_scatter: llvm.masked.gather/scatter ->
;; OpMaskedGatherINTEL/ScatterINTEL. Vectors of pointers stay vectors of
;; addresses (core/pointer-vectors.ll) even with the extension: SPIRV-Tools
;; takes its OpTypeVector of pointers but no conversion or compare on one, so
;; the vector of pointers is built (OpConvertUToPtr per lane) only as the
;; gather's or scatter's operand.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know the extension.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_masked_gather_scatter>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
;; Without the extension: one conditional load or store per lane.
; RUN: %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s
; RUN: %spirv-val %t.no.spv
; RUN: %spirv-dis %t.no.spv | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: OpCapability MaskedGatherScatterINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_masked_gather_scatter"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#pfloat:]] = OpTypePointer CrossWorkgroup %[[#float]]
; CHECK-DAG: %[[#va:]] = OpTypeVector %[[#long]] 4
; CHECK-DAG: %[[#vp:]] = OpTypeVector %[[#pfloat]] 4
; CHECK-DAG: %[[#v4f:]] = OpTypeVector %[[#float]] 4
; CHECK: %[[#i0:]] = OpCompositeExtract %[[#long]] %[[#idx:]] 0
; CHECK-NEXT: %[[#p0:]] = OpInBoundsPtrAccessChain %[[#pfloat]] %[[#base:]] %[[#i0]]
; CHECK-NEXT: %[[#a0:]] = OpConvertPtrToU %[[#long]] %[[#p0]]
; CHECK-NEXT: %[[#]] = OpCompositeInsert %[[#va]] %[[#a0]] %[[#]] 0
; CHECK: %[[#ptrs:]] = OpCompositeInsert %[[#va]] %[[#]] %[[#]] 3
; CHECK: %[[#l0:]] = OpCompositeExtract %[[#long]] %[[#ptrs]] 0
; CHECK-NEXT: %[[#q0:]] = OpConvertUToPtr %[[#pfloat]] %[[#l0]]
; CHECK: %[[#vec:]] = OpCompositeConstruct %[[#vp]] %[[#q0]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#g:]] = OpMaskedGatherINTEL %[[#v4f]] %[[#vec]] 4 %[[#mask:]] %[[#]]
; CHECK: OpCompositeConstruct %[[#vp]]
; CHECK-NEXT: OpMaskedScatterINTEL %[[#]] %[[#]] 4 %[[#mask]]

; NOEXT-NOT: OpExtension
; NOEXT-NOT: OpMaskedGatherINTEL
; NOEXT: OpConvertUToPtr

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %base, <4 x i64> %idx, <4 x i32> %m) {
  %ptrs = getelementptr inbounds float, ptr addrspace(1) %base, <4 x i64> %idx
  %mask = icmp ne <4 x i32> %m, zeroinitializer
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask, <4 x float> zeroinitializer)
  %d = fmul <4 x float> %g, %g
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %d, <4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask)
  ret void
}

declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32, <4 x i1>)
