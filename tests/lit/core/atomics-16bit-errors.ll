;; A 16-bit atomic instruction written as a call whose operation does not fit
;; the value type: an error naming the function and the operation, no module.
; RUN: %not %opt -passes='spirv-emit<out=%t.spv>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: test ! -e %t.spv

; ERR: in function 'int_add_on_half'
; ERR-SAME: atomic Add on floating-point values

target triple = "spir64-unknown-unknown"

define spir_func half @int_add_on_half(ptr addrspace(1) %p, half %v) {
  %r = call spir_func half @_Z18__spirv_AtomicIAddPU3AS1DhiiDh(ptr addrspace(1) %p, i32 1, i32 0, half %v)
  ret half %r
}

declare spir_func half @_Z18__spirv_AtomicIAddPU3AS1DhiiDh(ptr addrspace(1), i32, i32, half)
