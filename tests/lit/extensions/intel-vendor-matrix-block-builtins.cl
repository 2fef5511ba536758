// Intel's vendor builtins of cl_intel_subgroup_matrix_multiply_accumulate
// (and its split variant) and cl_intel_subgroup_2d_block_io, which its GPU
// compiler provides. With the SPIR-V extension allowed they become
// OpSubgroupMatrixMultiplyAccumulateINTEL (K and the operands from the name)
// and the OpSubgroup2DBlock*INTEL instructions (the shape from the name);
// otherwise (the default) they are imported functions, as the reference
// translators write them. The split multiply has no SPIR-V instruction: it
// is imported either way. An unknown name of these families is an error.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_2d_block_io %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.spv
// RUN: %spirv-dis-new %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.import.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.import.spv
// RUN: %spirv-dis %t.import.spv | FileCheck %s --check-prefix=IMPORT
// RUN: env SPIRV_EMIT_OUT=%t.bad.spv SPIRV_EMIT_EXT=+all %not %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm -DUNKNOWN %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t.bad.spv

// CHECK-DAG: OpCapability SubgroupMatrixMultiplyAccumulateINTEL
// CHECK-DAG: OpCapability Subgroup2DBlockTransformINTEL
// CHECK-DAG: OpCapability Linkage
// CHECK-DAG: OpExtension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
// CHECK-DAG: OpExtension "SPV_INTEL_2d_block_io"
// CHECK-DAG: OpDecorate %[[#split:]] LinkageAttributes "_Z44intel_sub_group_f16_f16_split_matrix_mad_k16iDv8_iDv2_f" Import
// CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#ushort:]] = OpTypeInt 16 0
// CHECK-DAG: %[[#float:]] = OpTypeFloat 32
// CHECK-DAG: %[[#float8:]] = OpTypeVector %[[#float]] 8
// CHECK-DAG: %[[#short8:]] = OpTypeVector %[[#ushort]] 8
// CHECK-DAG: %[[#int4:]] = OpTypeVector %[[#uint]] 4
// CHECK-DAG: %[[#c1:]] = OpConstant %[[#uint]] 1{{$}}
// CHECK-DAG: %[[#c2:]] = OpConstant %[[#uint]] 2{{$}}
// CHECK-DAG: %[[#c4:]] = OpConstant %[[#uint]] 4{{$}}
// CHECK-DAG: %[[#c8:]] = OpConstant %[[#uint]] 8{{$}}
// CHECK-DAG: %[[#c16:]] = OpConstant %[[#uint]] 16{{$}}
// CHECK-DAG: %[[#c32:]] = OpConstant %[[#uint]] 32{{$}}
// CHECK: %[[#split]] = OpFunction
// CHECK: OpFunction
// CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#float8]] %[[#c16]] %[[#]] %[[#]] %[[#]] MatrixAPackedFloat16INTEL|MatrixBPackedFloat16INTEL
// CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#short8]] %[[#c16]] %[[#]] %[[#]] %[[#]] MatrixCBFloat16INTEL|MatrixResultBFloat16INTEL|MatrixAPackedBFloat16INTEL|MatrixBPackedBFloat16INTEL
// CHECK: %[[#]] = OpSubgroupMatrixMultiplyAccumulateINTEL %[[#int4]] %[[#c32]] %[[#]] %[[#]] %[[#]] MatrixASignedComponentsINTEL|MatrixAPackedInt8INTEL|MatrixBPackedInt8INTEL
// CHECK: %[[#]] = OpFunctionCall %[[#]] %[[#split]]
// The pointer types are checked in 2d-block-io.ll (clang-15's typed pointers need fewer casts).
// CHECK: OpSubgroup2DBlockPrefetchINTEL %[[#c1]] %[[#c32]] %[[#c4]] %[[#c2]] %[[#]]
// CHECK: OpSubgroup2DBlockLoadINTEL %[[#c2]] %[[#c16]] %[[#c8]] %[[#c2]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]
// CHECK: OpSubgroup2DBlockLoadTransformINTEL %[[#c2]] %[[#c16]] %[[#c32]] %[[#c1]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]
// CHECK: OpSubgroup2DBlockStoreINTEL %[[#c4]] %[[#c16]] %[[#c8]] %[[#c1]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]] %[[#]]

// IMPORT-NOT: OpExtension
// IMPORT-DAG: OpCapability Linkage
// IMPORT-DAG: OpDecorate %[[#mad:]] LinkageAttributes "_Z38intel_sub_group_f16_f16_matrix_mad_k16Dv8_sDv8_iDv8_f" Import
// IMPORT-DAG: OpDecorate %[[#read:]] LinkageAttributes "_Z41intel_sub_group_2d_block_read_16b_8r16x2cPU3AS1viiiDv2_iPt" Import
// IMPORT-DAG: OpDecorate %[[#write:]] LinkageAttributes "_Z42intel_sub_group_2d_block_write_32b_8r16x1cPU3AS1viiiDv2_iPj" Import
// IMPORT-DAG: OpDecorate %[[#split:]] LinkageAttributes "_Z44intel_sub_group_f16_f16_split_matrix_mad_k16iDv8_iDv2_f" Import
// IMPORT: %[[#mad]] = OpFunction
// IMPORT: OpFunctionEnd
// IMPORT: OpFunctionCall %[[#]] %[[#mad]]
// IMPORT: OpFunctionCall %[[#]] %[[#split]]
// IMPORT: OpFunctionCall %[[#]] %[[#read]]
// IMPORT: OpFunctionCall %[[#]] %[[#write]]

// BAD: OpenCL builtin function 'intel_sub_group_2d_block_read_16b_3r16x1c' (_Z41intel_sub_group_2d_block_read_16b_3r16x1cPU3AS1viiiDv2_iPt) is not supported yet

#define OVLD __attribute__((overloadable))
float8 OVLD intel_sub_group_f16_f16_matrix_mad_k16(short8 a, int8 b, float8 acc);
short8 OVLD intel_sub_group_bf16_bf16_matrix_mad_k16(short8 a, int8 b, short8 acc);
int4 OVLD intel_sub_group_i8_u8_matrix_mad_k32(short4 a, uint8 b, int4 acc);
float2 OVLD intel_sub_group_f16_f16_split_matrix_mad_k16(int a, int8 b, float2 acc);
void OVLD intel_sub_group_2d_block_read_16b_8r16x2c(global void *base, int width, int height, int pitch, int2 coord, private ushort *destination);
void OVLD intel_sub_group_2d_block_read_transform_16b_32r16x1c(global void *base, int width, int height, int pitch, int2 coord, private uint *destination);
void OVLD intel_sub_group_2d_block_write_32b_8r16x1c(global void *base, int width, int height, int pitch, int2 coord, private uint *value);
void OVLD intel_sub_group_2d_block_prefetch_8b_4r32x2c(global void *base, int width, int height, int pitch, int2 coord);
#ifdef UNKNOWN
// 3 rows is no shape of the extension.
void OVLD intel_sub_group_2d_block_read_16b_3r16x1c(global void *base, int width, int height, int pitch, int2 coord, private ushort *destination);
#endif

kernel void k(global float8 *f, global short8 *s, global int4 *i, global float2 *f2, global uint *m, int w, int h, int p) {
  int lid = get_local_id(0);
  short8 a = (short8)(lid);
  int8 b = (int8)(lid * 3);
  f[lid] = intel_sub_group_f16_f16_matrix_mad_k16(a, b, f[lid]);
  s[lid] = intel_sub_group_bf16_bf16_matrix_mad_k16(a, b, s[lid]);
  i[lid] = intel_sub_group_i8_u8_matrix_mad_k32(a.lo, as_uint8(b), i[lid]);
  f2[lid] = intel_sub_group_f16_f16_split_matrix_mad_k16(lid, b, f2[lid]);
  ushort rows[16];
  uint packed[16];
  int2 xy = (int2)(lid, 0);
  intel_sub_group_2d_block_prefetch_8b_4r32x2c(m, w, h, p, xy);
  intel_sub_group_2d_block_read_16b_8r16x2c(m, w, h, p, xy, rows);
  intel_sub_group_2d_block_read_transform_16b_32r16x1c(m, w, h, p, xy, packed);
#ifdef UNKNOWN
  intel_sub_group_2d_block_read_16b_3r16x1c(m, w, h, p, xy, rows);
#endif
  packed[0] += rows[3];
  intel_sub_group_2d_block_write_32b_8r16x1c(m, w, h, p, xy, packed);
}
