;; Image instructions in SPIR-V friendly form on target("spirv.Image") values,
;; with the image operands their arguments encode: SignExtend/ZeroExtend
;; (SPIR-V 1.4: kept where the version allows it, left out otherwise with
;; the then empty mask), Sample on a multisampled image, Grad and ConstOffset
;; on a 3D image given 4-component vectors as OpenCL C and the reference
;; translator write them (cut to 3 components; a constant stays one), and
;; the image queries.
;; LLVM 15 has no target types.
; UNSUPPORTED: llvm15
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefixes=CHECK,V10
; RUN: %opt -passes='spirv-emit<out=%t.14.spv;version=1.4>' -disable-output %s
; RUN: %spirv-val %t.14.spv
; RUN: %spirv-dis %t.14.spv | FileCheck %s --check-prefixes=CHECK,V14

; CHECK-DAG: %[[#FLOAT:]] = OpTypeFloat 32
; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V3F:]] = OpTypeVector %[[#FLOAT]] 3
; CHECK-DAG: %[[#V3I:]] = OpTypeVector %[[#UINT]] 3
; CHECK-DAG: %[[#OFFSET:]] = OpConstantComposite %[[#V3I]]
; V10: %[[#]] = OpImageRead %[[#]] %[[#IMG:]] %[[#]]{{$}}
; V10-NEXT: OpStore
; V10: %[[#]] = OpImageRead %[[#]] %[[#IMG]] %[[#]]{{$}}
; V14: OpImageRead %[[#]] %[[#]] %[[#]] SignExtend
; V14: OpImageRead %[[#]] %[[#]] %[[#]] ZeroExtend
; CHECK: OpImageRead %[[#]] %[[#]] %[[#]] Sample %[[#]]
; CHECK: %[[#DX:]] = OpVectorShuffle %[[#V3F]] %[[#]] %[[#]] 0 1 2
; CHECK: %[[#DY:]] = OpVectorShuffle %[[#V3F]] %[[#]] %[[#]] 0 1 2
; CHECK: OpImageSampleExplicitLod %[[#]] %[[#]] %[[#]] Grad %[[#DX]] %[[#DY]]
; CHECK: OpImageSampleExplicitLod %[[#]] %[[#]] %[[#]] Lod|ConstOffset %[[#]] %[[#OFFSET]]
; CHECK: OpImageQuerySizeLod
; CHECK: OpImageQueryLevels
; CHECK: OpImageQuerySamples
; CHECK: OpImageQueryFormat
; CHECK: OpImageQueryOrder

target triple = "spir64-unknown-unknown"

define spir_kernel void @reads(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %msaa, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %vol, target("spirv.Sampler") %s, ptr addrspace(1) %o, ptr addrspace(1) %q) {
  %a = call spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer, i32 4096)
  store <4 x i32> %a, ptr addrspace(1) %q
  %b = call spir_func <4 x i32> @_Z25__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, <2 x i32> zeroinitializer, i32 8192)
  %qb = getelementptr <4 x i32>, ptr addrspace(1) %q, i64 1
  store <4 x i32> %b, ptr addrspace(1) %qb
  %c = call spir_func <4 x float> @_Z26__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_1_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %msaa, <2 x i32> zeroinitializer, i32 64, i32 1)
  store <4 x float> %c, ptr addrspace(1) %o
  %si = call spir_func target("spirv.SampledImage", void, 2, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %vol, target("spirv.Sampler") %s)
  %dx = load <4 x float>, ptr addrspace(1) %o
  %dy = fneg <4 x float> %dx
  %d = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4(target("spirv.SampledImage", void, 2, 0, 0, 0, 0, 0, 0) %si, <4 x float> zeroinitializer, i32 4, <4 x float> %dx, <4 x float> %dy)
  %od = getelementptr <4 x float>, ptr addrspace(1) %o, i64 1
  store <4 x float> %d, ptr addrspace(1) %od
  %e = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4(target("spirv.SampledImage", void, 2, 0, 0, 0, 0, 0, 0) %si, <4 x float> zeroinitializer, i32 10, float 0.0, <4 x i32> <i32 1, i32 0, i32 -1, i32 0>)
  %oe = getelementptr <4 x float>, ptr addrspace(1) %o, i64 2
  store <4 x float> %e, ptr addrspace(1) %oe
  %sz = call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, i32 0)
  %sz0 = extractelement <2 x i32> %sz, i32 0
  %lv = call spir_func i32 @_Z24__spirv_ImageQueryLevels(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %ns = call spir_func i32 @_Z25__spirv_ImageQuerySamples(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0) %msaa)
  %fm = call spir_func i32 @_Z24__spirv_ImageQueryFormat(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %or = call spir_func i32 @_Z23__spirv_ImageQueryOrder(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img)
  %s1 = add i32 %sz0, %lv
  %s2 = add i32 %s1, %ns
  %s3 = add i32 %s2, %fm
  %s4 = add i32 %s3, %or
  %qs = getelementptr i32, ptr addrspace(1) %q, i64 8
  store i32 %s4, ptr addrspace(1) %qs
  ret void
}

declare spir_func <4 x i32> @_Z24__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func <4 x i32> @_Z25__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func <4 x float> @_Z26__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_1_0_0_0Dv2_iii(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0), <2 x i32>, i32, i32)
declare spir_func target("spirv.SampledImage", void, 2, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4(target("spirv.SampledImage", void, 2, 0, 0, 0, 0, 0, 0), <4 x float>, i32, ...)
declare spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), i32)
declare spir_func i32 @_Z24__spirv_ImageQueryLevels(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z25__spirv_ImageQuerySamples(target("spirv.Image", void, 1, 0, 0, 1, 0, 0, 0))
declare spir_func i32 @_Z24__spirv_ImageQueryFormat(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z23__spirv_ImageQueryOrder(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
