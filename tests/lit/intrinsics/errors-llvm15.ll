;; llvm.get.rounding comes with LLVM 16 (LLVM 15 has llvm.flt.rounds): on
;; LLVM 15, whose verifier does not know it, a declaration with another
;; signature is an error.
; REQUIRES: llvm15
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': llvm.get.rounding.f32 is declared with a signature that does not match its definition in newer LLVM versions
; CHECK-NEXT: %r = call float @llvm.get.rounding.f32()
; CHECK-NEXT: in function 'f': llvm.get.rounding.i32 is declared with a signature
; CHECK-NEXT: %s = call i32 @llvm.get.rounding.i32(i32 %a)

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %a) {
  %r = call float @llvm.get.rounding.f32()
  %s = call i32 @llvm.get.rounding.i32(i32 %a)
  ret void
}

declare float @llvm.get.rounding.f32()
declare i32 @llvm.get.rounding.i32(i32)
