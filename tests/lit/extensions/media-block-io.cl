// cl_intel_media_block_io in OpenCL C: intel_sub_group_media_block_{read,write}_<t>
// (coordinate, width, height[, data], image) -> OpSubgroupImageMediaBlock{Read,Write}INTEL
// with the image first, as the reference translator writes them.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_INTEL_media_block_io %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.no.spv %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.no.spv

// CHECK-DAG: OpCapability SubgroupImageMediaBlockIOINTEL
// CHECK-DAG: OpExtension "SPV_INTEL_media_block_io"
// CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
// CHECK-DAG: %[[#ushort2:]] = OpTypeVector %[[#ushort]] 2
// CHECK-DAG: %[[#c1:]] = OpConstant %[[#uint]] 1{{$}}
// CHECK-DAG: %[[#c2:]] = OpConstant %[[#uint]] 2{{$}}
// CHECK-DAG: %[[#c4:]] = OpConstant %[[#uint]] 4{{$}}
// CHECK: %[[#src:]] = OpFunctionParameter
// CHECK-NEXT: %[[#dst:]] = OpFunctionParameter
// CHECK: %[[#v:]] = OpSubgroupImageMediaBlockReadINTEL %[[#uint]] %[[#src]] %[[#coord:]] %[[#c4]] %[[#c1]]
// CHECK: %[[#s:]] = OpSubgroupImageMediaBlockReadINTEL %[[#ushort2]] %[[#src]] %[[#coord]] %[[#c2]] %[[#c2]]
// CHECK: OpSubgroupImageMediaBlockWriteINTEL %[[#dst]] %[[#coord]] %[[#c4]] %[[#c1]] %[[#]]
// CHECK: OpSubgroupImageMediaBlockWriteINTEL %[[#dst]] %[[#coord]] %[[#c2]] %[[#c2]] %[[#s]]

// ERR: extension SPV_INTEL_media_block_io is not allowed by the target (needed by capability SubgroupImageMediaBlockIOINTEL (intel_sub_group_media_block_read_ui))

// clang's opencl-c.h does not declare the cl_intel_media_block_io builtins:
// user prototypes mangle the same way.
#define O __attribute__((overloadable))
uint O intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);
ushort2 O intel_sub_group_media_block_read_us2(int2, int, int, read_only image2d_t);
void O intel_sub_group_media_block_write_ui(int2, int, int, uint, write_only image2d_t);
void O intel_sub_group_media_block_write_us2(int2, int, int, ushort2, write_only image2d_t);

kernel void k(read_only image2d_t src, write_only image2d_t dst) {
  int2 c = (int2)(get_group_id(0) * 16, get_group_id(1));
  uint v = intel_sub_group_media_block_read_ui(c, 4, 1, src);
  ushort2 s = intel_sub_group_media_block_read_us2(c, 2, 2, src);
  intel_sub_group_media_block_write_ui(c, 4, 1, v + 1, dst);
  intel_sub_group_media_block_write_us2(c, 2, 2, s, dst);
}
