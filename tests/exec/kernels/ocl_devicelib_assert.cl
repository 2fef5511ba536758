// cl_intel_devicelib_assert: a kernel calling __devicelib_assert_fail (as
// SYCL's assert lowers) when a check fails. The function is imported
// (LinkageAttributes Import) and the runtime links its own; the check never
// fails here (a failing assert aborts the process), so this verifies the
// module links and runs on the runtime.
void __devicelib_assert_fail(constant char *expr, constant char *file, int line, constant char *func,
                             ulong gid0, ulong gid1, ulong gid2, ulong lid0, ulong lid1, ulong lid2);

kernel void ocl_devicelib_assert(global const int *v, global int *out) {
  size_t i = get_global_id(0);
  int x = v[i];
  if (x < 0)
    __devicelib_assert_fail("x >= 0", __FILE__, __LINE__, "ocl_devicelib_assert", get_global_id(0), 0, 0,
                            get_local_id(0), 0, 0);
  out[i] = x * 2;
}
