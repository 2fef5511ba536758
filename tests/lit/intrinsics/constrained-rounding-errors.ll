;; Constrained intrinsics whose rounding mode the plugin cannot honour are
;; errors naming them: round.tonearestaway outside rint/nearbyint/lrint/llrint,
;; math functions in a directed mode (OpenCL's are not correctly rounded), and
;; bfloat conversions in a directed mode.
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;ext=+SPV_INTEL_bfloat16_conversion>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 5 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': llvm.experimental.constrained.fadd with rounding mode round.tonearestaway is not supported (only rint, nearbyint, lrint and llrint round to nearest, ties away, here)
; CHECK-NEXT: %a = call float @llvm.experimental.constrained.fadd.f32(
; CHECK-NEXT: in function 'f': a conversion with rounding mode 'round.tonearestaway' has no SPIR-V equivalent
; CHECK-NEXT: %b = call float @llvm.experimental.constrained.sitofp.f32.i32(
; CHECK-NEXT: in function 'f': llvm.experimental.constrained.pow with a static rounding mode other than to-nearest is not supported (OpenCL's math functions are not correctly rounded in any mode)
; CHECK-NEXT: %c = call double @llvm.experimental.constrained.pow.f64(
; CHECK-NEXT: in function 'f': llvm.experimental.constrained.sin with a static rounding mode other than to-nearest is not supported (OpenCL's math functions are not correctly rounded in any mode)
; CHECK-NEXT: %d = call <2 x float> @llvm.experimental.constrained.sin.v2f32(
; CHECK-NEXT: in function 'f': llvm.experimental.constrained.sitofp on bfloat with a static rounding mode other than to-nearest is not supported (bfloat conversions round to nearest only)
; CHECK-NEXT: %e = call bfloat @llvm.experimental.constrained.sitofp.bf16.i32(
; CHECK-NOT: in function

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %x, float %y, double %z, <2 x float> %v) strictfp {
  %a = call float @llvm.experimental.constrained.fadd.f32(float %y, float %y, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  %b = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %x, metadata !"round.tonearestaway", metadata !"fpexcept.ignore") strictfp
  %c = call double @llvm.experimental.constrained.pow.f64(double %z, double %z, metadata !"round.upward", metadata !"fpexcept.strict") strictfp
  %d = call <2 x float> @llvm.experimental.constrained.sin.v2f32(<2 x float> %v, metadata !"round.towardzero", metadata !"fpexcept.strict") strictfp
  %e = call bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32 %x, metadata !"round.downward", metadata !"fpexcept.strict") strictfp
  ret void
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata)
declare double @llvm.experimental.constrained.pow.f64(double, double, metadata, metadata)
declare <2 x float> @llvm.experimental.constrained.sin.v2f32(<2 x float>, metadata, metadata)
declare bfloat @llvm.experimental.constrained.sitofp.bf16.i32(i32, metadata, metadata)
