;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, <1 x i32> %v) {
  %e = extractelement <1 x i32> %v, i32 0
  store i32 %e, ptr addrspace(1) %p, align 4
  ret void
}
