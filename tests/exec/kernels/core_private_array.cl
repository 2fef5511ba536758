// A private array indexed dynamically, and loops with phis.
__kernel void core_private_array(__global float *out) {
    float arr[16];
    int i = get_global_id(0);
    for (int k = 0; k < 16; ++k)
        arr[k] = k * 0.5f + i;
    float s = 0;
    for (int k = 0; k < 16; k += (i & 1) + 1)
        s += arr[(k * 7 + i) & 15];
    out[i] = s;
}
