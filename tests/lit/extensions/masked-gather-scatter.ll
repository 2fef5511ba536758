;; SPV_INTEL_masked_gather_scatter: vectors of pointers, a getelementptr with a
;; vector index (one OpInBoundsPtrAccessChain per lane, inserted into the
;; vector), llvm.masked.gather/scatter -> OpMaskedGatherINTEL/ScatterINTEL.
;; SPIRV-Tools 2023.1 and llvm-spirv-15 -r do not know the extension.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_masked_gather_scatter>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
;; Without the extension: vectors of addresses (core/pointer-vectors.ll).
; RUN: %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s
; RUN: %spirv-val %t.no.spv
; RUN: %spirv-dis %t.no.spv | FileCheck %s --check-prefix=NOEXT

; CHECK-DAG: OpCapability MaskedGatherScatterINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_masked_gather_scatter"
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#pfloat:]] = OpTypePointer CrossWorkgroup %[[#float]]
; CHECK-DAG: %[[#vp:]] = OpTypeVector %[[#pfloat]] 4
; CHECK-DAG: %[[#v4f:]] = OpTypeVector %[[#float]] 4
; CHECK-DAG: %[[#undef:]] = OpUndef %[[#vp]]
; CHECK: %[[#i0:]] = OpCompositeExtract %[[#]] %[[#idx:]] 0
; CHECK-NEXT: %[[#p0:]] = OpInBoundsPtrAccessChain %[[#pfloat]] %[[#base:]] %[[#i0]]
; CHECK-NEXT: %[[#v0:]] = OpCompositeInsert %[[#vp]] %[[#p0]] %[[#undef]] 0
; CHECK: %[[#v3:]] = OpCompositeInsert %[[#vp]] %[[#]] %[[#]] 3
; CHECK: %[[#g:]] = OpMaskedGatherINTEL %[[#v4f]] %[[#v3]] 4 %[[#mask:]] %[[#]]
; CHECK: OpMaskedScatterINTEL %[[#]] %[[#v3]] 4 %[[#mask]]

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
