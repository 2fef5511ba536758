;; Input of friendly/memory-model-triple.ll: Logical addressing and the
;; GLSL450 memory model, which OpenCL kernels cannot have.
target triple = "spir-unknown-unknown"
!spirv.MemoryModel = !{!0}
!0 = !{i32 0, i32 1}
define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
