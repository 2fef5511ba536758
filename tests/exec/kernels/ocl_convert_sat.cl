// Saturating conversions: between signedness (OpSatConvertSToU/UToS), within one
// (SaturatedConversion on OpSConvert/OpUConvert), from float (OpConvertFToS/U + decoration).
// No NaN inputs: the runtime miscomputes convert_uint_sat(NaN) (a bug of Intel's CPU runtime).
__kernel void ocl_convert_sat(__global const int *i32, __global const uint *u32, __global const float *f,
                              __global uchar *a, __global char *b, __global short *c, __global uint *d,
                              __global int *e, __global char *g, __global uchar *h, __global ushort *k,
                              __global int *m, __global long *n) {
    size_t i = get_global_id(0);
    a[i] = convert_uchar_sat(i32[i]);
    b[i] = convert_char_sat(i32[i]);
    c[i] = convert_short_sat(u32[i]);
    d[i] = convert_uint_sat(i32[i]);
    e[i] = convert_int_sat(u32[i]);
    g[i] = convert_char_sat(f[i]);
    h[i] = convert_uchar_sat_rte(f[i]);
    k[i] = convert_ushort_sat(u32[i]);
    m[i] = convert_int_sat_rtp(f[i] * 1e7f);
    n[i] = convert_long_sat(u32[i]) + convert_long_sat(f[i] * 1e16f);
}
