;; __spirv_ocl_nan with a bfloat result: OpExtInst takes no bfloat, so nan is
;; computed in float and rounded; OpenCL.std wants a nancode as wide as the
;; result, so the 16-bit nancode is widened (and shifted into the float
;; significand bits bfloat keeps). A half nan keeps its 16-bit nancode.
;; SPIRV-Tools 2023.1 knows neither bfloat extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv

; CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#half:]] = OpTypeFloat 16
; CHECK-DAG: %[[#v2uint:]] = OpTypeVector %[[#uint]] 2
; CHECK-DAG: %[[#v2float:]] = OpTypeVector %[[#float]] 2
; CHECK-DAG: %[[#uint_16:]] = OpConstant %[[#uint]] 16
; CHECK: %[[#B:]] = OpFunctionParameter %[[#ushort]]
; CHECK: %[[#V:]] = OpFunctionParameter %[[#]]
; CHECK: %[[#W:]] = OpUConvert %[[#uint]] %[[#B]]
; CHECK-NEXT: %[[#S:]] = OpShiftLeftLogical %[[#uint]] %[[#W]] %[[#uint_16]]
; CHECK-NEXT: %[[#F:]] = OpExtInst %[[#float]] %[[#]] nan %[[#S]]
; CHECK-NEXT: OpConvertFToBF16INTEL %[[#ushort]] %[[#F]]
; CHECK: OpExtInst %[[#half]] %[[#]] nan %[[#B]]
; CHECK: %[[#VW:]] = OpUConvert %[[#v2uint]] %[[#V]]
; CHECK-NEXT: %[[#VS:]] = OpShiftLeftLogical %[[#v2uint]] %[[#VW]] %[[#]]
; CHECK-NEXT: OpExtInst %[[#v2float]] %[[#]] nan %[[#VS]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i16 %code, <2 x i16> %codes) {
entry:
  %b = call spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16 %code)
  store bfloat %b, ptr addrspace(1) %out, align 2
  %h = call spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16 %code)
  %p = getelementptr inbounds half, ptr addrspace(1) %out, i64 1
  store half %h, ptr addrspace(1) %p, align 2
  %v = call spir_func <2 x bfloat> @_Z25__spirv_ocl_nan__RDv2_DF16bDv2_t(<2 x i16> %codes)
  %q = getelementptr inbounds <2 x bfloat>, ptr addrspace(1) %out, i64 1
  store <2 x bfloat> %v, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16)
declare spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16)
declare spir_func <2 x bfloat> @_Z25__spirv_ocl_nan__RDv2_DF16bDv2_t(<2 x i16>)
