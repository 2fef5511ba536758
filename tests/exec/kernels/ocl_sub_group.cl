// cl_khr_subgroups: sub_group_reduce/scan, broadcast, all/any, sub_group_barrier, and the
// sub-group work-item functions. The sub-group size is fixed to 8 (cl_intel_required_subgroup_size,
// the SubgroupSize execution mode) so that the host knows the grouping.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_sub_group(__global const int *v, __global int *r, __global uint *info) {
    size_t i = get_global_id(0);
    int x = v[i];
    uint sg = get_sub_group_id(), lid = get_sub_group_local_id();
    info[i * 3] = sg;
    info[i * 3 + 1] = lid;
    info[i * 3 + 2] = get_sub_group_size();
    __global int *o = r + i * 6;
    o[0] = sub_group_reduce_add(x);
    o[1] = sub_group_reduce_max(x);
    o[2] = sub_group_scan_inclusive_add(x);
    o[3] = sub_group_scan_exclusive_min(x);
    o[4] = sub_group_broadcast(x, 0);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    o[5] = sub_group_all(x > -900) + 2 * sub_group_any(x > 990);
}
