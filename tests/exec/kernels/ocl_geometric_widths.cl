// Geometric builtins on float2, float3 and double3 (cross on 3-vectors, normalize, distance).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_geometric_widths(__global const float *a, __global const double *d, __global float *out,
                                   __global double *dout) {
    size_t i = get_global_id(0);
    float2 p = vload2(i, a);
    float3 q = vload3(i, a + 2 * get_global_size(0));
    vstore2(normalize(p) * length(p) + (float2)(dot(p, p.yx), distance(p, -p)), i, out);
    vstore3(cross(q, q.zxy) + fast_normalize(q) + (float3)(fast_length(q)), i, out + 2 * get_global_size(0));
    double3 r = vload3(i, d);
    vstore3(cross(r, (double3)(1.0, 2.0, 3.0)) + normalize(r) + (double3)(dot(r, r), length(r), distance(r, r * 2.0)), i, dout);
}
