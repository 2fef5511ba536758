// Float atomics: atomic_xchg on float (OpenCL 1.x), atomic_exchange/load/store on atomic_float,
// and compare-exchange on atomic_float (compared as bits) building a sum.
__kernel void ocl_atomic_float(__global const float *v, volatile __global float *last,
                               volatile __global atomic_float *sum, volatile __global atomic_float *cell,
                               __global float *seen) {
    size_t i = get_global_id(0);
    float x = v[i];
    atomic_xchg(last, 1.0f);
    float expected = atomic_load(sum);
    while (!atomic_compare_exchange_weak(sum, &expected, expected + x))
        ;
    if (i == 0) {
        atomic_store(cell, 2.5f);
        seen[0] = atomic_exchange(cell, 4.0f) + atomic_load_explicit(cell, memory_order_acquire);
    }
}
