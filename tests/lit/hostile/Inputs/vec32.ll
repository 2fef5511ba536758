;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load <32 x i8>, ptr addrspace(1) %p, align 32
  store <32 x i8> %v, ptr addrspace(1) %p, align 32
  ret void
}
