// At -O2 clang-16 turns these lane compares into <8 x i1> vectors that are
// shuffled and selected (i1 vectors in registers).
__kernel void bool_vectors(__global uchar *out, __global const int8 *a, __global const int8 *b) {
  int gid = get_global_id(0);
  int8 x = a[gid], y = b[gid];
  uchar m = (x.s0 > y.s0) | (x.s1 > y.s1) << 1 | (x.s2 > y.s2) << 2 | (x.s3 > y.s3) << 3
          | (x.s4 > y.s4) << 4 | (x.s5 > y.s5) << 5 | (x.s6 > y.s6) << 6 | (x.s7 > y.s7) << 7;
  out[gid] = m;
}
