;; A cooperative matrix type whose Scope is none (see cooperative-matrix-rules.ll).
target triple = "spir64-unknown-unknown"

; Scope 8 in the KHR order, and QueueFamily (no matrix scope) in the joint
; matrices' order (Rows, Columns, Scope, Use): no reading is a matrix.
define spir_func void @rows_first(target("spirv.CooperativeMatrixKHR", float, 8, 16, 5, 2) %m) {
  ret void
}
