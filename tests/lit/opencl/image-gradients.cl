// read_image*(image, sampler, coord, dx, dy) -> OpImageSampleExplicitLod with Grad;
// OpenCL passes float4 gradients for 3D images, SPIR-V's Grad takes as many
// components as the image has dimensions: the first three (OpVectorShuffle 0 1 2).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -cl-no-stdinc -Xclang -finclude-default-header -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -cl-no-stdinc -Xclang -finclude-default-header -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#F32]] 3
// CHECK: %[[#DX:]] = OpVectorShuffle %[[#V3]] %[[#]] %[[#]] 0 1 2
// CHECK: %[[#DY:]] = OpVectorShuffle %[[#V3]] %[[#]] %[[#]] 0 1 2
// CHECK: OpImageSampleExplicitLod %[[#]] %[[#]] %[[#]] Grad %[[#DX]] %[[#DY]]
// CHECK: OpImageSampleExplicitLod %[[#]] %[[#]] %[[#]] Grad %[[#]] %[[#]]
kernel void volume(read_only image3d_t i, sampler_t s, global float4 *o, global float4 *d) { o[0] = read_imagef(i, s, d[0], d[1], d[2]); }
kernel void plane(read_only image2d_t i, sampler_t s, global float4 *o, global float2 *d) { o[0] = read_imagef(i, s, d[0], d[1], d[2]); }
