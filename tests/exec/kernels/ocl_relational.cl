// Comparison and classification builtins: scalars give 1/0, vectors -1/0 (OpSelect on the
// bools of OpFOrd*/OpFUnordNotEqual/OpIsNan/...), on float, float4 and double2.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_relational(__global const float *x, __global const float *y, __global int *s,
                             __global int4 *v, __global long2 *d) {
    size_t i = get_global_id(0);
    float a = x[i], b = y[i];
    __global int *o = s + i * 14;
    o[0] = isequal(a, b);
    o[1] = isnotequal(a, b);
    o[2] = isgreater(a, b);
    o[3] = isgreaterequal(a, b);
    o[4] = isless(a, b);
    o[5] = islessequal(a, b);
    o[6] = islessgreater(a, b);
    o[7] = isordered(a, b);
    o[8] = isunordered(a, b);
    o[9] = isfinite(a);
    o[10] = isinf(a);
    o[11] = isnan(a);
    o[12] = isnormal(a);
    o[13] = signbit(a);
    float4 p = (float4)(a, b, a, 1.0f), q = (float4)(b, a, a, b);
    v[i * 4] = isless(p, q);
    v[i * 4 + 1] = isnotequal(p, q);
    v[i * 4 + 2] = isnan(p) + isinf(q) * 2;
    v[i * 4 + 3] = signbit(p) + isunordered(p, q) * 2;
    double2 e = (double2)(a, b);
    d[i] = isgreaterequal(e, e.yx) + isnormal(e) * 4;
}
