target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(3) %a, ptr addrspace(3) %c) !reqd_work_group_size !0 {
  %ma = call spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS3fil(ptr addrspace(3) %a, i32 0, i64 8)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS3fil(ptr addrspace(3) %c, target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) %ma, i32 0, i64 8)
  ret void
}
declare spir_func target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2) @_Z32__spirv_CooperativeMatrixLoadKHRPU3AS3fil(ptr addrspace(3), i32, i64)
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHRPU3AS3fil(ptr addrspace(3), target("spirv.CooperativeMatrixKHR", float, 2, 8, 8, 2), i32, i64)
!0 = !{i32 8, i32 8, i32 1}
