// Float intrinsics clang emits for math builtins: llvm.sqrt, lround,
// round/rint/nearbyint/roundeven/trunc/floor/ceil, exp/log/sin/cos/pow, fma,
// fabs/copysign/minnum/maxnum, canonicalize, on float, double and float4.
__kernel void intrinsic_float(__global const float *x, __global const float *y,
                              __global float *r,
                              __global long *rl, __global double *rd, __global float4 *rv) {
    size_t i = get_global_id(0);
    float a = x[i], b = y[i];
    float p = __builtin_fabsf(a) + 0.25f;  // positive, for sqrt/log/pow
    __global float *o = r + 24 * i;
    o[0] = __builtin_sqrtf(p);
    o[1] = __builtin_elementwise_trunc(b);  // (llvm.powi: the runtime's own compiler lacks __powisf2)
    o[2] = __builtin_roundf(a);
    o[3] = __builtin_rintf(a);
    o[4] = __builtin_nearbyintf(a);
    o[5] = __builtin_elementwise_roundeven(a);
    o[6] = __builtin_truncf(a);
    o[7] = __builtin_floorf(a);
    o[8] = __builtin_ceilf(a);
    o[9] = __builtin_expf(b);
    o[10] = __builtin_exp2f(b);
    o[11] = __builtin_logf(p);
    o[12] = __builtin_log2f(p);
    o[13] = __builtin_log10f(p);
    o[14] = __builtin_sinf(a);
    o[15] = __builtin_cosf(a);
    o[16] = __builtin_powf(p, b);
    o[17] = __builtin_fmaf(a, b, 1.5f);
    o[18] = __builtin_fabsf(a);
    o[19] = __builtin_copysignf(a, b);
    o[20] = __builtin_fminf(a, b);
    o[21] = __builtin_fmaxf(a, b);
#if __has_builtin(__builtin_elementwise_canonicalize)
    o[22] = __builtin_elementwise_canonicalize(b);
#else
    o[22] = __builtin_canonicalizef(b); // clang-15 has only the scalar form
#endif
    o[23] = __builtin_elementwise_max(a, b);
    rl[i] = __builtin_lroundf(a * 1000.0f);
    double d = (double)a * 3.0;
    rd[3 * i] = __builtin_sqrt(__builtin_fabs(d));
    rd[3 * i + 1] = __builtin_floor(d);
    rd[3 * i + 2] = __builtin_fma(d, (double)b, -1.0);
    float4 v = (float4)(a, b, p, -a);
    rv[2 * i] = __builtin_elementwise_ceil(v);
    rv[2 * i + 1] = __builtin_elementwise_min(v, v.yxwz);
}
