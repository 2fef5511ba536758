target triple = "spir64-unknown-unknown"

@g = global i32 0

define spir_kernel void @k() {
  store i32 1, ptr @g
  ret void
}
