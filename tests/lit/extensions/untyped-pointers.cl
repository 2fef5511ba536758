// SPV_KHR_untyped_pointers, asked for by naming it in ext=: pointers become
// OpTypeUntypedPointerKHR (one per storage class), variables
// OpUntypedVariableKHR with their data type, access chains the untyped
// forms with their base type; loads, stores and atomics take the untyped
// pointer with the accessed type; a pointer bitcast is a copy. `+all` alone
// keeps typed pointers (the OpenCL consumers take no untyped ones).
// Only the newer validator knows the extension (SPIRV-Tools 2023.1 and the
// llvm-spirv-15 reader do not).
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_EXT=+SPV_KHR_untyped_pointers %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.spv
// The checks describe clang-16's IR forms (clang-15's typed pointers and clang 19+'s byte getelementptrs give other instruction sequences); every version's modules are validated.
// RUN: %if llvm16 %{ %spirv-dis-new %t.spv | FileCheck %s %}
// RUN: env SPIRV_EMIT_OUT=%t.o0.spv SPIRV_EMIT_EXT=+SPV_KHR_untyped_pointers %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.o0.spv
// RUN: %if llvm16 %{ %spirv-dis-new %t.o0.spv | FileCheck %s --check-prefix=O0 %}
// RUN: env SPIRV_EMIT_OUT=%t.all.spv SPIRV_EMIT_EXT=+all %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val --new-only --no-reader %t.all.spv
// RUN: %if llvm16 %{ %spirv-dis-new %t.all.spv | FileCheck %s --check-prefix=ALL %}

// CHECK-DAG: OpCapability UntypedPointersKHR
// CHECK-DAG: OpExtension "SPV_KHR_untyped_pointers"
// CHECK-NOT: OpTypePointer CrossWorkgroup
// CHECK-NOT: OpTypePointer Workgroup
// CHECK-NOT: OpTypePointer Function
// CHECK-DAG: %[[FLOAT:[0-9]+]] = OpTypeFloat 32
// CHECK-DAG: %[[INT:[0-9]+]] = OpTypeInt 32 0
// CHECK-DAG: %[[GLOBAL:[0-9]+]] = OpTypeUntypedPointerKHR CrossWorkgroup
// CHECK-DAG: %[[LOCAL:[0-9]+]] = OpTypeUntypedPointerKHR Workgroup
// CHECK-DAG: %[[PRIVATE:[0-9]+]] = OpTypeUntypedPointerKHR Function
// CHECK-DAG: %[[PAIR:[0-9]+]] = OpTypeStruct %[[INT]] %{{[0-9]+}}
// CHECK-DAG: %[[TILE:[0-9]+]] = OpUntypedVariableKHR %[[LOCAL]] Workgroup %{{[0-9]+}}
// CHECK-DAG: OpTypeFunction %{{[0-9]+}} %[[GLOBAL]] %[[GLOBAL]] %[[GLOBAL]]{{$}}

// vadd: three untyped kernel arguments, element addresses with base type float.
// CHECK: = OpFunction %
// CHECK-NEXT: %[[A:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK-NEXT: %[[B:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK-NEXT: %[[C:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK: %[[PA:[0-9]+]] = OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[FLOAT]] %[[A]]
// CHECK-NEXT: OpLoad %[[FLOAT]] %[[PA]] Aligned 4
// CHECK: %[[PB:[0-9]+]] = OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[FLOAT]] %[[B]]
// CHECK: %[[SUM:[0-9]+]] = OpFAdd %[[FLOAT]]
// CHECK: %[[PC:[0-9]+]] = OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[FLOAT]] %[[C]]
// CHECK-NEXT: OpStore %[[PC]] %[[SUM]] Aligned 4
kernel void vadd(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}

// field: a struct GEP with the struct as base type; the int field read
// through a copy of the element pointer.
// CHECK: = OpFunction %
// CHECK-NEXT: %[[P:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK: %[[ELEM:[0-9]+]] = OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[PAIR]] %[[P]] %{{[0-9]+}}{{$}}
// CHECK: %[[FIELD:[0-9]+]] = OpUntypedInBoundsPtrAccessChainKHR %[[GLOBAL]] %[[PAIR]] %[[P]] %{{[0-9]+}} %{{[0-9]+}} %{{[0-9]+}}
// CHECK-NEXT: OpLoad %[[FLOAT]] %[[FIELD]]
// CHECK: %[[FIRST:[0-9]+]] = OpCopyObject %[[GLOBAL]] %[[ELEM]]
// CHECK-NEXT: OpLoad %[[INT]] %[[FIRST]]
typedef struct { int a; float b[4]; } pair_t;
kernel void field(global pair_t *p, global float *out) {
  size_t i = get_global_id(0);
  out[i] = p[i].b[2] + (float)p[i].a;
}

// local_sum: a local kernel argument and a program-scope local array.
// CHECK: = OpFunction %
// CHECK: %[[SCRATCH:[0-9]+]] = OpFunctionParameter %[[LOCAL]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[LOCAL]] %{{[0-9]+}} %[[TILE]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[LOCAL]] %[[INT]] %[[SCRATCH]]
kernel void local_sum(global const int *in, global int *out, local int *scratch) {
  size_t l = get_local_id(0) % 64;
  local int tile[64];
  tile[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[l] = tile[63 - l] * 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int s = 0;
    for (int k = 0; k < 64; ++k) s += scratch[k];
    out[get_group_id(0)] = s;
  }
}

// count: atomics through untyped pointers, and a private array that is an
// OpUntypedVariableKHR of Function storage.
// CHECK: = OpFunction %
// CHECK-NEXT: %[[COUNTER:[0-9]+]] = OpFunctionParameter %[[GLOBAL]]
// CHECK: %[[PRIV:[0-9]+]] = OpUntypedVariableKHR %[[PRIVATE]] Function %{{[0-9]+}}
// CHECK: OpAtomicIAdd %[[INT]] %[[COUNTER]]
// CHECK: OpAtomicOr %[[INT]]
// CHECK: OpUntypedInBoundsPtrAccessChainKHR %[[PRIVATE]] %{{[0-9]+}} %[[PRIV]]
// CHECK: OpAtomicSMax %[[INT]]
kernel void count(global int *counter, global uint *bits) {
  atomic_add(counter, 1);
  atomic_or(&bits[get_global_id(0) % 4], 1u << (get_global_id(0) % 32));
  int priv[8];
  for (int k = 0; k < 8; ++k) priv[k] = k * (int)get_global_id(0);
  atomic_max(counter + 1, priv[get_global_id(0) % 8]);
}

// O0 keeps the allocas: Function variables with their data type, reached
// through untyped pointers.
// O0-DAG: OpCapability UntypedPointersKHR
// O0-DAG: %[[FN:[0-9]+]] = OpTypeUntypedPointerKHR Function
// O0-DAG: %[[GL:[0-9]+]] = OpTypeUntypedPointerKHR CrossWorkgroup
// O0: OpUntypedVariableKHR %[[FN]] Function %[[GL]]
// O0-NOT: OpTypePointer Function

// ALL-NOT: UntypedPointersKHR
// ALL-NOT: SPV_KHR_untyped_pointers
// ALL-DAG: OpTypePointer CrossWorkgroup
// ALL-DAG: OpTypePointer Workgroup
// ALL-NOT: OpUntyped
