// Structs by value (copied with memcpy at -O0), a union, and a helper call.
typedef struct { int a; float b; long c; } S;
typedef union { int i; float f; } U;

static int helper(int x, int y) { return x * y + (x > y ? x - y : y - x); }

__kernel void core_structs(__global S *s, __global int *out, __global U *u, __global float *flipped) {
    size_t i = get_global_id(0);
    S v = s[i];
    v.a += 1;
    v.b *= 2.0f;
    v.c -= 3;
    s[i] = v;
    out[i] = helper(v.a, (int)v.c);
    U x = u[i];
    x.i ^= 0x80000000;
    flipped[i] = x.f;
}
