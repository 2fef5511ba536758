// Work-group and sub-group collectives -> OpGroup* with Workgroup (2) or Subgroup (3) scope:
// reduce/scan_inclusive/scan_exclusive (GroupOperation 0/1/2), signedness and float from
// the mangling; all/any take a bool and give 1/0; broadcast with 1-3 local ids; the
// cl_khr_work_group_uniform_arithmetic KHR forms and Intel sub-group shuffles.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_KHR_uniform_group_instructions %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv SPIRV_EMIT_EXT=+SPV_KHR_uniform_group_instructions %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// Without the extension allowed, the KHR forms are an error naming it.
// RUN: env SPIRV_EMIT_OUT=%t.no.spv %not %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=NOEXT
// NOEXT: error: spirv-emit: extension SPV_KHR_uniform_group_instructions is not allowed by the target

// CHECK-DAG: OpCapability Groups
// CHECK-DAG: OpCapability GroupUniformArithmeticKHR
// CHECK-DAG: OpCapability SubgroupShuffleINTEL
// CHECK-DAG: OpExtension "SPV_KHR_uniform_group_instructions"
// CHECK-DAG: OpExtension "SPV_INTEL_subgroups"
// CHECK-NOT: SPV_AMD_shader_ballot
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#BOOL:]] = OpTypeBool
// CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2{{$}}
// CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3{{$}}

// clang 16's opencl-c.h does not declare these extension builtins: user prototypes mangle
// the same way.
#define OVERLOAD __attribute__((overloadable))
int OVERLOAD work_group_reduce_mul(int);
int OVERLOAD sub_group_scan_exclusive_xor(int);
int OVERLOAD work_group_reduce_logical_and(int);
uint OVERLOAD work_group_reduce_bitwise_or(uint);
float OVERLOAD work_group_scan_inclusive_mul(float);
int OVERLOAD intel_sub_group_shuffle(int, uint);
float OVERLOAD intel_sub_group_shuffle_down(float, float, uint);
int OVERLOAD intel_sub_group_shuffle_xor(int, uint);

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpGroupIAdd %[[#I32]] %[[#WG]] Reduce
// CHECK: OpGroupSMin %[[#I32]] %[[#WG]] InclusiveScan
// CHECK: OpGroupUMax %[[#I32]] %[[#WG]] ExclusiveScan
// CHECK: OpGroupFAdd %[[#F32]] %[[#WG]] Reduce
// CHECK: OpGroupFMin %[[#F32]] %[[#SG]] Reduce
// CHECK: OpGroupIAdd %[[#I64]] %[[#SG]] InclusiveScan
// CHECK: OpGroupIMulKHR %[[#I32]] %[[#WG]] Reduce
// CHECK: OpGroupBitwiseXorKHR %[[#I32]] %[[#SG]] ExclusiveScan
// CHECK: OpGroupLogicalAndKHR %[[#BOOL]] %[[#WG]] Reduce
// CHECK: OpGroupBitwiseOrKHR %[[#I32]] %[[#WG]] Reduce
// CHECK: OpGroupFMulKHR %[[#F32]] %[[#WG]] InclusiveScan
kernel void arithmetic(global int *i, global uint *u, global float *f, global long *l) {
    size_t g = get_global_id(0);
    i[g] = work_group_reduce_add(i[g]) + work_group_scan_inclusive_min(i[g]);
    u[g] = work_group_scan_exclusive_max(u[g]);
    f[g] = work_group_reduce_add(f[g]) + sub_group_reduce_min(f[g]);
    l[g] = sub_group_scan_inclusive_add(l[g]);
    i[g] += work_group_reduce_mul(i[g]) + sub_group_scan_exclusive_xor(i[g]) + work_group_reduce_logical_and(i[g]);
    // cl_khr_work_group_uniform_arithmetic's spelling of the bitwise forms
    u[g] += work_group_reduce_bitwise_or(u[g]);
    f[g] += work_group_scan_inclusive_mul(f[g]);
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]]
// CHECK-NEXT: %[[#A:]] = OpGroupAll %[[#BOOL]] %[[#WG]] %[[#P]]
// CHECK-NEXT: OpSelect %[[#I32]] %[[#A]]
// CHECK: OpGroupAny %[[#BOOL]] %[[#SG]]
// CHECK: OpGroupBroadcast %[[#I32]] %[[#WG]] %{{[0-9]+}} %{{[0-9]+}}
// CHECK: %[[#ID:]] = OpCompositeInsert %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}} 1
// CHECK-NEXT: OpGroupBroadcast %[[#F32]] %[[#WG]] %{{[0-9]+}} %[[#ID]]
// CHECK: OpGroupBroadcast %[[#I32]] %[[#SG]]
// CHECK: OpSubgroupShuffleINTEL %[[#I32]]
// CHECK: OpSubgroupShuffleDownINTEL %[[#F32]]
// CHECK: OpSubgroupShuffleXorINTEL %[[#I32]]
kernel void votes(global int *i, global float *f) {
    size_t g = get_global_id(0);
    i[g] = work_group_all(i[g]) + sub_group_any(i[g] > 3);
    i[g] += work_group_broadcast(i[g], 1);
    f[g] = work_group_broadcast(f[g], 1, 2);
    i[g] += sub_group_broadcast(i[g], 0);
    i[g] += intel_sub_group_shuffle(i[g], 1);
    f[g] += intel_sub_group_shuffle_down(f[g], f[g + 1], 2);
    i[g] += intel_sub_group_shuffle_xor(i[g], 3);
}
