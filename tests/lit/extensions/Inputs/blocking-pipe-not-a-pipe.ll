;; A blocking pipe read whose pipe nothing says is a pipe: its mangling
;; names `void AS1*` (blocking-pipes.ll).
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %pipe) {
  call spir_func void @_Z29__spirv_ReadPipeBlockingINTELPU3AS1vPU3AS4cii(ptr addrspace(1) %pipe, ptr addrspace(1) %p, i32 4, i32 4)
  ret void
}
declare spir_func void @_Z29__spirv_ReadPipeBlockingINTELPU3AS1vPU3AS4cii(ptr addrspace(1), ptr addrspace(1), i32, i32)
