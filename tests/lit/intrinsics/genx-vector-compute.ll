;; Intel's VC back end (SPV_INTEL_vector_compute) resolves llvm.genx.*
;; intrinsics by name: where the target allows the extension they stay calls
;; to imported functions named after the intrinsic (as the reference
;; translator writes them with --spirv-allow-unknown-intrinsics=llvm.genx.),
;; without the option. Without the extension they are unknown intrinsics.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_vector_compute>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %opt -passes='spirv-emit<out=%t.opt.spv;allow-unknown-intrinsics=llvm.genx.>' -disable-output %s
; RUN: %spirv-dis %t.opt.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#RDR:]] LinkageAttributes "llvm.genx.rdregionf.v4f32.v8f32.i16" Import
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#F32]] 4
; CHECK-DAG: %[[#V8:]] = OpTypeVector %[[#F32]] 8
; CHECK: %[[#RDR]] = OpFunction %[[#V4]] None
; CHECK: %[[#IN:]] = OpLoad %[[#V8]]
; CHECK: OpFunctionCall %[[#V4]] %[[#RDR]] %[[#IN]]

; ERR: intrinsic llvm.genx.rdregionf.v4f32.v8f32.i16 is not supported

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %in = load <8 x float>, ptr addrspace(1) %p
  %v = call <4 x float> @llvm.genx.rdregionf.v4f32.v8f32.i16(<8 x float> %in, i32 0, i32 4, i32 1, i16 0, i32 0)
  store <4 x float> %v, ptr addrspace(1) %q
  ret void
}

declare <4 x float> @llvm.genx.rdregionf.v4f32.v8f32.i16(<8 x float>, i32, i32, i32, i16, i32)
