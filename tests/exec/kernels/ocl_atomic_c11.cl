// OpenCL 2.0 atomics: atomic_init, atomic_store/load (_explicit), atomic_exchange,
// atomic_fetch_<op>[_explicit] with orders and scopes, on global and local atomic_int/uint.
__kernel void ocl_atomic_c11(__global const int *v, volatile __global atomic_int *g, volatile __global atomic_uint *u,
                             __global int *seen, volatile __local atomic_int *loc) {
    size_t i = get_global_id(0), l = get_local_id(0);
    int x = v[i];
    if (l == 0)
        atomic_init(&loc[0], 0);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    atomic_fetch_add(&g[0], x);
    atomic_fetch_sub_explicit(&g[1], x, memory_order_relaxed);
    atomic_fetch_max_explicit(&g[2], x, memory_order_acq_rel, memory_scope_device);
    atomic_fetch_min_explicit(&g[3], x, memory_order_seq_cst, memory_scope_all_svm_devices);
    atomic_fetch_or(&u[0], 1u << (i % 32));
    atomic_fetch_and(&u[1], ~(1u << (i % 29)));
    atomic_fetch_xor_explicit(&u[2], (uint)x, memory_order_release);
    atomic_fetch_max(&u[3], (uint)x);
    atomic_fetch_min(&u[4], (uint)x);
    atomic_fetch_add_explicit(&loc[0], 1, memory_order_relaxed, memory_scope_work_group);
    work_group_barrier(CLK_LOCAL_MEM_FENCE);
    seen[i] = atomic_load_explicit(&loc[0], memory_order_acquire, memory_scope_work_group);
    if (i == 0) {
        atomic_store(&g[4], 42);
        atomic_store_explicit(&g[5], atomic_load(&g[4]) + 1, memory_order_release);
        seen[i] += atomic_exchange(&g[6], 7) * 1000 + atomic_exchange_explicit(&g[6], 8, memory_order_relaxed);
    }
}
