// Every module declares OpCapability Kernel explicitly, even when another
// capability (ImageBasic, Vector16, Float16Buffer) implies it: PoCL refuses
// modules without it, and the translator and LLVM's backend always declare it.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.v.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc -DVEC16
// RUN: %spirv-val %t.v.spv
// RUN: %spirv-dis %t.v.spv | FileCheck %s --check-prefix=VEC

// CHECK-DAG: OpCapability Kernel
// CHECK-DAG: OpCapability ImageBasic
// VEC-DAG: OpCapability Kernel
// VEC-DAG: OpCapability Vector16

#ifdef VEC16
kernel void k(global float16 *out, float16 v) { out[0] = v + (float16)(1.0f); }
#else
kernel void k(read_only image2d_t img, global float4 *out) {
  out[0] = read_imagef(img, (int2)(0, 0));
}
#endif
