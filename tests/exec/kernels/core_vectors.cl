// float4/int4 arithmetic, swizzles, vector compares and selects, doubles.
__kernel void core_vectors(__global float4 *a, __global int4 *b, __global double *d) {
    size_t i = get_global_id(0);
    float4 v = a[i];
    v = v.wzyx * 2.0f + v;
    int4 w = b[i];
    w = w > 3 ? w : -w;
    a[i] = v;
    b[i] = w.s1032;
    d[i] = d[i] * 3.0 + (double)v.x;
}
