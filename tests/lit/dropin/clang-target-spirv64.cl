// clang's own SPIR-V command, `clang --target=spirv64 -c k.cl -o k.spv`, writes
// spirv-emit's module on every LLVM: on 22 the plugin is clang's code generator
// (%spirv-clang is clang -fpass-plugin=...), on 15-19 clang runs the program
// llvm-spirv, our command's link found in -B DIR (%spirv-clang is clang -B DIR).
// RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
// RUN: %spirv-clang --target=spirv64 -cl-std=CL2.0 -O2 -c %s -o k.spv
// RUN: %spirv-val k.spv
// RUN: %spirv-dis k.spv | FileCheck %s --check-prefixes=CHECK,V10
// Nothing else is written (no side file from the optimizer-last instance).
// RUN: ls %t.d | FileCheck %s --check-prefix=FILES --implicit-check-not=.spv
// FILES: k.spv
//
// Standard output.
// RUN: %spirv-clang --target=spirv64 -cl-std=CL2.0 -O2 -c %s -o - > stdout.spv
// RUN: cmp k.spv stdout.spv
//
// -S writes the text form (spirv-dis's, which spirv-as reads back).
// RUN: %spirv-clang --target=spirv64 -cl-std=CL2.0 -O2 -S %s -o k.spvasm
// RUN: FileCheck %s --check-prefixes=CHECK,V10 < k.spvasm
// RUN: spirv-as --target-env spv1.0 k.spvasm -o reassembled.spv
// RUN: %spirv-val reassembled.spv
//
// A versioned sub-architecture caps the version: the nsw add becomes a
// NoSignedWrap decoration from SPIR-V 1.4 on.
// RUN: %spirv-clang --target=spirv64v1.4 -cl-std=CL2.0 -O2 -c %s -o v14.spv
// RUN: %spirv-val v14.spv
// RUN: %spirv-dis v14.spv | FileCheck %s --check-prefixes=CHECK,V14
// RUN: %spirv-clang --target=spirv64v1.2 -cl-std=CL2.0 -O2 -c %s -o v12.spv
// RUN: %spirv-dis v12.spv | FileCheck %s --check-prefixes=CHECK,V10
// SPIRV_EMIT_* variables apply (an explicit version wins over the triple's).
// RUN: env SPIRV_EMIT_VERSION=1.0 %spirv-clang --target=spirv64v1.4 -cl-std=CL2.0 -O2 -c %s -o env.spv
// RUN: %spirv-dis env.spv | FileCheck %s --check-prefixes=CHECK,V10
//
// 32-bit pointers.
// RUN: %spirv-clang --target=spirv32 -cl-std=CL2.0 -O2 -c %s -o k32.spv
// RUN: %spirv-val k32.spv
// RUN: %spirv-dis k32.spv | FileCheck %s --check-prefix=P32

// V10: ; Version: 1.0
// V14: ; Version: 1.4
// CHECK-NOT: Unknown(43)
// CHECK: OpMemoryModel Physical64 OpenCL
// CHECK: OpEntryPoint Kernel %{{.*}} "k"
// V10-NOT: NoSignedWrap
// V14: OpDecorate %{{.*}} NoSignedWrap
// P32: OpMemoryModel Physical32 OpenCL

kernel void k(global int *a) {
  size_t i = get_global_id(0);
  a[i] = a[i] + 1;
}
