// cl_ext_float_atomics: atomic_fetch_add/sub/max/min on atomic_float in global and local
// memory (OpAtomicFAddEXT, OpAtomicFMinEXT/FMaxEXT). clang 16 only declares them with
// -cl-ext flags: the prototypes here mangle the same way.
#define OVERLOAD __attribute__((overloadable))
float OVERLOAD atomic_fetch_add(volatile __global atomic_float *, float);
float OVERLOAD atomic_fetch_sub(volatile __local atomic_float *, float);
float OVERLOAD atomic_fetch_max(volatile __global atomic_float *, float);
float OVERLOAD atomic_fetch_min_explicit(volatile __global atomic_float *, float, memory_order);

__kernel void ocl_atomic_float_add(__global const float *v, volatile __global atomic_float *g,
                                   volatile __local atomic_float *l, __global float *partial) {
    size_t i = get_global_id(0);
    float x = v[i];
    if (get_local_id(0) == 0)
        atomic_init(l, 0.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_fetch_add(&g[0], x);
    atomic_fetch_max(&g[1], x);
    atomic_fetch_min_explicit(&g[2], x, memory_order_relaxed);
    atomic_fetch_sub(l, x);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0)
        partial[get_group_id(0)] = atomic_load_explicit(l, memory_order_relaxed, memory_scope_work_group);
}
