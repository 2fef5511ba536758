target triple = "spir64-unknown-unknown"

declare spir_func float @_Z17__spirv_ocl_fmaxxff(float, float)

define spir_func float @bad(float %f) {
  %a = call spir_func float @_Z17__spirv_ocl_fmaxxff(float %f, float %f)
  ret float %a
}
