// clang-22 output: each kernel's body is in an always-inline
// `__clang_ocl_kern_imp_<kernel>` that the kernel calls (and a kernel calling
// another kernel calls too): dropped once inlined (-O2), kept without linkage
// when called (-O0); images, samplers and events arrive as
// target("spirv.Image", ...), target("spirv.Sampler"), target("spirv.Event");
// the datalayout ends in -G1.
// REQUIRES: llvm22
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s --check-prefixes=CHECK,O2
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefixes=CHECK,O0

// O2-NOT: OpCapability Linkage
// O0-NOT: LinkageAttributes
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "img"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "other"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "caller"
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: OpTypeImage %{{[0-9]+}} 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: OpTypeSampler
// CHECK-DAG: OpTypeEvent
// O2-NOT: __clang_ocl_kern_imp_
// O0-DAG: OpName %{{[0-9]+}} "__clang_ocl_kern_imp_other"
// CHECK: OpImageSampleExplicitLod
// CHECK: OpGroupAsyncCopy
// CHECK: OpGroupWaitEvents

kernel void img(read_only image2d_t im, sampler_t s, global float4 *out, local float *l, global float *g) {
  out[0] = read_imagef(im, s, (int2)(0, 0));
  event_t e = async_work_group_copy(l, g, 4, 0);
  wait_group_events(1, &e);
}
kernel void other(global int *p) { p[0] = 1; }
kernel void caller(global int *p) { other(p); }
