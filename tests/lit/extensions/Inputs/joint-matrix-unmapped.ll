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

; Typed-pointer IR (a pointer to an opaque %spirv.JointMatrixINTEL.* struct)
; read as opaque pointers: the matrix is a plain pointer, its type without Use.
define spir_func void @typed_pointer(ptr addrspace(4) %p, i64 %i) {
  %m = call spir_func ptr addrspace(4) @_Z28__spirv_JointMatrixLoadINTELIfLm8ELm8ELN5__spv12MatrixLayoutE0ELNS0_5Scope4FlagE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS5_mS1_S3_i(ptr addrspace(4) %p, i64 8, i32 0, i32 3, i32 0)
  %e = call spir_func float @_Z28__spirv_VectorExtractDynamicIfLm8ELm8ELN5__spv12MatrixLayoutE0ELNS0_5Scope4FlagE3EET_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEm(ptr addrspace(4) %m, i64 %i)
  ret void
}

declare spir_func ptr addrspace(4) @_Z28__spirv_JointMatrixLoadINTELIfLm8ELm8ELN5__spv12MatrixLayoutE0ELNS0_5Scope4FlagE3EEPNS0_24__spirv_JointMatrixINTELIT_XT0_EXT1_EXT2_EXT3_EEEPS5_mS1_S3_i(ptr addrspace(4), i64, i32, i32, i32)
declare spir_func float @_Z28__spirv_VectorExtractDynamicIfLm8ELm8ELN5__spv12MatrixLayoutE0ELNS0_5Scope4FlagE3EET_PNS0_24__spirv_JointMatrixINTELIS4_XT0_EXT1_EXT2_EXT3_EEEm(ptr addrspace(4), i64)
declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 2, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii(ptr addrspace(1), i64, i32, i32)
declare spir_func target("spirv.JointMatrixINTEL", i8, 32, 16, 0, 3, 1) @_Z28__spirv_JointMatrixLoadINTELPU3AS1clii_b(ptr addrspace(1), i64, i32, i32)
declare spir_func <2 x i32> @_Z39__spirv_JointMatrixGetElementCoordINTEL(target("spirv.JointMatrixINTEL", float, 8, 8, 3, 3, 2), i32)
