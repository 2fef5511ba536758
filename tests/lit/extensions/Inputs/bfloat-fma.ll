;; Input of extensions/bfloat-exact-operations.ll: llvm.fma on bfloat.
define spir_func bfloat @fma(bfloat %a, bfloat %b, bfloat %c) {
  %r = call bfloat @llvm.fma.bf16(bfloat %a, bfloat %b, bfloat %c)
  ret bfloat %r
}
declare bfloat @llvm.fma.bf16(bfloat, bfloat, bfloat)
