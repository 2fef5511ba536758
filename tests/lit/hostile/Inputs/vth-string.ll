;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !vec_type_hint !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{!"float4", i32 1}
