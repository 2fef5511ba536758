// write_imagei then, in a second image, read_imagei/read_imageui through a sampler with integer
// coordinates (clamp addressing: reads past the edge give the border colour 0).
__kernel void ocl_image_int_sampled(read_only image2d_t src, sampler_t s, write_only image2d_t dst,
                                    read_only image2d_t usrc, __global uint4 *out) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    int4 v = read_imagei(src, s, p + (int2)(1, 0));
    write_imagei(dst, p, v - (int4)(p.x, p.y, 0, 1));
    out[p.y * get_image_width(src) + p.x] = read_imageui(usrc, s, p) * 2u;
}
