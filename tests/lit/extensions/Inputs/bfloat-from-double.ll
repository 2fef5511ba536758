target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %x = load double, ptr addrspace(1) %in
  %b = fptrunc double %x to bfloat
  store bfloat %b, ptr addrspace(1) %out
  ret void
}
