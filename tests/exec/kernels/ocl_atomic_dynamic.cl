// memory_order, memory_scope and fence flags that are not constants: mapped to SPIR-V
// semantics and scopes at run time (selects on the OpenCL values).
__kernel void ocl_atomic_dynamic(__global const int *params, volatile __global atomic_int *counter,
                                 __global int *out, __local int *tmp) {
    size_t l = get_local_id(0);
    memory_order order = (memory_order)params[0];
    memory_scope scope = (memory_scope)params[1];
    cl_mem_fence_flags flags = (cl_mem_fence_flags)params[2];
    atomic_fetch_add_explicit(counter, 1, order, scope);
    tmp[l] = (int)l * 3;
    barrier(flags);
    out[get_global_id(0)] = tmp[(l + 1) % get_local_size(0)] + atomic_load_explicit(counter, order, scope) * 0;
}
