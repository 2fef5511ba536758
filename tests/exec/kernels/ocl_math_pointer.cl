// Math builtins with a pointer result (private, global and local pointers): fract, modf,
// sincos, frexp, remquo, lgamma_r.
__kernel void ocl_math_pointer(__global const float *x, __global float *whole, __global float *out,
                               __global int *ints, __local float *scratch) {
    size_t i = get_global_id(0), l = get_local_id(0);
    float v = x[i];
    float ip, c;
    int e, q;
    float4 ip4;
    out[i * 8 + 0] = fract(v, &ip);
    out[i * 8 + 1] = ip;
    out[i * 8 + 2] = modf(v, &whole[i]);
    out[i * 8 + 3] = sincos(v, &scratch[l]);
    out[i * 8 + 4] = scratch[l];
    out[i * 8 + 5] = frexp(v, &e);
    out[i * 8 + 6] = remquo(v, 1.5f, &q);
    float4 f4 = fract((float4)(v, -v, 2.0f * v, 0.5f), &ip4);
    out[i * 8 + 7] = f4.x + f4.y + f4.z + f4.w + ip4.x + ip4.y + ip4.z + ip4.w;
    ints[i * 2] = e;
    ints[i * 2 + 1] = q & 7;
}
