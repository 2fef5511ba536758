// Async copies of vectors and narrow types: int4 and uchar rows, and a strided gather
// of shorts, from global to local memory and back.
__kernel void ocl_async_types(__global const int4 *a, __global const uchar *b, __global const short *c,
                              __global int4 *ra, __global uchar *rb, __global short *rc,
                              __local int4 *la, __local uchar *lb, __local short *lc) {
    size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
    event_t e1 = async_work_group_copy(la, a + g * n, n, 0);
    event_t e2 = async_work_group_copy(lb, b + g * n, n, 0);
    event_t e3 = async_work_group_strided_copy(lc, c + g, n, get_num_groups(0), 0);
    event_t all[3] = {e1, e2, e3};
    wait_group_events(3, all);
    la[l] = la[l] + (int4)(lc[l]);
    uchar mirrored = lb[n - 1 - l];
    barrier(CLK_LOCAL_MEM_FENCE);
    lb[l] = mirrored;
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t o = async_work_group_copy(ra + g * n, la, n, 0);
    o = async_work_group_copy(rb + g * n, lb, n, o);
    o = async_work_group_strided_copy(rc + g, lc, n, get_num_groups(0), o);
    wait_group_events(1, &o);
}
