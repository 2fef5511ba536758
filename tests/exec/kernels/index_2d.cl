// A 2D NDRange: each work-item writes its own (x, y) coordinates.
__kernel void index_2d(__global int *out) {
    int x = get_global_id(0);
    int y = get_global_id(1);
    int w = get_global_size(0);
    out[y * w + x] = x * 1000 + y;
}
