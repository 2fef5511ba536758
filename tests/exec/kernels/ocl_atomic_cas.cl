// atomic_compare_exchange_strong/weak[_explicit]: lock-free float max and a ticket counter;
// the expected value is read back through a private pointer cast to generic.
__kernel void ocl_atomic_cas(__global const float *v, volatile __global atomic_int *fmax_bits,
                             volatile __global atomic_int *ticket, __global int *order, __global int *tries) {
    size_t i = get_global_id(0);
    float x = v[i];
    int expected = atomic_load(fmax_bits);
    int n = 0;
    while (as_float(expected) < x &&
           !atomic_compare_exchange_weak(fmax_bits, &expected, as_int(x)))
        n++;
    tries[i] = n >= 0;
    int t = atomic_load_explicit(ticket, memory_order_relaxed);
    while (!atomic_compare_exchange_strong_explicit(ticket, &t, t + 1, memory_order_acq_rel, memory_order_relaxed,
                                                    memory_scope_device))
        ;
    order[t] = 1;
}
