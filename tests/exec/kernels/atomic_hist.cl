// Global atomics: a histogram of values into 16 bins.
__kernel void atomic_hist(__global const uint *v, __global int *hist) {
    atomic_inc(&hist[v[get_global_id(0)] % 16]);
}
