;; Input of extensions/newer-extensions.ll: IR forms of extensions newer than
;; the grammar spirv-emit is built with; each is an error naming its extension.
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %b, float %f, i32 %x) {
  call spir_func void @_Z16__spirv_AbortKHRi(i32 0)
  %fr = call spir_func i32 @_Z17__spirv_FreezeKHRi(i32 %x)
  %e1 = call spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELc(i8 1)
  %e2 = call spir_func i4 @_Z36__builtin_spirv_ConvertE4M3ToE2M1EXTc(i8 1)
  %e7 = call spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToE2M1INTELDh(half %e1)
  %e3 = call spir_func i8 @_Z37__builtin_spirv_ConvertFP32ToUE8M0EXTf(float %f)
  %e4 = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half %e1, i32 %x)
  %e5 = call spir_func float @_Z37__spirv_ClampStochasticRoundFToFINTELfi(float %f, i32 %x)
  %e6 = call spir_func half @_Z30__builtin_spirv_NotAConversionc(i8 1)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 520)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 520)
  %rdiv = fdiv float %f, %f, !spirv.Decorations !0
  %rsqrt = call float @llvm.sqrt.f32(float %rdiv), !spirv.Decorations !0
  store float %rsqrt, ptr addrspace(1) %p
  ret void
}

declare spir_func void @_Z16__spirv_AbortKHRi(i32)
declare spir_func i32 @_Z17__spirv_FreezeKHRi(i32)
declare spir_func half @_Z38__builtin_spirv_ConvertE2M1ToFP16INTELc(i8)
declare spir_func i4 @_Z36__builtin_spirv_ConvertE4M3ToE2M1EXTc(i8)
declare spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToE2M1INTELDh(half)
declare spir_func i8 @_Z37__builtin_spirv_ConvertFP32ToUE8M0EXTf(float)
declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE5M2INTELDhi(half, i32)
declare spir_func float @_Z37__spirv_ClampStochasticRoundFToFINTELfi(float, i32)
declare spir_func half @_Z30__builtin_spirv_NotAConversionc(i8)
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
declare float @llvm.sqrt.f32(float)

;; FPRoundingMode RTZ.
!0 = !{!1}
!1 = !{i32 39, i32 1}
