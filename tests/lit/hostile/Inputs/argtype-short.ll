;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_type !0 !kernel_arg_addr_space !1 !kernel_arg_base_type !0 !kernel_arg_access_qual !2 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{}
!1 = !{i32 1, i32 1, i32 1}
!2 = !{null}
