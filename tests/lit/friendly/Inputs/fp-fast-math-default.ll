;; Input of friendly/execution-modes.ll: FPFastMathDefault's Target Type as `float undef`.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fadd float %x, 1.0
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}
!spirv.ExecutionMode = !{!0}
!0 = !{ptr @k, i32 6028, float undef, i32 0}
