// atomic_compare_exchange_{strong,weak}_explicit with distinct success and
// failure orders: the Equal and Unequal memory semantics of
// OpAtomicCompareExchange[Weak] each carry their own order plus the storage
// class of the object (CrossWorkgroup 0x200, Workgroup 0x100; a relaxed
// failure order is 0), and the scope argument becomes the Scope operand.
// RUN: env SPIRV_EMIT_OUT=%t.spv %clang -cl-std=CL2.0 -target spir64 -O2 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.spv
// RUN: %spirv-dis %t.spv | FileCheck %s
// RUN: env SPIRV_EMIT_OUT=%t.O0.spv %clang -cl-std=CL2.0 -target spir64 -O0 -c -emit-llvm %s -o %t.bc
// RUN: %spirv-val %t.O0.spv
// RUN: %spirv-dis %t.O0.spv | FileCheck %s

// CHECK-DAG: %[[#UINT:]] = OpTypeInt 32 0
// CHECK-DAG: %[[#DEVICE:]] = OpConstant %[[#UINT]] 1{{$}}
// CHECK-DAG: %[[#WORKGROUP:]] = OpConstant %[[#UINT]] 2{{$}}
// CHECK-DAG: %[[#ACQREL_G:]] = OpConstant %[[#UINT]] 520{{$}}
// CHECK-DAG: %[[#ACQ_G:]] = OpConstant %[[#UINT]] 514{{$}}
// CHECK-DAG: %[[#SEQCST_G:]] = OpConstant %[[#UINT]] 528{{$}}
// CHECK-DAG: %[[#RELAXED:]] = OpConstant %[[#UINT]] 0{{$}}
// CHECK-DAG: %[[#REL_L:]] = OpConstant %[[#UINT]] 260{{$}}
// CHECK: OpAtomicCompareExchange %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#ACQREL_G]] %[[#ACQ_G]]
// CHECK: OpAtomicCompareExchange %[[#UINT]] %[[#]] %[[#WORKGROUP]] %[[#SEQCST_G]] %[[#RELAXED]]
// CHECK: OpAtomicCompareExchange %[[#UINT]] %[[#]] %[[#DEVICE]] %[[#REL_L]] %[[#RELAXED]]
kernel void k(global atomic_int *a, global int *out, local atomic_uint *l) {
  int e = 0;
  out[0] = atomic_compare_exchange_strong_explicit(a, &e, 5, memory_order_acq_rel, memory_order_acquire);
  out[1] = atomic_compare_exchange_weak_explicit(a, &e, 6, memory_order_seq_cst, memory_order_relaxed, memory_scope_work_group);
  uint u = 1;
  out[2] = atomic_compare_exchange_strong_explicit(l, &u, 2u, memory_order_release, memory_order_relaxed, memory_scope_device);
  out[3] = e + u;
}
