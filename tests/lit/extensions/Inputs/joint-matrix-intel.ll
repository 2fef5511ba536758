;; SPV_INTEL_joint_matrix as older DPC++ emitted it (the translator's
;; test/extensions/INTEL/SPV_INTEL_joint_matrix): target("spirv.JointMatrixINTEL", ...).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c) {
  %ma = call spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1cmii(ptr addrspace(1) %a, i64 32, i32 0, i32 3)
  %mc = call spir_func target("spirv.JointMatrixINTEL", i32, 8, 8, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) %ma, i32 3)
  call spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1i(ptr addrspace(1) %c, target("spirv.JointMatrixINTEL", i32, 8, 8, 3, 3, 2) %mc, i64 8, i32 0, i32 3)
  ret void
}

declare spir_func target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0) @_Z28__spirv_JointMatrixLoadINTELPU3AS1cmii(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i32, 8, 8, 3, 3, 2) @_Z27__spirv_JointMatrixMadINTEL(target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), target("spirv.JointMatrixINTEL", i8, 8, 32, 0, 3, 0), i32)
declare spir_func void @_Z29__spirv_JointMatrixStoreINTELPU3AS1i(ptr addrspace(1), target("spirv.JointMatrixINTEL", i32, 8, 8, 3, 3, 2), i64, i32, i32)

define spir_func void @takes_matrix(target("spirv.JointMatrixINTEL", float, 8, 8, 3, 3, 2) %m) {
  ret void
}
