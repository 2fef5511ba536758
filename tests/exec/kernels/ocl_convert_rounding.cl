// convert_int4 with each rounding mode (FPRoundingMode on OpConvertFToS), and the default (rtz).
__kernel void ocl_convert_rounding(__global const float4 *f, __global int4 *rte, __global int4 *rtz,
                                   __global int4 *rtp, __global int4 *rtn, __global int4 *dflt) {
    size_t i = get_global_id(0);
    float4 x = f[i];
    rte[i] = convert_int4_rte(x);
    rtz[i] = convert_int4_rtz(x);
    rtp[i] = convert_int4_rtp(x);
    rtn[i] = convert_int4_rtn(x);
    dflt[i] = convert_int4(x);
}
