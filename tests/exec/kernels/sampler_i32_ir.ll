; SPIR 1.2 samplers as i32: a literal passed straight to read_imagef and one
; passed to a helper whose sampler parameter is an i32 (OpConstantSampler,
; OpTypeSampler). 18 = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
; CLK_FILTER_NEAREST; the helper reads one texel past the right edge, which
; clamps to the last column.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x float> @fetch(ptr addrspace(1) %img, i32 %smp, <2 x i32> %p) {
  %t = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 %smp, <2 x i32> %p)
  ret <4 x float> %t
}

define spir_kernel void @sampler_i32_ir(ptr addrspace(1) %src, ptr addrspace(1) %dst) !kernel_arg_type !0 !kernel_arg_access_qual !1 !kernel_arg_addr_space !2 !kernel_arg_base_type !0 !kernel_arg_type_qual !3 {
  %x64 = call spir_func i64 @_Z13get_global_idj(i32 0)
  %y64 = call spir_func i64 @_Z13get_global_idj(i32 1)
  %w64 = call spir_func i64 @_Z15get_global_sizej(i32 0)
  %x = trunc i64 %x64 to i32
  %y = trunc i64 %y64 to i32
  %p0 = insertelement <2 x i32> undef, i32 %x, i32 0
  %p = insertelement <2 x i32> %p0, i32 %y, i32 1
  %a = call spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1) %src, i32 18, <2 x i32> %p)
  %x1 = add i32 %x, 1
  %q = insertelement <2 x i32> %p, i32 %x1, i32 0
  %b = call spir_func <4 x float> @fetch(ptr addrspace(1) %src, i32 18, <2 x i32> %q)
  %b10 = fmul <4 x float> %b, <float 10.0, float 10.0, float 10.0, float 10.0>
  %s = fadd <4 x float> %a, %b10
  %row = mul i64 %y64, %w64
  %i = add i64 %row, %x64
  %o = getelementptr inbounds <4 x float>, ptr addrspace(1) %dst, i64 %i
  store <4 x float> %s, ptr addrspace(1) %o, align 16
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef11ocl_image2d11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)
declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z15get_global_sizej(i32)

!0 = !{!"image2d_t", !"float4*"}
!1 = !{!"read_only", !"none"}
!2 = !{i32 1, i32 1}
!3 = !{!"", !""}
