// The sqrt builtin (OpenCL.std ext-inst).
__kernel void sqrt_norm(__global const float *x, __global const float *y, __global float *r) {
    size_t i = get_global_id(0);
    r[i] = sqrt(x[i] * x[i] + y[i] * y[i]);
}
