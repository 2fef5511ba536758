;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !reqd_work_group_size !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{i32 8, i32 8, i32 1, i32 1}
