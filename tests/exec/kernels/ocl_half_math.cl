// cl_khr_fp16: half arithmetic and builtins (Float16), half vectors, conversions to and
// from half with rounding modes. (length() on half is left out: the CPU runtime gives inf for
// some inputs, from source as well.)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void ocl_half_math(__global const half *h, __global const float *f, __global half *rh,
                            __global float *rf, __global short *rs) {
    size_t i = get_global_id(0);
    half x = h[i];
    half4 v = vload4(i, h);
    rh[i * 2] = sqrt(fabs(x)) + fmax(x, (half)0.5h) * x;
    rh[i * 2 + 1] = convert_half_rtz(f[i]) + convert_half_rtp(f[i]);
    rf[i] = convert_float(dot(v, v)) + (float)mad(x, x, x);
    rs[i] = convert_short_sat(x * (half)100.0h) + isless(x, (half)0) + (short)any(v < (half)0);
}
