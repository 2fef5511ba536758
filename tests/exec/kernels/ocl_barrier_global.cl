// work_group_barrier with CLK_GLOBAL_MEM_FENCE: work-items of a group exchange values through
// global memory; then a second phase through local memory with both fences.
__kernel void ocl_barrier_global(__global int *scratch, __global const int *in, __global int *out,
                                 __local int *tmp) {
    size_t g = get_global_id(0), l = get_local_id(0), n = get_local_size(0), base = g - l;
    scratch[g] = in[g] * 2;
    work_group_barrier(CLK_GLOBAL_MEM_FENCE);
    int v = scratch[base + (l + 5) % n];
    tmp[l] = v;
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
    out[g] = tmp[n - 1 - l] + v;
}
