// cl_khr_3d_image_writes (write_imagef / write_imageui on image3d_t) and
// cl_khr_depth_images (read_imagef / write_imagef on image2d_depth_t give and
// take one float; get_image_channel_order of a depth image).
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable
#pragma OPENCL EXTENSION cl_khr_depth_images : enable
kernel void ocl_image_3d_depth(write_only image3d_t vol, read_only image2d_depth_t depth,
                               write_only image2d_depth_t out_depth, global float *seen, global int *order) {
  int x = get_global_id(0), y = get_global_id(1);
  for (int z = 0; z < 4; ++z)
    write_imagef(vol, (int4)(x, y, z, 0), (float4)(x, y, z, x + y * 10 + z * 100));
  float d = read_imagef(depth, (int2)(x, y));
  seen[y * get_image_width(depth) + x] = d;
  write_imagef(out_depth, (int2)(x, y), d * 0.5f);
  if (x == 0 && y == 0) order[0] = get_image_channel_order(depth) == CLK_DEPTH;
}
