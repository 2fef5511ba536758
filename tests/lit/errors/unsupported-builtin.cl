// An OpenCL builtin we cannot lower yet is an error naming it (not a silent import);
// clang reports it and fails. (cl_intel_media_block_io is not translated.)
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK: error: spirv-emit: in function 'k': OpenCL builtin function 'intel_sub_group_media_block_read_ui' (_Z35intel_sub_group_media_block_read_uiDv2_iii14ocl_image2d_ro) is not supported yet
// CHECK: 1 error generated.

#pragma OPENCL EXTENSION cl_intel_subgroups : enable
uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);

__kernel void k(__global int *a, read_only image2d_t img) {
    a[0] = intel_sub_group_media_block_read_ui((int2)(0, 0), 1, 1, img);
}
