// 64-bit atomics (Int64Atomics): cl_khr_int64_base/extended_atomics atom_* on long/ulong and
// OpenCL 2.0 atomic_long/atomic_ulong fetch operations, compare-exchange and load/store.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
__kernel void ocl_atomic_64(__global const long *v, volatile __global long *g, volatile __global ulong *u,
                            volatile __global atomic_long *w, volatile __global atomic_ulong *wu) {
    size_t i = get_global_id(0);
    long x = v[i];
    atom_add(&g[0], x);
    atom_sub(&g[1], x);
    atom_inc(&g[2]);
    atom_min(&g[3], x);
    atom_max(&u[0], (ulong)x);
    atom_or(&u[1], 1ul << (i % 64));
    atom_xor(&u[2], (ulong)x);
    atom_cmpxchg(&g[4], 0, 1);
    atomic_fetch_add_explicit(&w[0], x, memory_order_relaxed, memory_scope_device);
    atomic_fetch_min(&w[1], x * -3);
    atomic_fetch_max(&wu[0], (ulong)x);
    long seen = atomic_load(&w[2]);
    while (!atomic_compare_exchange_weak(&w[2], &seen, seen + 2))
        ;
    if (i == 0)
        atomic_store(&w[3], atomic_exchange(&w[4], -1) + 1);
}
