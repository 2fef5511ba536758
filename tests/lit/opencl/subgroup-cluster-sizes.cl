// A cluster size that clang -O2 turns into a run-time value: the switch's calls
// merge into one call passing `n`, reached only through the cases 1, 2 and 4,
// and `n > 2 ? 4 : 2` is a select of constants. SPIR-V wants ClusterSize from
// a constant instruction: one instruction per possible constant, in the blocks
// of an OpSwitch on the original value, merged by an OpPhi.
// clang 15 and 16 merge the switch's calls this way (clang 19 and 22 keep one
// call per case); the hand-written phi and select forms: subgroup-cluster-size-phi.ll.
// REQUIRES: llvm15 || llvm16
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL3.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// llvm-spirv-15 -r does not know SPV_KHR_subgroup_rotate.
// RUN: %spirv-val --no-reader %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s

// CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#sg:]] = OpConstant %[[#uint]] 3{{$}}
// CHECK-DAG: %[[#one:]] = OpConstant %[[#uint]] 1{{$}}
// CHECK-DAG: %[[#two:]] = OpConstant %[[#uint]] 2{{$}}
// CHECK-DAG: %[[#four:]] = OpConstant %[[#uint]] 4{{$}}
// CHECK: %[[#n:]] = OpFunctionParameter %[[#uint]]
// CHECK: OpSwitch %[[#n]] %[[#]] 1 %[[#cases:]] 2 %[[#]] 4 %[[#]]
// CHECK: %[[#cases]] = OpLabel
// CHECK-NEXT: OpSwitch %[[#n]] %[[#l4:]] 1 %[[#l1:]] 2 %[[#l2:]]
// CHECK-NEXT: %[[#l1]] = OpLabel
// CHECK-NEXT: %[[#r1:]] = OpGroupNonUniformIAdd %[[#uint]] %[[#sg]] ClusteredReduce %[[#x:]] %[[#one]]
// CHECK-NEXT: OpBranch %[[#merge:]]
// CHECK-NEXT: %[[#l2]] = OpLabel
// CHECK-NEXT: %[[#r2:]] = OpGroupNonUniformIAdd %[[#uint]] %[[#sg]] ClusteredReduce %[[#x]] %[[#two]]
// CHECK-NEXT: OpBranch %[[#merge]]
// CHECK-NEXT: %[[#l4]] = OpLabel
// CHECK-NEXT: %[[#r4:]] = OpGroupNonUniformIAdd %[[#uint]] %[[#sg]] ClusteredReduce %[[#x]] %[[#four]]
// CHECK-NEXT: OpBranch %[[#merge]]
// CHECK-NEXT: %[[#merge]] = OpLabel
// CHECK-NEXT: OpPhi %[[#uint]] %[[#r1]] %[[#l1]] %[[#r2]] %[[#l2]] %[[#r4]] %[[#l4]]
// CHECK: %[[#size:]] = OpSelect %[[#uint]] %[[#]] %[[#]] %[[#]]
// CHECK-NEXT: OpSwitch %[[#size]] %[[#s4:]] 2 %[[#s2:]]
// CHECK-NEXT: %[[#s2]] = OpLabel
// CHECK-NEXT: OpGroupNonUniformRotateKHR %[[#uint]] %[[#sg]] %[[#x]] %[[#one]] %[[#two]]
// CHECK: %[[#s4]] = OpLabel
// CHECK-NEXT: OpGroupNonUniformRotateKHR %[[#uint]] %[[#sg]] %[[#x]] %[[#one]] %[[#four]]

#pragma OPENCL EXTENSION cl_khr_subgroup_rotate : enable
kernel void k(global int *out, uint n) {
  int x = out[get_global_id(0)];
  int r;
  switch (n) {
  case 1: r = sub_group_clustered_reduce_add(x, 1); break;
  case 2: r = sub_group_clustered_reduce_add(x, 2); break;
  case 4: r = sub_group_clustered_reduce_add(x, 4); break;
  default: r = 0;
  }
  out[get_global_id(0)] = r;
  out[get_global_id(0) + 1] = sub_group_clustered_rotate(x, 1, n < 3 ? 2u : 4u);
}
