;; A cooperative matrix type whose Scope is none (see cooperative-matrix-rules.ll).
target triple = "spir64-unknown-unknown"

; Rows and Columns before Scope: Scope would be 8.
define spir_func void @rows_first(target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) %m) {
  ret void
}
