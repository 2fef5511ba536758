// atomic_compare_exchange_weak becomes OpAtomicCompareExchange (a strong
// exchange is a valid weak one): OpAtomicCompareExchangeWeak is deprecated and
// spirv-val rejects it from SPIR-V 1.4 on, so a module that needs 1.4 for
// another reason (here version=1.4 with nsw) still validates.
// RUN: env SPIRV_EMIT_OUT=%t.spv SPIRV_EMIT_VERSION=1.4 %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// CHECK: OpAtomicCompareExchange %{{[0-9]+}}
// CHECK-NOT: OpAtomicCompareExchangeWeak

kernel void k(global atomic_int *a, global int *r) {
  int expected = r[0];
  r[1] = atomic_compare_exchange_weak(a, &expected, 7);
  r[2] = expected;
}
