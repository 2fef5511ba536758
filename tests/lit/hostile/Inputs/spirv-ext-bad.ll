;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p)  {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!spirv.Extension = !{!0}
!0 = !{i32 1, null}
