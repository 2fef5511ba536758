// CLSmith-style aggregate initializers: clang-16 puts the constant parts of
// these into address-space-0 globals (@constinit.N, mutable at -O0) and copies
// them into the kernel's private memory; they are then read and written with
// dynamic indices.
struct S { int a[9]; int b; int c[9][9]; };
union U { int i; short s[2]; };
struct T { union U u[3]; int x; };
struct R { long l; union U u[2]; char tag[5]; };

int helper(int n) {
  struct T t = {{{10}, {20}, {30}}, n};
  t.u[n % 3].i += n;
  return t.u[(n + 1) % 3].i + t.u[n % 3].i + t.x;
}

__kernel void private_aggregate_init(__global int *out, __global const int *in) {
  int gid = get_global_id(0);
  int n = in[gid];
  struct S s = {{1, 2, 3, 4, 5, 6, 7, 8, 9}, n, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
  struct S arr[2] = {{{1, 2, 3}, n, {{1}}}, {{4, 5, 6}, 2 * n, {{2}, {0, 3}}}};
  struct R r[3] = {{n, {{1}, {2}}, {1, 2, 3, 4, 5}}, {2, {{3}, {4}}, {6, 7, 0, 0, 0}}, {3, {{5}, {6}}, {8, 0, 0, 0, 0}}};
  s.a[n % 9] += 3;
  s.c[n % 9][(n + 2) % 9] = n;
  out[4 * gid] = s.a[n % 9] + s.a[(n + 4) % 9] + s.c[(n + 1) % 3][(n + 2) % 3] + s.c[n % 9][(n + 2) % 9] + s.b;
  out[4 * gid + 1] = arr[n & 1].c[(n >> 1) % 2][1] + arr[1].a[n % 3] + arr[0].b;
  out[4 * gid + 2] = (int)r[n % 3].l + r[(n + 1) % 3].u[n & 1].i + r[n % 3].tag[n % 5];
  out[4 * gid + 3] = helper(n);
}
