// 1D images and 2D image arrays: read_imagef with and without a sampler (float coordinates
// with a layer index), write_imagef to a 1D image, get_image_array_size.
__kernel void ocl_image_1d_array(read_only image1d_t line, read_only image2d_array_t layers, sampler_t s,
                                 write_only image1d_t result, __global float4 *out, __global int *sizes) {
    int x = get_global_id(0);
    float4 a = read_imagef(line, x);
    float4 b = read_imagef(layers, s, (float4)(x + 0.5f, 1.5f, 2.0f, 0.0f));
    write_imagef(result, x, a + b);
    out[x] = read_imagef(line, s, (float)(get_image_width(line) - 1 - x) + 0.5f);
    if (x == 0) {
        sizes[0] = get_image_width(line);
        sizes[1] = (int)get_image_array_size(layers);
        sizes[2] = get_image_height(layers);
    }
}
