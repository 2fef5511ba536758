// Vector lengths SPIR-V lacks (clang's ext_vector_type allows any length):
// 5 and 7 lanes are widened in registers, 32 lanes split into pieces; loads
// and stores touch exactly the vector's bytes (lanes 5-7 of each 8-int slot
// of `out` must stay untouched).
typedef int int5 __attribute__((ext_vector_type(5)));
typedef float float7 __attribute__((ext_vector_type(7)));
typedef uchar uchar32 __attribute__((ext_vector_type(32)));

__kernel void odd_vectors(__global int *out, __global const int *a, __global float *f, __global uchar *bytes) {
  int gid = get_global_id(0);
  int5 x = *(__global const int5 *)(a + 8 * gid);
  int5 y = x * 3 + (int5)(1, 2, 3, 4, 5);
  int5 d = y / (x | 1);
  int5 s = __builtin_shufflevector(y, d, 9, 0, 6, 3, 2);
  int5 r = x > 10 ? s : d;
  *(__global int5 *)(out + 8 * gid) = r;

  float7 v = *(__global float7 *)(f + 8 * gid);
  v = v * 0.5f + (float7)(1.0f);
  *(__global float7 *)(f + 8 * gid) = v;

  uchar32 b = *(__global uchar32 *)(bytes + 32 * gid);
  uchar32 c = b + (uchar)gid;
  b = c > b ? c : (uchar32)(0);
  *(__global uchar32 *)(bytes + 32 * gid) = b;
}
