// cl_khr_extended_bit_ops (bitfield_insert, bitfield_extract_signed/unsigned, bit_reverse) on
// several widths, computed with shifts and masks, and cl_khr_integer_dot_product.
__kernel void ocl_bit_ops(__global const uint *a, __global const uint *b, __global const uint *oc,
                          __global uint *ru, __global int *ri, __global uchar4 *rc, __global ulong *rl) {
    size_t i = get_global_id(0);
    uint x = a[i], y = b[i];
    uint off = oc[i] & 15, cnt = (oc[i] >> 4) % (33 - off);
    ru[i * 3] = bitfield_insert(x, y, off, cnt);
    ru[i * 3 + 1] = bitfield_extract_unsigned(x, off, cnt);
    ru[i * 3 + 2] = bit_reverse(x);
    ri[i * 4] = bitfield_extract_signed((int)x, off, cnt);
    ri[i * 4 + 1] = dot(as_char4(x), as_uchar4(y));
    ri[i * 4 + 2] = dot_acc_sat(as_char4(x), as_char4(y), (int)(y << 16));
    ri[i * 4 + 3] = (int)dot_4x8packed_uu_uint(x, y) + dot_4x8packed_su_int(x, y) + dot_acc_sat_4x8packed_ss_int(x, y, 7);
    rc[i] = bit_reverse(as_uchar4(x)) ^ bitfield_insert(as_uchar4(y), as_uchar4(x), 2, 3);
    rl[i] = bit_reverse(((ulong)x << 32) | y) + bitfield_extract_unsigned(((ulong)y << 32) | x, 20, 30);
}
