// Math builtins on float2, float3 and float8 with two- and three-operand instructions.
__kernel void ocl_math_widths(__global const float2 *a, __global const float *b, __global const float8 *c,
                              __global float2 *ra, __global float *rb, __global float8 *rc) {
    size_t i = get_global_id(0);
    float2 x = a[i];
    ra[i] = hypot(x, x.yx) + copysign(cbrt(x), x.yx) + fdim(x, (float2)(0.25f)) + remainder(x, 0.75f);
    float3 y = vload3(i, b);
    vstore3(fma(y, y.zxy, (float3)(1.0f)) + fmod(y, 0.5f) + rint(y * 3.0f) + trunc(y * 7.0f), i, rb);
    float8 z = c[i];
    rc[i] = exp2(z) - log1p(fabs(z)) + nextafter(z, (float8)(0.0f)) * 0.0f + minmag(z, z.s76543210);
}
