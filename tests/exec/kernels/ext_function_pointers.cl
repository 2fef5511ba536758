// Function pointers: a __constant table of function pointers and a selected
// function pointer, called indirectly (by default without SPV_INTEL_function_pointers:
// the addresses are function indices, each call an OpSwitch over direct calls).
// clang needs __cl_clang_function_pointers for them.
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
int sub(int a, int b) { return a - b; }
typedef int (*binop)(int, int);
__constant binop table[3] = {add, mul, sub};
__kernel void ext_function_pointers(__global const int *a, __global const int *b, __global const int *which, __global int *out) {
  size_t i = get_global_id(0);
  binop f = table[which[i] % 3];
  binop g = (a[i] & 1) ? add : mul;
  out[i] = f(a[i], b[i]) + g(b[i], 2);
}
