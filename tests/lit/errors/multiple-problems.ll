;; Every problem is reported in one diagnostic, each with its function.
;; (function-pointers=intel: the indirect call needs SPV_INTEL_function_pointers.)
; RUN: %not %opt -passes='spirv-emit<out=%t.spv;function-pointers=intel>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: spirv-emit: 2 problems; no SPIR-V was written:
; CHECK-NEXT: in function 'indirect': an indirect call (through a function pointer) needs the SPIR-V extension SPV_INTEL_function_pointers, which the target does not allow (allow it with ext=+SPV_INTEL_function_pointers)
; CHECK-NEXT: %r = call spir_func i32 %fp(i32 1)
; CHECK-NEXT: in function 'dynamic_alloca': an alloca with a run-time element count needs the SPIR-V extension SPV_INTEL_variable_length_array, which the target does not allow (allow it with ext=+SPV_INTEL_variable_length_array)
; CHECK-NEXT: %p = alloca i32, i32 %n

target triple = "spir64-unknown-unknown"

define spir_func i32 @indirect(ptr %fp) {
  %r = call spir_func i32 %fp(i32 1)
  ret i32 %r
}

define spir_func void @dynamic_alloca(i32 %n) {
  %p = alloca i32, i32 %n
  store i32 0, ptr %p
  ret void
}
