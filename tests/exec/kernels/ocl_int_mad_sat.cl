// mad_sat (s_mad_sat / u_mad_sat). Run at local size 1: the CPU runtime miscomputes
// mad_sat when it vectorizes across work-items (a bug of Intel's CPU runtime).
__kernel void ocl_int_mad_sat(__global const int *a, __global const int *b, __global const int *c,
                              __global int *s, __global uint *u, __global short *h) {
    size_t i = get_global_id(0);
    s[i] = mad_sat(a[i], b[i], c[i]);
    u[i] = mad_sat((uint)a[i], (uint)b[i], (uint)c[i]);
    h[i] = mad_sat((short)a[i], (short)b[i], (short)c[i]);
}
