;; SPV_INTEL_bindless_images in SPIR-V friendly IR: 64-bit handles become
;; images, samplers and sampled images with __spirv_ConvertHandleTo{Image,
;; Sampler,SampledImage}INTEL (the grammar's instructions), then used as usual.
;; The newer validator only (SPIRV-Tools 2023.1 and llvm-spirv-15 do not know
;; the extension); an error naming it when not allowed.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_bindless_images>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability BindlessImagesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_bindless_images"
; CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#image:]] = OpTypeImage %[[#]] 2D 0 0 0 1 Unknown ReadOnly
; CHECK-DAG: %[[#sampler:]] = OpTypeSampler
; CHECK-DAG: %[[#sampled:]] = OpTypeSampledImage %[[#image]]
; CHECK: %[[#h:]] = OpFunctionParameter %[[#ulong]]
; CHECK-NEXT: %[[#s:]] = OpFunctionParameter %[[#ulong]]
; CHECK: OpConvertHandleToImageINTEL %[[#image]] %[[#h]]
; CHECK-NEXT: OpConvertHandleToSamplerINTEL %[[#sampler]] %[[#s]]
; CHECK-NEXT: %[[#si:]] = OpConvertHandleToSampledImageINTEL %[[#sampled]] %[[#h]]
; CHECK-NEXT: OpImageSampleExplicitLod %[[#]] %[[#si]]

; ERR: extension SPV_INTEL_bindless_images is not allowed by the target (needed by capability BindlessImagesINTEL

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i64 %h, i64 %s) {
  %img = call spir_func target("spirv.Image", float, 1, 0, 0, 0, 1, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64 %h)
  %smp = call spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64 %s)
  %si = call spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64 %h)
  %v = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodDv4_fPU3AS124__spirv_SampledImage__float_1_0_0_0_1_0_0Dv2_fif(target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0) %si, <2 x float> zeroinitializer, i32 2, float 0.0)
  store <4 x float> %v, ptr addrspace(1) %p
  ret void
}
declare spir_func target("spirv.Image", float, 1, 0, 0, 0, 1, 0, 0) @_Z33__spirv_ConvertHandleToImageINTELm(i64)
declare spir_func target("spirv.Sampler") @_Z35__spirv_ConvertHandleToSamplerINTELm(i64)
declare spir_func target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0) @_Z40__spirv_ConvertHandleToSampledImageINTELm(i64)
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodDv4_fPU3AS124__spirv_SampledImage__float_1_0_0_0_1_0_0Dv2_fif(target("spirv.SampledImage", float, 1, 0, 0, 0, 1, 0, 0), <2 x float>, i32, float)
