// add_sat, sub_sat, hadd, rhadd, abs, abs_diff, mul_hi, mad_hi, mul24, mad24 (signed and unsigned).
__kernel void ocl_int_arith(__global const int *a, __global const int *b, __global int *s, __global uint *u,
                            __global uchar *c, __global short4 *h) {
    size_t i = get_global_id(0);
    int x = a[i], y = b[i];
    uint ux = (uint)x, uy = (uint)y;
    __global int *o = s + i * 8;
    o[0] = add_sat(x, y);
    o[1] = sub_sat(x, y);
    o[2] = hadd(x, y);
    o[3] = rhadd(x, y);
    o[4] = (int)abs(x);
    o[5] = (int)abs_diff(x, y);
    o[6] = mul_hi(x, y);
    o[7] = mad_hi(x, y, 12345) + mul24(x & 0x7fff, y & 0x7fff) + mad24(x >> 20, y >> 20, 1);
    __global uint *p = u + i * 6;
    p[0] = add_sat(ux, uy);
    p[1] = sub_sat(ux, uy);
    p[2] = hadd(ux, uy);
    p[3] = rhadd(ux, uy);
    p[4] = abs_diff(ux, uy) + abs(ux);
    p[5] = mul_hi(ux, uy) + mul24(ux & 0xffff, uy & 0xff) + mad24(ux & 0xfff, uy & 0xfff, 7u);
    c[i * 2] = add_sat((uchar)x, (uchar)y);
    c[i * 2 + 1] = sub_sat((uchar)x, (uchar)y);
    short4 v = (short4)((short)x, (short)y, (short)(x >> 16), (short)(y >> 16));
    h[i] = add_sat(v, (short4)((short)y)) + as_short4(abs_diff(v, (short4)(1000)).s1032);
}
