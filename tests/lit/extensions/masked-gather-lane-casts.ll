;; SPV_INTEL_masked_gather_scatter: a gather or scatter of another element
;; type than the pointers' (getelementptr float, gather i32): each lane's
;; address becomes a pointer to the gathered type (OpConvertUToPtr), and the
;; vector of those pointers is the gather's operand.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_masked_gather_scatter>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-DAG: %[[#int:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#long:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#pint:]] = OpTypePointer CrossWorkgroup %[[#int]]
; CHECK-DAG: %[[#vpint:]] = OpTypeVector %[[#pint]] 4
; CHECK: %[[#ptrs:]] = OpCompositeInsert %[[#]] %[[#]] %[[#]] 3
; CHECK: %[[#l0:]] = OpCompositeExtract %[[#long]] %[[#ptrs]] 0
; CHECK-NEXT: %[[#c0:]] = OpConvertUToPtr %[[#pint]] %[[#l0]]
; CHECK: %[[#l3:]] = OpCompositeExtract %[[#long]] %[[#ptrs]] 3
; CHECK-NEXT: %[[#c3:]] = OpConvertUToPtr %[[#pint]] %[[#l3]]
; CHECK-NEXT: %[[#v:]] = OpCompositeConstruct %[[#vpint]] %[[#c0]] %[[#]] %[[#]] %[[#c3]]
; CHECK-NEXT: OpMaskedGatherINTEL %[[#]] %[[#v]] 4
; CHECK: OpMaskedScatterINTEL

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %base, <4 x i64> %idx, <4 x i32> %m) {
  %ptrs = getelementptr inbounds float, ptr addrspace(1) %base, <4 x i64> %idx
  %mask = icmp ne <4 x i32> %m, zeroinitializer
  %g = call <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask, <4 x i32> zeroinitializer)
  %d = add <4 x i32> %g, %g
  call void @llvm.masked.scatter.v4i32.v4p1(<4 x i32> %d, <4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask)
  ret void
}

declare <4 x i32> @llvm.masked.gather.v4i32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.scatter.v4i32.v4p1(<4 x i32>, <4 x ptr addrspace(1)>, i32, <4 x i1>)
