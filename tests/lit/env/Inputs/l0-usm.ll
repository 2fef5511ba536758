target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(5) %p) {
  store i32 1, ptr addrspace(5) %p
  ret void
}
