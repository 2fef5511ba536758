;; SPIR 1.2 manglings name images without an access qualifier
;; (`_Z11read_imagef11ocl_image2d11ocl_samplerDv2_f`, as old SPIR producers
;; and the reference translator's tests write them): such an image is
;; read-only unless !kernel_arg_access_qual says otherwise.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#Img:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SI:]] = OpTypeSampledImage %[[#Img]]
; CHECK: %[[#I:]] = OpFunctionParameter %[[#Img]]
; CHECK: %[[#S:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#A:]] = OpSampledImage %[[#SI]] %[[#I]] %[[#S]]
; CHECK: OpImageSampleExplicitLod %[[#]] %[[#A]] %[[#]] Lod %[[#]]
; CHECK: %[[#B:]] = OpSampledImage %[[#SI]] %[[#I]] %[[#S]]
; CHECK: OpImageSampleExplicitLod %[[#]] %[[#B]] %[[#]] Grad %[[#]] %[[#]]

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

%opencl.image2d_t = type opaque
%opencl.sampler_t = type opaque

define spir_kernel void @k(<4 x float> addrspace(1)* %results, %opencl.image2d_t addrspace(1)* %image, %opencl.sampler_t* %smp, <2 x float> %coord, <2 x float> %dx, <2 x float> %dy) {
entry:
  %a = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_f(%opencl.image2d_t addrspace(1)* %image, %opencl.sampler_t* %smp, <2 x float> %coord)
  %b = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_fDv2_fDv2_f(%opencl.image2d_t addrspace(1)* %image, %opencl.sampler_t* %smp, <2 x float> %coord, <2 x float> %dx, <2 x float> %dy)
  %s = fadd <4 x float> %a, %b
  store <4 x float> %s, <4 x float> addrspace(1)* %results, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_f(%opencl.image2d_t addrspace(1)*, %opencl.sampler_t*, <2 x float>)
declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_fDv2_fDv2_f(%opencl.image2d_t addrspace(1)*, %opencl.sampler_t*, <2 x float>, <2 x float>, <2 x float>)
