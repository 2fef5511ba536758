// A counted for-loop with an int accumulator: out[i] = sum of k*k for k in 0..i%37.
__kernel void int_loop(__global int *out) {
    int i = get_global_id(0);
    int sum = 0;
    for (int k = 0; k <= i % 37; k++)
        sum += k * k;
    out[i] = sum;
}
