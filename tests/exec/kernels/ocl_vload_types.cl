// vload/vstore of char, short, long and double vectors, from __constant and __private memory.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_vload_types(__constant char *c, __global const short *s, __global const long *l,
                              __global const double *d, __global int *out, __global long *lo, __global double *dout) {
    size_t i = get_global_id(0);
    char8 a = vload8(i, c);
    short4 b = vload4(i, s);
    long2 x = vload2(i, l);
    double3 y = vload3(i, d);
    long priv[4];
    vstore2(x * 3, 0, priv);
    vstore2(x.yx, 1, priv);
    vstore4(convert_int4(a.lo) + convert_int4(a.hi) * 10 + convert_int4(b), i, out);
    vstore4(vload4(0, priv), i, lo);
    vstore3(y * 2.0 + y.zxy, i, dout);
}
