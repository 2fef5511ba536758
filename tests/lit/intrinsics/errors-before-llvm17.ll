;; Intrinsics LLVM 15/16 do not know (llvm.ldexp, llvm.frexp come with LLVM 17)
;; declared with other signatures are errors there, since their verifier does
;; not check them; from LLVM 17 on the verifier rejects such a module itself.
; REQUIRES: llvm15 || llvm16
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': llvm.ldexp.f32.f32 is declared with a signature that does not match its definition in newer LLVM versions
; CHECK-NEXT: %e = call float @llvm.ldexp.f32.f32(float %y, float %y)
; CHECK-NEXT: in function 'f': llvm.frexp.f32 is declared with a signature
; CHECK-NEXT: %g = call float @llvm.frexp.f32(float %y)

target triple = "spir64-unknown-unknown"

define spir_func void @f(float %y) {
  %e = call float @llvm.ldexp.f32.f32(float %y, float %y)
  %g = call float @llvm.frexp.f32(float %y)
  ret void
}

declare float @llvm.ldexp.f32.f32(float, float)
declare float @llvm.frexp.f32(float)
