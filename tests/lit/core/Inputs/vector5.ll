target triple = "spir64-unknown-unknown"

define spir_func <5 x i32> @five(<5 x i32> %v) {
  %r = add <5 x i32> %v, %v
  ret <5 x i32> %r
}
