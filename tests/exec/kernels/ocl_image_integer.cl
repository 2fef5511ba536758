// Integer images: read_imageui/read_imagei without a sampler, write_imageui/write_imagei,
// a 3D image and a 2D image array, channel order and data type queries (CLK_* values).
__kernel void ocl_image_integer(read_only image2d_t u, write_only image2d_t v, read_only image3d_t cube,
                                read_only image2d_array_t layers, __global int4 *out, __global int *info) {
    int x = get_global_id(0), y = get_global_id(1);
    uint4 a = read_imageui(u, (int2)(x, y));
    write_imageui(v, (int2)(x, y), a * 3u + (uint4)(1, 2, 3, 4));
    int4 c = read_imagei(cube, (int4)(x, y, 1, 0));
    int4 l = read_imagei(layers, (int4)(x, y, 2, 0));
    out[y * get_image_width(u) + x] = c + l * 1000;
    if (x == 0 && y == 0) {
        int4 d = get_image_dim(cube);
        info[0] = d.x;
        info[1] = d.y;
        info[2] = d.z;
        info[3] = d.w;
        info[4] = (int)get_image_array_size(layers);
        info[5] = get_image_channel_order(u);
        info[6] = get_image_channel_data_type(u);
        info[7] = get_image_depth(cube);
    }
}
