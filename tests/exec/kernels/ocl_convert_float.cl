// Conversions to float with explicit rounding (FPRoundingMode on OpConvertSToF/UToF/OpFConvert).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_convert_float(__global const int *i32, __global const ulong *u64, __global const double *d,
                                __global float *a, __global float *b, __global float *c, __global float *e,
                                __global float *g, __global double *h, __global float *k) {
    size_t i = get_global_id(0);
    a[i] = convert_float_rtz(i32[i]);
    b[i] = convert_float_rtp(i32[i]);
    c[i] = convert_float_rtn(u64[i]);
    e[i] = convert_float_rtz(d[i]);
    g[i] = convert_float_rtp(d[i]);
    h[i] = convert_double(i32[i]) + convert_double(u64[i]);
    k[i] = convert_float(d[i]);
}
