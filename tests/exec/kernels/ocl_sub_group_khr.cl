// cl_khr_subgroup_* (SPIR-V 1.3 OpGroupNonUniform*): vote, ballot, non-uniform and clustered
// arithmetic, shuffles and relative shuffles, in sub-groups of 8 work-items.
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_sub_group_khr(__global const int *v, __global int *r,
                                                                              __global uint4 *masks) {
    size_t i = get_global_id(0);
    int x = v[i];
    uint lane = get_sub_group_local_id();
    __global int *o = r + i * 12;
    o[0] = sub_group_elect();
    o[1] = sub_group_non_uniform_all(x > -900) + 2 * sub_group_non_uniform_any(x > 900);
    o[2] = sub_group_non_uniform_all_equal(x / 1000);
    uint4 b = sub_group_ballot(x > 0);
    o[3] = (int)sub_group_ballot_bit_count(b) * 100 + (int)sub_group_ballot_inclusive_scan(b);
    o[4] = (int)sub_group_ballot_find_lsb(b | (uint4)(0x100, 0, 0, 0));
    o[5] = sub_group_non_uniform_broadcast(x, 5) + sub_group_broadcast_first(x) * 2;
    o[6] = sub_group_non_uniform_reduce_add(x) + sub_group_non_uniform_scan_exclusive_max(x);
    o[7] = sub_group_non_uniform_reduce_xor(x) ^ sub_group_non_uniform_scan_inclusive_mul(x % 3 + 2);
    o[8] = sub_group_clustered_reduce_min(x, 4);
    o[9] = sub_group_shuffle(x, (lane + 3) % 8) + sub_group_shuffle_xor(x, 2u);
    o[10] = sub_group_shuffle_up(x, 1u) * (lane >= 1) + sub_group_shuffle_down(x, 1u) * (lane < 7);
    o[11] = sub_group_inverse_ballot(b) + 2 * sub_group_ballot_bit_extract(b, 3);
    masks[i] = get_sub_group_lt_mask();
}
