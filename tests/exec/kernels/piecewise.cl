// An if / else-if / else chain on float comparisons.
__kernel void piecewise(__global const float *x, __global float *y, __global int *which) {
    size_t i = get_global_id(0);
    float v = x[i];
    if (v < 0.0f) {
        y[i] = -2.0f * v;
        which[i] = 0;
    } else if (v > 0.5f) {
        y[i] = v - 0.5f;
        which[i] = 1;
    } else {
        y[i] = v * v;
        which[i] = 2;
    }
}
