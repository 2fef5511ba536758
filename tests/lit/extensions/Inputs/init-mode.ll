target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %x = load i32, ptr addrspace(1) @g, align 4
  store i32 %x, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6190, i32 0}
