// cl_intel_subgroups shuffles that PoCL's library has too (OpSubgroupShuffleINTEL,
// OpSubgroupShuffleXorINTEL), within sub-groups of 8 work-items, on int, float and uint (PoCL 6's library has no vector forms).
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#ifndef __INTEL_SUBGROUPS_DECLARED
// clang 16's default builtin declarations lack them; these prototypes mangle like the builtins.
int __attribute__((overloadable)) intel_sub_group_shuffle(int, uint);
float __attribute__((overloadable)) intel_sub_group_shuffle(float, uint);
uint __attribute__((overloadable)) intel_sub_group_shuffle_xor(uint, uint);
int __attribute__((overloadable)) intel_sub_group_shuffle_xor(int, uint);
#endif
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_sub_group_shuffle_xor(__global const int *v,
                                                                                      __global int *out, __global float *f) {
    size_t i = get_global_id(0);
    int x = v[i];
    uint lane = get_sub_group_local_id();
    out[i * 4] = intel_sub_group_shuffle(x, (lane + 5) % 8);
    out[i * 4 + 1] = intel_sub_group_shuffle_xor(x, 3u);
    out[i * 4 + 2] = (int)intel_sub_group_shuffle_xor((uint)x, 4u);
    out[i * 4 + 3] = (int)intel_sub_group_shuffle_xor((uint)x + 7u, 4u);
    f[i] = intel_sub_group_shuffle((float)x * 0.5f, 7u - lane);
}
