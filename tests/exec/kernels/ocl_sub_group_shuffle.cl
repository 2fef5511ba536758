// cl_intel_subgroups shuffles (OpSubgroupShuffle*INTEL) within sub-groups of 8 work-items.
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#ifndef __INTEL_SUBGROUPS_DECLARED
// clang 16's opencl-c.h does not declare them; these prototypes mangle like the builtins.
int __attribute__((overloadable)) intel_sub_group_shuffle(int, uint);
float __attribute__((overloadable)) intel_sub_group_shuffle_down(float, float, uint);
int __attribute__((overloadable)) intel_sub_group_shuffle_up(int, int, uint);
int __attribute__((overloadable)) intel_sub_group_shuffle_xor(int, uint);
#endif
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_sub_group_shuffle(__global const int *v,
                                                                                  __global int *out, __global float *f) {
    size_t i = get_global_id(0);
    int x = v[i];
    uint lane = get_sub_group_local_id();
    out[i * 3] = intel_sub_group_shuffle(x, (lane + 3) % 8);
    out[i * 3 + 1] = intel_sub_group_shuffle_xor(x, 1u);
    out[i * 3 + 2] = intel_sub_group_shuffle_up(x - 1000, x, 2u);
    f[i] = intel_sub_group_shuffle_down((float)x, (float)(x + 1000), 1u);
}
