;; Constant data arrays and vectors (LLVM's ConstantDataSequential) are read
;; from their bytes, not element by element through LLVM (which makes an LLVM
;; constant of each: most of the time on large arrays). Every element kind
;; gives the constants LLVM's own elements give: integers zero-extended,
;; half subnormals, infinities, signed zeros, NaN payloads (read from LLVM:
;; its conversion quiets a float's signaling NaN), bfloat as its i16 carrier.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@i8s = addrspace(1) global [4 x i8] c"\00\7F\80\FF", align 1
@i16s = addrspace(1) global [3 x i16] [i16 0, i16 -1, i16 12345], align 2
@i32s = addrspace(1) global [3 x i32] [i32 -2147483648, i32 7, i32 -1], align 4
@i64s = addrspace(1) global [3 x i64] [i64 -1, i64 4294967296, i64 9223372036854775807], align 8
@halves = addrspace(1) global [8 x half] [half 0xH0000, half 0xH8000, half 0xH0001, half 0xH03FF, half 0xH3C00, half 0xH7C00, half 0xH7E01, half 0xH7D55], align 2
@floats = addrspace(1) global [8 x float] [float 0.0, float -0.0, float 0x36A0000000000000, float 1.5, float 0x7FF0000000000000, float 0x7FF8000020000000, float 0x7FF4000000000000, float 0xFFF8000000000000], align 4
@doubles = addrspace(1) global [6 x double] [double 0.0, double -0.0, double 4.9406564584124654e-324, double 0x7FF0000000000001, double 0x7FF8000000000123, double -2.5], align 8
@bfloats = addrspace(1) global [5 x bfloat] [bfloat 0xR0000, bfloat 0xR8000, bfloat 0xR3F80, bfloat 0xR7FC1, bfloat 0xR7F81], align 2
@vec = addrspace(1) global <4 x float> <float 1.0, float 2.0, float 0x7FF4000000000000, float 4.0>, align 16

; CHECK: %[[#V_uchar:]] = OpTypeInt 8 0
; CHECK: %[[#V_uint:]] = OpTypeInt 32 0
; CHECK: %[[#V_uint_4:]] = OpConstant %[[#V_uint]] 4
; CHECK: %[[#V_uchar_0:]] = OpConstant %[[#V_uchar]] 0
; CHECK: %[[#V_uchar_127:]] = OpConstant %[[#V_uchar]] 127
; CHECK: %[[#V_uchar_128:]] = OpConstant %[[#V_uchar]] 128
; CHECK: %[[#V_uchar_255:]] = OpConstant %[[#V_uchar]] 255
; CHECK: %[[#V_11:]] = OpConstantComposite %[[#V__arr_uchar_uint_4:]] %[[#V_uchar_0]] %[[#V_uchar_127]] %[[#V_uchar_128]] %[[#V_uchar_255]]
; CHECK: %[[#V_ushort:]] = OpTypeInt 16 0
; CHECK: %[[#V_uint_3:]] = OpConstant %[[#V_uint]] 3
; CHECK: %[[#V_ushort_0:]] = OpConstant %[[#V_ushort]] 0
; CHECK: %[[#V_ushort_65535:]] = OpConstant %[[#V_ushort]] 65535
; CHECK: %[[#V_ushort_12345:]] = OpConstant %[[#V_ushort]] 12345
; CHECK: %[[#V_20:]] = OpConstantComposite %[[#V__arr_ushort_uint_3:]] %[[#V_ushort_0]] %[[#V_ushort_65535]] %[[#V_ushort_12345]]
; CHECK: %[[#V_uint_2147483648:]] = OpConstant %[[#V_uint]] 2147483648
; CHECK: %[[#V_uint_7:]] = OpConstant %[[#V_uint]] 7
; CHECK: %[[#V_uint_4294967295:]] = OpConstant %[[#V_uint]] 4294967295
; CHECK: %[[#V_27:]] = OpConstantComposite %[[#V__arr_uint_uint_3:]] %[[#V_uint_2147483648]] %[[#V_uint_7]] %[[#V_uint_4294967295]]
; CHECK: %[[#V_ulong:]] = OpTypeInt 64 0
; CHECK: %[[#V_ulong_18446744073709551615:]] = OpConstant %[[#V_ulong]] 18446744073709551615
; CHECK: %[[#V_ulong_4294967296:]] = OpConstant %[[#V_ulong]] 4294967296
; CHECK: %[[#V_ulong_9223372036854775807:]] = OpConstant %[[#V_ulong]] 9223372036854775807
; CHECK: %[[#V_35:]] = OpConstantComposite %[[#V__arr_ulong_uint_3:]] %[[#V_ulong_18446744073709551615]] %[[#V_ulong_4294967296]] %[[#V_ulong_9223372036854775807]]
; CHECK: %[[#V_half:]] = OpTypeFloat 16
; CHECK: %[[#V_uint_8:]] = OpConstant %[[#V_uint]] 8
; CHECK: %[[#V_half_0x0p_0:]] = OpConstant %[[#V_half]] 0x0p+0
; CHECK: %[[#V_half_n0x0p_0:]] = OpConstant %[[#V_half]] -0x0p+0
; CHECK: %[[#V_half_0x1pn24:]] = OpConstant %[[#V_half]] 0x1p-24
; CHECK: %[[#V_half_0x1_ff8pn15:]] = OpConstant %[[#V_half]] 0x1.ff8p-15
; CHECK: %[[#V_half_0x1p_0:]] = OpConstant %[[#V_half]] 0x1p+0
; CHECK: %[[#V_half_0x1p_16:]] = OpConstant %[[#V_half]] 0x1p+16
; CHECK: %[[#V_half_0x1_804p_16:]] = OpConstant %[[#V_half]] 0x1.804p+16
; CHECK: %[[#V_half_0x1_d54p_16:]] = OpConstant %[[#V_half]] 0x1.d54p+16
; CHECK: %[[#V_49:]] = OpConstantComposite %[[#V__arr_half_uint_8:]] %[[#V_half_0x0p_0]] %[[#V_half_n0x0p_0]] %[[#V_half_0x1pn24]] %[[#V_half_0x1_ff8pn15]] %[[#V_half_0x1p_0]] %[[#V_half_0x1p_16]] %[[#V_half_0x1_804p_16]] %[[#V_half_0x1_d54p_16]]
; CHECK: %[[#V_float:]] = OpTypeFloat 32
; CHECK: %[[#V_float_0:]] = OpConstant %[[#V_float]] 0
; CHECK: %[[#V_float_n0:]] = OpConstant %[[#V_float]] -0
; CHECK: %[[#V_float_0x1pn149:]] = OpConstant %[[#V_float]] 0x1p-149
; CHECK: %[[#V_float_1_5:]] = OpConstant %[[#V_float]] 1.5
; CHECK: %[[#V_float_0x1p_128:]] = OpConstant %[[#V_float]] 0x1p+128
; CHECK: %[[#V_float_0x1_800002p_128:]] = OpConstant %[[#V_float]] 0x1.800002p+128
; CHECK: %[[#V_float_0x1_cp_128:]] = OpConstant %[[#V_float]] 0x1.cp+128
; CHECK: %[[#V_float_n0x1_8p_128:]] = OpConstant %[[#V_float]] -0x1.8p+128
; CHECK: %[[#V_62:]] = OpConstantComposite %[[#V__arr_float_uint_8:]] %[[#V_float_0]] %[[#V_float_n0]] %[[#V_float_0x1pn149]] %[[#V_float_1_5]] %[[#V_float_0x1p_128]] %[[#V_float_0x1_800002p_128]] %[[#V_float_0x1_cp_128]] %[[#V_float_n0x1_8p_128]]
; CHECK: %[[#V_double:]] = OpTypeFloat 64
; CHECK: %[[#V_uint_6:]] = OpConstant %[[#V_uint]] 6
; CHECK: %[[#V_double_0:]] = OpConstant %[[#V_double]] 0
; CHECK: %[[#V_double_n0:]] = OpConstant %[[#V_double]] -0
; CHECK: %[[#V_double_0x1pn1074:]] = OpConstant %[[#V_double]] 0x1p-1074
; CHECK: %[[#V_double_0x1_0000000000001p_1024:]] = OpConstant %[[#V_double]] 0x1.0000000000001p+1024
; CHECK: %[[#V_double_0x1_8000000000123p_1024:]] = OpConstant %[[#V_double]] 0x1.8000000000123p+1024
; CHECK: %[[#V_double_n2_5:]] = OpConstant %[[#V_double]] -2.5
; CHECK: %[[#V_74:]] = OpConstantComposite %[[#V__arr_double_uint_6:]] %[[#V_double_0]] %[[#V_double_n0]] %[[#V_double_0x1pn1074]] %[[#V_double_0x1_0000000000001p_1024]] %[[#V_double_0x1_8000000000123p_1024]] %[[#V_double_n2_5]]
; CHECK: %[[#V_uint_5:]] = OpConstant %[[#V_uint]] 5
; CHECK: %[[#V_ushort_32768:]] = OpConstant %[[#V_ushort]] 32768
; CHECK: %[[#V_ushort_16256:]] = OpConstant %[[#V_ushort]] 16256
; CHECK: %[[#V_ushort_32705:]] = OpConstant %[[#V_ushort]] 32705
; CHECK: %[[#V_82:]] = OpConstantComposite %[[#V__arr_ushort_uint_5:]] %[[#V_ushort_0]] %[[#V_ushort_32768]] %[[#V_ushort_16256]] %[[#V_ushort_32705]] %[[#V_ushort_32705]]
; CHECK: %[[#V_v4float:]] = OpTypeVector %[[#V_float]] 4
; CHECK: %[[#V_float_1:]] = OpConstant %[[#V_float]] 1
; CHECK: %[[#V_float_2:]] = OpConstant %[[#V_float]] 2
; CHECK: %[[#V_float_4:]] = OpConstant %[[#V_float]] 4
; CHECK: %[[#V_89:]] = OpConstantComposite %[[#V_v4float]] %[[#V_float_1]] %[[#V_float_2]] %[[#V_float_0x1_cp_128]] %[[#V_float_4]]
; CHECK: %[[#V_v3uint:]] = OpTypeVector %[[#V_uint]] 3
; CHECK: %[[#V_uint_1:]] = OpConstant %[[#V_uint]] 1
; CHECK: %[[#V_uint_2:]] = OpConstant %[[#V_uint]] 2
; CHECK: %[[#V_95:]] = OpConstantComposite %[[#V_v3uint]] %[[#V_uint_1]] %[[#V_uint_2]] %[[#V_uint_3]]
; CHECK: %[[#V_ushort_1:]] = OpConstant %[[#V_ushort]] 1
; CHECK: %[[#V_ushort_2:]] = OpConstant %[[#V_ushort]] 2
; CHECK: %[[#V_102:]] = OpConstantComposite %[[#V__arr_ushort_uint_2:]] %[[#V_ushort_1]] %[[#V_ushort_2]]
; CHECK: %[[#V_ushort_3:]] = OpConstant %[[#V_ushort]] 3
; CHECK: %[[#V_ushort_4:]] = OpConstant %[[#V_ushort]] 4
; CHECK: %[[#V_105:]] = OpConstantComposite %[[#V__arr_ushort_uint_2]] %[[#V_ushort_3]] %[[#V_ushort_4]]
; CHECK: %[[#V_106:]] = OpConstantComposite %[[#V__arr__arr_ushort_uint_2_uint_2:]] %[[#V_102]] %[[#V_105]]
@vec3 = addrspace(1) global <3 x i32> <i32 1, i32 2, i32 3>, align 16
@nested = addrspace(1) global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] [i16 3, i16 4]], align 2

define spir_kernel void @k(ptr addrspace(1) %out) {
  %a = load i8, ptr addrspace(1) @i8s
  store i8 %a, ptr addrspace(1) %out
  %b = load i16, ptr addrspace(1) @i16s
  store i16 %b, ptr addrspace(1) %out
  %c = load i32, ptr addrspace(1) @i32s
  store i32 %c, ptr addrspace(1) %out
  %d = load i64, ptr addrspace(1) @i64s
  store i64 %d, ptr addrspace(1) %out
  %e = load half, ptr addrspace(1) @halves
  store half %e, ptr addrspace(1) %out
  %f = load float, ptr addrspace(1) @floats
  store float %f, ptr addrspace(1) %out
  %g = load double, ptr addrspace(1) @doubles
  store double %g, ptr addrspace(1) %out
  %h = load bfloat, ptr addrspace(1) @bfloats
  store bfloat %h, ptr addrspace(1) %out
  %v = load <4 x float>, ptr addrspace(1) @vec
  store <4 x float> %v, ptr addrspace(1) %out
  %w = load <3 x i32>, ptr addrspace(1) @vec3
  store <3 x i32> %w, ptr addrspace(1) %out
  %x = load i16, ptr addrspace(1) @nested
  store i16 %x, ptr addrspace(1) %out
  ret void
}
