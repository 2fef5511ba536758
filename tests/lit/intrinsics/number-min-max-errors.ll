;; llvm.maximumnum comes with LLVM 20: on LLVM 15/16 (whose verifier does not
;; know it) a declaration with another signature is an error.
; REQUIRES: llvm15 || llvm16
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': llvm.maximumnum.f32 is declared with a signature that does not match its definition in newer LLVM versions
; CHECK-NEXT: %m = call float @llvm.maximumnum.f32(float %a)
; CHECK-NEXT: in function 'f': llvm.minimumnum.i32 is declared with a signature
; CHECK-NEXT: %n = call i32 @llvm.minimumnum.i32(i32 %b, i32 %b)

target triple = "spir64-unknown-unknown"

define spir_func void @f(float %a, i32 %b) {
  %m = call float @llvm.maximumnum.f32(float %a)
  %n = call i32 @llvm.minimumnum.i32(i32 %b, i32 %b)
  ret void
}

declare float @llvm.maximumnum.f32(float)
declare i32 @llvm.minimumnum.i32(i32, i32)
