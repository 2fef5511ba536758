// cl_khr_subgroup_rotate (SPV_KHR_subgroup_rotate): sub_group_rotate and
// sub_group_clustered_rotate -> OpGroupNonUniformRotateKHR, in sub-groups of 8.
#pragma OPENCL EXTENSION cl_khr_subgroup_rotate : enable
__attribute__((intel_reqd_sub_group_size(8)))
kernel void ext_subgroup_rotate(global const int *x, global int *r, global float *f) {
  size_t i = get_global_id(0);
  r[2 * i] = sub_group_rotate(x[i], 3);
  r[2 * i + 1] = sub_group_clustered_rotate(x[i], 1, 4);
  f[i] = sub_group_rotate((float)x[i] * 0.5f, 1);
}
