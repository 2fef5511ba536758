;; DPC++ declares its __spirv_* image builtins as function templates, with
;; images and samplers passed as opaque pointers whose OpenCL types only the
;; mangled template arguments and parameters name:
;;   _Z20__spirv_SampledImageI14ocl_image2d_roPvET0_T_11ocl_sampler
;; (template <ocl_image2d_ro, void*>, returning T0_, taking T_ and a sampler).
;; The demangler reads the template arguments and the parameters that name
;; them (T_, T0_, ...); the arguments become OpTypeImage / OpTypeSampler
;; values, and SampledImage's result an OpTypeSampledImage of that image.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SI:]] = OpTypeSampledImage %[[#RO]]
; CHECK-DAG: %[[#SMP:]] = OpTypeSampler
; CHECK-DAG: %[[#RW:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadWrite
; CHECK: %[[#Img:]] = OpFunctionParameter %[[#RO]]
; CHECK: %[[#Smp:]] = OpFunctionParameter %[[#SMP]]
; CHECK: %[[#Rw:]] = OpFunctionParameter %[[#RW]]
; CHECK: %[[#S:]] = OpSampledImage %[[#SI]] %[[#Img]] %[[#Smp]]
; CHECK: OpImageSampleExplicitLod %[[#]] %[[#S]] %[[#]] Lod %[[#]]
; CHECK: OpImageRead %[[#]] %[[#Rw]] %[[#]]

target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %rw, ptr addrspace(1) %out) {
entry:
  %gid = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %x = trunc i64 %gid to i32
  %si = tail call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image2d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %c = insertelement <2 x float> zeroinitializer, float 1.0, i32 0
  %s = tail call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv2_fET0_T_T1_if(ptr addrspace(4) %si, <2 x float> %c, i32 2, float 0.000000e+00)
  %ic = insertelement <2 x i32> zeroinitializer, i32 %x, i32 0
  %r = tail call spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_rwDv2_iET_T0_T1_(ptr addrspace(1) %rw, <2 x i32> %ic)
  %sum = fadd <4 x float> %s, %r
  %dst = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %gid
  store <4 x float> %sum, ptr addrspace(1) %dst, align 16
  ret void
}

declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image2d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv2_fET0_T_T1_if(ptr addrspace(4), <2 x float>, i32, float)
declare spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_rwDv2_iET_T0_T1_(ptr addrspace(1), <2 x i32>)
