;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p)  {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!spirv.ExecutionMode = !{!0, !1, !2, !3}
!0 = !{ptr @k}
!1 = !{ptr @k, i32 9999}
!2 = !{null, i32 17, i32 1, i32 1, i32 1}
!3 = !{i32 17, ptr @k}
