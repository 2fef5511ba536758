;; Input of friendly/execution-modes.ll: LocalSize with two operands (it takes three).
target triple = "spir64-unknown-unknown"
define spir_kernel void @k() {
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 17, i32 8, i32 4}
