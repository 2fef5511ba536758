// cl_intel_subgroups block I/O on images (OpSubgroupImageBlockReadINTEL /
// OpSubgroupImageBlockWriteINTEL): each sub-group of 8 reads a row of 8 pixels
// of a 32-bit single-channel image at a byte coordinate (x in bytes), writes
// them transformed to another image, and block-reads two rows at once
// (intel_sub_group_block_read2: .s0 the row, .s1 the row below).
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
#ifndef __INTEL_SUBGROUPS_DECLARED
// clang 16's default builtin declarations lack them; these prototypes mangle like the builtins.
uint __attribute__((overloadable)) intel_sub_group_block_read(read_only image2d_t, int2);
uint2 __attribute__((overloadable)) intel_sub_group_block_read2(read_only image2d_t, int2);
void __attribute__((overloadable)) intel_sub_group_block_write(write_only image2d_t, int2, uint);
#endif
__attribute__((intel_reqd_sub_group_size(8))) __kernel void ocl_intel_block_io_image(
    read_only image2d_t src, write_only image2d_t dst, __global uint *rows) {
    int y = get_global_id(1);
    int x0 = get_group_id(0) * 8;  // one sub-group per work-group (local size 8)
    int2 at = (int2)(x0 * 4, y);   // x in bytes
    uint v = intel_sub_group_block_read(src, at);
    intel_sub_group_block_write(dst, at, v * 2u + 1u);
    size_t i = y * get_global_size(0) + get_global_id(0);
    uint2 two = intel_sub_group_block_read2(src, (int2)(x0 * 4, 2 * (y / 2)));
    rows[2 * i] = two.s0;
    rows[2 * i + 1] = two.s1;
}
