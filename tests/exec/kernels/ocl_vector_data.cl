// vloadn/vstoren for every width and several element types, from global, local and private memory.
__kernel void ocl_vector_data(__global const int *in, __global int *out, __global const uchar *b,
                              __global short *s, __local int *tile) {
    size_t i = get_global_id(0), l = get_local_id(0);
    int2 a2 = vload2(i, in);
    int3 a3 = vload3(i, in + 2 * get_global_size(0));
    int4 a4 = vload4(i, in + 5 * get_global_size(0));
    int8 a8 = vload8(i, in + 9 * get_global_size(0));
    int16 a16 = vload16(i, in + 17 * get_global_size(0));
    vstore2(a2 * 2, i, out);
    vstore3(a3 + 1, i, out + 2 * get_global_size(0));
    vstore4(a4.wzyx, i, out + 5 * get_global_size(0));
    vstore8(a8 - a8.s01234567, i, out + 9 * get_global_size(0));
    vstore16(a16 ^ 0x55, i, out + 17 * get_global_size(0));
    // Local memory: each work-item writes 4 ints, then reads its neighbour's.
    vstore4(a4, l, tile);
    barrier(CLK_LOCAL_MEM_FENCE);
    int4 n = vload4((l + 1) % get_local_size(0), tile);
    vstore4(n, i, out + 33 * get_global_size(0));
    // Private memory and narrow types.
    short priv[8];
    vstore8(convert_short8(vload8(i, b)), 0, priv);
    vstore4(vload4(1, priv) + vload4(0, priv), i, s);
}
