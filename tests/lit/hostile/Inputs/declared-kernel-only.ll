;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
declare spir_kernel void @k(ptr addrspace(1))
