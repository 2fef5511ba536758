;; bfloat as OpenCL runtimes take it (a Triton-style kernel): by default, and
;; with every extension allowed, SPV_INTEL_bfloat16_conversion's encoding:
;; memory and kernel arguments hold ushort (i16), never OpTypeFloat 16
;; BFloat16KHR (Intel's runtime refuses kernel arguments of that type), and a
;; getelementptr on bfloat does not change an argument's type. OpenCL.std
;; instructions on bfloat (OpExtInst takes no bfloat) compute in float and
;; round back. With SPV_KHR_bfloat16 alone, the KHR type.
; RUN: %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.all.spv;ext=+all>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.all.spv
; RUN: %spirv-dis-new %t.all.spv | FileCheck %s
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefix=KHR

; CHECK-DAG: OpCapability BFloat16ConversionINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_bfloat16_conversion"
; CHECK-NOT: BFloat16KHR
; CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
; CHECK-DAG: %[[#float:]] = OpTypeFloat 32
; CHECK-DAG: %[[#parg:]] = OpTypePointer CrossWorkgroup %[[#ushort]]
; CHECK: OpFunctionParameter %[[#parg]]
; CHECK: %[[#x:]] = OpLoad %[[#ushort]]
; CHECK: %[[#xf:]] = OpConvertBF16ToFINTEL %[[#float]] %[[#x]]
; CHECK: %[[#s:]] = OpExtInst %[[#float]] %[[#]] sqrt %[[#xf]]
; CHECK: OpConvertFToBF16INTEL %[[#ushort]] %[[#s]]

; KHR-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; KHR-DAG: %[[#float:]] = OpTypeFloat 32
; KHR: %[[#xf:]] = OpFConvert %[[#float]] %[[#]]
; KHR: %[[#s:]] = OpExtInst %[[#float]] %[[#]] sqrt %[[#xf]]
; KHR: OpFConvert %[[#bf]] %[[#s]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr bfloat, ptr addrspace(1) %in, i64 %i
  %x = load bfloat, ptr addrspace(1) %p, align 2
  %s = call spir_func bfloat @_Z16__spirv_ocl_sqrtDF16b(bfloat %x)
  %y = fadd bfloat %s, 0xR3F80
  %q = getelementptr bfloat, ptr addrspace(1) %out, i64 %i
  store bfloat %y, ptr addrspace(1) %q, align 2
  ret void
}

declare spir_func bfloat @_Z16__spirv_ocl_sqrtDF16b(bfloat)
