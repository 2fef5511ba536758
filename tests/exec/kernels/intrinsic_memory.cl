// llvm.memset/memmove/memcpy with variable and constant lengths, on private
// arrays and global memory; the memmoves overlap both ways.
__kernel void intrinsic_memory(__global const uchar *src, __global const uint *params,
                               __global uchar *out, __global uchar *gout, __global uint *sums) {
    size_t i = get_global_id(0);
    __global const uint *p = params + 8 * i;
    uchar buf[48];
    __builtin_memcpy(buf, src + 48 * i, 48);
    __builtin_memset(buf + p[0], (int)p[1], p[2]);         // variable everything
    __builtin_memmove(buf + p[3], buf + p[4], p[5]);       // variable, overlapping
    __builtin_memmove(buf + 1, buf, 20);                   // constant, forwards overlap
    __builtin_memmove(buf + 24, buf + 27, 16);             // constant, backwards overlap
    __builtin_memset(buf + 44, 0x5a, 3);                   // constant store
    __builtin_memcpy(out + 48 * i, buf, 48);

    uchar big[300];
    __builtin_memset(big, 0x11, 300);                      // constant, long: a loop
    __builtin_memset(big + 7, (int)p[1], p[6]);            // variable
    uint sum = 0;
    for (int k = 0; k < 300; k++)
        sum = sum * 31 + big[k];
    sums[i] = sum;

    __builtin_memset(gout + 32 * i, 0, 32);
    __builtin_memset(gout + 32 * i + p[7], 0xee, 32 - p[7]);
}
