; llvm.sincos declared with a struct of the wrong types (sincos-modf.ll).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %sc = call { float, double } @llvm.sincos.f32(float 1.0)
  %s = extractvalue { float, double } %sc, 0
  store float %s, ptr addrspace(1) %p
  ret void
}

declare { float, double } @llvm.sincos.f32(float)
