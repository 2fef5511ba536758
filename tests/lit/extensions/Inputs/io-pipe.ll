;; SPV_INTEL_io_pipes as the reference translator reads it (its test
;; test/extensions/INTEL/SPV_INTEL_io_pipes): a pipe_storage global with !io_pipe_id.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

%spirv.ConstantPipeStorage = type { i32, i32, i32 }
%"class.cl::pipe_storage" = type { ptr addrspace(1) }

@creator = linkonce_odr addrspace(1) global %spirv.ConstantPipeStorage { i32 16, i32 16, i32 1 }, align 4
@mygpipe = addrspace(1) global %"class.cl::pipe_storage" { ptr addrspace(1) @creator }, align 4, !io_pipe_id !5

define spir_kernel void @worker() {
entry:
  ret void
}
!5 = !{i32 1}
