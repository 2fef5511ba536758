// printf with vectors, strings, characters, hex, long and double arguments from several
// work-items; each call's result must be non-negative.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_printf_formats(__global const float4 *v, __global int *ok) {
    size_t i = get_global_id(0);
    int r = 0;
    if (i % 16 == 0) {
        r |= printf("[%u] %v4.2f|%s|%c|%#x|%ld|%.3f|%5d|\n", (uint)i, v[i], "str", 'c', 255u, (long)i * -3,
                    (double)v[i].x, (int)i);
        r |= printf("%v2hd %v3hhu %%\n", (short2)(1, -2), (uchar3)(7, 8, 9));
    }
    ok[i] = r < 0 ? -1 : 1;
}
