target triple = "spir64-unknown-unknown"

define spir_func float @f(ptr addrspace(1) %q, float %f) {
  %b = atomicrmw fmaximum ptr addrspace(1) %q, float %f seq_cst
  ret float %b
}
