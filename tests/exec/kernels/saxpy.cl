// y = a*x + y with a float scalar argument passed by value.
// Contraction off: clang would otherwise emit llvm.fmuladd, which the plugin does not
// lower yet (pending/saxpy_fmuladd.cl covers it).
#pragma OPENCL FP_CONTRACT OFF
__kernel void saxpy(float a, __global const float *x, __global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
