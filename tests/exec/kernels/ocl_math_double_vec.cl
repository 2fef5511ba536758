// double2/double4 builtins with splatted scalars: fmin(double4, double), ldexp(double2, int),
// clamp, mix, step, dot/length/normalize on doubles.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_math_double_vec(__global const double4 *v, __global const double *s, __global const int *k,
                                  __global double4 *out, __global double *g) {
    size_t i = get_global_id(0);
    double4 x = v[i];
    double t = s[i];
    out[i * 3] = fmin(x, t) + fmax(x, 0.5) + clamp(x, -t, t);
    out[i * 3 + 1] = (double4)(ldexp(x.xy, k[i]), mix(x.zw, (double2)(1.0, -1.0), t));
    out[i * 3 + 2] = step(t, x) + sqrt(fabs(x)) + normalize(x);
    g[i] = dot(x, x.wzyx) + length(x.xyz) + distance(x.xy, x.zw);
}
