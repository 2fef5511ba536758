// An OpenCL builtin we cannot lower yet is an error naming it (not a silent import);
// clang reports it and fails. (cl_intel_device_side_avc_motion_estimation's builtins on its objects are not translated.)
// RUN: rm -f %t.spv
// RUN: env SPIRV_EMIT_OUT=%t.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s
// RUN: %not test -e %t.spv
// CHECK: error: spirv-emit: in function 'k': 'intel_sub_group_avc_ime_get_border_reached' works on intel_sub_group_avc_*_t objects, which spirv-emit does not emit
// CHECK: 1 error generated.

#pragma OPENCL EXTENSION cl_intel_subgroups : enable
uchar __attribute__((overloadable)) intel_sub_group_avc_ime_get_border_reached(uchar, uint);

__kernel void k(__global int *a, read_only image2d_t img) {
    a[0] = intel_sub_group_avc_ime_get_border_reached((uchar)a[1], (uint)a[2]);
}
