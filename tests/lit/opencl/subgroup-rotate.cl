// cl_khr_subgroup_rotate -> OpGroupNonUniformRotateKHR (SPV_KHR_subgroup_rotate,
// allowed by default: Intel's CPU runtime reports the extension); an error
// naming it where the user forbids it.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL3.0 -cl-ext=+cl_khr_subgroup_rotate -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// llvm-spirv-15 -r does not know the extension.
// RUN: %spirv-val --no-reader %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.no.spv SPIRV_EMIT_EXT=-SPV_KHR_subgroup_rotate %not %clang -cl-std=CL3.0 -cl-ext=+cl_khr_subgroup_rotate -target spir64 -O2 -c -emit-llvm %s -o %t.bc 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-DAG: OpCapability GroupNonUniformRotateKHR
// CHECK-DAG: OpExtension "SPV_KHR_subgroup_rotate"
// CHECK-DAG: %[[#uint:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#sg:]] = OpConstant %[[#uint]] 3{{$}}
// CHECK-DAG: %[[#four:]] = OpConstant %[[#uint]] 4{{$}}
// CHECK: OpGroupNonUniformRotateKHR %[[#uint]] %[[#sg]] %[[#]] %[[#sg]]
// CHECK: OpGroupNonUniformRotateKHR %[[#uint]] %[[#sg]] %[[#]] %[[#]] %[[#four]]

// ERR: extension SPV_KHR_subgroup_rotate is not allowed by the target

#pragma OPENCL EXTENSION cl_khr_subgroup_rotate : enable
kernel void k(global const int *x, global int *r) {
  size_t i = get_global_id(0);
  r[2 * i] = sub_group_rotate(x[i], 3);
  r[2 * i + 1] = sub_group_clustered_rotate(x[i], 1, 4);
}
