// A histogram in __local memory (atomic_inc, atomic_add on local ints), merged into global
// memory with atomic_add; work_group_barrier between the phases.
__kernel void ocl_atomic_local_hist(__global const uchar *data, __global uint *hist, __local uint *bins) {
    size_t l = get_local_id(0), n = get_local_size(0);
    for (size_t b = l; b < 64; b += n)
        bins[b] = 0;
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    uchar v = data[get_global_id(0)];
    atomic_inc(&bins[v % 64]);
    atomic_add(&bins[(v / 64) * 16], 2u);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t b = l; b < 64; b += n)
        atomic_add(&hist[b], bins[b]);
}
