;; A user function only declared here (defined in another module, linked
;; later) whose mangled name gives it an image and a sampler
;; (`_Z6sample14ocl_image2d_ro11ocl_sampler`): its parameters are the image
;; and sampler types, and the call passes the objects as they are.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#F:]] LinkageAttributes "_Z6sample14ocl_image2d_ro11ocl_sampler" Import
; CHECK-DAG: %[[#Img:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#Smp:]] = OpTypeSampler
; CHECK-DAG: %[[#FT:]] = OpTypeFunction %[[#]] %[[#Img]] %[[#Smp]]{{$}}
; CHECK: %[[#F]] = OpFunction %[[#]] None %[[#FT]]
; CHECK-NEXT: OpFunctionParameter %[[#Img]]
; CHECK-NEXT: OpFunctionParameter %[[#Smp]]
; CHECK: OpFunction %[[#]] None
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#Img]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#Smp]]
; CHECK: OpFunctionCall %[[#]] %[[#F]] %[[#I]] %[[#S]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
entry:
  %v = call spir_func float @_Z6sample14ocl_image2d_ro11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func float @_Z6sample14ocl_image2d_ro11ocl_sampler(ptr addrspace(1), ptr addrspace(2))

!1 = !{i32 1, i32 0, i32 1}
!2 = !{!"read_only", !"none", !"none"}
!3 = !{!"image2d_t", !"sampler_t", !"float*"}
!4 = !{!"", !"", !""}
