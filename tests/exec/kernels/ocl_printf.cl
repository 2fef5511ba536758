// printf (OpenCL.std printf, the format string in UniformConstant): the kernel prints and its
// return values (0 on success: the CPU runtime returns the character count) are checked;
// the printed text itself is not.
__kernel void ocl_printf(__global const int *v, __global int *r) {
    size_t i = get_global_id(0);
    if (i < 2)
        r[i] = printf("work-item %d: %d %f %s %v4d\n", (int)i, v[i], (float)v[i] * 0.5f, "ok", (int4)(v[i])) < 0;
    else
        r[i] = v[i] + 1;
}
