;; SPV_EXT_float8 conversions of whole cooperative matrices: the FP8 builtins
;; of float8.ll on a half or bfloat matrix, the FP8 side an i8 matrix of the
;; same Scope, Rows, Columns and Use. OpFConvert to (from) the FP8 matrix type
;; (capability Float8CooperativeMatrixEXT); SPV_KHR_cooperative_matrix allows
;; OpBitcast only between matrices of integer components, so the FP8 and i8
;; matrices are reinterpreted element by element: both in Function variables,
;; a loop over OpCooperativeMatrixLengthKHR bitcasting each component through
;; access chains. A bfloat matrix carried as i16 is reinterpreted the same way.
;; Code after the loop continues in a new block (phis name it).
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_EXT_float8+SPV_KHR_cooperative_matrix+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %not %opt -passes='spirv-emit<out=%t.bad.spv;ext=+all>' -disable-output %S/Inputs/float8-matrix.ll 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv
; LLVM 15 has no target extension types.
; UNSUPPORTED: llvm15

; CHECK-DAG: OpCapability Float8CooperativeMatrixEXT
; CHECK-DAG: OpCapability BFloat16CooperativeMatrixKHR
; CHECK-DAG: OpExtension "SPV_EXT_float8"
; CHECK-DAG: OpDecorate %[[#sat:]] SaturatedToLargestFloat8NormalConversionEXT
; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#i8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#i16:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16{{$}}
; CHECK-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#e4m3:]] = OpTypeFloat 8 Float8E4M3EXT
; CHECK-DAG: %[[#e5m2:]] = OpTypeFloat 8 Float8E5M2EXT
; CHECK-DAG: %[[#c0:]] = OpConstant %[[#uint]] 0{{$}}
; CHECK-DAG: %[[#c1:]] = OpConstant %[[#uint]] 1{{$}}
; CHECK-DAG: %[[#c3:]] = OpConstant %[[#uint]] 3{{$}}
; CHECK-DAG: %[[#c8:]] = OpConstant %[[#uint]] 8{{$}}
; CHECK-DAG: %[[#c16:]] = OpConstant %[[#uint]] 16{{$}}
; CHECK-DAG: %[[#c2:]] = OpConstant %[[#uint]] 2{{$}}
; CHECK-DAG: %[[#Mh:]] = OpTypeCooperativeMatrixKHR %[[#half]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#Mi8:]] = OpTypeCooperativeMatrixKHR %[[#i8]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#M43:]] = OpTypeCooperativeMatrixKHR %[[#e4m3]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#Mbf:]] = OpTypeCooperativeMatrixKHR %[[#bf]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#M52:]] = OpTypeCooperativeMatrixKHR %[[#e5m2]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#Mi16:]] = OpTypeCooperativeMatrixKHR %[[#i16]] %[[#c3]] %[[#c8]] %[[#c16]] %[[#c2]]
; CHECK-DAG: %[[#p43:]] = OpTypePointer Function %[[#e4m3]]
; CHECK-DAG: %[[#pi8:]] = OpTypePointer Function %[[#i8]]

;; half -> E4M3 bits: convert, then the loop from the E4M3 matrix to the i8 one.
; CHECK: OpFunction %[[#Mi8]]
; CHECK-NEXT: %[[#m:]] = OpFunctionParameter %[[#Mh]]
; CHECK-NEXT: %[[#entry:]] = OpLabel
; CHECK-NEXT: %[[#from:]] = OpVariable %[[#]] Function
; CHECK-NEXT: %[[#to:]] = OpVariable %[[#]] Function
; CHECK-NEXT: %[[#f8:]] = OpFConvert %[[#M43]] %[[#m]]
; CHECK-NEXT: OpStore %[[#from]] %[[#f8]]
; CHECK-NEXT: %[[#n:]] = OpCooperativeMatrixLengthKHR %[[#uint]] %[[#M43]]
; CHECK-NEXT: OpBranch %[[#head:]]
; CHECK-NEXT: %[[#head]] = OpLabel
; CHECK-NEXT: %[[#i:]] = OpPhi %[[#uint]] %[[#c0]] %[[#entry]] %[[#next:]] %[[#body:]]
; CHECK-NEXT: %[[#more:]] = OpULessThan %[[#]] %[[#i]] %[[#n]]
; CHECK-NEXT: OpBranchConditional %[[#more]] %[[#body]] %[[#done:]]
; CHECK-NEXT: %[[#body]] = OpLabel
; CHECK-NEXT: %[[#p:]] = OpAccessChain %[[#p43]] %[[#from]] %[[#i]]
; CHECK-NEXT: %[[#x:]] = OpLoad %[[#e4m3]] %[[#p]]
; CHECK-NEXT: %[[#y:]] = OpBitcast %[[#i8]] %[[#x]]
; CHECK-NEXT: %[[#q:]] = OpAccessChain %[[#pi8]] %[[#to]] %[[#i]]
; CHECK-NEXT: OpStore %[[#q]] %[[#y]]
; CHECK-NEXT: %[[#next]] = OpIAdd %[[#uint]] %[[#i]] %[[#c1]]
; CHECK-NEXT: OpBranch %[[#head]]
; CHECK-NEXT: %[[#done]] = OpLabel
; CHECK-NEXT: %[[#r:]] = OpLoad %[[#Mi8]] %[[#to]]
; CHECK-NEXT: OpReturnValue %[[#r]]

;; E4M3 bits -> half: the loop from the i8 matrix to the E4M3 one, then convert.
; CHECK: OpFunction %[[#Mh]]
; CHECK: OpAccessChain %[[#pi8]]
; CHECK: OpBitcast %[[#e4m3]]
; CHECK: %[[#f:]] = OpLoad %[[#M43]]
; CHECK-NEXT: OpFConvert %[[#Mh]] %[[#f]]

;; bfloat -> E5M2 bits, saturating (the INTEL clamp name); the phi after the
;; call names the block the loop ends in.
; CHECK: OpFunction %[[#Mi8]]
; CHECK: %[[#sat]] = OpFConvert %[[#M52]] %[[#]]
; CHECK: OpBitcast %[[#i8]]
; CHECK: %[[#end:]] = OpLabel
; CHECK-NEXT: %[[#b:]] = OpLoad %[[#Mi8]]
; CHECK-NEXT: OpBranchConditional
; CHECK: OpPhi %[[#Mi8]] %[[#b]] %[[#end]]

;; E5M2 bits -> bfloat carried as i16: two loops.
; CHECK: OpFunction %[[#Mi16]]
; CHECK: OpBitcast %[[#e5m2]]
; CHECK: OpFConvert %[[#Mbf]]
; CHECK: OpBitcast %[[#i16]]
; CHECK: OpLoad %[[#Mi16]]

; BAD-DAG: in function 'other_shape': '__builtin_spirv_ConvertFP16ToE5M2EXT': its argument and result must be cooperative matrices of half and of i8 (FP8 bits) with the same Scope, Rows, Columns and Use
; BAD-DAG: in function 'float_matrix': '__builtin_spirv_ConvertE4M3ToFP16EXT': its argument and result must be cooperative matrices of half and of i8 (FP8 bits) with the same Scope, Rows, Columns and Use

target triple = "spir64-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @half_to_e4m3(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) %m) {
  %r = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) %m)
  ret target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %r
}

define spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) @e4m3_to_half(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %m) {
  %r = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %m)
  ret target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) %r
}

define spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @bfloat_to_e5m2(target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %m, i1 %c) {
entry:
  %r = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELm(target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2) %m)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) [ %r, %entry ], [ %r, %then ]
  ret target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %p
}

define spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) @e5m2_to_bfloat_bits(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %m) {
  %r = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) %m)
  ret target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) %r
}

declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTm(target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2) @_Z43__builtin_spirv_ClampConvertBF16ToE5M2INTELm(target("spirv.CooperativeMatrixKHR", bfloat, 3, 8, 16, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 2) @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTm(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 2))
