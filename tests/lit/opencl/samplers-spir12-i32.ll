;; SPIR 1.2 front ends pass sampler_t as `i32`: a literal straight to
;; read_imagef, a literal to a helper whose sampler parameter is an `i32`, a
;; kernel sampler argument of type `i32` (!kernel_arg_type sampler_t), and a
;; sampler spilled to an `i32` stack slot at -O0. Literals become
;; OpConstantSampler (bits: normalized 0, addressing 1-3, filter 4-5), the
;; helper's parameter an OpTypeSampler; the same `i32 20` used as a number
;; stays an integer.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
;; A literal that is no sampler (0x37: both filter bits set) is an error.
; RUN: sed 's/@helper(ptr addrspace(1) %%img, i32 39)/@helper(ptr addrspace(1) %%img, i32 55)/' %s > %t.bad.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv>' -disable-output %t.bad.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.bad.spv

; ERR: in function 'k': 'sampler initializer': 0x37 must be a valid sampler initializer

; CHECK-DAG: OpCapability LiteralSampler
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Smp:]] = OpTypeSampler
; CHECK-DAG: %[[#Img:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#C20:]] = OpConstantSampler %[[#Smp]] Clamp 0 Nearest
; CHECK-DAG: %[[#C37:]] = OpConstantSampler %[[#Smp]] Repeat 1 Linear
; CHECK-DAG: %[[#uint_20:]] = OpConstant %[[#uint]] 20
; CHECK-DAG: %[[#HelperType:]] = OpTypeFunction %[[#]] %[[#Img]] %[[#Smp]]

; CHECK: OpFunction %[[#]] None %[[#HelperType]]
; CHECK-NEXT: %[[#HI:]] = OpFunctionParameter %[[#Img]]
; CHECK-NEXT: %[[#HS:]] = OpFunctionParameter %[[#Smp]]
; CHECK: OpSampledImage %[[#]] %[[#HI]] %[[#HS]]

; CHECK: OpFunction
; CHECK: %[[#KI:]] = OpFunctionParameter %[[#Img]]
; CHECK: %[[#KS:]] = OpFunctionParameter %[[#Smp]]
; CHECK: OpSampledImage %[[#]] %[[#KI]] %[[#C20]]
; CHECK: OpFunctionCall %[[#]] %[[#]] %[[#KI]] %[[#C37]]
; CHECK: OpFunctionCall %[[#]] %[[#]] %[[#KI]] %[[#KS]]
; CHECK: OpIAdd %[[#uint]] %[[#]] %[[#uint_20]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @helper(ptr addrspace(1) %img, i32 %smp) {
entry:
  %slot = alloca i32, align 4
  store i32 %smp, ptr %slot, align 4
  %s = load i32, ptr %slot, align 4
  %t = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 %s, <2 x i32> zeroinitializer)
  %x = extractelement <4 x float> %t, i32 0
  ret float %x
}

define spir_kernel void @k(ptr addrspace(1) %img, i32 %arg_smp, ptr addrspace(1) %out, ptr addrspace(1) %iout) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %a = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 20, <2 x i32> zeroinitializer)
  store <4 x float> %a, ptr addrspace(1) %out, align 16
  %b = call spir_func float @helper(ptr addrspace(1) %img, i32 39)
  %c = call spir_func float @helper(ptr addrspace(1) %img, i32 %arg_smp)
  %bc = fadd float %b, %c
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %bc, ptr addrspace(1) %p, align 4
  %n = load i32, ptr addrspace(1) %iout, align 4
  %m = add i32 %n, 20
  store i32 %m, ptr addrspace(1) %iout, align 4
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)

!1 = !{i32 1, i32 0, i32 1, i32 1}
!2 = !{!"read_only", !"none", !"none", !"none"}
!3 = !{!"image2d_t", !"sampler_t", !"float*", !"int*"}
!4 = !{!"", !"", !"", !""}
