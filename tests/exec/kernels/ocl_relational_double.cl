// Relational builtins on double and long vectors: comparisons give long -1/0 per component,
// any/all on long and short vectors, select on double with a long mask.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void ocl_relational_double(__global const double4 *a, __global const double4 *b, __global long4 *r,
                                    __global int *flags, __global double4 *sel) {
    size_t i = get_global_id(0);
    double4 x = a[i], y = b[i];
    long4 lt = isless(x, y);
    r[i * 2] = lt + isgreaterequal(x, y) * 2 + isnan(x) * 4;
    r[i * 2 + 1] = isinf(y) + signbit(x) * 2 + islessgreater(x, y) * 4;
    flags[i * 3] = any(lt);
    flags[i * 3 + 1] = all(lt.xy);
    flags[i * 3 + 2] = isequal(x.x, y.x) + 2 * any(convert_short4(lt));
    sel[i] = select(x, y, lt);
}
