// Vector bitcasts of many shapes, as OpenCL C writes them (as_*) and as clang -O2 makes them
// of narrow reads from vector elements: <16 x i32> read as <64 x i8> (the shape of difftest
// seed 2285), <8 x i64> as <64 x i8>, <32 x i16> and <16 x i32>, <3 x i16> as <6 x i8>,
// scalars to and from vectors, with inserts and shuffles on the results.
// (tests/lit/core/bitcast-shapes.ll checks the instructions.)
__kernel void vector_bitcast_shapes(__global const int16 *a, __global const long8 *b,
                                    __global const uchar16 *c, __global const short *s3,
                                    __global uint *out) {
    size_t i = get_global_id(0);
    int16 v = a[i] + (int16)(1);
    long8 w = b[i] ^ (long8)((long)i);
    uchar16 u = c[i];
    short3 s = vload3(i, s3) + (short3)(1, 2, 3);
    __global uint *o = out + 16 * i;
    o[0] = (uchar)v.s0;
    o[1] = (uchar)v.sf | ((uint)(ushort)v.s9 << 8);
    o[2] = (uchar)w.s7;
    o[3] = (ushort)w.s3;
    o[4] = (uint)w.s5;
    uint4 x = as_uint4(u);
    o[5] = x.s2;
    uchar16 y = as_uchar16(x + (uint4)(1));
    o[6] = y.s9 | ((uint)y.sf << 8);
    uchar16 sh = shuffle(as_uchar16(v.lo.lo), (uchar16)(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
    o[7] = as_uint(sh.s0123);
    ushort2 h = as_ushort2(u.s89ab);
    o[8] = h.s1;
    o[9] = (uchar)s.s2 | ((uint)(uchar)(s.s1 >> 8) << 8);
    uchar8 z = as_uchar8(w.s1);
    z.s3 = u.s0;
    o[10] = (uint)as_ulong(z);
    o[11] = (uint)(as_ulong(z) >> 32);
    o[12] = (uchar)as_char3(x.s0).s2;
    o[13] = as_uint(as_uchar4(as_ushort2(x.s3).s10));
    o[14] = (uint)as_ulong(as_uint2(as_ushort4(w.s6).s3120));
    o[15] = (uchar)(v.s4 >> 16) + (uchar)v.s4;
}
