target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(4) %p) {
  store i32 1, ptr addrspace(4) %p
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %p) {
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  call spir_func void @f(ptr addrspace(4) %g)
  ret void
}
