;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p)  {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!spirv.EntryPoint = !{!0, !1}
!0 = !{i32 6, ptr null, !"x"}
!1 = !{i32 99999, ptr @k}
