;; FP8 conversions of cooperative matrices that do not fit (see
;; float8-cooperative-matrix.ll): the i8 matrix of another shape than the half
;; one, and a float (not half) matrix.
target triple = "spir64-unknown-unknown"

define spir_func void @other_shape(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %m) {
  %bits = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2) %m)
  ret void
}

define spir_func void @float_matrix(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) %m) {
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) %m)
  ret void
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2))
