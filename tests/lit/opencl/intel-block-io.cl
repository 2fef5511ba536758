// cl_intel_subgroups block reads/writes -> OpSubgroupBlock{Read,Write}INTEL on
// global and local pointers to the data's scalar type (uint, ushort, uchar,
// ulong), OpSubgroupImageBlock{Read,Write}INTEL on images; cl_khr_subgroup_rotate
// -> OpGroupNonUniformRotateKHR (SPV_KHR_subgroup_rotate, allowed by default),
// with the cluster size as the last operand; extended types (char, short, long)
// in sub-group collectives.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv

// CHECK-DAG: OpCapability SubgroupBufferBlockIOINTEL
// CHECK-DAG: OpCapability SubgroupImageBlockIOINTEL
// CHECK-DAG: OpCapability GroupNonUniformRotateKHR
// CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
// CHECK-DAG: OpExtension "SPV_KHR_subgroup_rotate"
// CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#USHORT:]] = OpTypeInt 16 0
// CHECK-DAG: %[[#UCHAR:]] = OpTypeInt 8 0
// CHECK-DAG: %[[#ULONG:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#SUBGROUP:]] = OpConstant %[[#UINT]] 3{{$}}
// CHECK-DAG: %[[#GU:]] = OpTypePointer CrossWorkgroup %[[#UINT]]{{$}}
// CHECK-DAG: %[[#GS:]] = OpTypePointer CrossWorkgroup %[[#USHORT]]{{$}}
// CHECK-DAG: %[[#LU:]] = OpTypePointer Workgroup %[[#UINT]]{{$}}
// CHECK: OpGroupNonUniformRotateKHR %[[#UINT]] %[[#SUBGROUP]] %[[#]] %[[#]]{{$}}
// CHECK: OpGroupNonUniformRotateKHR %[[#UINT]] %[[#SUBGROUP]] %[[#]] %[[#]] %[[#]]{{$}}
// CHECK: OpSubgroupBlockReadINTEL %[[#UINT]]
// CHECK: OpSubgroupBlockWriteINTEL
// CHECK: OpSubgroupBlockReadINTEL %[[#USHORT]]
// CHECK: OpSubgroupBlockWriteINTEL
// CHECK: OpSubgroupBlockReadINTEL %[[#UCHAR]]
// CHECK: OpSubgroupBlockReadINTEL %[[#ULONG]]
// CHECK: OpSubgroupBlockReadINTEL %[[#UINT]]
// CHECK: OpSubgroupBlockWriteINTEL
// CHECK: OpSubgroupImageBlockReadINTEL %[[#UINT]]
// CHECK: OpSubgroupImageBlockWriteINTEL
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_intel_subgroups : enable
int __attribute__((overloadable)) sub_group_rotate(int, int);
int __attribute__((overloadable)) sub_group_clustered_rotate(int, int, uint);
uint __attribute__((overloadable)) intel_sub_group_block_read(const global uint *);
void __attribute__((overloadable)) intel_sub_group_block_write(global uint *, uint);
ushort __attribute__((overloadable)) intel_sub_group_block_read_us(const global ushort *);
void __attribute__((overloadable)) intel_sub_group_block_write_us(global ushort *, ushort);
uchar __attribute__((overloadable)) intel_sub_group_block_read_uc(const global uchar *);
ulong __attribute__((overloadable)) intel_sub_group_block_read_ul(const global ulong *);
uint __attribute__((overloadable)) intel_sub_group_block_read(const local uint *);
void __attribute__((overloadable)) intel_sub_group_block_write(local uint *, uint);
uint __attribute__((overloadable)) intel_sub_group_block_read(read_only image2d_t, int2);
void __attribute__((overloadable)) intel_sub_group_block_write(write_only image2d_t, int2, uint);
__attribute__((intel_reqd_sub_group_size(8)))
kernel void k(global int *v, global uint *u, global ushort *s, global uchar *c, global ulong *l, local uint *lm, read_only image2d_t ri, write_only image2d_t wi) {
  int x = v[get_global_id(0)];
  v[0] = sub_group_rotate(x, 1) + sub_group_clustered_rotate(x, 2, 4);
  char ch = (char)x; short sh = (short)x; long lo = x;
  v[1] = sub_group_broadcast(ch, 0) + sub_group_reduce_add(sh) + (int)sub_group_scan_inclusive_max(lo);
  u[0] = intel_sub_group_block_read(u + 8);
  intel_sub_group_block_write(u + 16, 7u);
  s[0] = intel_sub_group_block_read_us(s + 8);
  intel_sub_group_block_write_us(s + 16, 3);
  c[0] = intel_sub_group_block_read_uc(c + 8);
  l[0] = intel_sub_group_block_read_ul(l + 8);
  lm[get_local_id(0)] = u[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  u[1] = intel_sub_group_block_read(lm);
  intel_sub_group_block_write(lm + 8, 5u);
  u[2] = intel_sub_group_block_read(ri, (int2)(0, 0));
  intel_sub_group_block_write(wi, (int2)(0, 0), 9u);
}
