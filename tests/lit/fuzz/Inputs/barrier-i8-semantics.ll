;; Input of tests/lit/fuzz/builtin-call-type-mismatch.ll (fuzz seed 14790, reduced).
target triple = "spir64-unknown-unknown"

declare spir_func void @_Z22__spirv_ControlBarrieriii()

define spir_kernel void @k() {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 0, i32 0, i8 0)
  ret void
}
