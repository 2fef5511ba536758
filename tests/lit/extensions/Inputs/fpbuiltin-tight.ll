target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %x, float %y) {
  %d = call float @llvm.fpbuiltin.fdiv.f32(float %x, float %y) #0
  store float %d, ptr addrspace(1) %p
  ret void
}

declare float @llvm.fpbuiltin.fdiv.f32(float, float)

attributes #0 = { "fpbuiltin-max-error"="1.0" }
