// OpenCL 1.x atomics on global and local int/uint: add, sub, inc, dec, xchg, cmpxchg,
// min, max (signed and unsigned), and, or, xor; atom_* forms.
__kernel void ocl_atomic_legacy(__global const int *v, volatile __global int *g, volatile __global uint *u,
                                __global int *old, volatile __global int *slots, volatile __local int *loc) {
    size_t i = get_global_id(0), l = get_local_id(0);
    int x = v[i];
    if (l == 0) {
        loc[0] = 0;
        loc[1] = 0x7fffffff;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&g[0], x);
    atomic_sub(&g[1], x);
    atomic_inc(&g[2]);
    atomic_dec(&g[3]);
    atomic_min(&g[4], x);
    atomic_max(&g[5], x);
    atomic_min(&u[0], (uint)x);
    atomic_max(&u[1], (uint)x);
    atomic_and(&u[2], ~(1u << (i % 32)) | (uint)(i < 32 ? 0 : 0xffffffff));
    atomic_or(&u[3], 1u << (i % 32));
    atomic_xor(&u[4], (uint)x);
    atom_add(&g[6], 1);
    atom_xchg(&g[7], 5);
    old[i] = atomic_cmpxchg(&slots[i], (int)i, (int)i + 1) + atom_cmpxchg(&g[8], 1 << 30, 0);
    atomic_add(&loc[0], x);
    atomic_min(&loc[1], x);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        atomic_add(&g[9], loc[0]);
        atomic_min(&g[10], loc[1]);
    }
}
