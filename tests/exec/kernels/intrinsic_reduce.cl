// Vector reductions (llvm.vector.reduce.*) and elementwise min/max/abs on
// vectors of several element types and lengths.
__kernel void intrinsic_reduce(__global const int4 *iv, __global const uint8 *uv,
                               __global const char16 *cv, __global const float4 *fv,
                               __global const long2 *lv, __global int *ri, __global uint *ru,
                               __global char *rc, __global float *rf, __global long *rl,
                               __global int4 *rvec) {
    size_t i = get_global_id(0);
    int4 a = iv[i];
    uint8 b = uv[i];
    char16 c = cv[i];
    float4 f = fv[i];
    long2 l = lv[i];
    __global int *pi = ri + 7 * i;
    pi[0] = __builtin_reduce_add(a);
    pi[1] = __builtin_reduce_mul(a);
    pi[2] = __builtin_reduce_and(a);
    pi[3] = __builtin_reduce_or(a);
    pi[4] = __builtin_reduce_xor(a);
    pi[5] = __builtin_reduce_min(a);
    pi[6] = __builtin_reduce_max(a);
    ru[3 * i] = __builtin_reduce_min(b);
    ru[3 * i + 1] = __builtin_reduce_max(b);
    ru[3 * i + 2] = __builtin_reduce_add(b);
    rc[2 * i] = __builtin_reduce_add(c);
    rc[2 * i + 1] = __builtin_reduce_max(c);
    rf[2 * i] = __builtin_reduce_max(f);
    rf[2 * i + 1] = __builtin_reduce_min(f);
    rl[2 * i] = __builtin_reduce_add(l);
    rl[2 * i + 1] = __builtin_reduce_min(l);
    rvec[3 * i] = __builtin_elementwise_max(a, a.wzyx);
    rvec[3 * i + 1] = __builtin_elementwise_min(as_int4(b.lo), a);
    rvec[3 * i + 2] = __builtin_elementwise_abs(a);
}
