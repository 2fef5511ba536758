;; Friendly calls of extensions no SPIRV-Tools here validates: the
;; CooperativeMatrix*INTEL additions of SPV_INTEL_joint_matrix,
;; SPV_INTEL_complex_float_mul_div.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <2 x float>, ptr addrspace(1) %p
  %m = call spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float> %v, <2 x float> %v)
  %d = call spir_func <2 x float> @_Z24__spirv_ComplexFDivINTELDv2_fS_(<2 x float> %m, <2 x float> %v)
  store <2 x float> %d, ptr addrspace(1) %p
  call spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS1ciiiiim(ptr addrspace(1) %p, i32 8, i32 8, i32 0, i32 0, i32 0, i64 8)
  ret void
}

declare spir_func <2 x float> @_Z24__spirv_ComplexFMulINTELDv2_fS_(<2 x float>, <2 x float>)
declare spir_func <2 x float> @_Z24__spirv_ComplexFDivINTELDv2_fS_(<2 x float>, <2 x float>)
declare spir_func void @_Z38__spirv_CooperativeMatrixPrefetchINTELPU3AS1ciiiiim(ptr addrspace(1), i32, i32, i32, i32, i32, i64)
