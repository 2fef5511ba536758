;; Input of a tests/lit/hostile test: malformed on purpose.
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) !kernel_arg_type !0 !kernel_arg_base_type !0 !kernel_arg_type_qual !0 !kernel_arg_name !0 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
!0 = !{i32 5}
