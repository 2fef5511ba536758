;; Cooperative matrix types whose Scope or Use is none (see cooperative-matrix-rules.ll).
target triple = "spir64-unknown-unknown"

; Rows and Columns before Scope: Scope would be 8.
define spir_func void @rows_first(target("spirv.CooperativeMatrixKHR", float, 8, 16, 3, 2) %m) {
  ret void
}

define spir_func void @bad_use(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 5) %m) {
  ret void
}
