;; FP4 E2M1 (SPV_EXT_ocp_microscaling_types, SPV_INTEL_float4) and Int4
;; (SPV_INTEL_int4) conversion builtins: no released SPIRV-Tools knows those
;; types, so they are computed in core SPIR-V whatever extensions are allowed.
;; Decoding builds the float bits of the exact value ((m + 252) << 22 for a
;; magnitude code m >= 2, m * 0.5's bits below); encoding counts the midpoints
;; below |x| (ties to the even code, saturating at 6). Packed forms: value k in
;; bits 4k..4k+3.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val %t.all.spv

; CHECK-NOT: OpExtension "SPV_EXT_ocp_microscaling_types"
; CHECK-NOT: OpExtension "SPV_INTEL_float4"
; CHECK-DAG: %[[#u32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#u8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#bool:]] = OpTypeBool
; CHECK-DAG: %[[#u32x8:]] = OpTypeVector %[[#u32]] 8
; CHECK-DAG: %[[#u8x2:]] = OpTypeVector %[[#u8]] 2
; CHECK-DAG: %[[#u8x4:]] = OpTypeVector %[[#u8]] 4
; CHECK-DAG: %[[#c7:]] = OpConstant %[[#u32]] 7{{$}}
; CHECK-DAG: %[[#c15:]] = OpConstant %[[#u32]] 15{{$}}
; CHECK-DAG: %[[#c22:]] = OpConstant %[[#u32]] 22{{$}}
; CHECK-DAG: %[[#c28:]] = OpConstant %[[#u32]] 28{{$}}
; CHECK-DAG: %[[#c252:]] = OpConstant %[[#u32]] 252{{$}}
; CHECK-DAG: %[[#point5:]] = OpConstant %[[#u32]] 1056964608{{$}}
; CHECK-DAG: %[[#sign:]] = OpConstant %[[#u32]] 2147483648{{$}}
; CHECK-DAG: %[[#c4:]] = OpConstant %[[#u32]] 4{{$}}
; CHECK-DAG: %[[#c0:]] = OpConstant %[[#u32]] 0{{$}}
; CHECK-DAG: %[[#shifts:]] = OpConstantComposite %[[#u32x8]] %[[#c0]] %[[#c4]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]
; CHECK-DAG: %[[#tie_low:]] = OpConstant %[[#float]] 0.25
; CHECK-DAG: %[[#tie_up:]] = OpConstant %[[#float]] 0.75
; CHECK-DAG: %[[#sat:]] = OpConstant %[[#float]] 5

; CHECK: OpFunction %[[#half]] None
; CHECK: %[[#code:]] = OpFunctionParameter %[[#u8]]
; CHECK: %[[#wide:]] = OpUConvert %[[#u32]] %[[#code]]
; CHECK: %[[#m:]] = OpBitwiseAnd %[[#u32]] %[[#wide]] %[[#c7]]
; CHECK: %[[#sub:]] = OpIMul %[[#u32]] %[[#m]] %[[#point5]]
; CHECK: %[[#biased:]] = OpIAdd %[[#u32]] %[[#m]] %[[#c252]]
; CHECK: %[[#normal:]] = OpShiftLeftLogical %[[#u32]] %[[#biased]] %[[#c22]]
; CHECK: %[[#small:]] = OpULessThan %[[#bool]] %[[#m]] %[[#]]
; CHECK: %[[#mag:]] = OpSelect %[[#u32]] %[[#small]] %[[#sub]] %[[#normal]]
; CHECK: %[[#up:]] = OpShiftLeftLogical %[[#u32]] %[[#wide]] %[[#c28]]
; CHECK: %[[#s:]] = OpBitwiseAnd %[[#u32]] %[[#up]] %[[#sign]]
; CHECK: %[[#bits:]] = OpBitwiseOr %[[#u32]] %[[#mag]] %[[#s]]
; CHECK: %[[#f:]] = OpBitcast %[[#float]] %[[#bits]]
; CHECK: %[[#h:]] = OpFConvert %[[#half]] %[[#f]]
; CHECK: OpReturnValue %[[#h]]
define spir_func half @decode(i4 %c) {
  %r = call spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4 %c)
  ret half %r
}

;; Eight codes packed in an i32: splat, shifted by 4k, masked.
; CHECK: OpFunction{{ }}
; CHECK: %[[#w:]] = OpFunctionParameter %[[#u32]]
; CHECK: %[[#in:]] = OpCompositeInsert %[[#u32x8]] %[[#w]]
; CHECK: %[[#spread:]] = OpVectorShuffle %[[#u32x8]] %[[#in]] %[[#in]] 0 0 0 0 0 0 0 0
; CHECK: %[[#sh:]] = OpShiftRightLogical %[[#u32x8]] %[[#spread]] %[[#shifts]]
; CHECK: OpBitwiseAnd %[[#u32x8]] %[[#]] %[[#]]
define spir_func <8 x half> @decode_packed(i32 %w) {
  %r = call spir_func <8 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTj(i32 %w)
  ret <8 x half> %r
}

;; Two bytes, four codes: byte k/2 in lane k, shifted by 0 or 4.
; CHECK: OpFunction{{ }}
; CHECK: %[[#v:]] = OpFunctionParameter %[[#u8x2]]
; CHECK: %[[#sp:]] = OpVectorShuffle %[[#u8x4]] %[[#v]] %[[#v]] 0 0 1 1
define spir_func <4 x i8> @decode_bytes_to_e4m3(<2 x i8> %v) {
  %r = call spir_func <4 x i8> @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTDv4_i(<2 x i8> %v)
  ret <4 x i8> %r
}

;; Encoding: |x| against the seven midpoints (>= where a tie goes up).
; CHECK: OpFunction{{ }}
; CHECK: %[[#x:]] = OpFunctionParameter %[[#half]]
; CHECK: %[[#xf:]] = OpFConvert %[[#float]] %[[#x]]
; CHECK: %[[#abs:]] = OpExtInst %[[#float]] %[[#]] fabs %[[#xf]]
; CHECK: OpFOrdGreaterThan %[[#bool]] %[[#abs]] %[[#tie_low]]
; CHECK: OpFOrdGreaterThanEqual %[[#bool]] %[[#abs]] %[[#tie_up]]
; CHECK: OpFOrdGreaterThan %[[#bool]] %[[#abs]] %[[#sat]]
; CHECK: OpUConvert %[[#u8]]
define spir_func i4 @encode(half %x) {
  %r = call spir_func i4 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDh(half %x)
  ret i4 %r
}

;; Packed in bytes: even codes in the low nibbles.
; CHECK: OpFunction{{ }}
; CHECK: OpShiftLeftLogical %[[#]] %[[#]] %[[#]]
; CHECK: OpBitwiseOr
; CHECK: OpUConvert %[[#u8x2]]
define spir_func <2 x i8> @encode_bytes(<4 x bfloat> %x) {
  %r = call spir_func <2 x i8> @_Z36__builtin_spirv_ConvertBF16ToE2M1EXTDv4_DF16b(<4 x bfloat> %x)
  ret <2 x i8> %r
}

;; Int4: sign-extended from 4 bits, exact in float; back, saturated to -8..7.
; CHECK: OpFunction{{ }}
; CHECK: OpShiftRightArithmetic %[[#u32]]
; CHECK: OpConvertSToF %[[#float]]
define spir_func i8 @int4_to_e4m3(i4 %c) {
  %r = call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELi(i4 %c)
  ret i8 %r
}

; CHECK: OpFunction{{ }}
; CHECK: OpExtInst %[[#]] %[[#]] fmin
; CHECK: OpExtInst %[[#]] %[[#]] fmax
; CHECK: OpConvertFToS %[[#u32x8]]
define spir_func i32 @half_to_int4(<8 x half> %x) {
  %r = call spir_func i32 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDv8_Dh(<8 x half> %x)
  ret i32 %r
}

declare spir_func half @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTi(i4)
declare spir_func <8 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTj(i32)
declare spir_func <4 x i8> @_Z36__builtin_spirv_ConvertE2M1ToE4M3EXTDv4_i(<2 x i8>)
declare spir_func i4 @_Z36__builtin_spirv_ConvertFP16ToE2M1EXTDh(half)
declare spir_func <2 x i8> @_Z36__builtin_spirv_ConvertBF16ToE2M1EXTDv4_DF16b(<4 x bfloat>)
declare spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE4M3INTELi(i4)
declare spir_func i32 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDv8_Dh(<8 x half>)
