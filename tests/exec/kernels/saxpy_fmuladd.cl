// y = a*x + y with a float scalar argument passed by value.
// Default FP contraction: clang emits llvm.fmuladd for a*x + y.
__kernel void saxpy_fmuladd(float a, __global const float *x, __global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
