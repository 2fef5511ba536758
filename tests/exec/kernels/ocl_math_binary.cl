// Two-argument math builtins, scalar and vector.
__kernel void ocl_math_binary(__global const float *x, __global const float *y, __global float *out,
                              __global float4 *v) {
    size_t i = get_global_id(0);
    float a = x[i], b = y[i];
    __global float *o = out + i * 10;
    o[0] = pow(fabs(a), b);
    o[1] = atan2(a, b);
    o[2] = fmod(a, b);
    o[3] = hypot(a, b);
    o[4] = fdim(a, b);
    o[5] = copysign(a, b);
    o[6] = fmax(a, b);
    o[7] = fmin(a, b);
    o[8] = remainder(a, b);
    o[9] = maxmag(a, b) + minmag(a, b);
    float4 p = (float4)(a, b, a + b, a - b), q = (float4)(b, a, 1.5f, -2.5f);
    v[i] = fmod(p, q) + copysign(p, q) + fdim(p, q) + max(p, q) + min(p, q);
}
