// A function pointer received from the host: with function indices (the
// default function-pointers=indices) the host passes the function's index, its
// position among the functions whose address the module takes (add 1, mul 2:
// the table makes both address-taken, in module order).
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
typedef int (*binop)(int, int);
__constant binop known[2] = {add, mul};
__kernel void function_pointer_from_host(__global const int *a, __global const long *fn, __global int *out) {
  size_t i = get_global_id(0);
  binop f = (binop)fn[i];
  out[i] = f(a[i], 3) + known[i & 1](a[i], 1);
}
