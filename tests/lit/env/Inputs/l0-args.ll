target triple = "spir64-unknown-unknown"

define spir_kernel void @args(double %d, ptr addrspace(4) %g) {
  store double %d, ptr addrspace(4) %g
  ret void
}
