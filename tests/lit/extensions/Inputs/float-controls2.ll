target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = fmul float %x, %x
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2}
!0 = !{ptr @k, i32 5620, i32 32}
!1 = !{ptr @k, i32 5621, i32 64}
!2 = !{ptr @k, i32 5622, i32 32}
