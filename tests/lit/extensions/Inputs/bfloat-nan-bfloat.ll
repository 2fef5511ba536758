;; Input of extensions/bfloat-nan-fpclass.ll: nan with a bfloat nancode.
target triple = "spir64-unknown-unknown"
define spir_func bfloat @n(bfloat %c) {
  %r = call spir_func bfloat @_Z3nanDF16b(bfloat %c)
  ret bfloat %r
}
declare spir_func bfloat @_Z3nanDF16b(bfloat)
