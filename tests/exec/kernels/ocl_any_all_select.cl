// any/all (the sign bit of each component, for scalars too), select (OpenCL.std select: MSB for vectors,
// non-zero for scalars), bitselect, on several element types and widths.
__kernel void ocl_any_all_select(__global const int4 *a, __global const float4 *f, __global int *flags,
                                 __global float4 *sel, __global int *s, __global uint2 *bits) {
    size_t i = get_global_id(0);
    int4 v = a[i];
    __global int *o = flags + i * 8;
    o[0] = any(v);
    o[1] = all(v);
    o[2] = any(convert_char8((int8)(v, v.wzyx)));
    o[3] = all(convert_short2(v.xy));
    o[4] = any(convert_long2(v.zw)) + 2 * all(convert_long2(v.zw));
    o[5] = any(v.x) + 2 * all(v.y);
    o[6] = all(v.xyz);
    o[7] = any(convert_char16((int16)(v, v, v, v)) & (char16)0x40);
    float4 p = f[i];
    sel[i * 2] = select(p, -p, v);
    sel[i * 2 + 1] = select(p, (float4)(9.0f), (uint4)(v.x < 0 ? 0x80000000u : 0u, 1u, 0xffffffffu, 0u));
    s[i] = select(v.x, v.y, v.z) + select(5, 6, v.w & 1);
    uint2 m = (uint2)((uint)v.x, (uint)v.y);
    bits[i] = bitselect(m, (uint2)((uint)v.z, (uint)v.w), (uint2)(0xff00ff00u, 0x0f0f0f0fu));
}
