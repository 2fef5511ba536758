// OpenCL C aggregate initializers (struct holding arrays, arrays of unions,
// CLSmith style). clang-15 and clang-16 put their constant parts into address
// space 0 globals (@constinit, mutable at -O0; AS0): each becomes a Function
// variable with its initial value copied from a UniformConstant variable on
// entry, then copied into the aggregate (through a bitcast of the copy in
// clang-15's typed-pointer IR: TYPED). clang-19 and later put them into the
// constant address space (AS2): one copy from the UniformConstant variable.
// RUN: %clang -cl-std=CL2.0 -target spir64 -O0 -emit-llvm -S -o - %s | FileCheck %s --check-prefix=%if llvm15 || llvm16 %{IR-AS0%} %else %{IR-AS2%}
// RUN: env SPIRV_EMIT_OUT=%t0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -emit-llvm -c -o %t0.bc %s
// RUN: %spirv-val %t0.spv
// RUN: spirv-val --target-env opencl2.0 %t0.spv
// RUN: %spirv-dis %t0.spv | FileCheck %s --check-prefixes=CHECK,%if llvm15 %{AS0,TYPED%} %else %{%if llvm16 %{AS0,OPAQUE%} %else %{AS2%}%}
// RUN: env SPIRV_EMIT_OUT=%t2.spv %clang -cl-std=CL2.0 -target spir64 -O2 -emit-llvm -c -o %t2.bc %s
// RUN: %spirv-val %t2.spv
// RUN: spirv-val --target-env opencl2.0 %t2.spv
// RUN: %spirv-dis %t2.spv | FileCheck %s --check-prefixes=CHECK,%if llvm15 %{AS0,TYPED%} %else %{%if llvm16 %{AS0,OPAQUE%} %else %{AS2%}%}

// IR-AS0: @constinit = private global [9 x i32]
// IR-AS2: @constinit = private addrspace(2) constant [9 x i32]
// CHECK-NOT: OpVariable {{.*}} Private
// CHECK: %[[#SRC:]] = OpVariable %{{[0-9]+}} UniformConstant
// CHECK: OpFunction
// CHECK: OpLabel
// CHECK: OpVariable
// AS0: OpCopyMemorySized %[[#COPY:]] %[[#SRC]]
// OPAQUE: OpCopyMemorySized %{{[0-9]+}} %[[#COPY]]
// TYPED: %[[#CAST:]] = OpBitcast %{{[0-9]+}} %[[#COPY]]
// TYPED: OpCopyMemorySized %{{[0-9]+}} %[[#CAST]]
// AS2: OpCopyMemorySized %{{[0-9]+}} %[[#SRC]]

struct S { int a[9]; int b; int c[9][9]; };
union U { int i; short s[2]; };
struct T { union U u[3]; int x; };

__kernel void k(__global int *out, int n) {
  struct S s = {{1, 2, 3, 4, 5, 6, 7, 8, 9}, n, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
  struct T t = {{{1}, {2}, {3}}, n};
  s.a[n % 9] += 3;
  out[get_global_id(0)] = s.a[n % 9] + s.c[n % 9][(n + 1) % 9] + t.u[n % 3].i;
}
