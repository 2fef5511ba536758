// Signed division and remainder round toward zero (C semantics), unsigned ones don't see signs.
__kernel void int_divmod(__global const int *a, __global const int *b,
                         __global int *q, __global int *r,
                         __global uint *uq, __global uint *ur) {
    size_t i = get_global_id(0);
    q[i] = a[i] / b[i];
    r[i] = a[i] % b[i];
    uq[i] = (uint)a[i] / (uint)b[i];
    ur[i] = (uint)a[i] % (uint)b[i];
}
