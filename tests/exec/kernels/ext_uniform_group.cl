// cl_khr_work_group_uniform_arithmetic (SPV_KHR_uniform_group_instructions):
// work-group multiply, bitwise and logical reductions and scans become
// OpGroup*KHR instructions. clang 16 does not declare these builtins.
#define O __attribute__((overloadable))
#ifndef cl_khr_work_group_uniform_arithmetic
int O work_group_reduce_mul(int);
float O work_group_reduce_mul(float);
uint O work_group_reduce_bitwise_and(uint);
uint O work_group_reduce_bitwise_or(uint);
uint O work_group_reduce_bitwise_xor(uint);
int O work_group_reduce_logical_and(int);
int O work_group_reduce_logical_or(int);
int O work_group_scan_inclusive_mul(int);
uint O work_group_scan_exclusive_bitwise_xor(uint);
#endif

kernel void ext_uniform_group(global const int *x, global const uint *u, global const float *f,
                              global int *out_i, global uint *out_u, global float *out_f) {
  size_t i = get_global_id(0);
  size_t g = get_group_id(0);
  int xi = x[i];
  uint ui = u[i];
  out_i[4 * i + 0] = work_group_reduce_mul(xi);
  out_i[4 * i + 1] = work_group_reduce_logical_and(xi) + 2 * work_group_reduce_logical_or(xi == 1);
  out_i[4 * i + 2] = work_group_scan_inclusive_mul(xi);
  out_i[4 * i + 3] = 0;
  out_u[4 * i + 0] = work_group_reduce_bitwise_and(ui);
  out_u[4 * i + 1] = work_group_reduce_bitwise_or(ui);
  out_u[4 * i + 2] = work_group_reduce_bitwise_xor(ui);
  out_u[4 * i + 3] = work_group_scan_exclusive_bitwise_xor(ui);
  float product = work_group_reduce_mul(f[i]); // every work-item reaches a collective
  if (get_local_id(0) == 0)
    out_f[g] = product;
}
