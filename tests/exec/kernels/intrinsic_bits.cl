// Bit reversal (llvm.bitreverse, expanded: OpBitReverse is shader-only),
// byte swaps (llvm.bswap), popcount, clz and ctz, on every width.
__kernel void intrinsic_bits(__global const ulong *x, __global ulong *r64,
                             __global uint *r32, __global ushort *r16, __global uchar *r8,
                             __global int *counts) {
    size_t i = get_global_id(0);
    ulong v = x[i];
    uint w = (uint)v;
    r64[2 * i] = __builtin_bitreverse64(v);
    r64[2 * i + 1] = __builtin_bswap64(v);
    r32[2 * i] = __builtin_bitreverse32(w);
    r32[2 * i + 1] = __builtin_bswap32(w);
    r16[2 * i] = __builtin_bitreverse16((ushort)w);
    r16[2 * i + 1] = __builtin_bswap16((ushort)(w >> 16));
    r8[i] = __builtin_bitreverse8((uchar)(w >> 8));
    __global int *c = counts + 6 * i;
    c[0] = __builtin_popcount(w);
    c[1] = __builtin_popcountl(v);
    c[2] = w ? __builtin_clz(w) : -1;
    c[3] = w ? __builtin_ctz(w) : -1;
    c[4] = v ? __builtin_clzl(v) : -1;
    c[5] = v ? __builtin_ctzl(v) : -1;
}
