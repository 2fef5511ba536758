// Images in SPIR-V friendly IR with opaque pointers (as `llvm-spirv -r
// --spirv-target-env=SPV-IR` writes it for LLVM 16): the image, sampler and
// sampled-image types survive only in the mangled names of the __spirv_*
// calls (`PU3AS133__spirv_Image__void_1_0_0_0_0_0_0`), and __spirv_SampledImage
// returns the OpTypeSampledImage of its image.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %llvm-spirv -r --spirv-target-env=SPV-IR %t.spv -o %t.friendly.bc
// RUN: %opt -passes='spirv-emit<out=%t.2.spv>' -disable-output %t.friendly.bc
// RUN: %spirv-val %t.2.spv
// RUN: %spirv-dis %t.2.spv | FileCheck %s

// CHECK-DAG: %[[#VOID:]] = OpTypeVoid
// CHECK-DAG: %[[#RO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown ReadOnly
// CHECK-DAG: %[[#WO:]] = OpTypeImage %[[#VOID]] 2D 0 0 0 0 Unknown WriteOnly
// CHECK-DAG: %[[#SAMPLER:]] = OpTypeSampler
// CHECK-DAG: %[[#SAMPLED:]] = OpTypeSampledImage %[[#RO]]
// CHECK-DAG: %[[#LIT:]] = OpConstantSampler %[[#SAMPLER]] Clamp 0 Nearest
// CHECK: %[[#IMG:]] = OpFunctionParameter %[[#RO]]
// CHECK: %[[#S:]] = OpFunctionParameter %[[#SAMPLER]]
// CHECK: %[[#SI:]] = OpSampledImage %[[#SAMPLED]] %[[#IMG]] %[[#S]]
// CHECK: OpImageSampleExplicitLod %[[#]] %[[#SI]] %[[#]] Lod %[[#]]
// CHECK: %[[#SI2:]] = OpSampledImage %[[#SAMPLED]] %[[#IMG]] %[[#LIT]]
// CHECK: OpImageSampleExplicitLod %[[#]] %[[#SI2]] %[[#]] Lod %[[#]]
// CHECK: OpImageRead %[[#]] %[[#IMG]]
// CHECK: OpImageQuerySize{{(Lod)?}} %[[#]] %[[#IMG]]
// CHECK: OpImageWrite %[[#]]
kernel void k(read_only image2d_t img, sampler_t s, global float4 *out, write_only image2d_t w) {
  int2 c = (int2)(get_global_id(0), 0);
  const sampler_t lit = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
  out[0] = read_imagef(img, s, (float2)(0.5f, 0.5f));
  out[1] = read_imagef(img, lit, c);
  out[2] = read_imagef(img, c);
  out[3] = (float4)(get_image_width(img));
  write_imagef(w, c, out[0]);
}
