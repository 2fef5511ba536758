// min/max/clamp: signedness from the mangled types (s_max for int, u_max for uint, ...),
// across char..ulong, and with scalar operands beside vectors (splatted).
__kernel void ocl_int_minmax(__global const int *a, __global const int *b, __global int *si, __global uint *ui,
                             __global char *sc, __global uchar *uc, __global short *ss, __global ulong *ul,
                             __global long *sl, __global int4 *v, __global uint8 *w) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    si[i] = max(x, y) + min(x, y) * 3 + clamp(x, -100, 100);
    ui[i] = max((uint)x, (uint)y) ^ min((uint)x, (uint)y) ^ clamp((uint)x, 100u, 4000000000u);
    sc[i] = max((char)x, (char)y) + min((char)x, (char)3);
    uc[i] = max((uchar)x, (uchar)y) - min((uchar)x, (uchar)y);
    ss[i] = clamp((short)x, (short)-1000, (short)1000);
    ul[i] = max((ulong)x, (ulong)y) + min((ulong)x, (ulong)y);
    sl[i] = max((long)x * 1000, (long)y) + clamp((long)x, -5L, 5L);
    int4 p = (int4)(x, y, x + y, x - y);
    v[i] = min(p, y) + max(p, 7) + clamp(p, -50, 50);
    uint8 q = (uint8)((uint)x, (uint)y, 1u, 2u, (uint)(x ^ y), 0xffffffffu, 5u, (uint)x >> 3);
    w[i] = clamp(q, 2u, 3000000000u) + max(q, (uint)y);
}
