// clang-16 puts the constant parts of these OpenCL C aggregate initializers
// (struct holding arrays, arrays of unions, CLSmith style) into address space 0
// globals (@constinit, mutable at -O0); each becomes a Function variable with
// its initial value copied from a UniformConstant variable on entry.
// The IR checks are clang-16's; other clangs initialize these aggregates differently.
// REQUIRES: llvm16
// RUN: %clang -cl-std=CL2.0 -target spir64 -O0 -emit-llvm -S -o - %s | FileCheck %s --check-prefix=IR
// RUN: env SPIRV_EMIT_OUT=%t0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -emit-llvm -c -o %t0.bc %s
// RUN: %spirv-val %t0.spv
// RUN: spirv-val --target-env opencl2.0 %t0.spv
// RUN: %spirv-dis %t0.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -emit-llvm -c -o %t2.bc %s
// RUN: %spirv-val %t2.spv
// RUN: spirv-val --target-env opencl2.0 %t2.spv
// RUN: %spirv-dis %t2.spv | FileCheck %s

// IR: @constinit = private global [9 x i32]
// CHECK-NOT: OpVariable {{.*}} Private
// CHECK: %[[#SRC:]] = OpVariable %{{[0-9]+}} UniformConstant
// CHECK: OpFunction
// CHECK: OpLabel
// CHECK: OpVariable
// CHECK: OpCopyMemorySized %[[#COPY:]] %[[#SRC]]
// CHECK: OpCopyMemorySized %{{[0-9]+}} %[[#COPY]]

struct S { int a[9]; int b; int c[9][9]; };
union U { int i; short s[2]; };
struct T { union U u[3]; int x; };

__kernel void k(__global int *out, int n) {
  struct S s = {{1, 2, 3, 4, 5, 6, 7, 8, 9}, n, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
  struct T t = {{{1}, {2}, {3}}, n};
  s.a[n % 9] += 3;
  out[get_global_id(0)] = s.a[n % 9] + s.c[n % 9][(n + 1) % 9] + t.u[n % 3].i;
}
