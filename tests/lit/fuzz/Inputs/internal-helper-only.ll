;; Only an internal helper function: no entry point, no export.
target triple = "spir64-unknown-unknown"

define internal spir_func i32 @helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
