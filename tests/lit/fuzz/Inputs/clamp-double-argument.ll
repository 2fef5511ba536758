;; Input of tests/lit/fuzz/builtin-call-type-mismatch.ll (fuzz seed 11138, reduced).
target triple = "spir64-unknown-unknown"

declare spir_func <4 x float> @_Z5clampDv4_fff()

define spir_kernel void @k(ptr addrspace(1) %p) {
  %c = tail call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> zeroinitializer, double 0.000000e+00, float 0.000000e+00)
  store <4 x float> %c, ptr addrspace(1) %p, align 16
  ret void
}
