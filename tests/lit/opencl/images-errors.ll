;; An image kept in a variable that is set twice cannot be given a SPIR-V image type (OpenCL C
;; forbids image variables; hand-written IR can do it): an error naming the variable.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit:
; CHECK: storing an image or sampler to memory more than once is not supported (images and samplers can only be kept in variables set once)
; CHECK-NEXT: %slot = alloca ptr addrspace(1)

target triple = "spir64-unknown-unknown"

define spir_kernel void @twice(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o, i32 %which) !kernel_arg_type !0 !kernel_arg_access_qual !1 {
entry:
  %slot = alloca ptr addrspace(1)
  store ptr addrspace(1) %a, ptr %slot
  %c = icmp ne i32 %which, 0
  br i1 %c, label %other, label %read
other:
  store ptr addrspace(1) %b, ptr %slot
  br label %read
read:
  %img = load ptr addrspace(1), ptr %slot
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %img, <2 x i32> zeroinitializer)
  store <4 x float> %v, ptr addrspace(1) %o
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1), <2 x i32>)

!0 = !{!"image2d_t", !"image2d_t", !"float4*", !"int"}
!1 = !{!"read_only", !"read_only", !"none", !"none"}
