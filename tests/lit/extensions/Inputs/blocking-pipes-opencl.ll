;; cl_intel_blocking_pipes as clang lowers read_pipe/write_pipe on blocking pipes:
;; __read_pipe_2_bl / __write_pipe_2_bl (the reference translator reads these).
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(target("spirv.Pipe", 0) %p, target("spirv.Pipe", 1) %q) {
  %v = alloca i32
  %g = addrspacecast ptr %v to ptr addrspace(4)
  call spir_func void @__read_pipe_2_bl(target("spirv.Pipe", 0) %p, ptr addrspace(4) %g, i32 4, i32 4)
  call spir_func void @__write_pipe_2_bl(target("spirv.Pipe", 1) %q, ptr addrspace(4) %g, i32 4, i32 4)
  ret void
}
declare spir_func void @__read_pipe_2_bl(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32)
declare spir_func void @__write_pipe_2_bl(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32)
