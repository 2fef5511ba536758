// min/max/clamp/abs/mad24 on int3, uint16 and long2 vectors with scalar bounds (splatted).
__kernel void ocl_int_clamp_vec(__global const int *a, __global const uint16 *b, __global const long2 *c,
                                __global int *ra, __global uint16 *rb, __global long2 *rc) {
    size_t i = get_global_id(0);
    int3 x = vload3(i, a);
    vstore3(clamp(x, -50, 50) + max(x, 10) - min(x, -10) + as_int3(abs(x)) + mad24(x, x, 1), i, ra);
    uint16 y = b[i];
    rb[i] = clamp(y, 100u, 60000u) + min(y, 7u) + max(y, y.sfedcba9876543210) + abs_diff(y, 30000u);
    long2 z = c[i];
    rc[i] = clamp(z, -1000L, 1000L) + max(z, 0L) * 2 + as_long2(abs(z)) + hadd(z, z.yx);
}
