// rootn, pown, powr, nan, nextafter, rsqrt, ilogb on vectors, and the native_ and half_ forms.
__kernel void ocl_math_misc(__global const float *x, __global float *out, __global uint *bits) {
    size_t i = get_global_id(0);
    float v = x[i];
    __global float *o = out + i * 10;
    o[0] = rootn(v, 3);
    o[1] = pown(v, (int)(i % 5) - 2);
    o[2] = powr(v, 0.75f);
    o[3] = nextafter(v, 0.0f) - v;
    o[4] = native_sqrt(v) + native_recip(v);
    o[5] = native_exp(v * 0.1f) + native_log(v);
    o[6] = native_sin(v) + native_cos(v) + native_divide(v, 3.0f);
    o[7] = half_sqrt(v) + half_exp(v * 0.1f) + half_recip(v);
    int4 e = ilogb((float4)(v, 2.0f * v, 4.0f * v, 0.125f));
    o[8] = (float)(e.x + e.y + e.z + e.w);
    o[9] = native_powr(v, 0.5f) + half_log(v) + native_rsqrt(v) + native_tan(0.25f);
    bits[i] = as_uint(nan((uint)i)) & 0x7fc00000u;
}
