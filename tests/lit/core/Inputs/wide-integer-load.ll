;; A load of an i96: no register form (wide-integers-in-memory.ll).
target triple = "spir64-unknown-unknown"
@d = addrspace(1) global i96 0, align 8
define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i96, ptr addrspace(1) @d, align 8
  store i96 %v, ptr addrspace(1) %out, align 8
  ret void
}
