// Common (degrees, radians, sign) and geometric builtins: dot (OpDot), cross, length,
// distance, normalize and their fast_ forms, on float2/float3/float4 and scalars.
__kernel void ocl_common_geometric(__global const float4 *a, __global const float4 *b, __global float *out,
                                   __global float4 *vec) {
    size_t i = get_global_id(0);
    float4 p = a[i], q = b[i];
    __global float *o = out + i * 12;
    o[0] = dot(p, q);
    o[1] = dot(p.xyz, q.xyz) + dot(p.xy, q.xy) + dot(p.x, q.x);
    o[2] = length(p);
    o[3] = length(p.xyz) + length(p.x);
    o[4] = distance(p, q);
    o[5] = distance(p.xy, q.xy);
    o[6] = fast_length(p) + fast_distance(p, q);
    o[7] = degrees(p.x) + radians(q.y);
    o[8] = sign(p.x) + sign(0.0f);
    float3 c = cross(p.xyz, q.xyz);
    o[9] = c.x;
    o[10] = c.y;
    o[11] = c.z;
    vec[i * 3] = normalize(p);
    vec[i * 3 + 1] = cross(p, q);
    vec[i * 3 + 2] = fast_normalize(q) + sign(q);
}
