// Integer conversions without saturation: sign or zero extension by the source type, truncation.
__kernel void ocl_convert_int(__global const int *i32, __global const char4 *c4, __global const uchar4 *u4,
                              __global const long *i64, __global long *a, __global ulong *b,
                              __global uint4 *c, __global int4 *d, __global char *e, __global ushort *g,
                              __global long *h) {
    size_t i = get_global_id(0);
    a[i] = convert_long(i32[i]);
    b[i] = convert_ulong((uint)i32[i]) + convert_ulong(i32[i]);
    c[i] = convert_uint4(c4[i]);
    d[i] = convert_int4(u4[i]);
    e[i] = convert_char(i32[i]);
    g[i] = convert_ushort(i64[i]);
    h[i] = convert_long(convert_uint(i32[i])) + convert_long(convert_int(convert_uint(i32[i])));
}
