;; SPV_EXT_float8: the FP8 conversion builtins as the translators spell them
;; (`__builtin_spirv_Convert{E4M3|E5M2}To{FP16|BF16}EXT`, the reverse with an
;; optional `_sat`, and `__builtin_spirv_ClampConvert{FP16|BF16}To{E4M3|E5M2}INTEL`)
;; on i8 bits: a bitcast to OpTypeFloat 8 Float8E4M3EXT/Float8E5M2EXT and an
;; OpFConvert, decorated SaturatedToLargestFloat8NormalConversionEXT when
;; saturating. Scalars and vectors. SPIRV-Tools 2023.1 and llvm-spirv-15 do not
;; know the extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_float8+SPV_KHR_bfloat16-SPV_INTEL_bfloat16_conversion>' -disable-output %s
;; With bfloat kept as 16-bit integers (SPV_INTEL_bfloat16_conversion, a default), the
;; FP8 conversions still convert in the KHR bfloat type, bitcast from and to the integers.
; RUN: %opt -passes='spirv-emit<out=%t.intel.spv;ext=+SPV_EXT_float8+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.intel.spv
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv;ext=+SPV_KHR_bfloat16>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.nobf.spv;ext=+SPV_EXT_float8+SPV_INTEL_bfloat16_conversion>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BF
; RUN: test ! -e %t.nobf.spv

; CHECK-DAG: OpCapability Float8EXT
; CHECK-DAG: OpCapability BFloat16TypeKHR
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: OpExtension "SPV_KHR_bfloat16"
; CHECK-DAG: OpDecorate %[[#sat1:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: OpDecorate %[[#sat2:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: %[[#i8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#bf4:]] = OpTypeVector %[[#bf]] 4
; CHECK-DAG: %[[#i8x4:]] = OpTypeVector %[[#i8]] 4
; CHECK-DAG: %[[#e4m3:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#e5m2:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#e4m3x4:]] = OpTypeVector %[[#e4m3]] 4
; CHECK-DAG: %[[#e5m2x4:]] = OpTypeVector %[[#e5m2]] 4

;; E4M3 bits -> half.
; CHECK: %[[#e:]] = OpLoad %[[#i8]]
; CHECK-NEXT: %[[#c:]] = OpBitcast %[[#e4m3]] %[[#e]]
; CHECK-NEXT: %[[#x:]] = OpFConvert %[[#half]] %[[#c]]
;; half -> E5M2, saturating.
; CHECK: %[[#sat1]] = OpFConvert %[[#e5m2]] %[[#x]]
; CHECK-NEXT: OpBitcast %[[#i8]] %[[#sat1]]
;; half -> E4M3, clamping (saturating): the INTEL clamp name.
; CHECK: %[[#sat2]] = OpFConvert %[[#e4m3]] %[[#x]]
; CHECK-NEXT: OpBitcast %[[#i8]] %[[#sat2]]
;; <4 x i8> E5M2 bits -> <4 x bfloat>, and bfloat -> E4M3 bits (rounding).
; CHECK: %[[#v:]] = OpLoad %[[#i8x4]]
; CHECK-NEXT: %[[#vc:]] = OpBitcast %[[#e5m2x4]] %[[#v]]
; CHECK-NEXT: %[[#w:]] = OpFConvert %[[#bf4]] %[[#vc]]
; CHECK: %[[#u:]] = OpFConvert %[[#e4m3x4]] %[[#w]]
; CHECK-NEXT: OpBitcast %[[#i8x4]] %[[#u]]

; ERR: '__builtin_spirv_ConvertE4M3ToFP16EXT' needs the SPIR-V extension SPV_EXT_float8, which the target does not allow
; BF: '__builtin_spirv_ConvertE5M2ToBF16EXT' needs the SPIR-V extension SPV_KHR_bfloat16

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %bits, ptr addrspace(1) %h, ptr addrspace(1) %b) {
  %e = load i8, ptr addrspace(1) %bits
  %x = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %e)
  store half %x, ptr addrspace(1) %h
  %y = call spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDh(half %x)
  store i8 %y, ptr addrspace(1) %bits
  %z = call spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half %x)
  store i8 %z, ptr addrspace(1) %bits
  %v = load <4 x i8>, ptr addrspace(1) %bits
  %w = call spir_func <4 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv4_c(<4 x i8> %v)
  store <4 x bfloat> %w, ptr addrspace(1) %b
  %u = call spir_func <4 x i8> @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDv4_DF16b(<4 x bfloat> %w)
  store <4 x i8> %u, ptr addrspace(1) %bits
  ret void
}

declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
declare spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDh(half)
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertFP16ToE4M3INTELDh(half)
declare spir_func <4 x bfloat> @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTDv4_c(<4 x i8>)
declare spir_func <4 x i8> @_Z36__builtin_spirv_ConvertBF16ToE4M3EXTDv4_DF16b(<4 x bfloat>)
