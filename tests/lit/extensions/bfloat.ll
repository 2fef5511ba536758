;; LLVM's bfloat: with SPV_KHR_bfloat16 the type OpTypeFloat 16 BFloat16KHR and
;; OpFConvert (where SPV_INTEL_bfloat16_conversion is not allowed); with SPV_INTEL_bfloat16_conversion (the default), i16 carrying the bits
;; and OpConvertFToBF16INTEL/OpConvertBF16ToFINTEL. Arithmetic and compares are
;; computed in float and rounded back (exact for one operation). SPIRV-Tools
;; 2023.1 and llvm-spirv-15 -r know neither extension: the newer validator only.
; RUN: %opt -passes='spirv-emit<out=%t.khr.spv;ext=-SPV_INTEL_bfloat16_conversion+SPV_KHR_bfloat16>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.khr.spv
; RUN: %spirv-dis-new %t.khr.spv | FileCheck %s --check-prefix=KHR
; RUN: %opt -passes='spirv-emit<out=%t.intel.spv;ext=+SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.intel.spv
; RUN: %spirv-dis-new %t.intel.spv | FileCheck %s --check-prefix=INTEL
; RUN: %not %opt -passes='spirv-emit<out=%t.no.spv;ext=-SPV_INTEL_bfloat16_conversion>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.no.spv
;; double to bfloat with the INTEL conversions rounds once: through a float
;; rounded to odd (FConvert RTZ, its lowest bit set when converting back
;; differs), as integers do (bfloat-from-int.ll).
; RUN: %opt -passes='spirv-emit<out=%t.d.spv;ext=+SPV_INTEL_bfloat16_conversion>' -disable-output %S/Inputs/bfloat-from-double.ll
; RUN: %spirv-val --new-only --no-reader %t.d.spv
; RUN: %spirv-dis-new %t.d.spv | FileCheck %s --check-prefix=DOUBLE

; KHR-DAG: OpCapability BFloat16TypeKHR
; KHR-DAG: OpExtension "SPV_KHR_bfloat16"
; KHR-DAG: %[[#float:]] = OpTypeFloat 32{{$}}
; KHR-DAG: %[[#bf:]] = OpTypeFloat 16 BFloat16KHR
; KHR-DAG: %[[#one:]] = OpConstant %[[#bf]] 0x1p+0
; KHR-DAG: %[[#bf2:]] = OpTypeVector %[[#bf]] 2
; KHR: %[[#x:]] = OpLoad %[[#float]]
; KHR-NEXT: %[[#b:]] = OpFConvert %[[#bf]] %[[#x]]
; KHR-NEXT: %[[#bx:]] = OpFConvert %[[#float]] %[[#b]]
; KHR-NEXT: %[[#onex:]] = OpFConvert %[[#float]] %[[#one]]
; KHR-NEXT: %[[#sum:]] = OpFAdd %[[#float]] %[[#bx]] %[[#onex]]
; KHR-NEXT: %[[#s:]] = OpFConvert %[[#bf]] %[[#sum]]
; KHR: OpFOrdLessThan
; KHR: OpBitcast %[[#]] %[[#s]]
; KHR: OpFConvert %[[#bf2]]

; INTEL-DAG: OpCapability BFloat16ConversionINTEL
; INTEL-DAG: OpExtension "SPV_INTEL_bfloat16_conversion"
; INTEL-DAG: %[[#float:]] = OpTypeFloat 32{{$}}
; INTEL-DAG: %[[#short:]] = OpTypeInt 16 0
; INTEL-DAG: %[[#one:]] = OpConstant %[[#short]] 16256
; INTEL: %[[#x:]] = OpLoad %[[#float]]
; INTEL-NEXT: %[[#b:]] = OpConvertFToBF16INTEL %[[#short]] %[[#x]]
; INTEL-NEXT: %[[#bx:]] = OpConvertBF16ToFINTEL %[[#float]] %[[#b]]
; INTEL-NEXT: %[[#onex:]] = OpConvertBF16ToFINTEL %[[#float]] %[[#one]]
; INTEL-NEXT: %[[#sum:]] = OpFAdd %[[#float]] %[[#bx]] %[[#onex]]
; INTEL-NEXT: %[[#s:]] = OpConvertFToBF16INTEL %[[#short]] %[[#sum]]
; INTEL: OpFOrdLessThan
;; bitcast bfloat to i16 is the carrier itself
; INTEL: OpStore %[[#]] %[[#s]] Aligned 2
; INTEL: OpConvertFToBF16INTEL %[[#]]
; INTEL: OpConvertBF16ToFINTEL
; INTEL-NEXT: OpFConvert

; ERR: the bfloat type needs the SPIR-V extension SPV_KHR_bfloat16 (or SPV_INTEL_bfloat16_conversion), which the target does not allow (allow one with ext=+SPV_KHR_bfloat16 or ext=+SPV_INTEL_bfloat16_conversion)
; ERR-NEXT: %b = fptrunc float %x to bfloat
; DOUBLE-DAG: OpDecorate %[[#T:]] FPRoundingMode RTZ
; DOUBLE-DAG: %[[#F32:]] = OpTypeFloat 32
; DOUBLE-DAG: %[[#F64:]] = OpTypeFloat 64
; DOUBLE-DAG: %[[#U32:]] = OpTypeInt 32 0
; DOUBLE: %[[#X:]] = OpLoad %[[#F64]]
; DOUBLE-NEXT: %[[#T]] = OpFConvert %[[#F32]] %[[#X]]
; DOUBLE-NEXT: %[[#BACK:]] = OpFConvert %[[#F64]] %[[#T]]
; DOUBLE-NEXT: %[[#NE:]] = OpFUnordNotEqual %[[#]] %[[#BACK]] %[[#X]]
; DOUBLE-NEXT: %[[#STICKY:]] = OpSelect %[[#U32]] %[[#NE]]
; DOUBLE-NEXT: %[[#BITS:]] = OpBitcast %[[#U32]] %[[#T]]
; DOUBLE-NEXT: %[[#ODD:]] = OpBitwiseOr %[[#U32]] %[[#BITS]] %[[#STICKY]]
; DOUBLE-NEXT: %[[#F:]] = OpBitcast %[[#F32]] %[[#ODD]]
; DOUBLE-NEXT: OpConvertFToBF16INTEL %[[#]] %[[#F]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %bits) {
  %x = load float, ptr addrspace(1) %in
  %b = fptrunc float %x to bfloat
  %s = fadd bfloat %b, 0xR3F80
  %c = fcmp olt bfloat %s, %b
  %y = fpext bfloat %s to float
  %z = select i1 %c, float 0.0, float %y
  store float %z, ptr addrspace(1) %out
  %i = bitcast bfloat %s to i16
  store i16 %i, ptr addrspace(1) %bits
  %v = insertelement <2 x float> undef, float %x, i32 0
  %vb = fptrunc <2 x float> %v to <2 x bfloat>
  %vf = fpext <2 x bfloat> %vb to <2 x double>
  %e = extractelement <2 x double> %vf, i32 0
  %o2 = getelementptr float, ptr addrspace(1) %out, i64 1
  %ef = fptrunc double %e to float
  store float %ef, ptr addrspace(1) %o2
  ret void
}
