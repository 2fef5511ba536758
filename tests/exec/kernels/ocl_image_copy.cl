// Images and samplers as kernel arguments: read_imagef with a sampler (OpSampledImage +
// OpImageSampleExplicitLod) and without (OpImageRead), write_imagef (OpImageWrite), through a
// helper function (at -O0 the image and sampler live in stack slots), and size queries.
float4 fetch(read_only image2d_t img, sampler_t s, int2 p) {
    return read_imagef(img, s, p);
}

__kernel void ocl_image_copy(read_only image2d_t src, sampler_t s, write_only image2d_t dst,
                             __global int *dims) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    int2 size = get_image_dim(src);
    float4 a = fetch(src, s, p);
    float4 b = read_imagef(src, (int2)(size.x - 1 - p.x, p.y));
    write_imagef(dst, p, a * 2.0f + b);
    if (p.x == 0 && p.y == 0) {
        dims[0] = get_image_width(src);
        dims[1] = get_image_height(dst);
        dims[2] = size.x * size.y;
    }
}
