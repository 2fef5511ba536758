// barrier, work_group_barrier with and without a scope, mem_fence/read_mem_fence/write_mem_fence,
// atomic_work_item_fence: a rotate through local memory that needs each barrier.
__kernel void ocl_barriers(__global const int *in, __global int *out, __local int *a, __local int *b) {
    size_t l = get_local_id(0), n = get_local_size(0), g = get_global_id(0);
    a[l] = in[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    b[l] = a[(l + 1) % n] * 2;
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    a[l] = b[(l + 3) % n] + 1;
    work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
    mem_fence(CLK_LOCAL_MEM_FENCE);
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    write_mem_fence(CLK_LOCAL_MEM_FENCE);
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
    out[g] = a[(l + n - 1) % n];
}
