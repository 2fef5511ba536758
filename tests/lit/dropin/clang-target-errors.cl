// clang --target=spirv64 -c on a kernel spirv-emit cannot translate: clang's
// error (non-zero exit), and no output file, not even a stale one.
// RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
// RUN: echo stale > k.spv
// RUN: %not %spirv-clang --target=spirv64 -cl-std=CL2.0 -O2 -c %s -o k.spv 2>&1 | FileCheck %s
// RUN: %not test -e k.spv
// RUN: %not %spirv-clang --target=spirv64 -cl-std=CL2.0 -O2 -S %s -o k.spvasm 2>&1 | FileCheck %s
// RUN: %not test -e k.spvasm
// CHECK: spirv-emit: in function 'k': 'intel_sub_group_avc_ime_get_border_reached' works on intel_sub_group_avc_*_t objects, which spirv-emit does not emit

#pragma OPENCL EXTENSION cl_intel_subgroups : enable
uchar __attribute__((overloadable)) intel_sub_group_avc_ime_get_border_reached(uchar, uint);

__kernel void k(__global int *a) {
    a[0] = intel_sub_group_avc_ime_get_border_reached((uchar)a[1], (uint)a[2]);
}
