target triple = "spir64-unknown-unknown"

declare spir_func float @_Z13__spirv_FAdddff(float, float)
declare spir_func float @_Z12__spirv_FAddf(float)
declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func i32 @_Z15__spirv_TypeIntii(i32, i32)

define spir_func void @bad(float %f, i32 %n) {
  %a = call spir_func float @_Z13__spirv_FAdddff(float %f, float %f)
  %b = call spir_func float @_Z12__spirv_FAddf(float %f)
  %c = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 %n, i32 %n)
  %d = call spir_func i32 @_Z15__spirv_TypeIntii(i32 32, i32 0)
  ret void
}
