;; i32/i64 to bfloat rounds once: through a float rounded to odd (converted
;; with FPRoundingMode RTZ, its lowest bit set when that lost anything), then
;; to bfloat to nearest even. (Through a float rounded to nearest,
;; 2^24 + 2^16 + 1 would round twice, to 2^24.) So do the constrained forms.
;; tests/exec/friendly_ir.py and tests/exec/kernels/constrained_convert run them
;; on Intel's runtime.
; RUN: %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_bfloat16_conversion>' -disable-output %s
; RUN: %spirv-val --new-only --no-reader %t.spv
; RUN: %spirv-dis-new %t.spv | FileCheck %s

; CHECK-DAG: OpDecorate %[[#T:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#T2:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#T3:]] FPRoundingMode RTZ
; CHECK-DAG: OpDecorate %[[#T4:]] FPRoundingMode RTZ
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK: %[[#T]] = OpConvertSToF %[[#F32]] %[[#X:]]
; CHECK-NEXT: %[[#BACK:]] = OpConvertFToS %[[#U32]] %[[#T]]
; CHECK-NEXT: %[[#NE:]] = OpINotEqual %[[#BOOL]] %[[#BACK]] %[[#X]]
; CHECK-NEXT: %[[#STICKY:]] = OpSelect %[[#U32]] %[[#NE]]
; CHECK-NEXT: %[[#BITS:]] = OpBitcast %[[#U32]] %[[#T]]
; CHECK-NEXT: %[[#ODD:]] = OpBitwiseOr %[[#U32]] %[[#BITS]] %[[#STICKY]]
; CHECK-NEXT: %[[#F:]] = OpBitcast %[[#F32]] %[[#ODD]]
; CHECK-NEXT: OpConvertFToBF16INTEL %[[#]] %[[#F]]
; CHECK: %[[#T2]] = OpConvertUToF %[[#F32]] %[[#Y:]]
; CHECK-NEXT: OpConvertFToU %[[#U64]] %[[#T2]]
;; 16-bit integers are exact in float: one conversion, no decoration.
; CHECK: OpConvertSToF %[[#F32]]
; CHECK-NEXT: OpConvertFToBF16INTEL
;; The constrained forms in the default rounding mode round the same way.
; CHECK: %[[#T3:]] = OpConvertSToF %[[#F32]] %[[#X]]
; CHECK-NEXT: OpConvertFToS %[[#U32]] %[[#T3]]
; CHECK: OpConvertFToBF16INTEL
; CHECK: %[[#T4:]] = OpConvertUToF %[[#F32]] %[[#Y]]
; CHECK-NEXT: OpConvertFToU %[[#U64]] %[[#T4]]
; CHECK: OpConvertFToBF16INTEL

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %x, i64 %y, i16 %z) {
  %a = sitofp i32 %x to bfloat
  store bfloat %a, ptr addrspace(1) %p, align 2
  %b = uitofp i64 %y to bfloat
  store bfloat %b, ptr addrspace(1) %p, align 2
  %c = sitofp i16 %z to bfloat
  store bfloat %c, ptr addrspace(1) %p, align 2
  %d = call bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32 %x, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  store bfloat %d, ptr addrspace(1) %p, align 2
  %e = call bfloat @llvm.experimental.constrained.uitofp.bf16.i64(i64 %y, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  store bfloat %e, ptr addrspace(1) %p, align 2
  ret void
}

declare bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32, metadata, metadata)
declare bfloat @llvm.experimental.constrained.uitofp.bf16.i64(i64, metadata, metadata)
