// Scalar conversions between every pair of integer types, plain and saturating, and to and
// from float: each work-item converts its value through all of them.
#define ROW(T) \
    o[k++] = (long)convert_##T(x); \
    o[k++] = (long)convert_##T##_sat(x); \
    o[k++] = (long)convert_##T##_sat(f); \
    o[k++] = (long)convert_##T(convert_uint(x)) + (long)convert_##T##_sat(convert_ulong(x));
__kernel void ocl_convert_all(__global const long *v, __global const float *g, __global long *out) {
    size_t i = get_global_id(0);
    long x = v[i];
    float f = g[i];
    __global long *o = out + i * 32;
    int k = 0;
    ROW(char) ROW(uchar) ROW(short) ROW(ushort) ROW(int) ROW(uint) ROW(long) ROW(ulong)
}
