// y[i] = alpha * x[i]
__kernel void scale(__global const float *x, __global float *y, float alpha) {
    size_t i = get_global_id(0);
    y[i] = alpha * x[i];
}
