;; SPV_INTEL_joint_matrix forms without a SPV_KHR_cooperative_matrix
;; equivalent (see joint-matrix-as-cooperative-matrix.ll).
target triple = "spir64-unknown-unknown"

define spir_func void @packed_type(ptr addrspace(1) %b) {
  %m = call spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii(ptr addrspace(1) %b, i64 16, i32 0, i32 3)
  ret void
}

define spir_func void @packed_load(ptr addrspace(1) %b) {
  %m = call spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 0, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii_b(ptr addrspace(1) %b, i64 16, i32 2, i32 3)
  ret void
}

define spir_func void @no_use(target("spirv.JointMatrixINTEL", i16, 2, 2, 0, 3) %m) {
  ret void
}

define spir_func void @interpretation(target("spirv.JointMatrixINTEL", float, 8, 8, 0, 3, 0, 1) %m) {
  ret void
}

define spir_func void @coordinates(target("spirv.JointMatrixINTEL", float, 8, 8, 3, 3, 2) %m) {
  %xy = call spir_func <2 x i32> @_Z39__spirv_JointMatrixGetElementCoordINTEL(target("spirv.JointMatrixINTEL", float, 8, 8, 3, 3, 2) %m, i32 0)
  ret void
}

declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 0, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii_b(ptr addrspace(1), i64, i32, i32)
declare spir_func <2 x i32> @_Z39__spirv_JointMatrixGetElementCoordINTEL(target("spirv.JointMatrixINTEL", float, 8, 8, 3, 3, 2), i32)
