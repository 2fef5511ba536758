// An OpenCL builtin we cannot lower yet is an error naming it (not a silent import);
// clang reports it and fails.
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK: error: spirv-emit: in function 'k': OpenCL builtin function 'erfc' (_Z4erfcf) is not supported yet
// CHECK: 1 error generated.

__kernel void k(__global float *a) {
    a[0] = erfc(a[1]);
}
