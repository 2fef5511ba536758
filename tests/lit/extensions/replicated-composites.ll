;; SPV_EXT_replicated_composites, only when ext= names it (as untyped
;; pointers: +all alone does not turn it on, the OpenCL runtimes here read
;; none of its instructions). Then a vector or array constant of one repeated
;; value is OpConstantCompositeReplicateEXT, LLVM's splat idiom (insertelement
;; into poison, shufflevector with an all-zero mask) is
;; OpCompositeConstructReplicateEXT, and so is any composite the lowering
;; builds of one value (a long vector's pieces). Mixed composites stay as they
;; are.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_replicated_composites>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.default.spv>' -disable-output %s
; RUN: %spirv-val %t.default.spv
; RUN: %spirv-dis %t.default.spv | FileCheck %s --check-prefix=PLAIN
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-dis %t.all.spv | FileCheck %s --check-prefix=PLAIN

; CHECK-DAG: OpCapability ReplicatedCompositesEXT
; CHECK-DAG: OpExtension "SPV_EXT_replicated_composites"
; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#FLOAT:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#FLOAT]] 4
; CHECK-DAG: %[[#SEVEN:]] = OpConstant %[[#UINT]] 7{{$}}
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#FLOAT]] 2{{$}}
; CHECK-DAG: OpConstantCompositeReplicateEXT %[[#]] %[[#SEVEN]]{{$}}
; CHECK-DAG: OpConstantCompositeReplicateEXT %[[#V4]] %[[#TWO]]{{$}}
; CHECK-DAG: OpConstantComposite %[[#V4]] %[[#]] %[[#TWO]] %[[#]] %[[#]]{{$}}
; CHECK-DAG: %[[#X:]] = OpFunctionParameter %[[#FLOAT]]
; CHECK: OpCompositeConstructReplicateEXT %[[#V4]] %[[#X]]{{$}}
; CHECK-NOT: OpVectorShuffle

; PLAIN-NOT: Replicate
; PLAIN-NOT: SPV_EXT_replicated_composites
; PLAIN: OpVectorShuffle

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global [8 x i32] [i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7]

define spir_kernel void @k(ptr addrspace(1) %out, float %x) {
  %v = load <4 x float>, ptr addrspace(1) %out
  %s = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %m = fadd <4 x float> %s, <float 1.0, float 2.0, float 3.0, float 4.0>
  %i = insertelement <4 x float> poison, float %x, i64 0
  %b = shufflevector <4 x float> %i, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fadd <4 x float> %m, %b
  store <4 x float> %r, ptr addrspace(1) %out
  ret void
}
