// cl_khr_mipmap_image_writes: write_image*(image, coord, lod, color) with a constant
// lod 0 writes the image itself (OpImageWrite without Lod); another level is an error
// naming the builtin: SPIRV-Tools 2023.1 and 2025.5 reject the Lod operand on
// OpImageWrite (the reference translator writes it, and its output does not validate).
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -cl-no-stdinc -Xclang -finclude-default-header -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -cl-no-stdinc -Xclang -finclude-default-header -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: rm -f %t.bad.spv
// RUN: env SPIRV_EMIT_OUT=%t.bad.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -cl-no-stdinc -Xclang -finclude-default-header -c -emit-llvm %s -o %t.bc -DLEVEL=lod 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.bad.spv

// CHECK: OpImageWrite %[[#]] %[[#]] %[[#]]{{$}}
// CHECK: OpImageWrite %[[#]] %[[#]] %[[#]]{{$}}
// ERR: error: spirv-emit: in function 'k': 'write_imagef' with a mip level other than a constant 0 (cl_khr_mipmap_image_writes) is not supported (SPIRV-Tools rejects the Lod operand on OpImageWrite)

#ifndef LEVEL
#define LEVEL 0
#endif
kernel void k(write_only image2d_t img, read_write image1d_array_t arr, global float4 *in, int lod) {
  write_imagef(img, (int2)(1, 2), LEVEL, in[0]);
  write_imagei(arr, (int2)(3, 0), 0, (int4)(1, 2, 3, 4));
}
