// The README's example kernel through clang -fpass-plugin at -O0 and -O2.
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: %spirv-val --target-env opencl2.0 %t.O2.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s
// RUN: %llvm-spirv -r %t.O2.spv -o %t.rt.bc
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefix=O0

// CHECK: ; Version: 1.0
// CHECK-DAG: OpCapability Kernel
// CHECK-DAG: OpCapability Addresses
// CHECK-DAG: OpCapability Int64
// CHECK: OpMemoryModel Physical64 OpenCL
// CHECK: OpEntryPoint Kernel %[[#K:]] "vector_add" %[[#GID:]]
// CHECK: OpSource OpenCL_C 200000
// CHECK-DAG: OpDecorate %[[#GID]] BuiltIn GlobalInvocationId
// CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
// CHECK-DAG: %[[#U64:]] = OpTypeInt 64 0
// CHECK-DAG: %[[#PF:]] = OpTypePointer CrossWorkgroup %[[#F32]]{{$}}
// CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#U64]] 3
// CHECK: %[[#K]] = OpFunction
// CHECK-NEXT: %[[#A:]] = OpFunctionParameter %[[#PF]]
// CHECK-NEXT: %[[#B:]] = OpFunctionParameter %[[#PF]]
// CHECK-NEXT: %[[#C:]] = OpFunctionParameter %[[#PF]]
// CHECK-NEXT: OpLabel
// CHECK-NEXT: %[[#IDS:]] = OpLoad %[[#V3]] %[[#GID]]
// CHECK-NEXT: %[[#I:]] = OpCompositeExtract %[[#U64]] %[[#IDS]] 0
// CHECK-NEXT: %[[#PA:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#A]] %[[#I]]
// CHECK-NEXT: %[[#VA:]] = OpLoad %[[#F32]] %[[#PA]] Aligned 4
// CHECK-NEXT: %[[#PB:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#B]] %[[#I]]
// CHECK-NEXT: %[[#VB:]] = OpLoad %[[#F32]] %[[#PB]] Aligned 4
// CHECK-NEXT: %[[#SUM:]] = OpFAdd %[[#F32]] %[[#VA]] %[[#VB]]
// CHECK-NEXT: %[[#PC:]] = OpInBoundsPtrAccessChain %[[#PF]] %[[#C]] %[[#I]]
// CHECK-NEXT: OpStore %[[#PC]] %[[#SUM]] Aligned 4
// CHECK-NEXT: OpReturn

// At -O0 the parameters are spilled to Function variables.
// O0: OpVariable %{{.*}} Function
// O0: OpFAdd

__kernel void vector_add(__global const float *a, __global const float *b, __global float *c) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i];
}
