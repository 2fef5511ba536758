// Literal samplers in every form clang emits them (all through
// __translate_sampler_initializer): a kernel-scope constant, a program-scope
// constant, a literal passed straight to read_image, samplers passed on to a
// helper, and initializers without filter bits (nearest, as the translator
// reads them) -> OpConstantSampler.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s

// CHECK-DAG: OpCapability LiteralSampler
// CHECK-DAG: %[[#SAMPLER:]] = OpTypeSampler
// CHECK-DAG: OpConstantSampler %[[#SAMPLER]] Repeat 1 Linear
// CHECK-DAG: OpConstantSampler %[[#SAMPLER]] ClampToEdge 0 Nearest
// CHECK-DAG: OpConstantSampler %[[#SAMPLER]] RepeatMirrored 1 Linear
// CHECK-DAG: OpConstantSampler %[[#SAMPLER]] None 0 Nearest
constant sampler_t gs = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
float4 helper(read_only image2d_t img, sampler_t s, float2 c) { return read_imagef(img, s, c); }
kernel void k(read_only image2d_t img, global float4 *out) {
  const sampler_t ls = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  out[0] = read_imagef(img, gs, (float2)(0.5f, 0.5f));
  out[1] = read_imagef(img, ls, (int2)(0, 0));
  out[2] = read_imagef(img, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR, (float2)(0.5f, 0.5f));
  out[3] = helper(img, gs, (float2)(0.1f, 0.2f));
  out[4] = helper(img, ls, (float2)(1.0f, 2.0f));
  out[5] = read_imagef(img, CLK_ADDRESS_NONE, (int2)(0, 0));
  out[6] = read_imagef(img, 0, (int2)(0, 0));
}
