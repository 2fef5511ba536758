// Vector builtins with scalar operands, which OpenCL.std wants splatted:
// fmin/fmax(floatn, float), ldexp(floatn, int), clamp(floatn, float, float),
// mix(floatn, floatn, float), step(float, floatn), smoothstep(float, float, floatn).
__kernel void ocl_math_mixed(__global const float4 *x, __global const float *s, __global const int *k,
                             __global float4 *out) {
    size_t i = get_global_id(0);
    float4 v = x[i];
    float t = s[i];
    __global float4 *o = out + i * 7;
    o[0] = fmin(v, t);
    o[1] = fmax(v, t);
    o[2] = ldexp(v, k[i]);
    o[3] = clamp(v, -0.5f, 0.5f);
    o[4] = mix(v, (float4)(1.0f, 2.0f, 3.0f, 4.0f), t);
    o[5] = step(t, v);
    o[6] = smoothstep(-0.5f, 0.5f, v) + max(v, t) + min(v, 0.25f);
}
