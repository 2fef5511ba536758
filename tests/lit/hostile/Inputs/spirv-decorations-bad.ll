;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.Decorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1, !2, !3, null}
!1 = !{i32 999999}
!2 = !{!"Restrict", i32 1}
!3 = !{i32 44}
