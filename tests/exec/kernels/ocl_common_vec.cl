// Common builtins on float8 and double2: degrees, radians, sign, mix, step, smoothstep, clamp.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_common_vec(__global const float8 *f, __global const double2 *d, __global float8 *rf,
                             __global double2 *rd) {
    size_t i = get_global_id(0);
    float8 x = f[i];
    rf[i] = degrees(x) * 0.01f + radians(x) + sign(x) + mix(x, x.s76543210, 0.25f) + step(0.1f, x) +
            smoothstep(-0.5f, 0.5f, x) + clamp(x, -0.3f, 0.3f);
    double2 y = d[i];
    rd[i] = degrees(y) + radians(y) + sign(y) + mix(y, (double2)(1.0), y * y) + step(y.yx, y) + smoothstep((double2)(-1.0), (double2)(1.0), y);
}
