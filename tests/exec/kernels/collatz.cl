// A data-dependent while loop with if/else on a long: steps for n to reach 1.
__kernel void collatz(__global const long *start, __global int *steps) {
    size_t i = get_global_id(0);
    long n = start[i];
    int s = 0;
    while (n != 1) {
        if (n % 2 == 0)
            n = n / 2;
        else
            n = 3 * n + 1;
        s++;
    }
    steps[i] = s;
}
