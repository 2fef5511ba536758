// The same input gives byte-identical output: several image and sampler types (interned
// from a map of OpenCL objects) and program-scope globals used by several kernels (the
// SPIR-V 1.4+ entry-point interface lists every global), compiled repeatedly through
// clang and opt at versions 1.0 and 1.4.
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.10.1.spv;version=1.0>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.10.2.spv;version=1.0>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.10.3.spv;version=1.0>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.10.4.spv;version=1.0>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.10.5.spv;version=1.0>' -disable-output %t.ll
// RUN: cmp %t.10.1.spv %t.10.2.spv
// RUN: cmp %t.10.1.spv %t.10.3.spv
// RUN: cmp %t.10.1.spv %t.10.4.spv
// RUN: cmp %t.10.1.spv %t.10.5.spv
// RUN: %opt -passes='spirv-emit<out=%t.14.1.spv;version=1.4>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.14.2.spv;version=1.4>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.14.3.spv;version=1.4>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.14.4.spv;version=1.4>' -disable-output %t.ll
// RUN: %opt -passes='spirv-emit<out=%t.14.5.spv;version=1.4>' -disable-output %t.ll
// RUN: cmp %t.14.1.spv %t.14.2.spv
// RUN: cmp %t.14.1.spv %t.14.3.spv
// RUN: cmp %t.14.1.spv %t.14.4.spv
// RUN: cmp %t.14.1.spv %t.14.5.spv
// RUN: env SPIRV_EMIT_OUT=%t.O0.1.spv SPIRV_EMIT_VERSION=1.4 %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_EMIT_OUT=%t.O0.2.spv SPIRV_EMIT_VERSION=1.4 %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: env SPIRV_EMIT_OUT=%t.O0.3.spv SPIRV_EMIT_VERSION=1.4 %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: cmp %t.O0.1.spv %t.O0.2.spv
// RUN: cmp %t.O0.1.spv %t.O0.3.spv
// RUN: %spirv-val %t.10.1.spv
// RUN: %spirv-val %t.14.1.spv
// RUN: %spirv-val %t.O0.1.spv
// RUN: %spirv-dis %t.14.1.spv | FileCheck %s
// RUN: %spirv-dis %t.14.1.spv | FileCheck %s --check-prefix=SAMPLER
// Eight image types, one sampler type, four globals in every kernel's interface.
// CHECK-COUNT-4: OpEntryPoint Kernel %{{[0-9]+}} "{{k[a-z0-9]+}}" %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// CHECK-COUNT-8: OpTypeImage
// CHECK-NOT: OpTypeImage
// SAMPLER: OpTypeSampler
// SAMPLER-NOT: OpTypeSampler

const sampler_t literal = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
global int counter;
global float scale = 2.0f;
global int table[4] = {1, 2, 3, 4};
constant float weights[3] = {0.25f, 0.5f, 0.25f};

kernel void k1d(read_only image1d_t a, write_only image1d_t b, global float4 *out) {
  int i = get_global_id(0);
  float4 v = read_imagef(a, literal, i) * scale;
  write_imagef(b, i, v);
  out[i] = v + weights[i % 3];
  atomic_inc(&counter);
}

kernel void k2d(read_only image2d_t a, write_only image2d_t b, sampler_t s, global int *out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(a, s, p);
  write_imagef(b, p, v * weights[1]);
  out[p.x] = table[p.x & 3] + counter;
}

kernel void k3d(read_only image3d_t a, read_only image2d_array_t arr, read_only image2d_depth_t d,
                sampler_t s, global float4 *out) {
  int i = get_global_id(0);
  float4 v = read_imagef(a, s, (int4)(i, 0, 0, 0));
  v += read_imagef(arr, s, (int4)(i, 0, 1, 0));
  v.x += read_imagef(d, literal, (int2)(i, 0));
  out[i] = v * scale + (float4)(table[i & 3]);
}

kernel void krw(read_write image2d_t rw, global int *out) {
  int2 p = (int2)(get_global_id(0), 0);
  write_imagei(rw, p, read_imagei(rw, p) + table[0]);
  out[0] = atomic_add(&counter, 1);
}
