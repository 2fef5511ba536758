;; Opaque SPIR-V types as LLVM 16 target extension types ("SPIR-V Representation in LLVM IR"'s table):
;; images with every parameter, sampled images, samplers, events, pipes,
;; reserve ids, queues; images through __spirv_Image* calls.
; UNSUPPORTED: llvm15
;; (LLVM 15 has no target extension types: its parser rejects target("spirv.*");
;; there the same types come as pointers to %spirv.* / %opencl.* opaque structs,
;; checked by opaque-structs.ll and versions/clang15-typed-opencl.cl)
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target triple = "spir64-unknown-unknown"

;; ImageBasic is implied by ImageReadWrite.
; CHECK-DAG: OpCapability ImageReadWrite
; CHECK-DAG: OpCapability Pipes
; CHECK-DAG: %[[#VOID:]] = OpTypeVoid
; CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown WriteOnly
; CHECK-DAG: %[[#RW3:]] = OpTypeImage %[[#VOID]] 3D 0 0 0 0 Unknown ReadWrite
; CHECK-DAG: %[[#ARR:]] = OpTypeImage %[[#VOID]] 2D 1 1 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#SAMPLER:]] = OpTypeSampler
; CHECK-DAG: %[[#SI:]] = OpTypeSampledImage %[[#RO]]
; CHECK-DAG: OpTypeEvent
; CHECK-DAG: OpTypePipe ReadOnly
; CHECK-DAG: OpTypeReserveId

declare spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS1K34__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0), <2 x float>, i32, float)
declare spir_func void @_Z18__spirv_ImageWritePU3AS1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>)
declare spir_func <2 x i32> @_Z22__spirv_ImageQuerySize(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))

; CHECK-LABEL: OpFunction{{ }}
; CHECK: %[[#IMG:]] = OpFunctionParameter %[[#RO]]
; CHECK-NEXT: %[[#OUT:]] = OpFunctionParameter %[[#WO]]
; CHECK-NEXT: OpFunctionParameter %[[#RW3]]
; CHECK-NEXT: OpFunctionParameter %[[#ARR]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#SAMPLER]]
; CHECK: %[[#COMBINED:]] = OpSampledImage %[[#SI]] %[[#IMG]] %[[#S]]
; CHECK-NEXT: %[[#TEXEL:]] = OpImageSampleExplicitLod %{{[0-9]+}} %[[#COMBINED]] %{{[0-9]+}} Lod %{{[0-9]+}}
; CHECK: OpImageWrite %[[#OUT]] %{{[0-9]+}} %[[#TEXEL]]
define spir_kernel void @images(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %rw3d, target("spirv.Image", void, 1, 1, 1, 0, 0, 0, 0) %depth_array, target("spirv.Sampler") %s) {
  %si = call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS1K34__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %texel = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %si, <2 x float> zeroinitializer, i32 2, float 0.0)
  call spir_func void @_Z18__spirv_ImageWritePU3AS1Dv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %out, <2 x i32> zeroinitializer, <4 x float> %texel)
  ret void
}

define spir_func void @others(target("spirv.Event") %e, target("spirv.Pipe", 0) %p, target("spirv.ReserveId") %r, target("spirv.Queue") %q) {
  ret void
}

;; The typed-pointer form: pointers to %spirv.* opaque structs.
; RUN: %if typed-pointers %{ %opt -opaque-pointers=0 -passes='spirv-emit<out=%t.typed.spv>' -disable-output %S/Inputs/opaque-structs.ll %}
; RUN: %if typed-pointers %{ %spirv-val %t.typed.spv %}
; RUN: %if typed-pointers %{ %spirv-dis %t.typed.spv | FileCheck %s --check-prefix=TYPED %}
; TYPED-DAG: %[[#F:]] = OpTypeFloat 32
; TYPED-DAG: OpTypeImage %[[#F]] 1D 0 0 0 0 Unknown ReadOnly
; TYPED-DAG: OpTypeSampler
; TYPED-DAG: OpTypePipe WriteOnly
