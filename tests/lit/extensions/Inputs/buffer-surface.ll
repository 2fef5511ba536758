; A VC kernel taking a buffer surface (buffer-surface-refused.ll).
target triple = "spir-unknown-unknown"

define spir_kernel void @k(target("spirv.BufferSurfaceINTEL", 2) %b) "VCFunction" {
  ret void
}
