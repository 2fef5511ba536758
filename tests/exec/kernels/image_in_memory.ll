;; Images kept in memory, as front ends other than OpenCL C write them: a variable
;; set twice (on a run-time condition), an array of images indexed at run time and
;; a struct member. They become Function variables of the image type (or arrays
;; and structs holding it); the reads go through loads of them.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%holder = type { ptr addrspace(1), i32 }

define spir_kernel void @image_in_memory(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o, i32 %which) !kernel_arg_type !0 !kernel_arg_access_qual !1 !kernel_arg_addr_space !2 !kernel_arg_base_type !0 !kernel_arg_type_qual !3 {
entry:
  %slot = alloca ptr addrspace(1)
  %arr = alloca [2 x ptr addrspace(1)]
  %h = alloca %holder
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %x = trunc i64 %gid to i32
  store ptr addrspace(1) %a, ptr %slot
  %e0 = getelementptr [2 x ptr addrspace(1)], ptr %arr, i64 0, i64 0
  store ptr addrspace(1) %a, ptr %e0
  %e1 = getelementptr [2 x ptr addrspace(1)], ptr %arr, i64 0, i64 1
  store ptr addrspace(1) %b, ptr %e1
  %hm = getelementptr %holder, ptr %h, i64 0, i32 0
  store ptr addrspace(1) %b, ptr %hm
  %c = icmp ne i32 %which, 0
  br i1 %c, label %other, label %read
other:
  store ptr addrspace(1) %b, ptr %slot
  br label %read
read:
  %img = load ptr addrspace(1), ptr %slot
  %idx = and i64 %gid, 1
  %ei = getelementptr [2 x ptr addrspace(1)], ptr %arr, i64 0, i64 %idx
  %img2 = load ptr addrspace(1), ptr %ei
  %img3 = load ptr addrspace(1), ptr %hm
  %coord = insertelement <2 x i32> zeroinitializer, i32 %x, i32 0
  %v1 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %img, <2 x i32> %coord)
  %v2 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %img2, <2 x i32> %coord)
  %v3 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %img3, <2 x i32> %coord)
  %s1 = fmul <4 x float> %v2, <float 10.0, float 10.0, float 10.0, float 10.0>
  %s2 = fmul <4 x float> %v3, <float 100.0, float 100.0, float 100.0, float 100.0>
  %t = fadd <4 x float> %v1, %s1
  %u = fadd <4 x float> %t, %s2
  %p = getelementptr <4 x float>, ptr addrspace(1) %o, i64 %gid
  store <4 x float> %u, ptr addrspace(1) %p
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1), <2 x i32>)
declare spir_func i64 @_Z13get_global_idj(i32)

!0 = !{!"image2d_t", !"image2d_t", !"float4*", !"int"}
!1 = !{!"read_only", !"read_only", !"none", !"none"}
!2 = !{i32 1, i32 1, i32 1, i32 0}
!3 = !{!"", !"", !"", !""}
