// shuffle and shuffle2 (OpenCL.std shuffle/shuffle2) with constant and computed masks.
__kernel void ocl_shuffle(__global const float4 *x, __global const uint *m, __global float8 *a,
                          __global int4 *b, __global uchar16 *c) {
    size_t i = get_global_id(0);
    float4 v = x[i];
    uint k = m[i];
    uint8 mask = (uint8)(k & 3, (k >> 2) & 3, (k >> 4) & 3, (k >> 6) & 3, 3, 2, 1, 0);
    a[i] = shuffle(v, mask);
    int4 w = convert_int4(v * 10.0f);
    b[i] = shuffle2(w, w * 2, (uint4)(k & 7, (k >> 3) & 7, 7, 0));
    uchar16 bytes = as_uchar16(v);
    c[i] = shuffle(bytes, (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
}
