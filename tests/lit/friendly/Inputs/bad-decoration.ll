target triple = "spir64-unknown-unknown"

@w = addrspace(1) global i32 0, !spirv.Decorations !1

!1 = !{!2}
!2 = !{i32 99999}
