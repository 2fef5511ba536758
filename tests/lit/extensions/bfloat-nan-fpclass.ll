;; bfloat values in the two places that need no bfloat arithmetic:
;; llvm.is.fpclass tests their bits (bfloat's layout: float's exponent, 7
;; mantissa bits), with the KHR type (bitcast to ushort first) and with the
;; INTEL ushort carrier (the bits already); OpenCL nan with a bfloat argument
;; (no opencl-c.h signature, but front ends write it) returns a quiet NaN
;; whatever its payload: float's quiet NaN converted to bfloat.
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefixes=CHECK,KHR
; RUN: %opt -passes='spirv-emit<out=%t.intel.spv;ext=+SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.intel.spv
; RUN: %spirv-dis-new %t.intel.spv | FileCheck %s --check-prefixes=CHECK,INTEL
;; The nan input the OpenCL builtin rows once refused.
; RUN: %opt -passes='spirv-emit<out=%t.nan.spv>' -disable-output %S/Inputs/bfloat-nan-bfloat.ll
; RUN: %spirv-val --new-only --no-reader %t.nan.spv

target triple = "spir64-unknown-unknown"

; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; KHR-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; CHECK-DAG: %[[#magnitude:]] = OpConstant %[[#ushort]] 32767
; CHECK-DAG: %[[#inf:]] = OpConstant %[[#ushort]] 32640
; CHECK-DAG: %[[#qnan:]] = OpConstant %[[#float]] 0x1.8p+128

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; KHR: %[[#x:]] = OpFunctionParameter %[[#bf]]
; KHR: %[[#bits:]] = OpBitcast %[[#ushort]] %[[#x]]
; INTEL: %[[#bits:]] = OpFunctionParameter %[[#ushort]]
; CHECK: %[[#m:]] = OpBitwiseAnd %[[#ushort]] %[[#bits]] %[[#magnitude]]
; CHECK: OpUGreaterThan %[[#]] %[[#m]] %[[#inf]]
define spir_func i1 @is_nan(bfloat %x) {
  %r = call i1 @llvm.is.fpclass.bf16(bfloat %x, i32 3)
  ret i1 %r
}

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; CHECK: OpBitwiseAnd
; CHECK: OpIEqual
define spir_func <2 x i1> @is_inf(<2 x bfloat> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2bf16(<2 x bfloat> %x, i32 516)
  ret <2 x i1> %r
}

; CHECK-LABEL: = OpFunction %{{[0-9]+}} None
; KHR: OpFConvert %[[#bf]] %[[#qnan]]
; INTEL: OpConvertFToBF16INTEL %[[#ushort]] %[[#qnan]]
; CHECK-NOT: nan
; CHECK: OpFunctionEnd
define spir_func bfloat @quiet_nan(bfloat %code) {
  %r = call spir_func bfloat @_Z3nanDF16b(bfloat %code)
  ret bfloat %r
}

declare i1 @llvm.is.fpclass.bf16(bfloat, i32 immarg)
declare <2 x i1> @llvm.is.fpclass.v2bf16(<2 x bfloat>, i32 immarg)
declare spir_func bfloat @_Z3nanDF16b(bfloat)
