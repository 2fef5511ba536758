// cl_arm_integer_dot_product_int8: arm_dot(uchar4, uchar4) and arm_dot(char4, char4) are
// the plain 4-lane dot products: each side widened to 32 bits by its signedness, multiplied
// and summed (as cl_khr_integer_dot_product's dot).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-val --target-env opencl2.0 %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

// CHECK-NOT: arm_dot
// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpUConvert
// CHECK: OpUConvert
// CHECK: OpIMul
// CHECK-COUNT-3: OpIAdd
// CHECK: OpSConvert
// CHECK: OpSConvert
// CHECK: OpIMul

// (as opencl-c.h declares them under cl_arm_integer_dot_product_int8)
uint __attribute__((overloadable)) arm_dot(uchar4 a, uchar4 b);
int __attribute__((overloadable)) arm_dot(char4 a, char4 b);

kernel void k(global uchar4 *a, global char4 *b, global uint *u, global int *i) {
    u[0] = arm_dot(a[0], a[1]);
    i[0] = arm_dot(b[0], b[1]);
}
