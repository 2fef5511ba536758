target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !max_work_group_size !1 {
  ret void
}

!1 = !{i32 64, i32 2, i32 1, i32 1}
