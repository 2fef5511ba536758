// cl_khr_image2d_from_buffer: a 2D image created over a buffer (the host
// side; the kernel sees an ordinary image2d_t), read without and with a
// sampler and written through another buffer-backed image.
kernel void ocl_image_from_buffer(read_only image2d_t in, write_only image2d_t out, global uint *sums) {
  int x = get_global_id(0), y = get_global_id(1);
  const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  uint4 a = read_imageui(in, (int2)(x, y));
  uint4 b = read_imageui(in, s, (int2)(x + 1, y));
  write_imageui(out, (int2)(x, y), a * 2u);
  sums[y * get_image_width(in) + x] = a.x + b.x;
}
