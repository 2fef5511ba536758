// A cluster size chosen at run time among constants: clang -O2 merges the switch's calls into
// one call passing `n` (reached only through the cases), and a select of two constants; each
// becomes an OpSwitch over one instruction per constant cluster size.
#pragma OPENCL EXTENSION cl_khr_subgroup_rotate : enable
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_sub_group_cluster_switch(__global const int *v,
                                                                                        __global int *r, uint n) {
    size_t i = get_global_id(0);
    int x = v[i];
    int s;
    switch (n) {
    case 2: s = sub_group_clustered_reduce_add(x, 2); break;
    case 4: s = sub_group_clustered_reduce_add(x, 4); break;
    case 8: s = sub_group_clustered_reduce_add(x, 8); break;
    default: s = -1;
    }
    r[2 * i] = s;
    r[2 * i + 1] = sub_group_clustered_rotate(x, 1, n > 2 ? 4u : 2u);
}
