// OpenCL C kernels (structs, unions, loops, switch, private arrays, calls,
// local memory, vectors, doubles, constants, narrow types) through clang
// -fpass-plugin at every -O level: each output validates and reads back.
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: env SPIRV_EMIT_OUT=%t.O1.spv %clang -cl-std=CL2.0 -target spir64 -O1 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val %t.O1.spv
// RUN: env SPIRV_EMIT_OUT=%t.O2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val %t.O2.spv
// RUN: env SPIRV_EMIT_OUT=%t.O3.spv %clang -cl-std=CL2.0 -target spir64 -O3 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val %t.O3.spv
// RUN: env SPIRV_EMIT_OUT=%t.cl12.spv SPIRV_EMIT_ENV=opencl1.2 %clang -cl-std=CL1.2 -target spir64 -O2 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val --target-env opencl1.2 %t.cl12.spv
// RUN: env SPIRV_EMIT_OUT=%t.spir32.spv %clang -cl-std=CL2.0 -target spir -O2 -c -emit-llvm %S/Inputs/kernels.cl -o %t.bc
// RUN: %spirv-val %t.spir32.spv
// RUN: %spirv-dis %t.O2.spv | FileCheck %s
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "structs"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "unions"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "loops"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "sw"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "priv"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "local_mem"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "local_static"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "vecs"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "consts"
// CHECK-DAG: OpEntryPoint Kernel %{{[0-9]+}} "chars"
// CHECK-DAG: OpVariable %{{[0-9]+}} Workgroup
// CHECK-DAG: OpVariable %{{[0-9]+}} UniformConstant
