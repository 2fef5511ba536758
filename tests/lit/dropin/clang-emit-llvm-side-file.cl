// LLVM 22, --target=spirv64 with -emit-llvm: no code generation, so the
// optimizer-last instance writes its side file (SPIRV_EMIT_OUT) as before,
// and the bitcode is written too.
// REQUIRES: codegen-callback
// RUN: rm -rf %t.d && mkdir %t.d && cd %t.d
// RUN: env SPIRV_EMIT_OUT=side.spv %clang --target=spirv64 -cl-std=CL2.0 -O2 -c -emit-llvm %s -o k.bc
// RUN: %spirv-val side.spv
// RUN: %spirv-dis side.spv | FileCheck %s
// RUN: llvm-dis k.bc -o - | FileCheck %s --check-prefix=IR
// RUN: env SPIRV_EMIT_OUT=side2.spv %clang --target=spirv64 -cl-std=CL2.0 -O0 -S -emit-llvm %s -o k.ll
// RUN: %spirv-val side2.spv
// With code generation the side file is not written, even when named.
// RUN: env SPIRV_EMIT_OUT=side3.spv %clang --target=spirv64 -cl-std=CL2.0 -O2 -c %s -o k.spv
// RUN: %not test -e side3.spv
// RUN: %spirv-val k.spv
// CHECK: OpEntryPoint Kernel %{{.*}} "k"
// IR: define spir_kernel void @k(

kernel void k(global int *a) { a[get_global_id(0)] = 1; }
