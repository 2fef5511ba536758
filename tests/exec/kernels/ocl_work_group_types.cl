// Work-group collectives on long, ulong and double values, and work_group_broadcast with a
// 2D local id in a 2D NDRange.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_work_group_types(__global const long *a, __global const double *d, __global long *rl,
                                   __global ulong *ru, __global double *rd) {
    size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);
    long x = a[i];
    rl[i * 3] = work_group_reduce_add(x);
    rl[i * 3 + 1] = work_group_scan_inclusive_min(x);
    rl[i * 3 + 2] = work_group_broadcast(x, 3, 1);
    ru[i] = work_group_reduce_max((ulong)x);
    rd[i * 2] = work_group_scan_exclusive_add(d[i]);
    rd[i * 2 + 1] = work_group_reduce_min(d[i]) + work_group_broadcast(d[i], 0, 0);
}
