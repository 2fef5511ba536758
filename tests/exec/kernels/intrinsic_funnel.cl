// Rotates (llvm.fshl/fshr with both operands equal) of every width, by
// variable amounts that include 0, the width and more, and by constants.
__kernel void intrinsic_funnel(__global const uint *a, __global const ulong *la,
                               __global const uint *amount,
                               __global uint *r32, __global ulong *r64,
                               __global uchar *r8, __global ushort *r16) {
    size_t i = get_global_id(0);
    uint s = amount[i];
    uint x = a[i];
    ulong y = la[i];
    uchar c = (uchar)x;
    ushort h = (ushort)(x >> 8);
    r32[4 * i + 0] = __builtin_rotateleft32(x, s);
    r32[4 * i + 1] = __builtin_rotateright32(x, s);
    r32[4 * i + 2] = __builtin_rotateleft32(x, 7);
    r32[4 * i + 3] = __builtin_rotateright32(x, 32);
    r64[2 * i + 0] = __builtin_rotateleft64(y, s);
    r64[2 * i + 1] = __builtin_rotateright64(y, s);
    r8[2 * i + 0] = __builtin_rotateleft8(c, (uchar)s);
    r8[2 * i + 1] = __builtin_rotateright8(c, (uchar)s);
    r16[2 * i + 0] = __builtin_rotateleft16(h, (ushort)s);
    r16[2 * i + 1] = __builtin_rotateright16(h, (ushort)s);
}
