;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!1, !1, !1}
!1 = !{!2}
!2 = !{i32 38, !"x"}
