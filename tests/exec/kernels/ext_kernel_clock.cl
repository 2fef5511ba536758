// cl_khr_kernel_clock (SPV_KHR_shader_clock): clock_read_* become
// OpReadClockKHR. Clocks only move forward: a later read is never smaller.
// clang 16 does not declare these builtins; the runtime's compiler does.
#ifndef cl_khr_kernel_clock
ulong __attribute__((overloadable)) clock_read_device(void);
ulong __attribute__((overloadable)) clock_read_work_group(void);
ulong __attribute__((overloadable)) clock_read_sub_group(void);
uint2 __attribute__((overloadable)) clock_read_hilo_device(void);
#endif

kernel void ext_kernel_clock(global const int *x, global int *ok, global int *sum) {
  size_t i = get_global_id(0);
  ulong d0 = clock_read_device();
  ulong w0 = clock_read_work_group();
  ulong s0 = clock_read_sub_group();
  int acc = 0;
  for (int k = 0; k < x[i]; ++k)
    acc += k * x[i];
  sum[i] = acc;
  ulong d1 = clock_read_device();
  ulong w1 = clock_read_work_group();
  ulong s1 = clock_read_sub_group();
  uint2 hilo = clock_read_hilo_device();
  ulong d2 = ((ulong)hilo.y << 32) | hilo.x;
  ok[4 * i] = d1 >= d0;
  ok[4 * i + 1] = w1 >= w0;
  ok[4 * i + 2] = s1 >= s0;
  ok[4 * i + 3] = d2 >= d1;
}
