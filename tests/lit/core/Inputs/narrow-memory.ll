target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) {
  %v = load <32 x i4>, ptr addrspace(1) %p
  ret void
}
