// Transcendental builtins: the pi forms, hyperbolic and inverse functions, error and gamma functions.
__kernel void ocl_math_special(__global const float *x, __global float *out) {
    size_t i = get_global_id(0);
    float v = x[i];
    __global float *o = out + i * 20;
    o[0] = sinpi(v);
    o[1] = cospi(v);
    o[2] = tanpi(v * 0.2f);
    o[3] = asinpi(v);
    o[4] = acospi(v);
    o[5] = atanpi(v);
    o[6] = atan2pi(v, 0.5f);
    o[7] = exp10(v);
    o[8] = log10(v + 2.0f);
    o[9] = log1p(v + 0.5f);
    o[10] = expm1(v);
    o[11] = sinh(v) + cosh(v);
    o[12] = tanh(v);
    o[13] = asinh(v) + acosh(v + 2.0f);
    o[14] = atanh(v * 0.9f);
    o[15] = asin(v) + acos(v);
    o[16] = erf(v) + erfc(v * 0.5f);
    o[17] = tgamma(v + 2.0f);
    o[18] = lgamma(v + 3.0f);
    o[19] = logb(v * 100.0f + 200.0f) + (float)ilogb(v * 1000.0f + 1001.0f);
}
