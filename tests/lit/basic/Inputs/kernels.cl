typedef struct { int a; float b; long c; } S;
typedef union { int i; float f; } U;

static int helper(int x, int y) { return x * y + (x > y ? x - y : y - x); }

__kernel void structs(__global S *s, __global int *out) {
  size_t i = get_global_id(0);
  S v = s[i];
  v.a += 1; v.b *= 2.0f; v.c -= 3;
  s[i] = v;
  out[i] = helper(v.a, (int)v.c);
}

__kernel void unions(__global U *u, __global float *o) {
  size_t i = get_global_id(0);
  U x = u[i];
  x.i ^= 0x80000000;
  o[i] = x.f;
}

__kernel void loops(__global int *out, int n) {
  size_t i = get_global_id(0);
  int acc = 0;
  for (int k = 0; k < n; ++k) {
    if (k % 3 == 0) continue;
    acc += k * (int)i;
    if (acc > 100000) break;
  }
  out[i] = acc;
}

__kernel void sw(__global int *out) {
  int i = get_global_id(0);
  int r;
  switch (i & 7) {
    case 0: r = 10; break;
    case 1: r = 20; break;
    case 3: r = i * 2; break;
    case 5: r = -1; break;
    default: r = i;
  }
  out[i] = r;
}

__kernel void priv(__global float *out) {
  float arr[16];
  int i = get_global_id(0);
  for (int k = 0; k < 16; ++k) arr[k] = k * 0.5f + i;
  float s = 0;
  for (int k = 0; k < 16; k += (i & 1) + 1) s += arr[(k * 7 + i) & 15];
  out[i] = s;
}

__kernel void local_mem(__global float *in, __global float *out, __local float *tmp) {
  int l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  out[get_global_id(0)] = tmp[l] * 2;
}

__kernel void local_static(__global float *in, __global float *out) {
  __local float tile[64];
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)];
  out[get_global_id(0)] = tile[63 - l];
}

__kernel void vecs(__global float4 *a, __global int4 *b, __global double *d) {
  size_t i = get_global_id(0);
  float4 v = a[i];
  v = v.wzyx * 2.0f + v;
  int4 w = b[i];
  w = w > 3 ? w : -w;
  a[i] = v;
  b[i] = w.s1032;
  d[i] = d[i] * 3.0 + (double)v.x;
}

__constant int table[4] = {1, 2, 3, 4};
__kernel void consts(__global int *out) {
  int i = get_global_id(0);
  out[i] = table[i & 3];
}

__kernel void chars(__global uchar *c, __global short *s, __global ulong *l) {
  size_t i = get_global_id(0);
  c[i] = c[i] + 1;
  s[i] = s[i] * 3;
  l[i] = l[i] >> 3;
}
