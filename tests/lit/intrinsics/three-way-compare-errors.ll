;; llvm.scmp/llvm.ucmp come with LLVM 19: on LLVM 15/16 (whose verifier does
;; not know them) a declaration with another signature is an error; so are
;; i1 operands, which SPIR-V holds as bools.
; REQUIRES: llvm15 || llvm16
; RUN: rm -f %t.spv
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %not test -e %t.spv
; CHECK: error: spirv-emit: 3 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'f': llvm.scmp.i32.i64 is declared with a signature that does not match its definition in newer LLVM versions
; CHECK-NEXT: %s = call i32 @llvm.scmp.i32.i64(i32 %a, i64 %b)
; CHECK-NEXT: in function 'f': llvm.ucmp.f32.i32 is declared with a signature
; CHECK-NEXT: %u = call float @llvm.ucmp.f32.i32(i32 %a, i32 %a)
; CHECK-NEXT: in function 'f': {{.*}}llvm.ucmp on i1
; CHECK-NEXT: %t = call i8 @llvm.ucmp.i8.i1(i1 %c, i1 %c)

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %a, i64 %b, i1 %c) {
  %s = call i32 @llvm.scmp.i32.i64(i32 %a, i64 %b)
  %u = call float @llvm.ucmp.f32.i32(i32 %a, i32 %a)
  %t = call i8 @llvm.ucmp.i8.i1(i1 %c, i1 %c)
  ret void
}

declare i32 @llvm.scmp.i32.i64(i32, i64)
declare float @llvm.ucmp.f32.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i1(i1, i1)
