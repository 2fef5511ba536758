// cl_khr_subgroup_rotate (plain and clustered), cl_khr_subgroup_extended_types
// (short and char arguments), and cl_intel_subgroups block reads and writes on
// global memory for uint, ushort (cl_intel_subgroups_short), uchar
// (cl_intel_subgroups_char) and ulong (cl_intel_subgroups_long), and on local
// memory (cl_intel_subgroup_local_block_io), in sub-groups of 8
// (cl_intel_required_subgroup_size).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#ifndef __INTEL_SUBGROUPS_DECLARED
// clang 16's opencl-c.h does not declare them; these prototypes mangle like the builtins.
int __attribute__((overloadable)) sub_group_rotate(int, int);
int __attribute__((overloadable)) sub_group_clustered_rotate(int, int, uint);
uint __attribute__((overloadable)) intel_sub_group_block_read(const global uint *);
void __attribute__((overloadable)) intel_sub_group_block_write(global uint *, uint);
ushort __attribute__((overloadable)) intel_sub_group_block_read_us(const global ushort *);
void __attribute__((overloadable)) intel_sub_group_block_write_us(global ushort *, ushort);
uchar __attribute__((overloadable)) intel_sub_group_block_read_uc(const global uchar *);
ulong __attribute__((overloadable)) intel_sub_group_block_read_ul(const global ulong *);
uint __attribute__((overloadable)) intel_sub_group_block_read(const local uint *);
void __attribute__((overloadable)) intel_sub_group_block_write(local uint *, uint);
#endif
#define S 8

__attribute__((intel_reqd_sub_group_size(S))) kernel void ocl_sub_group_ext(
    global const int *v, global int *r, global const uint *bu, global const ushort *bs, global const uchar *bc,
    global const ulong *bl, global uint *ou, global ushort *os, global uchar *oc, global ulong *ol) {
  size_t i = get_global_id(0);
  uint lane = get_sub_group_local_id();
  size_t base = i - lane, local_base = get_local_id(0) - lane;
  int x = v[i];
  global int *o = r + i * 6;
  o[0] = sub_group_rotate(x, 3);
  o[1] = sub_group_clustered_rotate(x, 1, 4);
  o[2] = sub_group_reduce_add((short)x);
  o[3] = sub_group_broadcast((char)x, 2);
  ou[i] = intel_sub_group_block_read(bu + base) + 1;
  os[i] = intel_sub_group_block_read_us(bs + base) + 1;
  oc[i] = intel_sub_group_block_read_uc(bc + base) + 1;
  ol[i] = intel_sub_group_block_read_ul(bl + base) + 1;
  local uint lm[32];
  intel_sub_group_block_write(lm + local_base, (uint)x * 2u);
  barrier(CLK_LOCAL_MEM_FENCE);
  o[4] = lm[get_local_id(0)];
  o[5] = intel_sub_group_block_read(lm + local_base) + 7;
}
