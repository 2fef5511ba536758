// async_work_group_copy (global -> local, local -> global), async_work_group_strided_copy,
// wait_group_events, prefetch: OpGroupAsyncCopy / OpGroupWaitEvents / OpenCL.std prefetch.
__kernel void ocl_async_copy(__global const float4 *in, __global float4 *out, __global const int *strided,
                             __global int *gathered, __local float4 *tile, __local int *column) {
    size_t g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
    prefetch(in + g * n, n);
    event_t e = async_work_group_copy(tile, in + g * n, n, 0);
    event_t f = async_work_group_strided_copy(column, strided + g, n, get_num_groups(0), 0);
    wait_group_events(1, &e);
    wait_group_events(1, &f);
    tile[l] = tile[l] * 2.0f + (float)column[n - 1 - l];
    barrier(CLK_LOCAL_MEM_FENCE);
    e = async_work_group_copy(out + g * n, tile, n, 0);
    e = async_work_group_strided_copy(gathered + g, column, n, get_num_groups(0), e);
    wait_group_events(1, &e);
}
