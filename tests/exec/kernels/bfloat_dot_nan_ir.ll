; bfloat `dot` (OpenCL builtin, DF16b mangling) and `__spirv_ocl_nan` with a
; bfloat result. By default: the i16 carrier of SPV_INTEL_bfloat16_conversion,
; the dot product computed in float and rounded back, and nan computed in
; float from the widened nancode. Inputs are small integers, so every dot
; product is exact in bfloat whatever order the runtime sums in.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bfloat_dot_nan_ir(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %dot, ptr addrspace(1) %isnan) {
  %i = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr <4 x bfloat>, ptr addrspace(1) %x, i64 %i
  %a = load <4 x bfloat>, ptr addrspace(1) %px, align 8
  %py = getelementptr <4 x bfloat>, ptr addrspace(1) %y, i64 %i
  %b = load <4 x bfloat>, ptr addrspace(1) %py, align 8
  %d = call spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat> %a, <4 x bfloat> %b)
  %pd = getelementptr bfloat, ptr addrspace(1) %dot, i64 %i
  store bfloat %d, ptr addrspace(1) %pd, align 2
  %code = trunc i64 %i to i16
  %n = call spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16 %code)
  %u = fcmp uno bfloat %n, %n
  %flag = zext i1 %u to i32
  %pn = getelementptr i32, ptr addrspace(1) %isnan, i64 %i
  store i32 %flag, ptr addrspace(1) %pn, align 4
  ret void
}

declare spir_func bfloat @_Z3dotDv4_DF16bS_(<4 x bfloat>, <4 x bfloat>)
declare spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16)
declare spir_func i64 @_Z13get_global_idj(i32)
