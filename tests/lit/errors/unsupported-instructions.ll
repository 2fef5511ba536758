;; Instructions SPIR-V cannot express are errors naming them.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'variadic': a variadic function is not supported
; CHECK-NEXT: in function 'uses_va_arg': va_arg has no SPIR-V equivalent (variadic functions are not supported)
; CHECK-NEXT: %v = va_arg ptr %ap, i32

target triple = "spir64-unknown-unknown"

define spir_func void @variadic(i32 %n, ...) {
  ret void
}

define spir_func i32 @uses_va_arg(ptr %ap) {
  %v = va_arg ptr %ap, i32
  ret i32 %v
}
