;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <5 x float>, ptr addrspace(1) %p, align 4
  %w = fadd <5 x float> %v, %v
  store <5 x float> %w, ptr addrspace(1) %p, align 4
  ret void
}
