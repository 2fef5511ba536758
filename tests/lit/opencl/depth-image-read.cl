// cl_khr_depth_images: an unsampled read of a depth image is OpImageRead of
// the scalar float itself (the OpenCL environment requires it, as the
// translator writes it); sampled reads sample four components and take the first.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

// CHECK-DAG: %[[#FLOAT:]] = OpTypeFloat 32
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#FLOAT]] 4
// CHECK-DAG: %[[#DEPTH:]] = OpTypeImage %[[#]] 2D 1 0 0 0 Unknown ReadOnly
// CHECK: %[[#D:]] = OpFunctionParameter %[[#DEPTH]]
// CHECK: OpImageRead %[[#FLOAT]] %[[#D]]
// CHECK: %[[#T:]] = OpImageSampleExplicitLod %[[#V4]]
// CHECK-NEXT: OpCompositeExtract %[[#FLOAT]] %[[#T]] 0
kernel void k(read_only image2d_depth_t d, sampler_t s, global float *o) {
  o[0] = read_imagef(d, (int2)(0, 0));
  o[1] = read_imagef(d, s, (float2)(0.5f, 0.5f));
}
