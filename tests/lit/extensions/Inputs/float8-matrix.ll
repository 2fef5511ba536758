;; An FP8 conversion of a cooperative matrix (see float8.ll).
target triple = "spir64-unknown-unknown"

define spir_func void @matrix(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %m) {
  %bits = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %m)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2))
