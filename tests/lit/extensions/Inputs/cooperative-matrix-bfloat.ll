target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1DF16bil(ptr addrspace(1) %a, i32 0, i64 16)
  %mb = call spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 16, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1DF16bil.1(ptr addrspace(1) %b, i32 0, i64 16)
  %mc = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float 0.0)
  %md = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 0) %ma, target("spirv.CooperativeMatrixKHR", bfloat, 3, 16, 16, 1) %mb, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %mc, i32 0)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1) %c, target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) %md, i32 0, i64 16)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 0) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1DF16bil(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", bfloat, 3, 16, 16, 1) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS1DF16bil.1(ptr addrspace(1), i32, i64)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2) @_Z34__spirv_CooperativeMatrixMulAddKHR(target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 0), target("spirv.CooperativeMatrixKHR", bfloat, 3, 16, 16, 1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS1fil(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 2), i32, i64)
