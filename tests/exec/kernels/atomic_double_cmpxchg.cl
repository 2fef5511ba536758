// 64-bit compare-exchange on atomic_double (Int64Atomics; compared as an
// i64): every work-item adds its value to one double by a compare-exchange
// loop, and counts its retries' successes in an atomic_long the same way.
// The values are integers, so the sum is exact in any order.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void atomic_double_cmpxchg(global const int *in, global atomic_double *sum,
                                  global atomic_long *count) {
  double v = in[get_global_id(0)];
  double seen = atomic_load(sum);
  while (!atomic_compare_exchange_weak(sum, &seen, seen + v)) {
  }
  long c = atomic_load(count);
  while (!atomic_compare_exchange_strong(count, &c, c + 1)) {
  }
}
