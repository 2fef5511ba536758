// Literal samplers (program scope and in the kernel: OpConstantSampler) with normalized
// coordinates, repeat/clamp addressing and linear filtering; read_imagef with float coordinates.
constant sampler_t nearest_repeat = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST;

__kernel void ocl_image_sampling(read_only image2d_t img, __global float4 *out) {
    int x = get_global_id(0), y = get_global_id(1);
    int w = get_image_width(img), h = get_image_height(img);
    const sampler_t linear = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
    // Texel centres shifted by half a texel in x: the average of two neighbours.
    float4 l = read_imagef(img, linear, (float2)(x + 1.0f, y + 0.5f));
    // Normalized coordinates past the edge wrap around.
    float4 r = read_imagef(img, nearest_repeat, (float2)((x + 0.5f) / w + 1.0f, (y + 0.5f) / h));
    out[y * w + x] = l + r * 10.0f;
}
