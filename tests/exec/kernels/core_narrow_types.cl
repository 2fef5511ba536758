// char/short/ulong arithmetic (Int8, Int16, Int64) and a constant table.
__constant int table[4] = {1, 2, 3, 4};

__kernel void core_narrow_types(__global uchar *c, __global short *s, __global ulong *l, __global int *t) {
    size_t i = get_global_id(0);
    c[i] = c[i] + 1;
    s[i] = s[i] * 3;
    l[i] = l[i] >> 3;
    t[i] = table[i & 3] * (int)i;
}
