// clz, ctz, popcount, rotate, upsample on several widths and vectors.
__kernel void ocl_int_bits(__global const uint *a, __global const ulong *l, __global uint *out,
                           __global ulong *wide, __global uchar4 *bytes) {
    size_t i = get_global_id(0);
    uint x = a[i];
    __global uint *o = out + i * 6;
    o[0] = clz(x);
    o[1] = ctz(x);
    o[2] = popcount(x);
    o[3] = rotate(x, (uint)i);
    o[4] = (uint)clz((int)x) + (uint)popcount((short)x) + (uint)ctz((uchar)x);
    o[5] = (uint)upsample((short)(x >> 16), (ushort)x) ^ upsample((ushort)x, (ushort)(x >> 16));
    wide[i * 3] = clz(l[i]) + popcount(l[i]) * 100 + ctz(l[i]) * 10000;
    wide[i * 3 + 1] = rotate(l[i], (ulong)(i * 3));
    wide[i * 3 + 2] = upsample(x, x ^ 0xdeadbeefu) + (ulong)upsample((int)x, x);
    uchar4 b = as_uchar4(x);
    bytes[i] = rotate(b, (uchar4)(1, 2, 3, 4)) + popcount(b) + clz(b);
}
