;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <65536 x i32>, ptr addrspace(1) %p, align 4
  store <65536 x i32> %v, ptr addrspace(1) %p, align 4
  ret void
}
