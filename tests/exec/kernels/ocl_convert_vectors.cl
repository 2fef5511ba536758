// Conversions of vectors of every width: int16 -> char16 (saturating), ushort8 -> float8,
// int2 -> ulong2, float3 -> short3 (saturating, round to nearest even), uchar4 -> double4.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_convert_vectors(__global const int16 *a, __global const ushort8 *b, __global const int2 *c,
                                  __global const float *d, __global const uchar4 *e, __global char16 *ra,
                                  __global float8 *rb, __global ulong2 *rc, __global short *rd, __global double4 *re) {
    size_t i = get_global_id(0);
    ra[i] = convert_char16_sat(a[i]);
    rb[i] = convert_float8(b[i]) * 0.5f;
    rc[i] = convert_ulong2(c[i]);
    vstore3(convert_short3_sat_rte(vload3(i, d) * 100.0f), i, rd);
    re[i] = convert_double4(e[i]) / 3.0;
}
