// Double-precision math and common builtins (cl_khr_fp64), scalar and double2.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_math_double(__global const double *x, __global double *out, __global double2 *v) {
    size_t i = get_global_id(0);
    double a = x[i];
    __global double *o = out + i * 6;
    o[0] = sqrt(fabs(a));
    o[1] = exp(a * 0.1);
    o[2] = fma(a, a, 1.0);
    o[3] = pow(fabs(a), 1.5);
    o[4] = clamp(a, -1.0, 1.0) + max(a, 0.0) + min(a, 0.0);
    o[5] = floor(a) + sin(a) + atan2(a, 3.0);
    double2 d = (double2)(a, -a);
    v[i] = mix(d, (double2)(1.0, 2.0), 0.25) + sign(d) + fmin(d, 0.5);
}
