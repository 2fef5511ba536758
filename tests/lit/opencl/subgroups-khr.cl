// cl_khr_subgroup_* builtins -> OpGroupNonUniform* with Subgroup scope (SPIR-V 1.3):
// votes and ballots (int predicates as bools, bool results as 1/0), non-uniform and
// clustered arithmetic, shuffles; a broadcast with a computed id is a shuffle (SPIR-V 1.3
// wants a constant id); get_sub_group_*_mask -> the Subgroup*Mask builtin variables.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// The version cap is an error naming the capability's version.
// RUN: env SPIRV_EMIT_OUT=%t.10.spv SPIRV_EMIT_VERSION=1.0 %not %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=V10
// V10: error: spirv-emit:
// V10-SAME: 1.3

// CHECK: ; Version: 1.3
// CHECK-DAG: OpCapability GroupNonUniformVote
// CHECK-DAG: OpCapability GroupNonUniformBallot
// CHECK-DAG: OpCapability GroupNonUniformArithmetic
// CHECK-DAG: OpCapability GroupNonUniformClustered
// CHECK-DAG: OpCapability GroupNonUniformShuffle
// CHECK-DAG: OpCapability GroupNonUniformShuffleRelative
// CHECK-NOT: OpCapability SubgroupBallotKHR
// CHECK-DAG: OpDecorate %[[#EQ:]] BuiltIn SubgroupEqMask
// CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#BOOL:]] = OpTypeBool
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#V4:]] = OpTypeVector %[[#I32]] 4
// CHECK-DAG: %[[#SG:]] = OpConstant %[[#I32]] 3{{$}}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: %[[#E:]] = OpGroupNonUniformElect %[[#BOOL]] %[[#SG]]
// CHECK-NEXT: OpSelect %[[#I32]] %[[#E]]
// CHECK: %[[#P:]] = OpINotEqual %[[#BOOL]]
// CHECK-NEXT: OpGroupNonUniformAll %[[#BOOL]] %[[#SG]] %[[#P]]
// CHECK: OpGroupNonUniformAllEqual %[[#BOOL]] %[[#SG]]
// CHECK: OpGroupNonUniformBallot %[[#V4]] %[[#SG]]
// CHECK: OpGroupNonUniformBallotBitCount %[[#I32]] %[[#SG]] InclusiveScan
// CHECK: OpGroupNonUniformBallotFindMSB %[[#I32]] %[[#SG]]
// CHECK: OpGroupNonUniformBroadcast %[[#F32]] %[[#SG]] %{{[0-9]+}} %{{[0-9]+}}
// CHECK: OpGroupNonUniformShuffle %[[#F32]] %[[#SG]]
// CHECK: OpGroupNonUniformBroadcastFirst %[[#I32]] %[[#SG]]
// CHECK: OpLoad %[[#V4]] %[[#EQ]]
kernel void votes(global int *i, global float *f, global uint4 *m) {
    size_t g = get_global_id(0);
    i[g] = sub_group_elect() + sub_group_non_uniform_all(i[g]) + sub_group_non_uniform_all_equal(i[g]);
    uint4 b = sub_group_ballot(i[g] > 3);
    i[g] += sub_group_ballot_inclusive_scan(b) + sub_group_ballot_find_msb(b);
    f[g] = sub_group_non_uniform_broadcast(f[g], 2) + sub_group_non_uniform_broadcast(f[g], (uint)i[0]);
    i[g] += sub_group_broadcast_first(i[g]);
    m[g] = get_sub_group_eq_mask();
}

// CHECK-LABEL: OpFunction{{ }}
// CHECK: OpGroupNonUniformIAdd %[[#I32]] %[[#SG]] Reduce
// CHECK: OpGroupNonUniformUMin %[[#I32]] %[[#SG]] InclusiveScan
// CHECK: OpGroupNonUniformFMul %[[#F32]] %[[#SG]] ExclusiveScan
// CHECK: OpGroupNonUniformLogicalOr %[[#BOOL]] %[[#SG]] Reduce
// CHECK: OpGroupNonUniformSMax %[[#I32]] %[[#SG]] ClusteredReduce %{{[0-9]+}} %{{[0-9]+}}
// CHECK: OpGroupNonUniformShuffleXor %[[#I32]] %[[#SG]]
// CHECK: OpGroupNonUniformShuffleDown %[[#F32]] %[[#SG]]
kernel void arithmetic(global int *i, global uint *u, global float *f) {
    size_t g = get_global_id(0);
    i[g] = sub_group_non_uniform_reduce_add(i[g]);
    u[g] = sub_group_non_uniform_scan_inclusive_min(u[g]);
    f[g] = sub_group_non_uniform_scan_exclusive_mul(f[g]);
    i[g] += sub_group_non_uniform_reduce_logical_or(i[g]) + sub_group_clustered_reduce_max(i[g], 4);
    i[g] += sub_group_shuffle_xor(i[g], 1);
    f[g] += sub_group_shuffle_down(f[g], 2);
}
