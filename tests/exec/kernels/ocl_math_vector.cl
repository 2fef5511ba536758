// Math builtins on every vector width: float2, float3 (vload3/vstore3), float4, float8, float16.
__kernel void ocl_math_vector(__global const float *x2, __global const float *x3, __global const float4 *x4,
                              __global const float8 *x8, __global const float16 *x16,
                              __global float *y2, __global float *y3, __global float4 *y4,
                              __global float8 *y8, __global float16 *y16) {
    size_t i = get_global_id(0);
    float2 a = vload2(i, x2);
    float3 b = vload3(i, x3);
    float4 c = x4[i];
    float8 d = x8[i];
    float16 e = x16[i];
    vstore2(sqrt(fabs(a)) + floor(a), i, y2);
    vstore3(exp(b) - sin(b), i, y3);
    y4[i] = cos(c) * fmax(c, 0.5f);
    y8[i] = log(fabs(d) + 1.0f) + pow(fabs(d), (float8)1.5f);
    y16[i] = fma(e, e, (float16)1.0f) + atan2(e, (float16)2.0f) + mad(e, 2.0f, e);
}
