// cl_khr_integer_dot_product through SPV_KHR_integer_dot_product (OpSDot,
// OpUDot, OpSUDot and the AccSat forms, vector and 4x8-packed operands).
__kernel void ext_integer_dot(__global const uint *a, __global const uint *b, __global const int *acc,
                              __global int *ri, __global uint *ru) {
    size_t i = get_global_id(0);
    uint x = a[i], y = b[i];
    ri[i * 4] = dot(as_char4(x), as_uchar4(y));
    ri[i * 4 + 1] = dot_acc_sat(as_char4(x), as_char4(y), acc[i]);
    ri[i * 4 + 2] = dot_4x8packed_su_int(x, y) + dot_4x8packed_us_int(x, y);
    ri[i * 4 + 3] = dot_acc_sat_4x8packed_ss_int(x, y, acc[i]);
    ru[i * 2] = dot(as_uchar4(x), as_uchar4(y));
    ru[i * 2 + 1] = dot_acc_sat_4x8packed_uu_uint(x, y, (uint)acc[i] * 2u);
}
