// One row per work-item: y = A x, with the row length as a uint scalar argument.
// Contraction off: llvm.fmuladd is not lowered yet (see pending/saxpy_fmuladd.cl).
#pragma OPENCL FP_CONTRACT OFF
__kernel void matvec(__global const float *A, __global const float *x, __global float *y, uint n) {
    size_t row = get_global_id(0);
    float acc = 0.0f;
    for (uint j = 0; j < n; j++)
        acc += A[row * n + j] * x[j];
    y[row] = acc;
}
