; A module the C API refuses: @bad_kernel divides integers wider than 64 bits,
; which spirv-emit does not translate. The tests expect a diagnostic naming that
; function, and the host to go on translating.
target triple = "spir64-unknown-unknown"

define spir_kernel void @fine(ptr addrspace(1) %p) {
  store i32 7, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @bad_kernel(ptr addrspace(1) %p, i128 %a, i128 %b) {
  %q = udiv i128 %a, %b
  %t = trunc i128 %q to i32
  store i32 %t, ptr addrspace(1) %p
  ret void
}
