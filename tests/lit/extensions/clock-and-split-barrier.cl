// cl_khr_kernel_clock -> OpReadClockKHR (SPV_KHR_shader_clock) and
// cl_intel_split_work_group_barrier -> OpControlBarrier{Arrive,Wait}INTEL
// (SPV_INTEL_split_barrier), each when its extension is allowed.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_KHR_shader_clock,+SPV_INTEL_split_barrier %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// SPIRV-Tools 2023.1 wants Subgroup or Device scope for OpReadClockKHR, and
// llvm-spirv-15 -r knows neither extension.
// RUN: %spirv-val --new-only --no-reader %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.no.spv %not %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.no.spv

// CHECK-DAG: OpCapability ShaderClockKHR
// CHECK-DAG: OpCapability SplitBarrierINTEL
// CHECK-DAG: OpExtension "SPV_KHR_shader_clock"
// CHECK-DAG: OpExtension "SPV_INTEL_split_barrier"
// CHECK-NOT: LinkageAttributes
// CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#ulong:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#uint2:]] = OpTypeVector %[[#uint]] 2
// CHECK-DAG: %[[#device:]] = OpConstant %[[#uint]] 1{{$}}
// CHECK-DAG: %[[#workgroup:]] = OpConstant %[[#uint]] 2{{$}}
// CHECK-DAG: %[[#subgroup:]] = OpConstant %[[#uint]] 3{{$}}
// CHECK-DAG: %[[#rel:]] = OpConstant %[[#uint]] 260{{$}}
// CHECK-DAG: %[[#acq:]] = OpConstant %[[#uint]] 258{{$}}
// CHECK-DAG: %[[#zero:]] = OpConstant %[[#uint]] 0{{$}}
// CHECK: OpReadClockKHR %[[#ulong]] %[[#device]]
// CHECK: OpReadClockKHR %[[#ulong]] %[[#workgroup]]
// CHECK: OpReadClockKHR %[[#ulong]] %[[#subgroup]]
// CHECK: OpReadClockKHR %[[#uint2]] %[[#device]]
// CHECK: OpControlBarrierArriveINTEL %[[#workgroup]] %[[#workgroup]] %[[#rel]]
// CHECK: OpControlBarrierWaitINTEL %[[#workgroup]] %[[#workgroup]] %[[#acq]]
// CHECK: OpControlBarrierArriveINTEL %[[#workgroup]] %[[#device]] %[[#zero]]

// ERR: 'clock_read_device' needs the SPIR-V extension SPV_KHR_shader_clock, which the target does not allow (allow it with ext=+SPV_KHR_shader_clock)
// ERR: 'intel_work_group_barrier_arrive' needs the SPIR-V extension SPV_INTEL_split_barrier

ulong __attribute__((overloadable)) clock_read_device(void);
ulong __attribute__((overloadable)) clock_read_work_group(void);
ulong __attribute__((overloadable)) clock_read_sub_group(void);
uint2 __attribute__((overloadable)) clock_read_hilo_device(void);
void __attribute__((overloadable)) intel_work_group_barrier_arrive(cl_mem_fence_flags flags);
void __attribute__((overloadable)) intel_work_group_barrier_wait(cl_mem_fence_flags flags);
void __attribute__((overloadable)) intel_work_group_barrier_arrive(cl_mem_fence_flags flags, memory_scope scope);

kernel void k(global ulong *out, global uint2 *hilo, local int *tmp) {
  out[0] = clock_read_device();
  out[1] = clock_read_work_group();
  out[2] = clock_read_sub_group();
  hilo[0] = clock_read_hilo_device();
  tmp[get_local_id(0)] = 1;
  intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
  intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
  intel_work_group_barrier_arrive(0, memory_scope_device);
  out[3] = tmp[0];
}
