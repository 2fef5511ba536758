;; Images kept in memory (OpenCL C forbids image variables; other front ends
;; and hand-written IR write them): a variable set twice is a Function
;; variable of the image type, an array of images an array variable, a struct
;; member a member of the image type. Memory the lowering cannot tell apart
;; (a select between two variables) is an error naming the instruction.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: sed -n 's/^;ERRIR: //p' %s > %t.err.ll
; RUN: %not %opt -passes='spirv-emit<out=%t.err.spv>' -disable-output %t.err.ll 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %not test -e %t.err.spv

; CHECK-DAG: %[[#IMG:]] = OpTypeImage %[[#]] 2D 0 0 0 0 Unknown ReadOnly
; CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#HOLDER:]] = OpTypeStruct %[[#IMG]] %[[#UINT]]
; CHECK-DAG: %[[#ARR:]] = OpTypeArray %[[#IMG]] %[[#]]
; CHECK-DAG: %[[#PIMG:]] = OpTypePointer Function %[[#IMG]]
; CHECK-DAG: %[[#PARR:]] = OpTypePointer Function %[[#ARR]]
; CHECK-DAG: %[[#PHOLDER:]] = OpTypePointer Function %[[#HOLDER]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#IMG]]
; CHECK: %[[#B:]] = OpFunctionParameter %[[#IMG]]
; CHECK: %[[#SLOT:]] = OpVariable %[[#PIMG]] Function
; CHECK: OpVariable %[[#PARR]] Function
; CHECK: OpVariable %[[#PHOLDER]] Function
; CHECK: OpStore %[[#SLOT]] %[[#A]]
; CHECK: OpStore %[[#SLOT]] %[[#B]]
; CHECK: %[[#IMG1:]] = OpLoad %[[#IMG]] %[[#SLOT]]
; CHECK: OpImageRead %[[#]] %[[#IMG1]]

; ERR: error: spirv-emit:
; ERR: an OpenCL object (image, sampler, pipe, reserve id, event, queue) kept in memory reached through this instruction is not supported (only variables, arrays of them and struct members can hold one in SPIR-V)
; ERR-NEXT: %either = select i1 %c, ptr %x, ptr %y

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

;ERRIR: target triple = "spir64-unknown-unknown"
;ERRIR: define spir_kernel void @either(ptr addrspace(1) %a, ptr addrspace(1) %o, i1 %c) !kernel_arg_type !0 !kernel_arg_access_qual !1 {
;ERRIR:   %x = alloca ptr addrspace(1)
;ERRIR:   %y = alloca ptr addrspace(1)
;ERRIR:   %either = select i1 %c, ptr %x, ptr %y
;ERRIR:   store ptr addrspace(1) %a, ptr %either
;ERRIR:   %img = load ptr addrspace(1), ptr %either
;ERRIR:   %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1) %img, <2 x i32> zeroinitializer)
;ERRIR:   store <4 x float> %v, ptr addrspace(1) %o
;ERRIR:   ret void
;ERRIR: }
;ERRIR: declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(ptr addrspace(1), <2 x i32>)
;ERRIR: !0 = !{!"image2d_t", !"float4*", !"bool"}
;ERRIR: !1 = !{!"read_only", !"none", !"none"}
