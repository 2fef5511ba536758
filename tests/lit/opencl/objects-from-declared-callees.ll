;; Which calls seed the OpenCL objects: a helper without kernel metadata
;; passes its pointers to a declared function whose mangled name gives an
;; image and a sampler, so the helper's parameters are the image and sampler,
;; and so are the kernel's it passes on (the kernel has no !kernel_arg_*
;; metadata to say so). The kernel also calls get_global_id, a declaration
;; whose calls give no objects: only the helper is read for seeds.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

; CHECK-DAG: OpName %[[#Helper:]] "helper"
; CHECK-DAG: OpName %[[#K:]] "k"
; CHECK-DAG: %[[#Img:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#Smp:]] = OpTypeSampler
; CHECK: %[[#Helper]] = OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#Img]]
; CHECK-NEXT: OpFunctionParameter %[[#Smp]]
; CHECK: %[[#K]] = OpFunction
; CHECK-NEXT: %[[#I:]] = OpFunctionParameter %[[#Img]]
; CHECK-NEXT: %[[#S:]] = OpFunctionParameter %[[#Smp]]
; CHECK: OpFunctionCall %[[#]] %[[#Helper]] %[[#I]] %[[#S]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @helper(ptr addrspace(1) %img, ptr addrspace(2) %smp) {
entry:
  %v = call spir_func float @_Z6sample14ocl_image2d_ro11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  ret float %v
}

define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(2) %smp, ptr addrspace(1) %out) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %v = call spir_func float @helper(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %p = getelementptr float, ptr addrspace(1) %out, i64 %id
  store float %v, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func float @_Z6sample14ocl_image2d_ro11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func i64 @_Z13get_global_idj(i32)
