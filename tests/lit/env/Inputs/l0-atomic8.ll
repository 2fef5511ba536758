target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %old = atomicrmw add ptr addrspace(1) %p, i8 1 seq_cst
  ret void
}
