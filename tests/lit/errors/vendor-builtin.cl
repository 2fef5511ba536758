// A builtin opencl-c.h declares for a vendor extension nothing lowers
// (cl_arm_integer_dot_product's arm_dot_acc_sat) is an error naming the extension, not
// an imported function that validates but cannot be linked by a runtime.
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK: error: spirv-emit: in function 'k': OpenCL builtin function 'arm_dot_acc_sat' (_Z15arm_dot_acc_satDv4_hS_j) is not supported yet (cl_arm_integer_dot_product builtins are not translated)
// CHECK: 1 error generated.

// (as opencl-c.h declares it under cl_arm_integer_dot_product_accumulate_saturate_int8)
uint __attribute__((overloadable)) arm_dot_acc_sat(uchar4 a, uchar4 b, uint c);

__kernel void k(__global uint *a, __global uchar4 *b) {
    a[0] = arm_dot_acc_sat(b[0], b[1], a[1]);
}
