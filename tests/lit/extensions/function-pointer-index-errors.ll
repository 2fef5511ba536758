;; With function indices (function-pointer-indices.ll), a call of a function
;; named through an alias or a pointer cast is a direct call; at another type
;; than the function's it is an error naming both types.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.spv

; ERR: in function 'k': a call of function 'twice' as void (i64) (its type is i32 (i32)) is not supported
; ERR-NEXT: call spir_func void @twice.alias(i64 1)

target triple = "spir64-unknown-unknown"

@twice.alias = internal alias i32 (i32), ptr @twice

define spir_func i32 @twice(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k() {
  call spir_func void @twice.alias(i64 1)
  ret void
}
