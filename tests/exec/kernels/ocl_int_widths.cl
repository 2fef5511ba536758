// Integer builtins on char16, short8, long4 and ulong2 vectors (signedness from the element type).
__kernel void ocl_int_widths(__global const char16 *c, __global const short8 *s, __global const long4 *l,
                             __global const ulong2 *u, __global char16 *rc, __global short8 *rs,
                             __global long4 *rl, __global ulong2 *ru) {
    size_t i = get_global_id(0);
    char16 a = c[i];
    rc[i] = add_sat(a, a.sfedcba9876543210) + hadd(a, (char16)(3)) + popcount(a) - rotate(a, (char16)(1));
    short8 b = s[i];
    rs[i] = sub_sat(b, b.s76543210) + rhadd(b, b.s10325476) + clz(b) + max(b, (short8)(-100));
    long4 d = l[i];
    rl[i] = mul_hi(d, d.wzyx) + ctz(d) + min(d, (long4)(7)) + as_long4(abs_diff(d, d.yxwz));
    ulong2 e = u[i];
    ru[i] = mad_hi(e, e.yx, (ulong2)(5)) + rotate(e, (ulong2)(13, 51)) + add_sat(e, e) + upsample((uint2)(1, 2), (uint2)(3, 4));
}
