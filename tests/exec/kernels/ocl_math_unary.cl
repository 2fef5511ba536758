// One-argument math builtins on float scalars (OpenCL.std instructions of the same name).
__kernel void ocl_math_unary(__global const float *x, __global const float *p, __global float *out) {
    size_t i = get_global_id(0);
    float v = x[i], q = p[i];
    __global float *o = out + i * 16;
    o[0] = sqrt(q);
    o[1] = exp(v);
    o[2] = log(q);
    o[3] = sin(v);
    o[4] = cos(v);
    o[5] = tan(v);
    o[6] = cbrt(v);
    o[7] = fabs(v);
    o[8] = floor(v);
    o[9] = ceil(v);
    o[10] = trunc(v);
    o[11] = round(v);
    o[12] = rint(v);
    o[13] = rsqrt(q);
    o[14] = atan(v);
    o[15] = exp2(v) + log2(q);
}
