// Half-precision data: vload_half[n], vloada_half[n], vstore_half[n] with every rounding mode,
// vstorea_half[n]: OpenCL.std vload_half/vload_halfn/vloada_halfn/vstore_half[_r]/... (no cl_khr_fp16 needed).
__kernel void ocl_vload_half(__global const half *h, __global const float *f, __global float *out,
                             __global half *rte, __global half *rtz, __global half *rtp, __global half *rtn,
                             __global half *dflt, __global half *al) {
    size_t i = get_global_id(0);
    out[i * 9] = vload_half(i, h);
    float4 v = vload_half4(i, h);
    vstore4(v, 0, out + i * 9 + 1);
    float4 w = vloada_half4(i, h);
    out[i * 9 + 5] = w.x + w.y * 2.0f + w.z * 3.0f + w.w * 4.0f;
    float3 t = vload_half3(i, h);
    out[i * 9 + 6] = t.x - t.y + t.z;
    float2 u = vloada_half2(i, h) + vload_half2(i, h + 1);
    out[i * 9 + 7] = u.x * u.y;
    float16 g = vload_half16(0, h + i);
    out[i * 9 + 8] = g.s0 + g.sf;
    float x = f[i];
    vstore_half_rte(x, i, rte);
    vstore_half_rtz(x, i, rtz);
    vstore_half_rtp(x, i, rtp);
    vstore_half_rtn(x, i, rtn);
    vstore_half(x, i, dflt);
    vstorea_half2_rtz((float2)(x, -x), i, al);
    vstore_half4((float4)(x, 1.0f, 2.0f, x * 0.5f), i, al + 2 * get_global_size(0));
    vstorea_half4_rtp((float4)(x, x, -x, 0.25f), i, al + 6 * get_global_size(0));
    vstore_half2_rtn((float2)(-x, x), i, al + 10 * get_global_size(0));
}
