// select and bitselect on char16, short8, float2 and double2, shuffle from 2 to 16 components
// and shuffle2 of float8 vectors.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_select_shuffle_widths(__global const char16 *c, __global const short8 *s, __global const float8 *f,
                                        __global const double2 *d, __global char16 *rc, __global short8 *rs,
                                        __global float8 *rf, __global double2 *rd) {
    size_t i = get_global_id(0);
    char16 a = c[i];
    rc[i] = select(a, a.sfedcba9876543210, a) + shuffle(a.s01, (uchar16)(0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1));
    short8 b = s[i];
    rs[i] = bitselect(b, (short8)(0x1234), b.s10325476) + select((short8)(7), b, (ushort8)(0x8000, 0, 0xffff, 1, 0x7fff, 0x8001, 0, 0));
    float8 x = f[i];
    rf[i] = shuffle2(x, x * 10.0f, (uint8)(15, 0, 9, 3, 12, 7, 1, 8)) +
            (float8)(select(x.s01, x.s23, (int2)(-1, 0)), bitselect(x.s45, x.s67, as_float2((uint2)(0x80000000u, 0xffffffffu))), x.s0123);
    double2 y = d[i];
    rd[i] = select(y, -y, (long2)(0, -1)) + shuffle(y, (ulong2)(1, 1));
}
