// Pointer-result math builtins on vectors with __global and __local results: fract and modf
// on float4, sincos on float8, frexp on float2 (int2 exponents), lgamma_r on float3.
__kernel void ocl_math_pointer_vec(__global const float4 *x, __global float4 *whole, __global float4 *out,
                                   __global int2 *exps, __local float8 *cosines) {
    size_t i = get_global_id(0), l = get_local_id(0);
    float4 v = x[i];
    float4 ip;
    out[i * 5] = fract(v, &ip);
    out[i * 5 + 1] = ip + modf(v * 3.0f, &whole[i]);
    float8 s = sincos((float8)(v, v * 0.5f), &cosines[l]);
    out[i * 5 + 2] = s.lo + s.hi;
    out[i * 5 + 3] = cosines[l].lo - cosines[l].hi;
    int2 e;
    float2 m = frexp(v.xy * 100.0f, &e);
    exps[i] = e;
    int3 signs;
    float3 g = lgamma_r(fabs(v.xyz) + 0.5f, &signs);
    out[i * 5 + 4] = (float4)(g, (float)(m.x + m.y) + (float)(signs.x + signs.y + signs.z));
}
