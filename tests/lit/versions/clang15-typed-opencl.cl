// clang-15 emits typed pointers by default, with OpenCL objects as pointers
// to opaque structs (%opencl.image2d_ro_t addrspace(1)*, %opencl.sampler_t
// addrspace(2)*, %opencl.event_t*, %opencl.pipe_ro_t, %opencl.queue_t,
// %opencl.reserve_id_t, %opencl.clk_event_t): each is the OpenCL type it names.
// REQUIRES: llvm15
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s --check-prefix=O2

// CHECK-DAG: OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: OpTypeSampler
// CHECK-DAG: OpTypeEvent
// CHECK-DAG: OpTypePipe ReadOnly
// CHECK-DAG: OpTypePipe WriteOnly
// CHECK-DAG: OpTypeQueue
// CHECK-DAG: OpTypeReserveId
// CHECK-DAG: OpTypeDeviceEvent
// CHECK: OpImageSampleExplicitLod
// CHECK: OpGroupAsyncCopy
// CHECK: OpImageWrite
// O2-DAG: OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
// O2-DAG: OpTypeEvent
// O2: OpImageSampleExplicitLod
// O2: OpGroupAsyncCopy
// O2: OpImageWrite

kernel void img(read_only image2d_t im, sampler_t s, global float4 *out, local float *l, global float *g) {
  out[0] = read_imagef(im, s, (int2)(0, 0));
  event_t e = async_work_group_copy(l, g, 4, 0);
  wait_group_events(1, &e);
}
kernel void wimg(write_only image2d_t im) { write_imagef(im, (int2)(0, 0), (float4)(1.0f)); }
kernel void pipes(read_only pipe int in, write_only pipe float out) {}
void objects(queue_t q, reserve_id_t r, clk_event_t c) {}
