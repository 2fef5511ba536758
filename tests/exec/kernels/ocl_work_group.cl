// Work-group collectives: reduce/scan (inclusive, exclusive) add/min/max on int, uint, float,
// broadcast (1D and 2D local ids), all/any -> OpGroup* with Workgroup scope.
__kernel void ocl_work_group(__global const int *v, __global const float *f, __global int *r, __global uint *u,
                             __global float *fr) {
    size_t i = get_global_id(0);
    int x = v[i];
    uint y = (uint)x;
    __global int *o = r + i * 8;
    o[0] = work_group_reduce_add(x);
    o[1] = work_group_reduce_min(x);
    o[2] = work_group_reduce_max(x);
    o[3] = work_group_scan_inclusive_add(x);
    o[4] = work_group_scan_exclusive_add(x);
    o[5] = work_group_broadcast(x, 3);
    o[6] = work_group_all(x > -900) + 2 * work_group_any(x > 990);
    o[7] = work_group_scan_inclusive_max(x) - work_group_scan_exclusive_min(x);
    u[i * 2] = work_group_reduce_max(y);
    u[i * 2 + 1] = work_group_scan_inclusive_min(y);
    fr[i * 2] = work_group_reduce_add(f[i]);
    fr[i * 2 + 1] = work_group_scan_exclusive_max(f[i]);
}
